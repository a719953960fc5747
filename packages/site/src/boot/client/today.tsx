import { createContext, useContext, useSyncExternalStore } from 'react';

/** A local calendar day as 'YYYY-MM-DD'. */
export function localDateKey(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local midnight of a 'YYYY-MM-DD' day. */
export function dateFromKey(key: string): Date {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/**
 * The day a page was rendered on: the build day for prerendered HTML (the client reads it from the
 * root element's `protocol.rendered` attribute), today when the client renders on its own.
 */
const RenderDateContext = createContext<string>(localDateKey(new Date()));

export const RenderDateProvider = RenderDateContext.Provider;

/** A fixed today for stories and tests, so drawn dates do not change from day to day. */
const FixedDateContext = createContext<string | null>(null);

export const FixedDateProvider = FixedDateContext.Provider;

const subscribeNever = () => () => {};
export const todayKey = () => localDateKey(new Date());

const dayListeners = new Set<() => void>();
let midnight: ReturnType<typeof setTimeout> | undefined;

function tellEveryone() {
  for (const listener of dayListeners) listener();
}

function waitForMidnight() {
  const now = new Date();
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  midnight = setTimeout(() => {
    tellEveryone();
    waitForMidnight();
  }, next.getTime() - now.getTime());
}

// A timer's wait does not run while the device sleeps: a tab shown again checks the day too.
function onVisibilityChange() {
  if (document.visibilityState === 'visible') tellEveryone();
}

/**
 * Tells `listener` when the day may have changed: at local midnight, and when the page is shown
 * again. One timer for every date on the page, so all of them turn over together (each read
 * `todayKey` only when it renders, so a card re-rendered after midnight would otherwise disagree
 * with its neighbours).
 */
export function subscribeToToday(listener: () => void): () => void {
  dayListeners.add(listener);
  if (dayListeners.size === 1) {
    waitForMidnight();
    document.addEventListener('visibilitychange', onVisibilityChange);
  }
  return () => {
    dayListeners.delete(listener);
    if (dayListeners.size > 0) return;
    clearTimeout(midnight);
    document.removeEventListener('visibilitychange', onVisibilityChange);
  };
}

/**
 * Today, safe to hydrate: while hydrating prerendered HTML it is the day the HTML was rendered on
 * (so the markup matches), then the visitor's own today. Dates drawn from it ("from tomorrow")
 * update right after hydration when the page was built on an earlier day, and at midnight.
 */
export function useToday(): Date {
  const rendered = useContext(RenderDateContext);
  const fixed = useContext(FixedDateContext);
  const today = useSyncExternalStore(subscribeToToday, todayKey, () => rendered);
  return dateFromKey(fixed ?? today);
}

/**
 * `whileHydrating` on the server and while hydrating, `value` afterwards (a string or another value
 * compared with `Object.is`: no object made anew on each render). Where the two differ, React
 * renders the component again right after hydration, at once and in one task, as `useHydrated`
 * always makes it do; where they are the same (a URL without the query the prerendered page
 * leaves out, say), it does not: on a long page that second render is a long task on a slow phone.
 */
export function useHydratedValue<T>(value: T, whileHydrating: T): T {
  return useSyncExternalStore(
    subscribeNever,
    () => value,
    () => whileHydrating,
  );
}

/** False on the server and while hydrating, true afterwards: for output that depends on the URL's query or the clock. */
export function useHydrated(): boolean {
  return useHydratedValue(true, false);
}
