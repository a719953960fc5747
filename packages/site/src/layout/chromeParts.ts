// The code of the navigation, the footer and the cursor follower, which all wait for the visitor's
// first use of the page (layout/Chrome.tsx): one module, so that it arrives as one download.
export { SiteCursor } from './SiteCursor';
export { SiteFooter } from './SiteFooter';
export { SiteHeader } from './SiteHeader';
