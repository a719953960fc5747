import { describe, expect, it } from 'vitest';
import { countdownParts, defaultAnnouncement } from './countdownParts';

const at = (iso: string) => Date.parse(iso);

describe('countdownParts', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = at('2025-01-01T00:00:00Z');
    const target = at('2025-03-02T03:04:05Z');
    expect(countdownParts(target, now)).toEqual({
      days: 60,
      hours: 3,
      minutes: 4,
      seconds: 5,
      total: target - now,
    });
  });

  it('rounds down to whole seconds', () => {
    expect(countdownParts(1999, 0)).toMatchObject({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });

  it('never goes below zero once the target has passed', () => {
    expect(countdownParts(0, 5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, total: 0 });
  });
});

describe('defaultAnnouncement', () => {
  const announce = (target: number) => defaultAnnouncement(countdownParts(target, 0));
  const minute = 60_000;

  it('reads days, hours and minutes with singular and plural words', () => {
    expect(announce(60 * 24 * 60 * minute + 61 * minute)).toBe('60 days, 1 hour and 1 minute left');
    expect(announce(24 * 60 * minute + 2 * minute)).toBe('1 day, 0 hours and 2 minutes left');
  });

  it('leaves out zero days, then zero hours', () => {
    expect(announce(3 * 60 * minute + 5 * minute)).toBe('3 hours and 5 minutes left');
    expect(announce(59 * minute)).toBe('59 minutes left');
    expect(announce(30_000)).toBe('0 minutes left');
  });

  it('does not change within a minute, so the live region speaks at most once a minute', () => {
    expect(announce(5 * minute + 59_000)).toBe(announce(5 * minute));
    expect(announce(5 * minute - 1000)).not.toBe(announce(5 * minute));
  });

  it("says 'Time is up' at zero", () => {
    expect(announce(0)).toBe('Time is up');
  });
});
