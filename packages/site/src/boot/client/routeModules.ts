import { protocol, type RouteModules } from '../protocol';

// A navigation loads the next page's chunks at once, not one level of imports after another. The
// lists are not in the route tables (Vite's preload helper would write every route's list into
// them, and so into every first visit: about 1.2 KB of the entry's 8.5 KB, and as much again in the
// Hindi table); the prerender step writes them to one file instead, asked for on the visitor's first
// use of the page (once that input has paused), ahead of any navigation.

let lists: Promise<RouteModules> | undefined;

/** The routes' chunk lists, fetched once; none where the file is missing or unreadable (development). */
export function loadRouteModules(): Promise<RouteModules> {
  return (lists ??= fetch(protocol.routeModules)
    .then((response) => (response.ok ? (response.json() as Promise<RouteModules>) : {}))
    .catch(() => ({})));
}

/**
 * Preloads the chunks of the route `id` that the page has not asked for yet, beside the route's
 * own import (a chunk asked for twice is fetched once: the browser keeps one module map).
 */
export async function preloadRouteModules(id: string | undefined): Promise<void> {
  if (id === undefined) return;
  const urls = (await loadRouteModules())[id] ?? [];
  const asked = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => new URL(link.href, document.baseURI).pathname,
    ),
  );
  for (const url of urls.filter((url) => !asked.has(url))) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = url;
    document.head.append(link);
  }
}
