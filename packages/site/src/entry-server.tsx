import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { company } from '@aarambh/content';
import { bootScript } from './boot/bootScript';
import { preloadIslandComponents } from './boot/Island';
import { checkContent } from './content/checkContent';
import { classNamesIn, criticalCss, deferredCss } from './render/criticalCss';
import { NOT_FOUND_PATH, outputFileFor, prerenderPages } from './render/paths';
import { robotsTxt, sitemapXml } from './render/sitemap';
import { faviconSvg, rasterIcons, webManifest } from './seo/siteIcons';
import { themeClass } from './render/theme';
import { ServerDataProvider, serverDataScript } from './render/serverData';
import { RenderDateProvider } from './render/today';
import { webFontBoot } from './render/webFont';
import { routeModules } from './routeModules';
import { NOT_FOUND_ROUTE_ID, routes } from './routes';

export {
  bootScript,
  checkContent,
  classNamesIn,
  criticalCss,
  deferredCss,
  faviconSvg,
  NOT_FOUND_PATH,
  outputFileFor,
  prerenderPages,
  rasterIcons,
  serverDataScript,
  themeClass,
  webFontBoot,
  webManifest,
};

export interface RenderedPage {
  /** HTTP status the page stands for: 404 for the catch-all route. */
  status: number;
  /** The tags React hoisted out of the page (title, meta, canonical link, preloads): they go into `<head>`. */
  head: string;
  /** The markup of `#root`. */
  html: string;
  /** The id of the deepest matched route, written on `#root` so the client knows what it may hydrate. */
  routeId: string;
  /** Source files of the matched lazy route modules, to link their JS and CSS. */
  modules: string[];
}

/** Leading hoistable tags in React's output for a tree without `<html>`: title, meta and link elements. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/;

const handler = createStaticHandler(routes);

/**
 * Renders one path the way the client will hydrate it, on the given day ('YYYY-MM-DD'), with the
 * data the server gives a page it renders per request (the client reads the same from the page).
 */
export async function render(path: string, renderDate: string, serverData?: unknown): Promise<RenderedPage> {
  const context = await handler.query(new Request(new URL(path, company.siteUrl)));
  if (context instanceof Response) throw new Error(`${path} answered with a redirect (${context.status})`);
  // The route's modules are loaded now; the code of their islands (and of the navigation's and the
  // footer's) too, so the HTML has them in full.
  await preloadIslandComponents();
  const router = createStaticRouter(handler.dataRoutes, context);
  const output = renderToString(
    <StrictMode>
      <RenderDateProvider value={renderDate}>
        <ServerDataProvider value={serverData === undefined ? undefined : { path, data: serverData }}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </ServerDataProvider>
      </RenderDateProvider>
    </StrictMode>,
  );
  const head = HOISTED.exec(output)?.[0] ?? '';
  const deepest = context.matches.at(-1)?.route;
  const routeId = deepest?.id ?? '';
  return {
    status: routeId === NOT_FOUND_ROUTE_ID ? 404 : context.statusCode,
    head,
    html: output.slice(head.length),
    routeId,
    modules: context.matches.flatMap((match) =>
      match.route.id in routeModules ? [routeModules[match.route.id]!] : [],
    ),
  };
}

export function sitemap(): string {
  return sitemapXml(company.siteUrl, prerenderPages());
}

export function robots(): string {
  return robotsTxt(company.siteUrl);
}
