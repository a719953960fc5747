import { lazy, Suspense } from 'react';
import { Island, islandComponent, useHydrated, whenFirstUsed } from '../boot';

/**
 * The navigation bar and the footer are the same on every page and mostly links. They are islands
 * (src/boot) that open on the visitor's first interaction with the page or first
 * navigation: until then their prerendered HTML stays, its links working as plain links, and
 * their code (the Services dropdown, the mobile drawer, the search, the subscribe form) is not
 * loaded. What the visitor does to them before that is held and replayed (src/boot).
 */
const SiteHeader = islandComponent(() => import('./chromeParts').then((module) => module.SiteHeader));
const SiteFooter = islandComponent(() => import('./chromeParts').then((module) => module.SiteFooter));

/** The site's navigation bar: rendered at once on the server, hydrated on first use in the browser. */
export function Header() {
  return (
    <Island id="header" when="first-use">
      <SiteHeader />
    </Island>
  );
}

/** The site's footer: rendered at once on the server, hydrated on first use in the browser. */
export function Footer() {
  return (
    <Island id="footer" when="first-use">
      <SiteFooter />
    </Island>
  );
}

const LazyCursor = lazy(async () => {
  await whenFirstUsed();
  const { SiteCursor } = await import('./chromeParts');
  return { default: SiteCursor };
});

/** The cursor follower: browser only (it draws nothing on the server), loaded on first use. */
export function Cursor() {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <LazyCursor />
    </Suspense>
  ) : null;
}
