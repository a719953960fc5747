import { SkipLink } from '@aarambh/ui';
import { RouterProvider as KitRouterProvider } from 'react-aria-components';
import { Outlet, ScrollRestoration, useHref, useNavigate } from 'react-router-dom';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/**
 * The layout every screen shares: skip link, navigation, the page, footer. Kit links navigate
 * through react-router via react-aria-components' RouterProvider.
 */
export function SiteLayout() {
  const navigate = useNavigate();
  return (
    <KitRouterProvider navigate={(href, options) => void navigate(href, options)} useHref={useHref}>
      <SkipLink />
      <SiteHeader />
      <main id="main">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </KitRouterProvider>
  );
}
