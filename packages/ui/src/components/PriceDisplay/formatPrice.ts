import type { FormatLanguage } from '../private/formatLanguage';

export const digitGroupings = ['indian', 'us'] as const;
/** `indian`: 1,50,000 (lakh grouping); `us`: 150,000. */
export type DigitGrouping = (typeof digitGroupings)[number];

/** The number format of each English grouping, and of Hindi (lakh grouping, Latin digits). */
const locales: Record<DigitGrouping | 'hi', string> = { indian: 'en-IN', us: 'en-US', hi: 'hi-IN' };
// Made on first use, not as the module is evaluated: a browser's first number format sets up
// ICU's number formatting (tens of milliseconds on a phone), which a page that imports the kit's
// price display without showing a price yet should not pay for while it loads.
const formatters: Partial<Record<DigitGrouping | 'hi', Intl.NumberFormat>> = {};

/**
 * An amount in rupees with the '₹' sign: in English with the chosen digit grouping
 * (`formatRupees(150000, 'indian')` is '₹1,50,000'), in Hindi always with `hi-IN`'s lakh grouping
 * and Latin digits (`formatRupees(1234567, 'us', 'hi')` is '₹12,34,567').
 */
export function formatRupees(
  amount: number,
  grouping: DigitGrouping = 'indian',
  language: FormatLanguage = 'en',
): string {
  const format = language === 'hi' ? 'hi' : grouping;
  formatters[format] ??= new Intl.NumberFormat(locales[format], { maximumFractionDigits: 2 });
  return `₹${formatters[format].format(amount)}`;
}

const isPrice = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

export interface PriceInput {
  /** The price for the current choice (e.g. the selected duration); `null` or absent when there is none. */
  amount?: number | null;
  /** Every price the item has; when `amount` is missing the range from the lowest to the highest is shown. */
  prices?: readonly number[];
  /** How digits are grouped in English: `indian` (1,50,000) or `us` (150,000). @default 'indian' */
  grouping?: DigitGrouping;
  /** The language the amounts are written in (Hindi groups by lakh whatever `grouping` says). @default 'en' */
  language?: FormatLanguage;
  /** What a price of 0 says. @default 'Free' */
  freeLabel?: string;
  /** Shown when there is no price at all, e.g. 'Price on request' or 'Stipend available'. @default 'Price on request' */
  noPriceLabel?: string;
}

/** What a price shows, as data: one amount, a range, free, or no price. */
export type PriceParts =
  | { kind: 'free'; text: string }
  | { kind: 'amount'; text: string }
  | { kind: 'range'; low: string; high: string }
  | { kind: 'none'; text: string };

/**
 * Decides what to show for a price: 0 is 'Free'; a positive amount is shown in rupees; with no
 * amount the range from the lowest to the highest of `prices` (one amount if they are all equal);
 * with neither, `noPriceLabel`. Negative and non-finite numbers count as no price.
 */
export function priceParts({
  amount,
  prices = [],
  grouping = 'indian',
  language = 'en',
  freeLabel = 'Free',
  noPriceLabel = 'Price on request',
}: PriceInput): PriceParts {
  const single = (value: number): PriceParts =>
    value === 0
      ? { kind: 'free', text: freeLabel }
      : { kind: 'amount', text: formatRupees(value, grouping, language) };
  if (isPrice(amount)) return single(amount);
  const known = prices.filter(isPrice);
  if (known.length === 0) return { kind: 'none', text: noPriceLabel };
  const low = Math.min(...known);
  const high = Math.max(...known);
  if (low === high) return single(low);
  return {
    kind: 'range',
    low: formatRupees(low, grouping, language),
    high: formatRupees(high, grouping, language),
  };
}

/** The price as one line of text; a range reads '₹1,500 - ₹4,000'. */
export function formatPrice(input: PriceInput): string {
  const parts = priceParts(input);
  return parts.kind === 'range' ? `${parts.low} - ${parts.high}` : parts.text;
}
