import { useEffect, useLayoutEffect } from 'react';
import { protocol, type BootRegion, type BootState, type HeldInput } from '../protocol';

/** What the inline script (inline/holdEarlyInput.ts) holds; undefined without it (the dev server). */
const boot = (): BootState | undefined =>
  (window as unknown as Partial<Record<string, BootState>>)[protocol.global];

/**
 * Tells the hydrated field of a value the visitor gave it before hydration, as if it had just
 * been given: React notices a change only against the value it last saw, which for an element
 * hydrated with the visitor's value already is that value. So the element first shows React
 * another value, then gets the visitor's back without React seeing it, then the event fires.
 */
function replayChange(target: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): void {
  if (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')) {
    // The click checks it again (a radio) or toggles it back (a checkbox), as the visitor's did.
    target.checked = !target.checked;
    target.click();
    return;
  }
  if (target instanceof HTMLInputElement && target.type === 'file') {
    target.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const value = target.value;
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target), 'value')?.set;
  target.value = `${value} `;
  setValue?.call(target, value);
  target.dispatchEvent(
    new Event(target instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
  // Left before hydration: the field checks itself as on leaving it (a required field emptied).
  if (document.activeElement !== target) target.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
}

function replay(held: HeldInput): void {
  if (!held.target.isConnected) return;
  if (held.kind === 'submit') held.target.requestSubmit(held.submitter?.isConnected ? held.submitter : null);
  else if (held.kind === 'click') held.target.click();
  else replayChange(held.target);
}

/**
 * From now on React handles what the visitor does to `region` itself: its code is there, and
 * React hydrates a part at once when an event reaches it (and would otherwise drop the event, so
 * until then the boot script holds it). Called for the page just before hydrating, for an
 * island as it commits (useBootRegion).
 */
export function markLive(region: BootRegion): void {
  boot()?.live.add(region);
}

/**
 * Whether the visitor did anything before hydration (it counts as a first interaction), or with
 * `region`, anything to that part.
 */
export function hasHeldInput(region?: BootRegion): boolean {
  return boot()?.held.some((held) => region === undefined || held.region === region) ?? false;
}

/**
 * Marks `region` live as it commits (if it was not already), then replays, in order, what the
 * visitor did to it before: each submit, each button press, the last value of each field.
 */
export function useBootRegion(region: BootRegion): void {
  useLayoutEffect(() => {
    markLive(region);
  }, [region]);
  useEffect(() => {
    const state = boot();
    if (!state) return;
    const mine = state.held.filter((held) => held.region === region);
    state.held = state.held.filter((held) => !mine.includes(held));
    const lastChange = new Map<Element, HeldInput>();
    for (const held of mine) if (held.kind === 'change') lastChange.set(held.target, held);
    for (const held of mine) if (held.kind !== 'change' || lastChange.get(held.target) === held) replay(held);
  }, [region]);
}
