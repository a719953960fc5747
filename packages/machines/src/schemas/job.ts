import { findJob } from '@aarambh/content';
import * as v from 'valibot';
import { emailSchema } from './email.ts';
import {
  booleanString,
  integerString,
  languageSchema,
  latinDigits,
  mustBeTrue,
  optionalString,
  optionalUrl,
  requiredOption,
  requiredString,
  trueString,
} from './fields.ts';
import { internshipMessages, isHttpUrl, isLinkedInProfile } from './internship.ts';
import { jobAvailabilities, jobExperienceLevels, type Department } from './options.ts';

/** The job form's messages (docs/validation.md), and the generic fallback for what the product rules leave open. */
export const jobMessages = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Please enter a valid email address',
  emailTooLong: 'Email must be less than 100 characters',
  phone: 'Phone number is required',
  location: 'Location is required',
  experience: 'Please select your experience level',
  availability: 'Please select your availability',
  agreeToTerms: 'You must agree to the terms',
  consentApplication: internshipMessages.consentApplication,
  /** The internship form's words for the same fields (docs/validation.md). */
  linkedin: internshipMessages.linkedin,
  url: internshipMessages.portfolio,
  /** A `jobId` the catalogue does not have (the documented words for an unknown job). */
  jobNotFound: 'Job not found',
  required: 'Required',
  invalid: 'Invalid input',
} as const;

/**
 * The product rules set no length limits for the job form's fields. These caps are defensive only (a
 * request cannot carry megabytes in one field) and use the generic 'Invalid input', but for the
 * addresses (portfolio, LinkedIn, GitHub), which must be http(s) URLs as on the internship form.
 */
export const jobLimits = {
  short: 100,
  phone: 30,
  url: 200,
  coverLetter: 5000,
} as const;

const jobEntries = {
  firstName: requiredString(jobMessages.firstName, jobLimits.short, jobMessages.invalid),
  lastName: requiredString(jobMessages.lastName, jobLimits.short, jobMessages.invalid),
  email: emailSchema({
    required: jobMessages.email,
    invalid: jobMessages.email,
    tooLong: jobMessages.emailTooLong,
  }),
  phone: v.pipe(requiredString(jobMessages.phone, jobLimits.phone, jobMessages.invalid), latinDigits()),
  location: requiredString(jobMessages.location, jobLimits.short, jobMessages.invalid),
  experience: requiredOption(jobExperienceLevels, jobMessages.experience),
  availability: requiredOption(jobAvailabilities, jobMessages.availability),
  salary: optionalString(jobLimits.short, jobMessages.invalid),
  coverLetter: optionalString(jobLimits.coverLetter, jobMessages.invalid, 'several'),
  portfolio: optionalUrl(isHttpUrl, jobLimits.url, jobMessages.url),
  linkedin: optionalUrl(isLinkedInProfile, jobLimits.url, jobMessages.linkedin),
  github: optionalUrl(isHttpUrl, jobLimits.url, jobMessages.url),
};

/**
 * The job application form (validated on change): text fields as strings, checkboxes as booleans.
 * The resume is a file, required, and checked with `checkResume(file, jobResumeRule)`.
 */
export const jobApplicationFormSchema = v.object({
  ...jobEntries,
  agreeToTerms: mustBeTrue(jobMessages.agreeToTerms),
  /** The consent choices (notice.ts): the application's own, and e-mail about other openings. */
  consentApplication: mustBeTrue(jobMessages.consentApplication),
  allowContact: v.optional(v.boolean(jobMessages.invalid), false),
});

export type JobApplicationFormInput = v.InferInput<typeof jobApplicationFormSchema>;
export type JobApplicationForm = v.InferOutput<typeof jobApplicationFormSchema>;

/**
 * Call 2 (POST /api/career, multipart) without the resume file: every form field as a string the
 * way `FormData` sends it ('true'/'false' for the checkboxes), plus the opening's jobId (a decimal
 * string). The call also repeats the opening's title and department (`JobApplicationFacts`), which
 * this schema drops: they are the catalogue's (`@aarambh/content`), looked up by the id, so an id it
 * does not have is refused. Keys the schema does not name are dropped from the output.
 */
export const jobApplicationPayloadSchema = v.object({
  ...jobEntries,
  agreeToTerms: trueString(jobMessages.agreeToTerms),
  consentApplication: trueString(jobMessages.consentApplication),
  allowContact: booleanString(jobMessages.invalid),
  jobId: v.pipe(
    integerString(1),
    v.check((id) => findJob(id) !== undefined, jobMessages.jobNotFound),
  ),
  language: languageSchema,
});

export type JobApplicationPayloadInput = v.InferInput<typeof jobApplicationPayloadSchema>;
export type JobApplicationPayload = v.InferOutput<typeof jobApplicationPayloadSchema>;

/**
 * What call 2 also carries about the opening, as the catalogue gives it: the product's call lists these
 * fields, so the site sends them; the API reads neither (the payload schema drops them) and takes
 * both from the catalogue itself.
 */
export type JobApplicationFacts = {
  jobTitle: string;
  department: Department;
};

/** The names of `JobApplicationFacts`, in the order the product's call lists them. */
export const jobApplicationFactFields = [
  'jobTitle',
  'department',
] as const satisfies readonly (keyof JobApplicationFacts)[];
