import { SkipLink } from '@aarambh/ui';
import { RouterProvider as KitRouterProvider } from 'react-aria-components';
import { lazy, Suspense, useState } from 'react';
import { Outlet, ScrollRestoration, useHref, useLocation, useNavigate } from 'react-router-dom';
import { Cursor, Footer, Header } from './Chrome';
import { hasNotice } from './notice';

const NoticeRegion = lazy(() =>
  import('./NoticeRegion').then((module) => ({ default: module.NoticeRegion })),
);

/**
 * The layout every screen shares: skip link, navigation, the page, footer. Kit links navigate
 * through react-router via react-aria-components' RouterProvider. After the footer: the cursor
 * follower, and the places of the help chat button and the promo popup (the flows issue binds them).
 */
export function SiteLayout() {
  const navigate = useNavigate();
  const location = useLocation();
  // The toast region loads with the first notice (see notice.ts) and then stays.
  const [noticesLoaded, setNoticesLoaded] = useState(false);
  if (!noticesLoaded && hasNotice(location.state)) setNoticesLoaded(true);
  return (
    <KitRouterProvider navigate={(href, options) => void navigate(href, options)} useHref={useHref}>
      <SkipLink />
      <Header />
      <main id="main">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
      <Cursor />
      {noticesLoaded ? (
        <Suspense fallback={null}>
          <NoticeRegion />
        </Suspense>
      ) : null}
    </KitRouterProvider>
  );
}
