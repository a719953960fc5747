import {
  createBrowserRouter,
  matchRoutes,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router-dom';

// The only module of the client that loads react-router's code: a chunk of its own, which the
// client loads when the page first needs the router (router.ts), not to hydrate.
export { matchRoutes };

/**
 * The site's browser router, for a page already on screen: `hydrationData` (there are no
 * loaders, so it is empty) tells the router so. It then neither loads the page again nor scrolls:
 * scrolling to the top once it exists would move a visitor who scrolled before.
 * `patchRoutesOnNavigation` adds the routes found on navigation (start.tsx).
 */
export function createRouter(
  routes: RouteObject[],
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction,
) {
  return createBrowserRouter(routes, { hydrationData: { loaderData: {} }, patchRoutesOnNavigation });
}
