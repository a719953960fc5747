import { feeFor, findOpportunity, type Locale } from '@aarambh/content';
import * as v from 'valibot';
import { cleanLine } from './text.ts';
import { PAYMENT_REFERENCE_PATTERN } from './payment.ts';
import { emailMessages, emailSchema } from './email.ts';
import {
  PHONE_PATTERN,
  booleanString,
  compactPhone,
  integerString,
  languageSchema,
  latinDigits,
  mustBeTrue,
  optionalText,
  optionalUrl,
  personNameSchema,
  requiredOption,
  requiredText,
  trueString,
} from './fields.ts';
import { graduationYears, internshipAvailabilities, internshipDurations } from './options.ts';
import {
  guardianChecks,
  guardianDeclarationString,
  guardianEntries,
  withoutGuardianForAdult,
} from './guardian.ts';

/** The internship form's messages (docs/validation.md), and the fallbacks for the call's extra fields. */
export const internshipMessages = {
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  phoneTooShort: 'Phone number must be at least 10 digits',
  universityRequired: 'University is required',
  university: 'University must be between 2 and 100 characters',
  majorRequired: 'Major is required',
  major: 'Major must be between 2 and 100 characters',
  graduationYear: 'Graduation year is required',
  availability: 'Availability is required',
  duration: 'Duration is required',
  gpa: 'GPA must be between 0.0 and 4.0',
  coverLetter: 'Cover letter must be between 50 and 2000 characters if provided',
  linkedin: 'Please enter a valid LinkedIn profile URL',
  portfolio: 'Please enter a valid URL',
  transactionIdRequired: 'Transaction ID is required',
  transactionIdTooShort: 'Transaction ID must be at least 10 characters',
  transactionIdTooLong: 'Transaction ID must be less than 50 characters',
  paymentDone: 'You must confirm that payment is completed',
  agreedToTerms: 'You must agree to the terms and conditions',
  consentApplication: 'You must consent to the use of your details for this application',
  /** An `opportunityId` the catalogue does not have (the documented words for an unknown opportunity). */
  opportunityNotFound: 'Opportunity Not Found',
  /** The documented generic fallbacks, used for the fields the site adds on submit. */
  required: 'Required',
  invalid: 'Invalid input',
} as const;

/** Limits of the internship form (docs/limits.md). */
export const internshipLimits = {
  phoneDigits: { min: 10 },
  university: { min: 2, max: 100 },
  major: { min: 2, max: 100 },
  gpa: { min: 0, max: 4 },
  coverLetter: { min: 50, max: 2000 },
  transactionId: { min: 10, max: 50 },
  /** Not in the product rules: a defensive cap on URLs so a request cannot carry megabytes in one field. */
  url: { max: 200 },
} as const;

/** `https://www.linkedin.com/in/handle` (any linkedin.com host, http or https, optional slash). */
export const LINKEDIN_PATTERN = /^https?:\/\/([a-z0-9-]+\.)*linkedin\.com\/in\/[\p{L}\p{N}_%-]+\/?$/iu;

/** Whether `value` is a LinkedIn profile's address (`LINKEDIN_PATTERN`). */
export function isLinkedInProfile(value: string): boolean {
  return LINKEDIN_PATTERN.test(value);
}

/** Whether `value` parses as an absolute http or https URL with a host. */
export function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

const phone = v.optional(
  v.pipe(
    v.string(internshipMessages.phoneRequired),
    cleanLine(),
    latinDigits(),
    v.nonEmpty(internshipMessages.phoneRequired),
    v.check((value) => PHONE_PATTERN.test(compactPhone(value)), internshipMessages.phoneInvalid),
    v.check(
      (value) => compactPhone(value).replace('+', '').length >= internshipLimits.phoneDigits.min,
      internshipMessages.phoneTooShort,
    ),
  ),
  '',
);

/** GPA as typed: blank gives `undefined`, otherwise a decimal number from 0.0 to 4.0. */
const gpa = v.pipe(
  v.optional(v.string(internshipMessages.gpa), ''),
  cleanLine(),
  latinDigits(),
  v.check(
    (value) =>
      value === '' || (/^\d{1,2}(\.\d{1,3})?$/.test(value) && Number(value) <= internshipLimits.gpa.max),
    internshipMessages.gpa,
  ),
  v.transform((value) => (value === '' ? undefined : Number(value))),
);

/** The UTR as typed, stored with Latin digits (a digit is one character in either script). */
const transactionId = v.pipe(
  requiredText(internshipLimits.transactionId.min, internshipLimits.transactionId.max, {
    required: internshipMessages.transactionIdRequired,
    tooShort: internshipMessages.transactionIdTooShort,
    tooLong: internshipMessages.transactionIdTooLong,
  }),
  latinDigits(),
);

