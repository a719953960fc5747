import { useState } from 'react';
import { DEFAULT_DURATION, durationOption, type DurationKey } from '../lib/duration';

/** A card's or page's chosen duration: starts at 4 weeks; an unknown value falls back to 4 weeks. */
export function useDuration(initial: string = DEFAULT_DURATION) {
  const [duration, setDuration] = useState<DurationKey>(durationOption(initial).value);
  const choose = (value: string) => setDuration(durationOption(value).value);
  return [durationOption(duration), choose] as const;
}
