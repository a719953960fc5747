/** The option lists of the forms and the catalogue (spec sections 3 and 5), as `as const` arrays. */

/** The contact form's inquiry types. */
export const inquiryTypes = ['general', 'internship', 'partnership', 'support', 'careers', 'media'] as const;
export type InquiryType = (typeof inquiryTypes)[number];

/** Graduation years offered by the internship form, as the select sends them. */
export const graduationYears = ['2024', '2025', '2026', '2027', '2028'] as const;
export type GraduationYear = (typeof graduationYears)[number];

/** When an intern can start. */
export const internshipAvailabilities = ['immediately', '1-week', '2-weeks', '1-month', 'flexible'] as const;
export type InternshipAvailability = (typeof internshipAvailabilities)[number];

/** The duration keys an internship can be taken for (see `durationOptions`). */
export const internshipDurations = ['4-weeks', '6-weeks', '8-weeks', '12-weeks'] as const;
export type InternshipDuration = (typeof internshipDurations)[number];

/** A job applicant's experience level. */
export const jobExperienceLevels = ['entry', 'mid', 'senior', 'lead', 'student'] as const;
export type JobExperienceLevel = (typeof jobExperienceLevels)[number];

/** When a job applicant can start. */
export const jobAvailabilities = ['immediate', '2weeks', '1month', '2months', '3months'] as const;
export type JobAvailability = (typeof jobAvailabilities)[number];

/** The departments job openings belong to. */
export const departments = ['Engineering', 'Product', 'Design', 'Marketing', 'Business'] as const;
export type Department = (typeof departments)[number];

/** The durations an opportunity can be priced and taken for: 4, 6, 8, 12 weeks = 28, 42, 56, 84 days. */
export const durationOptions = [
  { value: '4-weeks', weeks: 4, days: 28, label: '4 Weeks' },
  { value: '6-weeks', weeks: 6, days: 42, label: '6 Weeks' },
  { value: '8-weeks', weeks: 8, days: 56, label: '8 Weeks' },
  { value: '12-weeks', weeks: 12, days: 84, label: '12 Weeks' },
] as const satisfies readonly { value: InternshipDuration; weeks: number; days: number; label: string }[];
export type DurationOption = (typeof durationOptions)[number];

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

/** What a subscriber is told about (call 3). */
export const subscriptionInterests = ['platform_launch', 'new_features', 'opportunities'] as const;
export type SubscriptionInterest = (typeof subscriptionInterests)[number];
