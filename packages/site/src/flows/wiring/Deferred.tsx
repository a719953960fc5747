import { Suspense, useEffect, useState, type ReactNode } from 'react';

export interface DeferredProps {
  /** The lazily loaded flow(s) to mount once the page is idle. */
  children: ReactNode;
  /** What shows until then (and while the flow's code loads); the server renders it too. @default null */
  fallback?: ReactNode;
  /** The longest wait for an idle moment, in milliseconds. @default 2000 */
  timeout?: number;
}

/**
 * Mounts its children only in the browser, after hydration, once the main thread is idle, so the
 * code of flows that every page has (help chat, promo popup, cookie banner, footer subscribe) is
 * not part of any page's first paint. The server and the first client render show `fallback`.
 */
export function Deferred({ children, fallback = null, timeout = 2000 }: DeferredProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setReady(true), { timeout });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setReady(true), 0);
    return () => window.clearTimeout(id);
  }, [timeout]);
  return ready ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
