/**
 * Pages that must not load analytics whatever the cookie choice: the application form holds it
 * until the applicant says they are 18 or older, so an applicant under 18 (DPDP Act s.9(3): no
 * tracking of children) never has it loaded there. No React, so the form and the cookie banner's
 * loader share it without loading each other.
 */
type Listener = () => void;

const holds = new Set<symbol>();
const listeners = new Set<Listener>();

function changed() {
  for (const listener of listeners) listener();
}

/** Holds analytics off until the returned function is called (a component's effect cleanup). */
export function holdAnalytics(): () => void {
  const hold = Symbol('analytics hold');
  holds.add(hold);
  changed();
  return () => {
    holds.delete(hold);
    changed();
  };
}

/** Whether something on the page holds analytics off. */
export function analyticsHeld(): boolean {
  return holds.size > 0;
}

/** For `useSyncExternalStore`. */
export function subscribeAnalyticsHold(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
