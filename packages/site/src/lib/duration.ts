import { durationOptions, type DurationOption } from '@aarambh/machines/schemas';

export type DurationKey = DurationOption['value'];

/** A card's duration starts here, and an unknown value falls back to it. */
export const DEFAULT_DURATION: DurationKey = '4-weeks';

/** The option for a duration key; an unknown key falls back to 4 weeks. */
export function durationOption(key: string | null | undefined): DurationOption {
  return durationOptions.find((option) => option.value === key) ?? durationOptions[0];
}
