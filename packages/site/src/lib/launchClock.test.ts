import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLaunchClock, LAUNCH_IN_MS } from './launchClock';

describe('createLaunchClock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the full 60 days before it is started, on the server too', () => {
    const clock = createLaunchClock(() => 5000);
    expect(clock.getSnapshot()).toEqual({ target: LAUNCH_IN_MS, now: 0 });
    expect(clock.getServerSnapshot()).toEqual({ target: LAUNCH_IN_MS, now: 0 });
  });

  it('aims at 60 days after the first subscription and ticks every second', () => {
    let time = 1_000_000;
    const clock = createLaunchClock(() => time);
    const listener = vi.fn();
    const unsubscribe = clock.subscribe(listener);
    expect(clock.getSnapshot()).toEqual({ target: 1_000_000 + LAUNCH_IN_MS, now: 1_000_000 });
    time += 1000;
    vi.advanceTimersByTime(1000);
    expect(clock.getSnapshot()).toEqual({ target: 1_000_000 + LAUNCH_IN_MS, now: 1_001_000 });
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('keeps the target of the first load when shown again', () => {
    let time = 0;
    const clock = createLaunchClock(() => time);
    clock.subscribe(() => {})();
    time = 90_000;
    clock.subscribe(() => {})();
    expect(clock.getSnapshot().target).toBe(LAUNCH_IN_MS);
  });

  it('stops ticking when nothing listens', () => {
    const clock = createLaunchClock(() => 0);
    const listener = vi.fn();
    clock.subscribe(listener)();
    vi.advanceTimersByTime(5000);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
