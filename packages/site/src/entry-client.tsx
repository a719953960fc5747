import 'virtual:kit-side-effects';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { loadChrome } from './layout/Chrome';
import { applyTheme } from './render/theme';
import { localDateKey, RenderDateProvider } from './render/today';
import { NOT_FOUND_ROUTE_ID, routes } from './routes';

applyTheme(document.documentElement);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The router renders nothing until the lazy modules of the first URL are loaded; load them first
// so that the first client render matches the prerendered HTML.
const matches = matchRoutes(routes, window.location) ?? [];
await Promise.all(
  matches.map(async ({ route }) => {
    if (typeof route.lazy !== 'function') return;
    const module = await route.lazy();
    Object.assign(route, module, { lazy: undefined });
  }),
);

const router = createBrowserRouter(routes);
const { path: renderedPath, route: renderedRoute, rendered } = container.dataset;
const currentPath = window.location.pathname.replace(/(?<=.)\/+$/, '');
const currentRoute = matches.at(-1)?.route.id;

// Prerendered HTML is hydrated when it shows what this URL shows: the same path, or the 404 page
// for a path the routes do not know. Otherwise (404.html served for /opportunity/999, say) the
// client renders from scratch.
const hydrate =
  renderedPath !== undefined &&
  (renderedPath === currentPath ||
    (renderedRoute === NOT_FOUND_ROUTE_ID && currentRoute === NOT_FOUND_ROUTE_ID));

const app = (
  <StrictMode>
    <RenderDateProvider value={hydrate && rendered ? rendered : localDateKey(new Date())}>
      <RouterProvider router={router} />
    </RenderDateProvider>
  </StrictMode>
);

// The navigation's and footer's code loads when the visitor first needs it: any interaction or navigation.
// Rendering without prerendered HTML (development, or a 404 page shown for a known route) needs
// it at once.
if (hydrate) {
  const events = ['pointerdown', 'pointerover', 'keydown', 'touchstart', 'focusin', 'scroll'] as const;
  const onFirstUse = () => {
    loadChrome();
    for (const type of events) window.removeEventListener(type, onFirstUse, { capture: true });
  };
  for (const type of events) window.addEventListener(type, onFirstUse, { capture: true, passive: true });
  const unsubscribe = router.subscribe(() => {
    loadChrome();
    unsubscribe();
  });
  hydrateRoot(container, app);
} else {
  loadChrome();
  createRoot(container).render(app);
}
