import { createContext, lazy, Suspense, useContext, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { useHydrated } from '../render/today';

/**
 * The navigation bar and the footer are the same on every page and mostly links. The server
 * render provides them here as elements, so the prerendered HTML has them in full. The client
 * leaves that HTML as it is (dehydrated Suspense boundaries, whose links work as plain links) and
 * loads their code, with the Services dropdown and the mobile drawer, only when the visitor first
 * interacts with the page or navigates: see `loadChrome`. A first visit carries none of it.
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

type ChromePart = 'header' | 'footer';
const hydratedParts = new Set<ChromePart>();
const heldUse = new Map<ChromePart, () => void>();

/**
 * Until their code has arrived, the navigation and the footer are the server's HTML. A click on
 * a navigation button (Menu, Services) would only start loading that code, and a submit of the
 * footer's subscribe form would be the browser's own GET, reloading the page with the address in
 * the URL. `holdEarlyChromeUse` (called before hydration) holds such a click or submit, and the
 * hydrated part does it again; the form has by then picked up what was typed. Links need none of
 * this: they work as plain links.
 */
export function holdEarlyChromeUse(): void {
  window.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (hydratedParts.has('footer') || !(form instanceof HTMLFormElement) || !form.closest('footer'))
        return;
      event.preventDefault();
      heldUse.set('footer', () => form.isConnected && form.requestSubmit());
      loadChrome();
    },
    { capture: true },
  );
  window.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('header button') : null;
      if (hydratedParts.has('header') || !(button instanceof HTMLElement)) return;
      heldUse.set('header', () => button.isConnected && button.click());
      loadChrome();
    },
    { capture: true },
  );
}

/**
 * Marks its part hydrated as it commits (a layout effect: no event can come in between, so none
 * is both handled and held), then does the held click or submit, if its element is still there.
 */
function Hydrated({ part, children }: { part: ChromePart; children: ReactNode }) {
  useLayoutEffect(() => {
    hydratedParts.add(part);
  }, [part]);
  useEffect(() => {
    const use = heldUse.get(part);
    heldUse.delete(part);
    use?.();
  }, [part]);
  return children;
}

const LazyHeader = lazy(async () => {
  await requested;
  const { SiteHeader } = await import('./SiteHeader');
  return {
    default: () => (
      <Hydrated part="header">
        <SiteHeader />
      </Hydrated>
    ),
  };
});

const LazyFooter = lazy(async () => {
  await requested;
  const { SiteFooter } = await import('./SiteFooter');
  return {
    default: () => (
      <Hydrated part="footer">
        <SiteFooter />
      </Hydrated>
    ),
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
