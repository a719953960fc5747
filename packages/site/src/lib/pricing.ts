import { priceOf, type Pricing } from '@aarambh/content';

/** What the kit's PriceDisplay needs to show an opportunity's price for a duration. */
export interface PriceQuote {
  /** The price for the chosen duration; `null` when it has none (0 means free). */
  amount: number | null;
  /** The fallback range: the 4-week and the 12-week price, where they exist. */
  prices: number[];
}

/**
 * The price of a duration, or, when that duration has no price, the range from the 4-week to the
 * 12-week price (docs/limits.md). With neither, the page's no-price text shows.
 */
export function quotePrice(pricing: Pricing | undefined, duration: string): PriceQuote {
  const prices = pricing ?? {};
  const from = priceOf(prices, '4-weeks');
  const to = priceOf(prices, '12-weeks');
  return {
    amount: priceOf(prices, duration) ?? null,
    prices: from !== undefined && to !== undefined ? [from, to] : [],
  };
}

/** The kit's digit grouping for a page's locale: Indian (1,00,000) or US (100,000). */
export function groupingFor(locale: 'en-IN' | 'en-US'): 'indian' | 'us' {
  return locale === 'en-IN' ? 'indian' : 'us';
}
