import { describe, expect, it } from 'vitest';
import { durationOption, isDurationKey } from './duration';

describe('durationOption', () => {
  it.each([
    ['4-weeks', 28],
    ['6-weeks', 42],
    ['8-weeks', 56],
    ['12-weeks', 84],
  ])('gives %s as %i days', (key, days) => {
    expect(durationOption(key).days).toBe(days);
  });

  it.each([['10-weeks'], [''], [null], [undefined]])('falls back to 4 weeks for %j', (key) => {
    expect(durationOption(key).value).toBe('4-weeks');
  });
});

describe('isDurationKey', () => {
  it('accepts the four keys only', () => {
    expect(['4-weeks', '6-weeks', '8-weeks', '12-weeks'].every(isDurationKey)).toBe(true);
    expect(isDurationKey('5-weeks')).toBe(false);
  });
});