/** The fields whose rules are the same in the form and in the multipart call. */
const textEntries = {
  firstName: personNameSchema('First name'),
  lastName: personNameSchema('Last name'),
  email: emailSchema(emailMessages),
  phone,
  university: requiredText(internshipLimits.university.min, internshipLimits.university.max, {
    required: internshipMessages.universityRequired,
    tooShort: internshipMessages.university,
    tooLong: internshipMessages.university,
  }),
  major: requiredText(internshipLimits.major.min, internshipLimits.major.max, {
    required: internshipMessages.majorRequired,
    tooShort: internshipMessages.major,
    tooLong: internshipMessages.major,
  }),
  graduationYear: requiredOption(graduationYears, internshipMessages.graduationYear),
  gpa,
  coverLetter: optionalText(
    internshipLimits.coverLetter.min,
    internshipLimits.coverLetter.max,
    internshipMessages.coverLetter,
    'several',
  ),
  linkedin: optionalUrl(isLinkedInProfile, internshipLimits.url.max, internshipMessages.linkedin),
  portfolio: optionalUrl(isHttpUrl, internshipLimits.url.max, internshipMessages.portfolio),
  availability: requiredOption(internshipAvailabilities, internshipMessages.availability),
  duration: requiredOption(internshipDurations, internshipMessages.duration),
};

/**
 * The consent choices (notice.ts): one unticked box per purpose whose basis is consent. The
 * application cannot be considered without its own; e-mail updates are the visitor's to choose.
 */
const consentEntries = {
  consentApplication: mustBeTrue(internshipMessages.consentApplication),
  consentUpdates: v.optional(v.boolean(internshipMessages.invalid), false),
};

/**
 * The internship application form when a fee applies (every opportunity today): text fields as
 * strings, checkboxes as booleans; the output has `gpa` as a number or `undefined`. The resume
 * is a file and is checked with `checkResume`. The age and the guardian's fields are
 * `guardian.ts`'s; an applicant under 18 sends the free form's fields (the fee is asked for once
 * the guardian has confirmed).
 */
export const internshipApplicationFormObject = v.object({
  ...textEntries,
  transactionId,
  paymentDone: mustBeTrue(internshipMessages.paymentDone),
  agreedToTerms: mustBeTrue(internshipMessages.agreedToTerms),
  ...consentEntries,
  ...guardianEntries,
});

/** The same form for an opportunity whose price is 0: no payment, so no transaction id is needed. */
export const freeInternshipApplicationFormObject = v.object({
  ...textEntries,
  transactionId: v.optional(
    v.pipe(
      v.string(internshipMessages.transactionIdTooLong),
      cleanLine(),
      latinDigits(),
      v.maxLength(internshipLimits.transactionId.max, internshipMessages.transactionIdTooLong),
    ),
    '',
  ),
  paymentDone: v.optional(v.boolean(internshipMessages.invalid), false),
  agreedToTerms: mustBeTrue(internshipMessages.agreedToTerms),
  ...consentEntries,
  ...guardianEntries,
});

/** The paid form with the guardian's rules; an adult's guardian fields are dropped. */
export const internshipApplicationFormSchema = v.pipe(
  internshipApplicationFormObject,
  ...guardianChecks<v.InferOutput<typeof internshipApplicationFormObject>>(),
  v.transform(withoutGuardianForAdult),
);

/** The free form with the guardian's rules. */
export const freeInternshipApplicationFormSchema = v.pipe(
  freeInternshipApplicationFormObject,
  ...guardianChecks<v.InferOutput<typeof freeInternshipApplicationFormObject>>(),
  v.transform(withoutGuardianForAdult),
);

export type InternshipApplicationFormInput = v.InferInput<typeof internshipApplicationFormSchema>;
export type InternshipApplicationForm = v.InferOutput<typeof internshipApplicationFormSchema>;

/**
 * The fee the catalogue asks for `opportunityId` taken for `duration`; 0 when it is free or when
 * either is unknown (the id and the duration have their own messages then).
 */
function catalogueFee(opportunityId: number, duration: string): number {
  const opportunity = findOpportunity(opportunityId);
  return (opportunity && feeFor(opportunity, duration)) ?? 0;
}

/**
 * Call 1 (POST /api/application, multipart) without the resume file: every field is a string as
 * `FormData` sends it and is transformed to typed output ('true'/'false' to booleans, decimal
 * strings to numbers, '' for a blank optional field). The call also repeats the opportunity's
 * title, company, owner and fee (`InternshipApplicationFacts`), which this schema drops: they are
 * the catalogue's (`@aarambh/content`), looked up by the opportunity's id, so an id the catalogue
 * does not have is refused, and when the catalogue's
 * fee for the chosen duration is above 0 the transaction id and `paymentDone: 'true'` are
 * required, with the form's messages, whatever else the request says, except from an applicant
 * under 18 (`age: 'minor'`), whose guardian confirms first (`guardian.ts`). The documented call does not
 * list `agreedToTerms`: when it is sent it must be 'true'. Keys the schema does not name are
 * dropped from the output.
 */
