import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, type RouteObject } from 'react-router-dom';
import { preloadIslandComponents } from '../client/islands';
import { RenderDateProvider } from '../client/today';
import { fixedPageSource, PageRoutes, type DiscoveredRoutes } from '../navigation';
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
  /** That route's path pattern (`opportunity/:id`); none for an index route. */
  routePath: string | undefined;
  /** Source files of the matched lazy route modules (as the client build's manifest names them), to link their JS and CSS. */
  modules: string[];
}

export interface ServerRoutes {
  /** The site's routes, as the client has them. */
  routes: RouteObject[];
  /** The layout's children the client finds on navigation: the server renders them as the rest. */
  discovered?: readonly DiscoveredRoutes[];
  /** The ids of the catch-all routes, which render the 404 page (one per language). */
  notFoundRouteIds: readonly string[];
  /**
   * The route modules by source file (`import.meta.glob` of the routes' folder, keys relative to
   * the site's root, such as `src/routes/Home.tsx`): the renderer finds the file of a route by the
   * module its `lazy` loads, so the route table names each module once. The modules of the routes
   * found on navigation are here too.
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
  /**
   * The source file of each lazy route's module by route id, those found on navigation too: the
   * prerender step lists each route's chunks for the client's navigations (`routeModulesFile`).
   */
  routeModuleSources(): Promise<Record<string, string>>;
}

/** Leading hoistable tags in React's output for a tree without `<html>`: title, meta and link elements. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/;

/** What the server entry offers the prerender step and the API. */
export function serverRenderer({
  routes,
  discovered = [],
  notFoundRouteIds,
  routeSources,
  origin,
}: ServerRoutes): ServerRenderer {
  // Every route: the layout's children and those found on navigation, loaded once.
  const table = Promise.all(discovered.map((set) => set.load())).then((modules) => {
    const children = [...(routes[0]?.children ?? []), ...modules.flatMap((module) => module.routes)];
    const all = routes.map((route, index): RouteObject =>
      index === 0 && !route.index ? { ...route, children } : route,
    );
    return {
      handler: createStaticHandler(all),
      lazyById: new Map(
        children.flatMap((route) =>
          route.id && typeof route.lazy === 'function'
            ? [[route.id, route.lazy as () => Promise<unknown>]]
            : [],
        ),
      ),
    };
  });
  let sourceByModule: Promise<Map<unknown, string>> | undefined;
  const sourceOfModule = async (module: Promise<unknown>): Promise<string | undefined> => {
    sourceByModule ??= Promise.all(
      Object.entries(routeSources).map(async ([file, loadSource]) => [await loadSource(), file] as const),
    ).then((entries) => new Map(entries));
    const [sources, loaded] = await Promise.all([sourceByModule, module]);
    return sources.get(loaded);
  };
  const sourceOf = async (routeId: string): Promise<string | undefined> => {
    const load = (await table).lazyById.get(routeId);
    return load && sourceOfModule(load());
  };

  return {
    async render(path, renderDate, serverData) {
      const context = await (await table).handler.query(new Request(new URL(path, origin)));
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
      const route = context.matches.at(-1)?.route;
      const routeId = route?.id ?? '';
      const modules = await Promise.all(context.matches.map((match) => sourceOf(match.route.id)));
      return {
        status: notFoundRouteIds.includes(routeId) ? 404 : context.statusCode,
        head,
        html: output.slice(head.length),
        routeId,
        routePath: route?.index ? undefined : route?.path,
        modules: modules.filter((module) => module !== undefined),
      };
    },
    sitemap: (today) => sitemapXml(origin, prerenderPages(today)),
    robots: () => robotsTxt(origin),
    async routeModuleSources() {
      const ids = [...(await table).lazyById.keys()];
      const sources = await Promise.all(ids.map(async (id) => [id, await sourceOf(id)] as const));
      return Object.fromEntries(
        sources.flatMap(([id, source]) => (source === undefined ? [] : [[id, source]])),
      );
    },
  };
}
