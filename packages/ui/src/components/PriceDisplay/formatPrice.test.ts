import { describe, expect, it } from 'vitest';
import { formatPrice, formatRupees, priceParts } from './formatPrice';

describe('formatRupees', () => {
  it('groups digits the Indian way by default (lakh and crore)', () => {
    expect(formatRupees(1500)).toBe('₹1,500');
    expect(formatRupees(150000)).toBe('₹1,50,000');
    expect(formatRupees(12500000)).toBe('₹1,25,00,000');
  });

  it('writes Hindi with hi-IN: lakh grouping and Latin digits, whatever the English grouping', () => {
    expect(formatRupees(1234567, 'indian', 'hi')).toBe('₹12,34,567');
    expect(formatRupees(1234567, 'us', 'hi')).toBe('₹12,34,567');
    expect(formatPrice({ prices: [1500, 400000], grouping: 'us', language: 'hi' })).toBe(
      '₹1,500 - ₹4,00,000',
    );
  });

  it('groups digits in thousands with US grouping', () => {
    expect(formatRupees(150000, 'us')).toBe('₹150,000');
    expect(formatRupees(12500000, 'us')).toBe('₹12,500,000');
  });

  it('keeps up to two decimals and drops trailing zeros', () => {
    expect(formatRupees(1499.5)).toBe('₹1,499.5');
    expect(formatRupees(2000.0)).toBe('₹2,000');
  });
});

describe('formatPrice', () => {
  const pricing = [1500, 2000, 2500, 4000];

  it('shows the amount for the current choice', () => {
    expect(formatPrice({ amount: 2500, prices: pricing })).toBe('₹2,500');
  });

  it("shows 'Free' for a price of 0, also when other prices exist", () => {
    expect(formatPrice({ amount: 0, prices: pricing })).toBe('Free');
    expect(formatPrice({ amount: 0, freeLabel: 'Free of charge' })).toBe('Free of charge');
  });

  it('shows the range from the lowest to the highest price when the choice has no price', () => {
    expect(formatPrice({ amount: null, prices: [4000, 1500, 2500] })).toBe('₹1,500 - ₹4,000');
    expect(formatPrice({ prices: [150000, 400000], grouping: 'us' })).toBe('₹150,000 - ₹400,000');
  });

  it('shows one amount when every price is the same', () => {
    expect(formatPrice({ prices: [2000, 2000] })).toBe('₹2,000');
    expect(formatPrice({ prices: [0, 0] })).toBe('Free');
  });

  it("shows the no-price text when there is no price at all: 'Price on request' by default", () => {
    expect(formatPrice({})).toBe('Price on request');
    expect(formatPrice({ amount: null, prices: [], noPriceLabel: 'Stipend available' })).toBe(
      'Stipend available',
    );
  });

  it('treats negative and non-finite numbers as no price', () => {
    expect(formatPrice({ amount: -1 })).toBe('Price on request');
    expect(formatPrice({ amount: Number.NaN, prices: [Number.POSITIVE_INFINITY, 1500, 2500] })).toBe(
      '₹1,500 - ₹2,500',
    );
  });

  it('reports the kind of price for styling', () => {
    expect(priceParts({ amount: 0 }).kind).toBe('free');
    expect(priceParts({ amount: 10 }).kind).toBe('amount');
    expect(priceParts({ prices: [1, 2] })).toEqual({ kind: 'range', low: '₹1', high: '₹2' });
    expect(priceParts({}).kind).toBe('none');
  });
});
