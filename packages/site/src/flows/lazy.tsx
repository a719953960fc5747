// What pages mount: every flow as a lazily loaded component, so its code (the machine, the kit
// pieces it alone uses, the API client) is fetched when the page renders it, never as part of
// another page's first paint. Import from here, not from the flow folders.
import { lazy } from 'react';

export { Deferred, type DeferredProps } from './wiring/Deferred';
export { openCookiePreferences } from './consent/consentStore';

/** The contact page's form. */
export const ContactForm = lazy(() =>
  import('./contact/ContactForm').then((m) => ({ default: m.ContactForm })),
);
/** The coming-soon page's subscribe form (`variant="page"`) and the footer's (`variant="compact"`). */
export const SubscribeForm = lazy(() =>
  import('./subscribe/SubscribeForm').then((m) => ({ default: m.SubscribeForm })),
);
/** The feedback page's form. */
export const FeedbackForm = lazy(() =>
  import('./feedback/FeedbackForm').then((m) => ({ default: m.FeedbackForm })),
);
/** The opportunity page's apply mode. */
export const InternshipApplicationForm = lazy(() =>
  import('./internship/InternshipApplicationForm').then((m) => ({ default: m.InternshipApplicationForm })),
);
/** The job application page's form. */
export const JobApplicationForm = lazy(() =>
  import('./job/JobApplicationForm').then((m) => ({ default: m.JobApplicationForm })),
);
/** The help chat button and panel (every page). */
export const HelpChat = lazy(() => import('./helpChat/HelpChat').then((m) => ({ default: m.HelpChat })));
/** The promotional popup (every page; it shows once per browser session). */
export const PromoPopup = lazy(() => import('./promo/PromoPopup').then((m) => ({ default: m.PromoPopup })));
/** The cookie banner, preferences and the consent-gated analytics loader (every page). */
export const CookieConsent = lazy(() =>
  import('./consent/CookieConsent').then((m) => ({ default: m.CookieConsent })),
);
