/** The option lists the catalogue is written in (docs/catalogue.md and docs/validation.md), as `as const` arrays. */

/** The duration keys an internship can be taken for (see `durationOptions`). */
export const internshipDurations = ['4-weeks', '6-weeks', '8-weeks', '12-weeks'] as const;
export type InternshipDuration = (typeof internshipDurations)[number];

/** The durations an opportunity can be priced and taken for: 4, 6, 8, 12 weeks = 28, 42, 56, 84 days. */
export const durationOptions = [
  { value: '4-weeks', weeks: 4, days: 28, label: '4 Weeks' },
  { value: '6-weeks', weeks: 6, days: 42, label: '6 Weeks' },
  { value: '8-weeks', weeks: 8, days: 56, label: '8 Weeks' },
  { value: '12-weeks', weeks: 12, days: 84, label: '12 Weeks' },
] as const satisfies readonly { value: InternshipDuration; weeks: number; days: number; label: string }[];
export type DurationOption = (typeof durationOptions)[number];

/** The departments job openings belong to. */
export const departments = ['Engineering', 'Product', 'Design', 'Marketing', 'Business'] as const;
export type Department = (typeof departments)[number];

/** The opportunity categories; each has its own listing page under /services. */
export const categories = [
  'software-development',
  'app-development',
  'website-development',
  'workshop-training',
  'training-programs',
  'internship',
] as const;
export type Category = (typeof categories)[number];
