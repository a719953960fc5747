import { describe, expect, it } from 'vitest';
import { RateLimiter } from './protection.ts';

describe('RateLimiter', () => {
  it('keeps taking new keys in constant time past its sweep threshold (no sweep per new key)', () => {
    const limiter = new RateLimiter(20);
    const started = performance.now();
    for (let n = 0; n < 120_000; n += 1) limiter.take(`contact 10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('past its ceiling of keys, counts every new key in one shared window, and forgets at the next', () => {
    let now = 0;
    const limiter = new RateLimiter(2, 60_000, () => now, 100);
    for (let n = 0; n < 100; n += 1) expect(limiter.take(`client ${n}`)).toBe(0);
    // Known clients keep their own count.
    expect(limiter.take('client 1')).toBe(0);
    expect(limiter.take('client 1')).toBeGreaterThan(0);
    // New ones share one: the third is refused, whoever it is.
    expect(limiter.take('newcomer a')).toBe(0);
    expect(limiter.take('newcomer b')).toBe(0);
    expect(limiter.take('newcomer c')).toBeGreaterThan(0);
    now = 60_000;
    expect(limiter.take('newcomer c')).toBe(0);
  });
});
