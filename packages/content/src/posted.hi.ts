import { daysSince } from './posted.ts';

/**
 * How long ago an opening was posted, in Hindi ('2 दिन पहले', '1 हफ़्ता पहले'): the same steps as
 * `postedAgo` (days, weeks from 7 days, months of 30 days from 60).
 */
export function postedAgoHindi(datePosted: string, today: Date): string {
  const days = daysSince(datePosted, today);
  if (days < 1) return 'आज';
  if (days < 7) return `${days} दिन पहले`;
  if (days < 60) {
    const weeks = Math.floor(days / 7);
    return `${weeks} ${weeks === 1 ? 'हफ़्ता' : 'हफ़्ते'} पहले`;
  }
  const months = Math.floor(days / 30);
  return `${months} ${months === 1 ? 'महीना' : 'महीने'} पहले`;
}

/** A day ('YYYY-MM-DD') in Hindi words with Latin digits: '18 फ़रवरी 2027'. */
export function formatDayHindi(key: string): string {
  return new Intl.DateTimeFormat('hi-IN-u-nu-latn', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${key}T00:00:00Z`));
}
