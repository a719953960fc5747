import { startTransition, useEffect, useState } from 'react';

/**
 * False on the server and on the first client render, true once the browser's main thread is first
 * idle after hydration (or after `timeout` milliseconds at the latest). With `mark`, a User Timing
 * mark of that name is set at that moment, before anything the new render loads is requested.
 */
export function useIdle(timeout = 2000, mark?: string): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const becomeIdle = () => {
      if (mark) performance.mark(mark);
      // A transition: what mounts now (the flows every page has) renders in slices that yield to
      // the browser, not as one long task.
      startTransition(() => setIdle(true));
    };
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(becomeIdle, { timeout });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(becomeIdle, 0);
    return () => window.clearTimeout(id);
  }, [timeout, mark]);
  return idle;
}
