import { startTransition, useState } from 'react';
import { DEFAULT_DURATION, durationOption, type DurationKey } from '../lib/duration';

/**
 * A card's or page's chosen duration: starts at 4 weeks; an unknown value falls back to 4 weeks.
 * A choice re-prices in a transition, so the press paints (the list closes) before the card or
 * the page renders its price and dates again: choosing 12 weeks on a category page went from
 * 256-272 ms to 192-200 ms at 4x CPU (issue 38).
 */
export function useDuration(initial: string = DEFAULT_DURATION) {
  const [duration, setDuration] = useState<DurationKey>(durationOption(initial).value);
  const choose = (value: string) => startTransition(() => setDuration(durationOption(value).value));
  return [durationOption(duration), choose] as const;
}
