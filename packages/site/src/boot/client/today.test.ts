import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribeToToday as subscribe, todayKey } from './today';

describe("today's store", () => {
  let page: EventTarget & { visibilityState: DocumentVisibilityState };
  let stops: (() => void)[];
  const subscribeToToday = (listener: () => void) => {
    const stop = subscribe(listener);
    stops.push(stop);
    return stop;
  };

  beforeEach(() => {
    vi.useFakeTimers();
    page = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
    vi.stubGlobal('document', page);
    stops = [];
  });

  afterEach(() => {
    for (const stop of stops) stop();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('tells every date on the page at local midnight, together, and again the next midnight', () => {
    vi.setSystemTime(new Date(2026, 10, 26, 23, 59, 59, 500));
    const first = vi.fn(() => todayKey());
    const second = vi.fn(() => todayKey());
    subscribeToToday(first);
    subscribeToToday(second);
    vi.advanceTimersByTime(499);
    expect(first).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(first.mock.results.map((result) => result.value)).toEqual(['2026-11-27']);
    expect(second.mock.results.map((result) => result.value)).toEqual(['2026-11-27']);
    vi.advanceTimersByTime(24 * 60 * 60 * 1000);
    expect(first).toHaveBeenCalledTimes(2);
  });

  it('checks the day when the page is shown again, as a sleeping device runs no timer', () => {
    const listener = vi.fn();
    subscribeToToday(listener);
    page.visibilityState = 'hidden';
    page.dispatchEvent(new Event('visibilitychange'));
    expect(listener).not.toHaveBeenCalled();
    page.visibilityState = 'visible';
    page.dispatchEvent(new Event('visibilitychange'));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps no timer and no listener once the last date is gone', () => {
    const stop = subscribeToToday(vi.fn());
    expect(vi.getTimerCount()).toBe(1);
    stop();
    expect(vi.getTimerCount()).toBe(0);
    const listener = vi.fn();
    const removed = subscribeToToday(listener);
    removed();
    page.dispatchEvent(new Event('visibilitychange'));
    expect(listener).not.toHaveBeenCalled();
  });
});
