import '@aarambh/ui/css';
import { reportErrors } from '@aarambh/machines/errorReporting';
import { startClient } from './boot';
import { layoutRoute, NOT_FOUND_ROUTE_IDS } from './layoutRoute';

// Error reporting, when the build turns it on (docs/production.md): otherwise this is false at build
// time and the hook is not in the bundle.
const errorReporting = import.meta.env.VITE_ERROR_REPORTING === 'on' ? reportErrors('site') : undefined;

// Not awaited at the top level: rolldown turns its chunk optimizations off for a build with a
// top-level await, and the flows every page mounts once idle would be two files (vite.config.ts).
// A page hydrates from the layout and its own route module; the route tables load with react-router.
void startClient({
  layout: layoutRoute,
  loadRoutes: () =>
    import('./routes').then(({ routes, discoveredRoutes }) => ({ routes, discovered: discoveredRoutes })),
  notFoundRouteIds: NOT_FOUND_ROUTE_IDS,
  errorReporting,
});
