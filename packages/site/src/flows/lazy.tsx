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
