import { describe, expect, it, vi } from 'vitest';
import { DatabaseRateLimiter, RateLimiter, type RequestCounter } from './protection.ts';

describe('RateLimiter', () => {
  it('sweeps its keys at most once a window past its sweep threshold, never once per new key', () => {
    // A sweep walks every key: counted by the walks of a Map, not by a stopwatch, which a busy
    // machine can always outrun.
    let now = 0;
    const limiter = new RateLimiter(20, 60_000, () => now);
    const walks = vi.spyOn(Map.prototype, Symbol.iterator);
    const client = (n: number) => `contact 10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`;
    try {
      for (let n = 0; n < 120_000; n += 1) limiter.take(client(n));
      expect(walks).toHaveBeenCalledTimes(1);
      now = 60_000;
      for (let n = 120_000; n < 130_000; n += 1) limiter.take(client(n));
      expect(walks).toHaveBeenCalledTimes(2);
    } finally {
      walks.mockRestore();
    }
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

describe('DatabaseRateLimiter', () => {
  /** The database's two calls, as one table both servers share. */
  function sharedCounts(): RequestCounter & { rows: Map<string, number> } {
    const rows = new Map<string, number>();
    return {
      rows,
      async countRequest(key, window) {
        const hits = (rows.get(`${key} ${window}`) ?? 0) + 1;
        rows.set(`${key} ${window}`, hits);
        return hits;
      },
      async forgetRequests(window) {
        for (const row of rows.keys()) if (Number(row.split(' ').at(-1)) < window) rows.delete(row);
      },
    };
  }

  it('refuses a client over its limit on every server that counts in the same database, until the window ends', async () => {
    let now = 60_000 * 100 + 15_000;
    const counts = sharedCounts();
    const servers = [1, 2, 3].map(() => new DatabaseRateLimiter(counts, 4, 60_000, () => now));
    for (let n = 0; n < 4; n += 1) expect(await servers[n % 3]!.take('contact 10.0.0.1')).toBe(0);
    for (const server of servers) expect(await server.take('contact 10.0.0.1')).toBe(45);
    expect(await servers[0]!.take('contact 10.0.0.2')).toBe(0);
    now += 45_000;
    expect(await servers[1]!.take('contact 10.0.0.1')).toBe(0);
    // The first request of the new window deleted the ended one's rows.
    expect([...counts.rows.keys()].every((row) => row.endsWith(' 101'))).toBe(true);
  });
});
