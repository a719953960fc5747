import { describe, expect, it } from 'vitest';
import { groupingFor, quotePrice } from './pricing';

const standard = { '4-weeks': 1500, '6-weeks': 2000, '8-weeks': 2500, '12-weeks': 4000 };

describe('quotePrice', () => {
  it.each([
    ['4-weeks', 1500],
    ['6-weeks', 2000],
    ['8-weeks', 2500],
    ['12-weeks', 4000],
  ])('gives the price for %s', (duration, amount) => {
    expect(quotePrice(standard, duration)).toEqual({ amount, prices: [1500, 4000] });
  });

  it('keeps a price of 0 (free)', () => {
    expect(quotePrice({ ...standard, '4-weeks': 0 }, '4-weeks').amount).toBe(0);
  });

  it('falls back to the 4-week to 12-week range when the duration has no price', () => {
    expect(quotePrice({ '4-weeks': 1500, '6-weeks': 9000, '12-weeks': 4000 }, '8-weeks')).toEqual({
      amount: null,
      prices: [1500, 4000],
    });
  });

  it('has no range without both ends', () => {
    expect(quotePrice({ '6-weeks': 2000, '12-weeks': 4000 }, '8-weeks')).toEqual({
      amount: null,
      prices: [],
    });
    expect(quotePrice({}, '4-weeks')).toEqual({ amount: null, prices: [] });
    expect(quotePrice(undefined, '4-weeks')).toEqual({ amount: null, prices: [] });
  });
});

describe('groupingFor', () => {
  it('maps the page locale to the kit grouping', () => {
    expect(groupingFor('en-IN')).toBe('indian');
    expect(groupingFor('en-US')).toBe('us');
  });
});
