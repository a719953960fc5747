// India's time as the API counts days in it (decision days, receipts' financial years, documents'
// dates and expiry): IST has no daylight saving, a fixed five and a half hours ahead of UTC.
// No imports, so SQLite's worker threads load it alone.

export const IST_OFFSET_MS = 5.5 * 3600_000;

/** The day in India (YYYY-MM-DD) of an instant. */
export function indianDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}
