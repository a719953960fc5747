const DAY_MS = 86_400_000;

/** Whole calendar days from `datePosted` ('YYYY-MM-DD') to `today`'s local date. */
export function daysSince(datePosted: string, today: Date): number {
  const [year, month, day] = datePosted.split('-').map(Number) as [number, number, number];
  return Math.round(
    (Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()) - Date.UTC(year, month - 1, day)) /
      DAY_MS,
  );
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/**
 * How long ago an opening was posted, in the words its card shows ('2 days ago', '1 week ago'):
 * whole calendar days from `datePosted` ('YYYY-MM-DD') to `today`'s local date; weeks from 7
 * days, months (of 30 days) from 60. A date after today reads 'today'.
 */
export function postedAgo(datePosted: string, today: Date): string {
  const days = daysSince(datePosted, today);
  if (days < 1) return 'today';
  if (days < 7) return plural(days, 'day');
  if (days < 60) return plural(Math.floor(days / 7), 'week');
  return plural(Math.floor(days / 30), 'month');
}
