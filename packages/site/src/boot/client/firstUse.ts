/**
 * The events that count as a visitor's use, listened to in the capture phase of the window: on
 * the page, the first of them opens the `first-use` islands and loads the full stylesheet
 * (start.tsx); on an island, any of them opens that island at once (islands.tsx). They come
 * first in a visitor's use of a control (a press or a key before a value; typing needs focus
 * first); a scroll is a use of the page, and a click without a press before it (assistive
 * technology) a use of what it reaches.
 */
export const FIRST_USE_EVENTS = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'focusin',
  'keydown',
  'click',
  'scroll',
] as const;

let release: () => void = () => {};
const firstUse = new Promise<void>((resolve) => {
  release = resolve;
});

/** Settles on the visitor's first interaction with the page or first navigation (`markFirstUse`). */
export function whenFirstUsed(): Promise<void> {
  return firstUse;
}

/** The visitor's first interaction with the page, or its first navigation (start.tsx decides; idempotent). */
export function markFirstUse(): void {
  release();
}
