import '@aarambh/ui/css';
import { startClient } from './boot';
import { NOT_FOUND_ROUTE_ID, routes } from './routes';

// Not awaited at the top level: rolldown turns its chunk optimizations off for a build with a
// top-level await, and the flows every page mounts once idle would be two files (vite.config.ts).
void startClient({ routes, notFoundRouteId: NOT_FOUND_ROUTE_ID });
