// What is mounted later than a page's first paint: flows as lazily loaded components, so their
// code (the machine, the kit pieces they alone use, the API client) is fetched when they are
// rendered, never as part of a page's first paint. Each also waits for the full stylesheet (the
// prerendered page inlines only the CSS of its own markup), so none shows unstyled. The forms
// that are a page's main content are imported by their route modules instead: they are in the
// prerendered HTML, and their code is that page's.
import { lazyWithStylesheet } from '../render/fullStylesheet';

export { openCookiePreferences } from './consent/consentStore';

/** The opportunity page's apply mode, loaded when the visitor presses 'Apply Now'. */
export const InternshipApplicationForm = lazyWithStylesheet(() =>
  import('./internship/InternshipApplicationForm').then((m) => m.InternshipApplicationForm),
);
/** The help chat button and panel (every page). */
export const HelpChat = lazyWithStylesheet(() => import('./helpChat/HelpChat').then((m) => m.HelpChat));
/** The promotional popup (every page; it shows once per browser session). */
export const PromoPopup = lazyWithStylesheet(() => import('./promo/PromoPopup').then((m) => m.PromoPopup));
/** The cookie banner, preferences and the consent-gated analytics loader (every page). */
export const CookieConsent = lazyWithStylesheet(() =>
  import('./consent/CookieConsent').then((m) => m.CookieConsent),
);
