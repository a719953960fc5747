import { popupSlides } from '../content/popupSlides';
import { CookieConsent, CursorFollower, Deferred, HelpChat, PromoPopup } from './lazy';

export interface GlobalFlowsProps {
  /** Whether this page has the cursor follower. @default false */
  cursorFollower?: boolean;
}

/**
 * The flows every page has, for the layout to mount once after the page content: help chat,
 * promo popup, cookie banner with the analytics loader, and (where wanted) the cursor follower.
 * They render nothing on the server and load after hydration, once the page is idle.
 */
export function GlobalFlows({ cursorFollower = false }: GlobalFlowsProps) {
  return (
    <Deferred>
      <HelpChat />
      <PromoPopup slides={popupSlides} />
      <CookieConsent />
      {cursorFollower ? <CursorFollower /> : null}
    </Deferred>
  );
}
