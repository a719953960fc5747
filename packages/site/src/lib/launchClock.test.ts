import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAUNCH_IN_MS } from './launchClock';

/** The clock as a fresh page load has it: the module's state starts anew. */
async function freshClock() {
  vi.resetModules();
  return (await import('./launchClock')).launchClock;
}

describe('launchClock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the full 60 days before it is started, on the server too', async () => {
    vi.setSystemTime(5000);
    const clock = await freshClock();
    expect(clock.getSnapshot()).toEqual({ target: LAUNCH_IN_MS, now: 0 });
    expect(clock.getServerSnapshot()).toEqual({ target: LAUNCH_IN_MS, now: 0 });
  });

  it('aims at 60 days after the first subscription and ticks every second', async () => {
    vi.setSystemTime(1_000_000);
    const clock = await freshClock();
    const listener = vi.fn();
    const unsubscribe = clock.subscribe(listener);
    expect(clock.getSnapshot()).toEqual({ target: 1_000_000 + LAUNCH_IN_MS, now: 1_000_000 });
    vi.advanceTimersByTime(1000);
    expect(clock.getSnapshot()).toEqual({ target: 1_000_000 + LAUNCH_IN_MS, now: 1_001_000 });
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('keeps the target of the first load when shown again', async () => {
    vi.setSystemTime(0);
    const clock = await freshClock();
    clock.subscribe(() => {})();
    vi.setSystemTime(90_000);
    clock.subscribe(() => {})();
    expect(clock.getSnapshot().target).toBe(LAUNCH_IN_MS);
  });

  it('stops ticking when nothing listens', async () => {
    const clock = await freshClock();
    const listener = vi.fn();
    clock.subscribe(listener)();
    vi.advanceTimersByTime(5000);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
