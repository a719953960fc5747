import type { Opportunity } from '../content/schemas';

/** Digit grouping: Indian (1,00,000) or US (100,000). */
export type PriceGrouping = 'en-IN' | 'en-US';

const formatters = {
  'en-IN': new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }),
  'en-US': new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }),
} as const;

/** An amount in rupees, e.g. '₹1,500' or '₹1,50,000' (en-IN) / '₹150,000' (en-US). */
export function formatRupees(amount: number, grouping: PriceGrouping): string {
  return `₹${formatters[grouping].format(amount)}`;
}

export type Pricing = Opportunity['pricing'];

export type PriceQuote =
  /** The price for the chosen duration (0 is free). */
  | { kind: 'exact'; amount: number }
  /** No price for this duration: the 4-week to 12-week range. */
  | { kind: 'range'; from: number; to: number }
  /** No prices at all. */
  | { kind: 'none' };

/** What a card can say about the price of an opportunity for a duration. */
export function quotePrice(pricing: Pricing | undefined, duration: string): PriceQuote {
  const prices: Partial<Record<string, number>> = pricing ?? {};
  const amount = prices[duration];
  if (amount !== undefined) return { kind: 'exact', amount };
  const from = prices['4-weeks'];
  const to = prices['12-weeks'];
  if (from !== undefined && to !== undefined) return { kind: 'range', from, to };
  return { kind: 'none' };
}

export interface PriceTextOptions {
  grouping: PriceGrouping;
  /** Said when there is no price at all: 'Stipend available' or 'Price on request'. */
  noPriceText: string;
}

/** The price as a card shows it: '₹2,000', 'Free', '₹1,500 - ₹4,000' or the no-price text. */
export function priceText(quote: PriceQuote, { grouping, noPriceText }: PriceTextOptions): string {
  switch (quote.kind) {
    case 'exact':
      return quote.amount === 0 ? 'Free' : formatRupees(quote.amount, grouping);
    case 'range':
      return `${formatRupees(quote.from, grouping)} - ${formatRupees(quote.to, grouping)}`;
    case 'none':
      return noPriceText;
  }
}
