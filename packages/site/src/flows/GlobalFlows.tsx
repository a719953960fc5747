import { popupSlides } from '../content/popupSlides';
import { CookieConsent, Deferred, HelpChat, PromoPopup } from './lazy';

/**
 * The flows every page has, for the layout to mount once after the page content: the help chat,
 * the promo popup and the cookie banner with the analytics loader. They render nothing on the
 * server and load after hydration, once the page is idle. Their toasts go to the kit's app queue,
 * so the layout's toast region must be mounted with them.
 */
export function GlobalFlows() {
  return (
    <Deferred>
      <HelpChat />
      <PromoPopup slides={popupSlides} />
      <CookieConsent />
    </Deferred>
  );
}
