import { startTransition, useEffect, useState } from 'react';

/**
 * False on the server and on the first client render, true once the browser's main thread is first
 * idle after hydration (or after `timeout` milliseconds at the latest). With `mark`, a User Timing
 * mark of that name is set at that moment, before anything the new render loads is requested. With
 * `prepare` (a stable function), true only once the promise it returns has settled.
 */
export function useIdle(timeout = 2000, mark?: string, prepare?: () => Promise<unknown>): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancelled = false;
    const becomeIdle = () => {
      if (mark) performance.mark(mark);
      // What mounts now may load first (`prepare`: its code, say), failed or not, then renders:
      // in a transition, in slices that yield to the browser, not as one long task.
      void (prepare?.() ?? Promise.resolve())
        .catch(() => undefined)
        .then(() => {
          if (!cancelled) startTransition(() => setIdle(true));
        });
    };
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(becomeIdle, { timeout });
      return () => {
        cancelled = true;
        window.cancelIdleCallback(id);
      };
    }
    const id = window.setTimeout(becomeIdle, 0);
    return () => {
      cancelled = true;
      window.clearTimeout(id);
    };
  }, [timeout, mark, prepare]);
  return idle;
}
