const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** 'DD-Mon', e.g. '05-Dec', in the visitor's local calendar. */
export function formatDayMonth(date: Date): string {
  return `${String(date.getDate()).padStart(2, '0')}-${MONTHS[date.getMonth()]}`;
}

/** The local calendar day `days` after `date` (calendar arithmetic, safe across DST changes). */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/**
 * The dates a programme would run if started now: from tomorrow to tomorrow plus the duration's
 * days, 'DD-Mon - DD-Mon'. With no duration only tomorrow is shown.
 */
export function dateRangeFrom(today: Date, days?: number): string {
  const start = addDays(today, 1);
  if (days === undefined) return formatDayMonth(start);
  return `${formatDayMonth(start)} - ${formatDayMonth(addDays(start, days))}`;
}
