/**
 * The events that count as a visitor's use, listened to in the capture phase of the window: on
 * the page, the first of them opens the `first-use` islands and loads the full stylesheet
 * (start.tsx); on an island, any of them opens that island at once (islands.tsx). They come
 * first in a visitor's use of a control (a pointer moving over it or a press before a value;
 * typing needs focus first); a scroll is a use of the page, and a click without a press before it
 * (assistive technology) a use of what it reaches. Each is taken through `isUse`.
 */
export const FIRST_USE_EVENTS = [
  'pointermove',
  'pointerdown',
  'touchstart',
  'focusin',
  'keydown',
  'click',
  'scroll',
] as const;

/**
 * Whether one of `FIRST_USE_EVENTS` is the visitor's doing. The browser also reports a mouse at
 * rest: where the page appears under it, and as boundary events (`pointerover`, which is why that
 * one is not listened to) when what is under it changes, such as the promo popup opening there.
 * Those moves have no movement; the visitor's have (but the very first after the pointer enters
 * the page, which the next one follows).
 */
export function isUse(event: Event): boolean {
  return (
    !(event instanceof PointerEvent && event.type === 'pointermove') ||
    event.movementX !== 0 ||
    event.movementY !== 0
  );
}

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
