import type { DataRouter, PatchRoutesOnNavigationFunction, RouteObject } from 'react-router-dom';
import {
  decoded,
  pageSourceOf,
  resolveHref,
  type PageParams,
  type PageSource,
  type PageState,
} from '../navigation';
import type * as ReactRouter from './reactRouter';

let reactRouter: Promise<typeof ReactRouter> | undefined;

/** react-router's code (reactRouter.ts, a chunk of its own), loaded once. */
export function loadReactRouter(): Promise<typeof ReactRouter> {
  return (reactRouter ??= import('./reactRouter'));
}

/** The routes from the outermost to the one with `id` (the layout, then the page), if there is one. */
export function routesTo(routes: readonly RouteObject[], id: string): RouteObject[] | undefined {
  for (const route of routes) {
    if (route.id === id) return [route];
    const below = route.children && routesTo(route.children, id);
    if (below) return [route, ...below];
  }
  return undefined;
}

/**
 * The params of `pathname`, which the server matched to `matched` (the route ids it wrote on the
 * page): each `:name` segment of their joined paths, and the rest of the path for a `*`.
 */
export function paramsOf(matched: readonly RouteObject[], pathname: string): PageParams {
  const pattern = matched.flatMap((route) => (route.path ?? '').split('/').filter(Boolean));
  const segments = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  pattern.forEach((part, index) => {
    if (part === '*') params['*'] = segments.slice(index).map(decoded).join('/');
    else if (part.startsWith(':')) params[part.slice(1)] = decoded(segments[index] ?? '');
  });
  return params;
}

/**
 * Hands the browser's history to `router`: from then on it handles back and forward, and the
 * window scrolls as react-router's `ScrollRestoration` would scroll it (to the top after a link,
 * back to where it was after back and forward). A reload, or another document, is the browser's
 * to restore again. A route whose code fails to load (a new deployment, a lost connection) is
 * loaded as a document instead.
 */
export function routedNow(router: DataRouter): PageSource {
  window.history.scrollRestoration = 'manual';
  router.enableScrollRestoration({}, () => window.scrollY);
  window.addEventListener('pagehide', () => {
    window.history.scrollRestoration = 'auto';
  });
  window.addEventListener('pageshow', () => {
    window.history.scrollRestoration = 'manual';
  });
  router.subscribe(({ errors }) => {
    if (errors) window.location.reload();
  });
  return pageSourceOf(router);
}

/**
 * The page's source for prerendered HTML hydrated without react-router: `initial` (what the page
 * shows) until `handOver` is called or a navigation is asked for. Then react-router and the route
 * tables (`loadRoutes`) load, and the router is created for the history entry the visitor is on,
 * and the page goes on rendering `initial` until
 * the router's first change (a navigation): the same state would render the same page, but as a new
 * value it would be an update reaching the islands that still wait, which no update may reach
 * (islands.tsx). A navigation asked for before the router is there waits for it, then goes ahead.
 * `onRouter` hears of the router when it exists, before the page does.
 */
export function routedLater(
  loadRoutes: () => Promise<RouteObject[]>,
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction,
  initial: PageState,
  onRouter: (router: DataRouter) => void,
): { source: PageSource; handOver: () => Promise<void> } {
  const listeners = new Set<() => void>();
  let routed: PageSource | undefined;
  let navigated = false;
  let handingOver: Promise<PageSource> | undefined;
  const route = () =>
    (handingOver ??= Promise.all([loadReactRouter(), loadRoutes()]).then(([{ createRouter }, routes]) => {
      const router = createRouter(routes, patchRoutesOnNavigation);
      const source = routedNow(router);
      onRouter(router);
      source.subscribe(() => {
        navigated = true;
        for (const listener of listeners) listener();
      });
      routed = source;
      return source;
    }));
  return {
    source: {
      getState: () => (navigated && routed ? routed.getState() : initial),
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      navigate: async (to, options) => {
        let source: PageSource;
        try {
          source = await route();
        } catch {
          // react-router's code did not arrive (a lost connection, a new deployment): the browser
          // goes there itself, as for a plain link, this time and every time after.
          if (typeof to === 'number') window.history.go(to);
          else if (options?.replace) window.location.replace(resolveHref(to, window.location));
          else window.location.assign(resolveHref(to, window.location));
          return;
        }
        await source.navigate(to, options);
      },
    },
    // A first use whose router does not arrive changes nothing: links then load documents.
    handOver: () =>
      route().then(
        () => undefined,
        () => undefined,
      ),
  };
}
