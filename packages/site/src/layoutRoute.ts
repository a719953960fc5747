import type { RouteObject } from './boot';
import { SiteLayout } from './layout/SiteLayout';

/** The route ids of the catch-alls, which render the 404 page: English, and Hindi under `/hi/`. */
export const NOT_FOUND_ROUTE_IDS = ['not-found', 'hi-not-found'] as const;

/**
 * The route every page is a child of: the shared navigation and footer. A page hydrates from it and
 * its own route module; the route tables (routes.tsx) load when the router is first needed.
 */
export const layoutRoute = { id: 'layout', path: '/', Component: SiteLayout } satisfies RouteObject;