export const internshipApplicationPayloadSchema = v.pipe(
  v.object({
    ...textEntries,
    transactionId: v.pipe(
      v.optional(v.string(internshipMessages.transactionIdRequired), ''),
      cleanLine(),
      latinDigits(),
    ),
    paymentDone: booleanString(internshipMessages.paymentDone),
    agreedToTerms: v.pipe(
      v.optional(v.literal('true', internshipMessages.agreedToTerms), 'true'),
      v.transform(() => true as const),
    ),
    /** The consent choices, which the API records with the application and checks again here. */
    consentApplication: trueString(internshipMessages.consentApplication),
    consentUpdates: booleanString(internshipMessages.invalid),
    ...guardianEntries,
    guardianDeclaration: guardianDeclarationString,
    opportunityId: v.pipe(
      integerString(1),
      v.check((id) => findOpportunity(id) !== undefined, internshipMessages.opportunityNotFound),
    ),
    /**
     * The payment reference the UPI link and QR code carried (`PAYMENT_REFERENCE_PATTERN`), so a
     * statement row can name the application. Blank from a page built before it existed.
     */
    paymentReference: v.pipe(
      v.optional(v.string(internshipMessages.invalid), ''),
      v.trim(),
      v.check((value) => value === '' || PAYMENT_REFERENCE_PATTERN.test(value), internshipMessages.invalid),
    ),
    language: languageSchema,
  }),
  v.forward(
    v.partialCheck(
      [['opportunityId'], ['duration'], ['age'], ['transactionId']],
      (input) =>
        catalogueFee(input.opportunityId, input.duration) === 0 ||
        input.age === 'minor' ||
        input.transactionId !== '',
      internshipMessages.transactionIdRequired,
    ),
    ['transactionId'],
  ),
  v.forward(
    v.partialCheck(
      [['opportunityId'], ['duration'], ['transactionId']],
      (input) =>
        catalogueFee(input.opportunityId, input.duration) === 0 ||
        input.transactionId === '' ||
        input.transactionId.length >= internshipLimits.transactionId.min,
      internshipMessages.transactionIdTooShort,
    ),
    ['transactionId'],
  ),
  v.forward(
    v.partialCheck(
      [['transactionId']],
      (input) => input.transactionId.length <= internshipLimits.transactionId.max,
      internshipMessages.transactionIdTooLong,
    ),
    ['transactionId'],
  ),
  v.forward(
    v.partialCheck(
      [['opportunityId'], ['duration'], ['age'], ['paymentDone']],
      (input) =>
        catalogueFee(input.opportunityId, input.duration) === 0 || input.age === 'minor' || input.paymentDone,
      internshipMessages.paymentDone,
    ),
    ['paymentDone'],
  ),
  ...guardianChecks<
    Omit<InternshipApplicationForm, 'gpa' | 'agreedToTerms' | 'consentApplication'> & {
      gpa: number | undefined;
      agreedToTerms: true;
      consentApplication: true;
      opportunityId: number;
      paymentReference: string;
      language?: Locale | undefined;
    }
  >(),
  v.transform(withoutGuardianForAdult),
  // Under 18 no fee is taken with the application: it is asked for once the guardian has confirmed.
  v.transform((input) =>
    input.age === 'minor' ? { ...input, transactionId: '', paymentDone: false } : input,
  ),
);

export type InternshipApplicationPayloadInput = v.InferInput<typeof internshipApplicationPayloadSchema>;
export type InternshipApplicationPayload = v.InferOutput<typeof internshipApplicationPayloadSchema>;

/**
 * What call 1 also carries about the opportunity, as the catalogue gives it: the product's call lists
 * these fields, so the site sends them, but they are facts, not the visitor's answers. The API
 * reads none of them (the payload schema drops them) and takes each from the catalogue itself.
 */
export type InternshipApplicationFacts = {
  /** The catalogue's fee in rupees for the chosen duration; 0 when it is free. */
  paymentAmount: number;
  opportunityTitle: string;
  opportunityCompany: string;
  /** The address of the opportunity's owner, who gets the notification. */
  ownerEmail: string;
};

/** The names of `InternshipApplicationFacts`, in the order the product's call lists them. */
export const internshipApplicationFactFields = [
  'paymentAmount',
  'opportunityTitle',
  'opportunityCompany',
  'ownerEmail',
] as const satisfies readonly (keyof InternshipApplicationFacts)[];
