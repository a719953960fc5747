import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import type {
  DataRouter,
  PatchRoutesOnNavigationFunction as PatchRoutes,
  RouteObject,
} from 'react-router-dom';
import { PageRoutes, underPrefix, type DiscoveredRoutes, type PageSource } from '../navigation';
import { protocol } from '../protocol';
import { readServerData, ServerDataProvider } from '../serverData';
import { applyTheme } from '../server/theme';
import { FIRST_USE_EVENTS, isUse, markFirstUse, whenFirstUsed } from './firstUse';
import { deferIslands, openAllIslands, preloadIslandComponents } from './islands';
import { hasHeldInput, markLive } from './replay';
import { loadReactRouter, paramsOf, routedLater, routedNow, routesTo } from './router';
import { loadRouteModules, preloadRouteModules } from './routeModules';
import { loadFullStylesheet } from './stylesheet';
import { localDateKey, RenderDateProvider } from './today';
import { restoreWebFont } from './webFont';

/** The site's route tables. */
export interface RouteTables {
  /** The site's routes: one layout route whose children each load a lazy module. */
  routes: RouteObject[];
  /** The layout's children found on navigation (none by default). */
  discovered?: readonly DiscoveredRoutes[];
}

export interface ClientRoutes {
  /** The tables' layout route, without its children: a page hydrates from it and its own module. */
  layout: RouteObject;
  /**
   * Loads the route tables, once the router is first needed: a page at its own URL hydrates from
   * its route module, which the server names on `#root` (`protocol.routeModule`), without them.
   */
  loadRoutes: () => Promise<RouteTables>;
  /** The ids of the catch-all routes, which render the 404 page (one per language). */
  notFoundRouteIds: readonly string[];
  /** What reports React's errors, when error reporting is on (entry-client.tsx). */
  errorReporting?: Pick<RootOptions, 'onCaughtError' | 'onUncaughtError'> | undefined;
}

/**
 * The client entry's work (see ../README.md): hydrates the prerendered page of this URL, or
 * renders it afresh when the HTML shows another one, and starts the islands and the replay of
 * what the visitor did before.
 */
