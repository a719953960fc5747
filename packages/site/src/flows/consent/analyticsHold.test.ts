import { describe, expect, it, vi } from 'vitest';
import { analyticsHeld, holdAnalytics, subscribeAnalyticsHold } from './analyticsHold';

describe('the analytics hold', () => {
  it('holds analytics off while any hold is kept, and tells its listeners', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeAnalyticsHold(listener);
    const first = holdAnalytics();
    const second = holdAnalytics();
    first();
    expect(analyticsHeld()).toBe(true);
    second();
    expect(analyticsHeld()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(4);
    unsubscribe();
  });
});
