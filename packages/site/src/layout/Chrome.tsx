import { createContext, lazy, Suspense, useContext, type ReactNode } from 'react';
import { markLive } from '../boot/replay';
import { useHydrated } from '../render/today';

/**
 * The navigation bar and the footer are the same on every page and mostly links. The server
 * render provides them here as elements, so the prerendered HTML has them in full. The client
 * leaves that HTML as it is (dehydrated Suspense boundaries, whose links work as plain links) and
 * loads their code, with the Services dropdown and the mobile drawer, only when the visitor first
 * interacts with the page or navigates: see `loadChrome`. A first visit carries none of it.
 * What the visitor does to them before that is held and replayed (src/boot).
 */
export const EagerChromeContext = createContext<{ header: ReactNode; footer: ReactNode } | null>(null);

let release: () => void = () => {};
const requested = new Promise<void>((resolve) => {
  release = resolve;
});

/** Lets the navigation's and footer's code load (idempotent). */
export function loadChrome(): void {
  release();
}

const LazyHeader = lazy(async () => {
  await requested;
  const { SiteHeader } = await import('./SiteHeader');
  markLive('header');
  return {
    default: SiteHeader,
  };
});

const LazyFooter = lazy(async () => {
  await requested;
  const { SiteFooter } = await import('./SiteFooter');
  markLive('footer');
  return {
    default: SiteFooter,
  };
});

/** The site's navigation bar: rendered at once on the server, hydrated on demand in the browser. */
export function Header() {
  const eager = useContext(EagerChromeContext);
  return <Suspense fallback={null}>{eager ? eager.header : <LazyHeader />}</Suspense>;
}

/** The site's footer: rendered at once on the server, hydrated on demand in the browser. */
export function Footer() {
  const eager = useContext(EagerChromeContext);
  return <Suspense fallback={null}>{eager ? eager.footer : <LazyFooter />}</Suspense>;
}

const LazyCursor = lazy(async () => {
  await requested;
  const { SiteCursor } = await import('./SiteCursor');
  return { default: SiteCursor };
});

/** The cursor follower: browser only (it draws nothing on the server), loaded with the chrome. */
export function Cursor() {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <LazyCursor />
    </Suspense>
  ) : null;
}
