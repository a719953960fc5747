/** The time left, split into whole days, hours, minutes and seconds (never negative). */
export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Milliseconds left; 0 once the target is reached. */
  total: number;
}

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

/** Splits the time from `now` to `target` (both in milliseconds since the epoch). */
export function countdownParts(target: number, now: number): CountdownParts {
  const total = Math.max(0, target - now);
  return {
    days: Math.floor(total / day),
    hours: Math.floor((total % day) / hour),
    minutes: Math.floor((total % hour) / minute),
    seconds: Math.floor((total % minute) / second),
    total,
  };
}

const plural = (count: number, one: string, other: string) => `${count} ${count === 1 ? one : other}`;

/**
 * The sentence the live region reads: days, hours and minutes, no seconds, so it changes at most
 * once a minute ('59 days, 23 hours and 1 minute left'); 'Time is up' at zero.
 */
export function defaultAnnouncement({ days, hours, minutes, total }: CountdownParts): string {
  if (total === 0) return 'Time is up';
  const pieces = [
    days > 0 ? plural(days, 'day', 'days') : '',
    days > 0 || hours > 0 ? plural(hours, 'hour', 'hours') : '',
    plural(minutes, 'minute', 'minutes'),
  ].filter(Boolean);
  const last = pieces.pop();
  return `${pieces.length > 0 ? `${pieces.join(', ')} and ${last}` : last} left`;
}
