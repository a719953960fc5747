// The boot's one door (see README.md): the rest of the site imports from here only (a lint rule
// says so). Pages and the layout take the location, the params and navigation, the islands, the
// replay, today and the server data; the two entries take `startClient` and `serverRenderer`; the
// prerender step and the API take the build-time part through the server entry.
export { protocol, type BootRegion } from './protocol';
export {
  Outlet,
  PageRoutes,
  pageSourceOf,
  useHref,
  useLocation,
  useNavigate,
  usePageHandle,
  useParams,
  useSearchParams,
  type DiscoveredRoutes,
  type Navigate,
  type PageLocation,
  type PageParams,
} from './navigation';
export type { RouteObject } from 'react-router-dom';
export { serverDataScript, ServerDataProvider, isServerRendered, useServerData } from './serverData';

export { Island, islandComponent, preloadIslandComponents, type IslandWhen } from './client/islands';
export { afterNextPaint, whenFirstUsed } from './client/firstUse';
export { useBootRegion } from './client/replay';
export { lazyWithStylesheet } from './client/stylesheet';
export { FixedDateProvider, useHydrated, useHydratedValue, useToday } from './client/today';
export { startClient } from './client/start';

export { bootScript } from './server/bootScript';
export { classNamesIn, criticalCss, deferredCss } from './server/criticalCss';
export { NOT_FOUND_PATH, notFoundPages, outputFileFor, prerenderPages } from './server/paths';
export { serverRenderer, type RenderedPage } from './server/render';
export { themeClass } from './server/theme';
export { webFontBoot } from './server/webFont';
