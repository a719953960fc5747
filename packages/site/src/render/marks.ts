/**
 * The User Timing mark the layout sets when the page is first idle after hydration and the flows
 * every page has (help chat, promo popup, cookie banner) start to load. What is requested before it
 * is the first paint and hydration; the speed budget script and the e2e tests split at it.
 */
export const AFTER_FIRST_PAINT_MARK = 'aarambh:after-first-paint';
