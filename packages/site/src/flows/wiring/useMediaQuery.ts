import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept up to date. The server and the first client render say
 * `false`, so prerendered HTML and hydration agree.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
