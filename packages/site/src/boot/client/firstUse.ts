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

/**
 * Settles in a task after the browser's next frame: what runs then never delays the paint that
 * answers the input being handled now. (A hidden page has no frames: it waits until shown.)
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window !== 'undefined' && typeof window.requestAnimationFrame === 'function')
      window.requestAnimationFrame(() => window.setTimeout(resolve, 0));
    else resolve();
  });
}

let release: () => void = () => {};
const firstUse = new Promise<void>((resolve) => {
  release = resolve;
});

/** How long a slice waits for the main thread to be idle before it runs all the same. */
const SLICE_TIMEOUT_MS = 1000;

/** Settles in a task of its own once the browser is idle (or after SLICE_TIMEOUT_MS). */
function idleTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout: SLICE_TIMEOUT_MS });
    else window.setTimeout(resolve, 0);
  });
}

/** The input that makes up a gesture (a press, a tap, a key): first-use work waits for a pause in it. */
const GESTURE_EVENTS = [
  'pointerdown',
  'pointerup',
  'touchstart',
  'touchend',
  'keydown',
  'keyup',
  'click',
] as const;
/**
 * How long the visitor's input must pause before first-use work begins: a tap's touchstart,
 * touchend and click, or a press's pointerdown and click, come within it, so no slice delays them.
 */
const INPUT_PAUSE_MS = 250;

/**
 * Settles once the visitor's input has paused for INPUT_PAUSE_MS (every press, key and click
 * starts the wait again) and a frame has painted since: the work the first use sets off then
 * neither delays the rest of the gesture (a tap's click comes a task or more after its touchstart)
 * nor the paint that answers it.
 */
function afterInputPause(): Promise<void> {
  return new Promise((resolve) => {
    let timer = 0;
    const wait = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(done, INPUT_PAUSE_MS);
    };
    const done = () => {
      for (const type of GESTURE_EVENTS) window.removeEventListener(type, wait, { capture: true });
      void afterNextPaint().then(resolve);
    };
    for (const type of GESTURE_EVENTS) window.addEventListener(type, wait, { capture: true, passive: true });
    wait();
  });
}

/** The last slice given out: each waits for the one before it, then for the browser to be idle. */
let slices: Promise<void> = firstUse;

/**
 * Settles after the visitor's first interaction with the page or first navigation, once their
 * input has paused and a frame has painted, in an idle task of its own: one caller after another,
 * in the order they asked, each in its own task. What the first use sets off (the navigation's and
 * the footer's code and hydration, react-router, the cursor) so never runs in the task or the
 * frame of the input itself, nor between a tap's events, nor all at once: each part is its own
 * slice, and the hydration a slice starts yields to the browser as a transition (INP,
 * docs/site.md).
 */
export function whenFirstUsed(): Promise<void> {
  slices = slices.then(idleTask);
  return slices;
}

let marked = false;
/**
 * The visitor's first interaction with the page, or its first navigation (start.tsx decides;
 * idempotent). Whether this call was the first, for the work only the first sets off.
 */
export function markFirstUse(): boolean {
  if (marked) return false;
  marked = true;
  void afterInputPause().then(release);
  return true;
}
