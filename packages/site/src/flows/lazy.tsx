// Flows that only some visits mount, as lazily loaded components: their code (the machine, the kit
// pieces they alone use) is fetched when they are rendered, never as part of a page's first
// paint, and they wait for the full stylesheet (the prerendered page inlines only the CSS of its
// own markup), so none shows unstyled. The flows every page mounts once idle load together from
// layout/afterFirstPaint.ts; the forms that are a page's main content are imported by their route
// modules: they are in the prerendered HTML, and their code is that page's.
import { lazyWithStylesheet } from '../boot';

export { openCookiePreferences } from './consent/consentStore';

/** The opportunity page's apply mode, loaded when the visitor presses 'Apply Now'. */
export const InternshipApplicationForm = lazyWithStylesheet(() =>
  import('./internship/InternshipApplicationForm').then((m) => m.InternshipApplicationForm),
);

/** The same in Hindi, on the Hindi opportunity page: its Hindi words load with it, never on an English page. */
export const HindiInternshipApplicationForm = lazyWithStylesheet(() =>
  import('./internship/HindiInternshipApplicationForm').then((m) => m.HindiInternshipApplicationForm),
);

/** The careers page's confirmation of a job application, loaded when one is kept for the tab. */
export const CareerConfirmation = lazyWithStylesheet(() =>
  import('./confirmation/CareerConfirmation').then((m) => m.CareerConfirmation),
);

/** The same on the Hindi careers page, in Hindi: never loaded by an English page. */
export const HindiCareerConfirmation = lazyWithStylesheet(() =>
  import('./confirmation/HindiCareerConfirmation').then((m) => m.HindiCareerConfirmation),
);
