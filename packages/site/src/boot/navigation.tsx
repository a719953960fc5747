import {
  createContext,
  createElement,
  startTransition,
  use,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import type { DataRouter, RouteObject } from 'react-router-dom';

/** Where the visitor is: the parts of react-router's location the site reads. */
/**
 * Pages whose routes no first visit loads: the layout's children for the paths under `prefix`, in
 * a module of their own (exporting them as `routes`). The client loads it before a page under
 * the prefix hydrates, or when a navigation first leads there (react-router's lazy route
 * discovery, `patchRoutesOnNavigation`, client/start.tsx); the server renders from every route.
 */
export interface DiscoveredRoutes {
  prefix: string;
  load: () => Promise<{ routes: RouteObject[] }>;
}

/** Whether `path` is one of the set's: its prefix or a path below it. */
export function underPrefix(set: Pick<DiscoveredRoutes, 'prefix'>, path: string): boolean {
  return path === set.prefix || path.startsWith(`${set.prefix}/`);
}

export interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation that led here carried (a notice, see layout/notice.ts); null on arrival. */
  state: unknown;
  /** The history entry's key: 'default' for the entry the visitor arrived on. */
  key: string;
}

export type PageParams = Readonly<Record<string, string | undefined>>;

export interface NavigateOptions {
  replace?: boolean;
  /** Carried to the next page as its location's `state`. */
  state?: unknown;
  /** Keeps the scroll position (a link that changes only the query). */
  preventScrollReset?: boolean;
}

/** Goes to a path of the site (resolved as the browser resolves an href), or `delta` entries through the history. */
export type Navigate = (to: string | number, options?: NavigateOptions) => Promise<void>;

/** What the page shows: the location, the routes it matched and their params. */
export interface PageState {
  location: PageLocation;
  /** The matched routes, outermost first (the layout, then the page): each renders the next as its `Outlet`. */
  routes: readonly RouteObject[];
  params: PageParams;
  /**
   * Where the window scrolls once this state is on screen, as react-router decides after a
   * navigation: to a saved position (back and forward), to the hash's element, nowhere
   * (`preventReset`, or `restore: false`) or to the top. Absent: nowhere (the first render).
   */
  scroll?: { restore: number | false | null; preventReset: boolean };
}

/**
 * The one source the site's pages read the location, the params and the search parameters from,
 * and navigate with (see README.md): on the server a fixed state, in the browser the page itself
 * until react-router is needed (client/router.ts), then the router; in the page stories a memory
 * router.
 */
export interface PageSource {
  getState(): PageState;
  /** Calls `listener` when the state changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  navigate: Navigate;
}

/** An absolute URL (`https:`, `mailto:`, `tel:`...) or a protocol-relative one: not the site's to resolve. */
const externalUrl = /^([a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * `href` as the browser resolves it against `from` (a path, a query such as `?department=Design`,
 * a hash), as a path with its query and hash; an absolute URL as it is.
 */
export function resolveHref(href: string, from: Pick<PageLocation, 'pathname' | 'search'>): string {
  if (externalUrl.test(href)) return href;
  const url = new URL(href, `http://site.invalid${from.pathname}${from.search}`);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The page's state and navigation as react-router's data router (a browser or a memory router) has them. */
export function pageSourceOf(router: DataRouter): PageSource {
  let shown: { from: DataRouter['state']; state: PageState } | undefined;
  const getState = (): PageState => {
    const from = router.state;
    // Only what the page shows makes a new state: a navigation that is still loading does not.
    if (
      shown &&
      shown.from.location === from.location &&
      shown.from.matches === from.matches &&
      shown.from.restoreScrollPosition === from.restoreScrollPosition
    )
      return shown.state;
    const state: PageState = {
      location: from.location,
      routes: from.matches.map((match) => match.route),
      params: from.matches.at(-1)?.params ?? {},
      scroll: { restore: from.restoreScrollPosition, preventReset: from.preventScrollReset },
    };
    shown = { from, state };
    return state;
  };
  return {
    getState,
    subscribe: (listener) => router.subscribe(() => listener()),
    navigate: (to, options) =>
      typeof to === 'number'
        ? router.navigate(to)
        : router.navigate(resolveHref(to, router.state.location), options),
  };
}

/** A source that never changes: the server renders one state. */
export function fixedPageSource(state: PageState, navigate: Navigate): PageSource {
  return { getState: () => state, subscribe: () => () => {}, navigate };
}

const PageContext = createContext<{ state: PageState; navigate: Navigate } | null>(null);
/** How deep the next `Outlet` is in the matched routes. */
const OutletDepthContext = createContext(0);

function usePage() {
  const page = use(PageContext);
  if (!page) throw new Error('The location is read inside <PageRoutes> only');
  return page;
}

/** A URL's percent-encoded text decoded, or as it is when it is not valid. */
export function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function scrollAfterNavigation({ scroll, location }: PageState): void {
  if (!scroll || scroll.restore === false) return;
  if (typeof scroll.restore === 'number') {
    window.scrollTo(0, scroll.restore);
    return;
  }
  const target = location.hash ? document.getElementById(decoded(location.hash.slice(1))) : null;
  if (target) target.scrollIntoView();
  else if (!scroll.preventReset) window.scrollTo(0, 0);
}

/** Renders the route at `depth` of the matched routes, whose `Outlet` renders the next. */
function RouteAt({ depth }: { depth: number }) {
  const route = usePage().state.routes[depth];
  if (!route) return null;
  const element = route.element ?? (route.Component ? createElement(route.Component) : null);
  return <OutletDepthContext value={depth + 1}>{element}</OutletDepthContext>;
}

/**
 * The page of `source`'s state: its matched routes, each inside the one before, and whatever the
 * state says about scrolling once it is on screen. A change of state (a navigation) renders as a
 * transition, as react-router's own provider does, so the page on screen stays until the next
 * one is ready. The elements rendered do not depend on what backs the source: when react-router
 * takes over from the page (client/router.ts), React keeps every component.
 */
export function PageRoutes({ source }: { source: PageSource }) {
  const [state, setState] = useState(source.getState);
  useLayoutEffect(() => {
    const update = () => startTransition(() => setState(source.getState()));
    const unsubscribe = source.subscribe(update);
    // A change between the first render and this subscription (the router arriving mid-hydration).
    update();
    return unsubscribe;
  }, [source]);
  useLayoutEffect(() => scrollAfterNavigation(state), [state]);
  const page = useMemo(() => ({ state, navigate: source.navigate }), [state, source]);
  return (
    <PageContext value={page}>
      <RouteAt depth={0} />
    </PageContext>
  );
}

/** Where a layout route renders the matched route below it. */
export function Outlet() {
  return <RouteAt depth={use(OutletDepthContext)} />;
}

export function useLocation(): PageLocation {
  return usePage().state.location;
}

/** The params of the matched routes (`:id` of `opportunity/:id`). */
export function useParams(): PageParams {
  return usePage().state.params;
}

/** The `handle` of the page's route (react-router's name for what a route tells its layouts). */
export function usePageHandle<T>(): T | undefined {
  return usePage().state.routes.at(-1)?.handle as T | undefined;
}

export function useSearchParams(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}

export function useNavigate(): Navigate {
  return usePage().navigate;
}

/** The `href` a link renders for `href` (see `resolveHref`). */
export function useHref(href: string): string {
  return resolveHref(href, useLocation());
}
