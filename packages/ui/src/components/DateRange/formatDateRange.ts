import type { FormatLanguage } from '../private/formatLanguage';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

// Made on first use, as the price formats are (formatPrice.ts).
let hindiDates: Intl.DateTimeFormat | undefined;

/**
 * A calendar date from its local day: 'DD-Mon' in English, e.g. '05-Jan'; in Hindi as `hi-IN`
 * writes it, day and short month with Latin digits, e.g. '05 जन॰'.
 */
export function formatShortDate(date: Date, language: FormatLanguage = 'en'): string {
  if (language === 'hi') {
    hindiDates ??= new Intl.DateTimeFormat('hi-IN', { day: '2-digit', month: 'short' });
    return hindiDates.format(date);
  }
  return `${String(date.getDate()).padStart(2, '0')}-${months[date.getMonth()]}`;
}

/** The date `days` calendar days after `start` (local time, so daylight-saving changes do not shift it). */
export function addDays(start: Date, days: number): Date {
  return new Date(start.getFullYear(), start.getMonth(), start.getDate() + days);
}

/** A date as 'YYYY-MM-DD' for a `<time dateTime>` attribute. */
export function isoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** Whether `days` is a usable number of days: a positive whole number. */
export function isDayCount(days: number | null | undefined): days is number {
  return typeof days === 'number' && Number.isInteger(days) && days > 0;
}

/**
 * The dates of a course as 'DD-Mon - DD-Mon': from `start` to `start` plus `days`. With no
 * number of days (nothing selected, or not a positive whole number) only the start shows.
 */
export function formatDateRange(start: Date, days?: number | null, language: FormatLanguage = 'en'): string {
  if (!isDayCount(days)) return formatShortDate(start, language);
  return `${formatShortDate(start, language)} - ${formatShortDate(addDays(start, days), language)}`;
}
