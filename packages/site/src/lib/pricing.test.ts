import { describe, expect, it } from 'vitest';
import { formatRupees, priceText, quotePrice } from './pricing';

const standard = { '4-weeks': 1500, '6-weeks': 2000, '8-weeks': 2500, '12-weeks': 4000 };

describe('formatRupees', () => {
  it('groups digits the Indian way or the US way', () => {
    expect(formatRupees(150000, 'en-IN')).toBe('₹1,50,000');
    expect(formatRupees(150000, 'en-US')).toBe('₹150,000');
    expect(formatRupees(1500, 'en-IN')).toBe('₹1,500');
    expect(formatRupees(1500, 'en-US')).toBe('₹1,500');
  });
});

describe('quotePrice', () => {
  it.each([
    ['4-weeks', 1500],
    ['6-weeks', 2000],
    ['8-weeks', 2500],
    ['12-weeks', 4000],
  ])('gives the price for %s', (duration, amount) => {
    expect(quotePrice(standard, duration)).toEqual({ kind: 'exact', amount });
  });

  it('falls back to the 4-week to 12-week range when the duration has no price', () => {
    expect(quotePrice({ '4-weeks': 1500, '12-weeks': 4000 }, '8-weeks')).toEqual({
      kind: 'range',
      from: 1500,
      to: 4000,
    });
  });

  it('has nothing to say without prices', () => {
    expect(quotePrice({}, '4-weeks')).toEqual({ kind: 'none' });
    expect(quotePrice(undefined, '4-weeks')).toEqual({ kind: 'none' });
    expect(quotePrice({ '6-weeks': 2000 }, '8-weeks')).toEqual({ kind: 'none' });
  });
});

describe('priceText', () => {
  const indian = { grouping: 'en-IN', noPriceText: 'Price on request' } as const;
  const internship = { grouping: 'en-US', noPriceText: 'Stipend available' } as const;

  it('writes an exact price in rupees', () => {
    expect(priceText({ kind: 'exact', amount: 2500 }, indian)).toBe('₹2,500');
  });

  it('calls a price of 0 Free', () => {
    expect(priceText({ kind: 'exact', amount: 0 }, indian)).toBe('Free');
  });

  it('writes a range', () => {
    expect(priceText({ kind: 'range', from: 1500, to: 400000 }, indian)).toBe('₹1,500 - ₹4,00,000');
    expect(priceText({ kind: 'range', from: 1500, to: 400000 }, internship)).toBe('₹1,500 - ₹400,000');
  });

  it("says the page's no-price text without a price", () => {
    expect(priceText({ kind: 'none' }, indian)).toBe('Price on request');
    expect(priceText({ kind: 'none' }, internship)).toBe('Stipend available');
  });
});
