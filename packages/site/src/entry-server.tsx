import { company } from '@aarambh/content';
import { serverRenderer } from './boot';
import { NOT_FOUND_ROUTE_ID, routes } from './routes';

export const { render, sitemap, robots } = serverRenderer({
  routes,
  notFoundRouteId: NOT_FOUND_ROUTE_ID,
  routeSources: Object.fromEntries(
    Object.entries(import.meta.glob(['./routes/*.tsx', '!./routes/*.stories.tsx'])).map(([file, load]) => [
      file.replace(/^\.\//, 'src/'),
      load,
    ]),
  ),
  origin: company.siteUrl,
});
export {
  bootScript,
  classNamesIn,
  criticalCss,
  deferredCss,
  NOT_FOUND_PATH,
  outputFileFor,
  prerenderPages,
  protocol,
  serverDataScript,
  themeClass,
  webFontBoot,
  type RenderedPage,
} from './boot';
export { checkContent, contentWarnings } from './content/checkContent';
export { rasterIcons } from './seo/iconLinks';
export { faviconSvg, webManifest } from './seo/siteIcons';
