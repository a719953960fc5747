import { describe, expect, it } from 'vitest';
import { durationOption } from './duration';

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
