/**
 * The option lists of the forms (docs/catalogue.md and docs/validation.md), as `as const` arrays. The lists the
 * catalogue is written in (durations, departments, categories) live in `@aarambh/content` and are
 * re-exported here, so a form and the catalogue can never disagree.
 */
export {
  categories,
  departments,
  durationOptions,
  internshipDurations,
  type Category,
  type Department,
  type DurationOption,
  type InternshipDuration,
} from '@aarambh/content';

/** The contact form's inquiry types. */
export const inquiryTypes = ['general', 'internship', 'partnership', 'support', 'careers', 'media'] as const;
export type InquiryType = (typeof inquiryTypes)[number];

/** Graduation years offered by the internship form, as the select sends them. */
export const graduationYears = ['2024', '2025', '2026', '2027', '2028'] as const;
export type GraduationYear = (typeof graduationYears)[number];

/** When an intern can start. */
export const internshipAvailabilities = ['immediately', '1-week', '2-weeks', '1-month', 'flexible'] as const;
export type InternshipAvailability = (typeof internshipAvailabilities)[number];

/** A job applicant's experience level. */
export const jobExperienceLevels = ['entry', 'mid', 'senior', 'lead', 'student'] as const;
export type JobExperienceLevel = (typeof jobExperienceLevels)[number];

/** When a job applicant can start. */
export const jobAvailabilities = ['immediate', '2weeks', '1month', '2months', '3months'] as const;
export type JobAvailability = (typeof jobAvailabilities)[number];

/** What a subscriber is told about (call 3). */
export const subscriptionInterests = ['platform_launch', 'new_features', 'opportunities'] as const;
export type SubscriptionInterest = (typeof subscriptionInterests)[number];
