import { SkipLink } from '@aarambh/ui';
import { RouterProvider as KitRouterProvider } from 'react-aria-components';
import { createContext, Suspense, useCallback, useContext, useState, type ComponentType } from 'react';
import {
  isServerRendered,
  lazyWithStylesheet,
  Outlet,
  protocol,
  useBootRegion,
  useHref,
  useLocation,
  useNavigate,
  usePageHandle,
} from '../boot';
import { useIdle } from '../hooks/useIdle';
import { Cursor, Footer, Header } from './Chrome';
import { hasNotice } from './notice';

// Both load once the page is idle (or, for the notices, with a first notice), never for its first
// paint, and show once the full stylesheet is there too. The flows' code is one module with the
// notices' region (afterFirstPaint.ts); their words come from the page's language's module, which
// imports it (an English page's here, a Hindi page's named by its route: `LayoutHandle`).
const GlobalFlows = lazyWithStylesheet(() => import('./englishFlows').then((m) => m.EnglishGlobalFlows));
const NoticeRegion = lazyWithStylesheet(() => import('./afterFirstPaint').then((m) => m.NoticeRegion));

/**
 * What a page's route tells the layout (its `handle`): the flows it mounts once idle, and the
 * footer's subscribe form, in place of the English ones (the Hindi pages' route modules export
 * hindiLayout.ts's: an English page never loads their Hindi).
 */
export interface LayoutHandle {
  globalFlows: typeof GlobalFlows;
  subscribeForm?: ComponentType;
}
/**
 * Whether the layout mounts the flows every page has (help chat, promo popup, cookie banner).
 * The page stories turn them off: those flows have stories of their own, and a popup opening over
 * every page would hide what the page stories show.
 */
export const GlobalFlowsContext = createContext(true);

/**
 * What comes after the first paint: once the page is idle, the flows every page has and the
 * notices' region, which shows their toasts (and the router's notices) in the toast region it loads
 * with the first toast; the notices' region earlier with a first notice (see notice.ts). A component of its own, so that these updates never re-render the
 * layout: the navigation and the footer are still server HTML waiting to hydrate, and an update
 * reaching them would swap them for their (empty) fallbacks.
 */
function AfterFirstPaint() {
  const location = useLocation();
  const globalFlows = useContext(GlobalFlowsContext);
  const Flows = usePageHandle<LayoutHandle>()?.globalFlows ?? GlobalFlows;
  // Loaded before they mount, so that they show as soon as they are there (see lazyWithStylesheet).
  const loadAfterFirstPaint = useCallback(
    () => Promise.all([Flows.preload(), NoticeRegion.preload()]),
    [Flows],
  );
  // The mark tells the speed budget script (and the e2e tests) that what loads from here on is not
  // part of the first paint.
  const idle = useIdle(2000, protocol.afterFirstPaintMark, loadAfterFirstPaint);
  const [noticesLoaded, setNoticesLoaded] = useState(false);
  if (!noticesLoaded && hasNotice(location.state)) setNoticesLoaded(true);
  return (
    <>
      {idle && globalFlows ? (
        <Suspense fallback={null}>
          <Flows />
        </Suspense>
      ) : null}
      {idle || noticesLoaded ? (
        <Suspense fallback={null}>
          <NoticeRegion />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The layout every screen shares: skip link, navigation, the page, footer. Kit links navigate
 * in the page (the boot's `useNavigate`, on react-router once it has loaded) through
 * react-aria-components' RouterProvider. After the footer: the cursor follower, and once the page
 * is idle the help chat, the promo popup and the cookie banner.
 */
export function SiteLayout() {
  useBootRegion('page');
  const navigate = useNavigate();
  return (
    <KitRouterProvider
      // A link that changes only the query (the careers filter) keeps the visitor where they are.
      navigate={(href) =>
        isServerRendered(href)
          ? window.location.assign(href)
          : void navigate(href, { preventScrollReset: href.startsWith('?') })
      }
      useHref={useHref}
    >
      <SkipLink />
      <Header />
      <main id="main">
        <Outlet />
      </main>
      <Footer />
      <Cursor />
      <AfterFirstPaint />
    </KitRouterProvider>
  );
}
