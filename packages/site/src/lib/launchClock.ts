/** The launch is 60 days after the visitor loads the page (docs/behaviour.md). */
export const LAUNCH_IN_MS = 60 * 24 * 60 * 60 * 1000;

export interface LaunchClock {
  /** When the launch is. */
  target: number;
  /** The current time, ticking every second. */
  now: number;
}

/** Before the page is live in a browser: the full 60 days, as relative values that render the same everywhere. */
const unstarted: LaunchClock = { target: LAUNCH_IN_MS, now: 0 };

let snapshot = unstarted;
let loadedAt: number | undefined;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function tick() {
  const now = Date.now();
  loadedAt ??= now;
  snapshot = { target: loadedAt + LAUNCH_IN_MS, now };
  for (const listener of listeners) listener();
}

/**
 * The launch countdown's clock, an external store for `useSyncExternalStore` shared by every
 * subscriber: 60 days left in the prerendered HTML (the server snapshot); in the browser it starts
 * when the page is first shown (the load the 60 days count from) and ticks every second while
 * shown.
 */
export const launchClock = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    if (timer === undefined) {
      tick();
      timer = setInterval(tick, 1000);
    }
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) {
        clearInterval(timer);
        timer = undefined;
      }
    };
  },
  getSnapshot: (): LaunchClock => snapshot,
  getServerSnapshot: (): LaunchClock => unstarted,
};
