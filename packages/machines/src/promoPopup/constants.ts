// The popup's timings and storage key, apart from the machine so that a page can decide whether to
// load the popup at all (flag already set this session) without loading XState.

/** How long after the first load the popup appears (docs/limits.md). */
export const POPUP_DELAY_MS = 1000;
/** How long each slide shows before the next (docs/limits.md). */
export const SLIDE_INTERVAL_MS = 5000;
/** How far a swipe must travel to change the slide (docs/limits.md). */
export const SWIPE_THRESHOLD_PX = 50;
/** The session-storage key the site keeps the popup-shown flag under. */
export const PROMO_POPUP_STORAGE_KEY = 'promoPopupShown';
