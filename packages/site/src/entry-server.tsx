import { staleTranslations as staleCopy, type StaleText } from '@aarambh/content/hindi';
import { staleMessageTranslations } from '@aarambh/machines/hindi';
import { company } from '@aarambh/content';
import { serverRenderer, type RenderedPage } from './boot';
import { alternatesOf, htmlLang, languageOf, twinOf } from './i18n/pages';
import { NOT_FOUND_ROUTE_IDS } from './layoutRoute';
import { discoveredRoutes, routes } from './routes';

const renderer = serverRenderer({
  routes,
  discovered: discoveredRoutes,
  notFoundRouteIds: NOT_FOUND_ROUTE_IDS,
  routeSources: Object.fromEntries(
    Object.entries(import.meta.glob(['./routes/**/*.tsx', '!./routes/**/*.stories.tsx'])).map(
      ([file, load]) => [file.replace(/^\.\//, 'src/'), load],
    ),
  ),
  origin: company.siteUrl,
});
export const { sitemap, robots, routeModuleSources } = renderer;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * A page as the server renders it, with its language: `<html lang>` (from the path alone), the
 * `hreflang` links of a page in two languages (written into the HTML for search engines, so that
 * no English page carries their code) and the path of its twin (the boot script's remembered
 * language, see docs/i18n.md).
 */
export async function render(
  path: string,
  renderDate: string,
  serverData?: unknown,
): Promise<RenderedPage & { lang: string; twin: string | undefined }> {
  const page = await renderer.render(path, renderDate, serverData);
  const links = alternatesOf(path)
    .map(
      (alternate) =>
        `<link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeAttribute(company.siteUrl + alternate.path)}"/>`,
    )
    .join('');
  return { ...page, head: page.head + links, lang: htmlLang[languageOf(path)], twin: twinOf(path)?.path };
}

export {
  bootScript,
  classNamesIn,
  criticalCss,
  deferredCss,
  NOT_FOUND_PATH,
  notFoundPages,
  outputFileFor,
  prerenderPages,
  protocol,
  serverDataScript,
  themeClass,
  webFontBoot,
  type RenderedPage,
} from './boot';
export { checkContent, contentWarnings } from './content/checkContent';
/**
 * Every Hindi text whose English changed since it was translated: the copy's (`@aarambh/content`)
 * and the machines' messages (`@aarambh/machines`), which the build lists (docs/i18n.md).
 */
export const staleTranslations = (): StaleText[] => [...staleCopy(), ...staleMessageTranslations()];
export { rasterIcons } from './seo/iconLinks';
export { faviconSvg, webManifest } from './seo/siteIcons';