export async function startClient({
  layout,
  loadRoutes,
  notFoundRouteIds,
  errorReporting,
}: ClientRoutes): Promise<void> {
  applyTheme(document.documentElement);

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');

  const renderedPath = container.getAttribute(protocol.path) ?? undefined;
  const renderedRoute = container.getAttribute(protocol.route) ?? undefined;
  const rendered = container.getAttribute(protocol.rendered) ?? undefined;
  const currentPath = window.location.pathname.replace(/(?<=.)\/+$/, '');
  // The HTML of this very path, with the id of the deepest route the server matched.
  const ownRoute = renderedPath === currentPath ? renderedRoute : undefined;
  // Where the server named that route's module, the page hydrates from the layout and it alone.
  const renderedModule = ownRoute !== undefined ? container.getAttribute(protocol.routeModule) : null;
  const pageModule = renderedModule
    ? (import(/* @vite-ignore */ renderedModule) as Promise<Omit<RouteObject, 'id' | 'path' | 'index'>>)
    : undefined;

  // The route tables, loaded once the router is first needed (with react-router, router.ts). The
  // routes found on navigation that this path needs are in them before it is matched; the others are
  // added by react-router when a navigation first leads under their prefix. The page on screen is
  // the module it hydrated from.
  const added = new Set<DiscoveredRoutes>();
  let tables: Promise<Required<RouteTables>> | undefined;
  const loadTables = () =>
    (tables ??= loadRoutes().then(async ({ routes, discovered = [] }) => {
      for (const set of discovered.filter((set) => underPrefix(set, currentPath))) {
        added.add(set);
        routes[0]?.children?.push(...(await set.load()).routes);
      }
      const onScreen = pageModule && ownRoute !== undefined && routesTo(routes, ownRoute)?.at(-1);
      if (onScreen) Object.assign(onScreen, await pageModule, { lazy: undefined });
      return { routes, discovered };
    }));
  // The tables as the router has them: once the first render's routes are loaded, any other page
  // waits for the page's assets (below).
  let routed: Promise<Required<RouteTables>> | undefined;
  const routerTables = () =>
    (routed ??= loadTables().then((loaded) => {
      for (const route of loaded.routes[0]?.children ?? []) pageWithItsAssets(route);
      return loaded;
    }));
  const patchRoutesOnNavigation: PatchRoutes = async ({ path, patch }) => {
    const { routes, discovered } = await routerTables();
    for (const set of discovered.filter((set) => underPrefix(set, path) && !added.has(set))) {
      added.add(set);
      const { routes: children } = await set.load();
      children.forEach(pageWithItsAssets);
      patch(routes[0]?.id ?? null, children);
    }
  };

  // Otherwise, the HTML of this very path from a route module the server did not name (one in a
  // shared chunk, or a page the API rendered from another path's HTML): the page hydrates from the
  // tables' routes to the id on the root, without react-router, which loads when it is first needed
  // (router.ts). Otherwise react-router matches the URL first: 404.html served for an unknown path
  // (hydrated: it shows what such a path shows) or for /opportunity/999 (rendered afresh), or no
  // prerendered HTML at all (the development server).
  let matched: RouteObject[];
  let reactRouter: Awaited<ReturnType<typeof loadReactRouter>> | undefined;
  let hydrate: boolean;
  if (pageModule) {
    const path = container.getAttribute(protocol.routePath);
    const page = {
      id: ownRoute,
      ...(path === null ? { index: true } : { path }),
      ...(await pageModule),
    };
    matched = [layout, page as RouteObject];
    hydrate = true;
  } else {
    const { routes } = await loadTables();
    const renderedRoutes = ownRoute !== undefined ? routesTo(routes, ownRoute) : undefined;
    reactRouter = renderedRoutes ? undefined : await loadReactRouter();
    matched =
      renderedRoutes ?? (reactRouter?.matchRoutes(routes, window.location) ?? []).map(({ route }) => route);
    hydrate =
      renderedRoutes !== undefined ||
      (renderedRoute !== undefined &&
        notFoundRouteIds.includes(renderedRoute) &&
        matched.at(-1)?.id === renderedRoute);
  }

  // The first render shows the modules of the matched routes: load them first, so that it matches
  // the prerendered HTML.
  await Promise.all(
    matched.map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, module, { lazy: undefined });
    }),
  );

  // What a first paint does not need waits until the visitor first needs it, on any interaction or
  // navigation: the navigation's and footer's code, and the full stylesheet (menus, dialogs, other
  // pages). Adding a stylesheet restyles the whole page, which would also swap in the web font if it
  // arrived after the first paint (a layout shift); after an interaction that is expected.
  // Rendering without prerendered HTML (development, or the 404 page shown for a known route such as
  // /opportunity/999) needs both at once, before the first render (below).
  // The code and its hydration come in idle slices once the visitor's input has paused
  // (`whenFirstUsed`), as does the request for the routes' chunk lists (a `fetch` in the input's
  // task cost 1 to 2 ms of it at 4x CPU; a navigation asks for them itself); the stylesheet is
  // asked for at once, for what the use shows. Several things count as the first use (input held
  // before this script ran, then the listener below, then a navigation): the first one acts.
  const onFirstUse = () => {
    if (!markFirstUse()) return;
    void loadFullStylesheet();
    void whenFirstUsed().then(loadRouteModules);
  };

  // A navigation renders the page anew: every island still waiting hydrates with it, and the
  // web font, if a first visit's boot script held it back, is used from then on.
  const onRouter = (router: DataRouter) => {
    if (!hydrate) return;
    const unsubscribe = router.subscribe(() => {
      onFirstUse();
      openAllIslands();
      restoreWebFont();
      unsubscribe();
    });
  };

  let source: PageSource;
  if (reactRouter) {
    const router = reactRouter.createRouter((await routerTables()).routes, patchRoutesOnNavigation);
    onRouter(router);
    source = routedNow(router);
  } else {
    const { search, hash } = window.location;
    const later = routedLater(
      async () => (await routerTables()).routes,
      patchRoutesOnNavigation,
      {
        location: { pathname: window.location.pathname, search, hash, state: null, key: 'default' },
        routes: matched,
        params: paramsOf(matched, currentPath),
      },
      onRouter,
    );
    source = later.source;
    // The visitor's first use of the page loads react-router, so that a link used next navigates
    // at once, as the navigation's code loads then for its menus.
    void whenFirstUsed().then(later.handOver);
  }

  const app = (
    <StrictMode>
      <RenderDateProvider value={hydrate && rendered ? rendered : localDateKey(new Date())}>
        <ServerDataProvider
          value={hydrate && renderedPath ? { path: renderedPath, data: readServerData(document) } : undefined}
        >
          <PageRoutes source={source} />
        </ServerDataProvider>
      </RenderDateProvider>
    </StrictMode>
  );

  if (hydrate) {
    const listener = (event: Event) => {
      if (!isUse(event)) return;
      // Focus that a dialog of the page moves into itself (the promo popup opening: a <dialog>,
      // or what React Aria portals outside #root) is not the visitor's doing.
      if (
        event.type === 'focusin' &&
        !(
          event.target instanceof Element &&
          container.contains(event.target) &&
          event.target.closest('dialog') === null
        )
      )
        return;
      onFirstUse();
      for (const type of FIRST_USE_EVENTS) window.removeEventListener(type, listener, { capture: true });
    };
    for (const type of FIRST_USE_EVENTS)
      window.addEventListener(type, listener, { capture: true, passive: true });
    // Used before this script ran (held by the boot script): the same as a first use now.
    if (hasHeldInput()) onFirstUse();
    // As a transition, hydration yields to the browser every few milliseconds instead of blocking
    // the main thread for the whole page.
    markLive('page');
    deferIslands();
    startTransition(() => {
      hydrateRoot(container, app, errorReporting);
    });
  } else {
    // Nothing on screen shows this URL yet. The page appears whole, with its navigation, footer and
    // full stylesheet, as the server renders one: were they to arrive after it, the navigation would
    // push the page down and the stylesheet restyle it, and a link moving under the pointer between
    // press and release loses its click.
    onFirstUse();
    await Promise.all([loadFullStylesheet(), preloadIslandComponents()]);
    createRoot(container, errorReporting).render(app);
  }
}

/**
 * Another page waits for the full stylesheet as well as its module, so it never shows unstyled,
 * and for the code of its islands, so it appears whole (islands.tsx); its module's chunks are
 * preloaded with it (routeModules.ts). A route already loaded (the page on screen) is left as it is.
 */
function pageWithItsAssets(route: RouteObject) {
  const load = route.lazy;
  if (typeof load !== 'function') return;
  route.lazy = async () => {
    void preloadRouteModules(route.id);
    const [module] = await Promise.all([load(), loadFullStylesheet()]);
    await preloadIslandComponents();
    return module;
  };
}
