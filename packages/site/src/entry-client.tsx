import '@aarambh/ui/css';
import { startClient } from './boot';
import { NOT_FOUND_ROUTE_ID, routes } from './routes';

await startClient({ routes, notFoundRouteId: NOT_FOUND_ROUTE_ID });
