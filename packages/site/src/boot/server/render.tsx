import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, type RouteObject } from 'react-router-dom';
import { preloadIslandComponents } from '../client/islands';
import { RenderDateProvider } from '../client/today';
import { fixedPageSource, PageRoutes } from '../navigation';
import { ServerDataProvider } from '../serverData';
import { prerenderPages } from './paths';
import { robotsTxt, sitemapXml } from './sitemap';

export interface RenderedPage {
  /** HTTP status the page stands for: 404 for the catch-all route. */
  status: number;
  /** The tags React hoisted out of the page (title, meta, canonical link, preloads): they go into `<head>`. */
  head: string;
  /** The markup of `#root`. */
  html: string;
  /** The id of the deepest matched route, written on `#root` so the client knows what it may hydrate. */
  routeId: string;
  /** Source files of the matched lazy route modules (as the client build's manifest names them), to link their JS and CSS. */
  modules: string[];
}

export interface ServerRoutes {
  /** The site's routes, as the client has them. */
  routes: RouteObject[];
  /** The ids of the catch-all routes, which render the 404 page (one per language). */
  notFoundRouteIds: readonly string[];
  /**
   * The route modules by source file (`import.meta.glob` of the routes' folder, keys relative to
   * the site's root, such as `src/routes/Home.tsx`): the renderer finds the file of a route by the
   * module its `lazy` loads, so the route table names each module once.
   */
  routeSources: Record<string, () => Promise<unknown>>;
  /** The site's origin, for absolute URLs (requests, the sitemap). */
  origin: string;
}

export interface ServerRenderer {
  /**
   * Renders one path the way the client will hydrate it, on the given day ('YYYY-MM-DD'), with
   * the data the server gives a page it renders per request (the client reads the same from the page).
   */
  render(path: string, renderDate: string, serverData?: unknown): Promise<RenderedPage>;
  sitemap(today?: Date): string;
  robots(): string;
}

/** Leading hoistable tags in React's output for a tree without `<html>`: title, meta and link elements. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/;

/** What the server entry offers the prerender step and the API. */
export function serverRenderer({
  routes,
  notFoundRouteIds,
  routeSources,
  origin,
}: ServerRoutes): ServerRenderer {
  const handler = createStaticHandler(routes);
  const lazyById = new Map(
    (routes[0]?.children ?? []).flatMap((route) =>
      route.id && typeof route.lazy === 'function' ? [[route.id, route.lazy as () => Promise<unknown>]] : [],
    ),
  );
  let sourceByModule: Promise<Map<unknown, string>> | undefined;
  const sourceOf = async (routeId: string): Promise<string | undefined> => {
    const load = lazyById.get(routeId);
    if (!load) return undefined;
    sourceByModule ??= Promise.all(
      Object.entries(routeSources).map(async ([file, loadSource]) => [await loadSource(), file] as const),
    ).then((entries) => new Map(entries));
    const [sources, module] = await Promise.all([sourceByModule, load()]);
    return sources.get(module);
  };

  return {
    async render(path, renderDate, serverData) {
      const context = await handler.query(new Request(new URL(path, origin)));
      if (context instanceof Response)
        throw new Error(`${path} answered with a redirect (${context.status})`);
      // The route's modules are loaded now; the code of their islands (and of the navigation's and
      // the footer's) too, so the HTML has them in full.
      await preloadIslandComponents();
      // What the client renders first, from the routes the server matched (client/start.tsx).
      const source = fixedPageSource(
        {
          location: context.location,
          routes: context.matches.map((match) => match.route),
          params: context.matches.at(-1)?.params ?? {},
        },
        () => Promise.reject(new Error('The server renders one page: it does not navigate')),
      );
      const output = renderToString(
        <StrictMode>
          <RenderDateProvider value={renderDate}>
            <ServerDataProvider value={serverData === undefined ? undefined : { path, data: serverData }}>
              <PageRoutes source={source} />
            </ServerDataProvider>
          </RenderDateProvider>
        </StrictMode>,
      );
      const head = HOISTED.exec(output)?.[0] ?? '';
      const routeId = context.matches.at(-1)?.route.id ?? '';
      const modules = await Promise.all(context.matches.map((match) => sourceOf(match.route.id)));
      return {
        status: notFoundRouteIds.includes(routeId) ? 404 : context.statusCode,
        head,
        html: output.slice(head.length),
        routeId,
        modules: modules.filter((module) => module !== undefined),
      };
    },
    sitemap: (today) => sitemapXml(origin, prerenderPages(today)),
    robots: () => robotsTxt(origin),
  };
}
