/**
 * The languages the kit writes numbers and dates in: English, and Hindi (`hi-IN`: Latin digits,
 * lakh grouping, Hindi month names). The app passes the page's language as a prop: reading React
 * Aria's locale instead would load its locale code on every page that shows a price.
 */
export const formatLanguages = ['en', 'hi'] as const;
export type FormatLanguage = (typeof formatLanguages)[number];
