// Privacy requests (docs/data-model.md): what a person may ask about the data held on their address
// (the DPDP Act's rights of access, correction, erasure and nomination, and a grievance), the
// request form's rules and words, the links, and what the console's queue shows.
import { locales } from '@aarambh/content/locales';
import * as v from 'valibot';
import { emailSchema } from './email.ts';
import { languageSchema } from './fields.ts';
import { readSubmissionReference } from './shortCode.ts';
import { cleanLine, cleanText } from './text.ts';

export const privacyRequestTypes = ['access', 'correction', 'erasure', 'nomination', 'grievance'] as const;
export type PrivacyRequestType = (typeof privacyRequestTypes)[number];

/** Each kind of request as the form offers it and the queue names it. */
export const privacyRequestTypeLabels: Record<PrivacyRequestType, { label: string; description: string }> = {
  access: {
    label: 'A copy of my data',
    description: 'What you hold about me, what for, and who it went to.',
  },
  correction: { label: 'A correction', description: 'Something you hold about me is wrong or out of date.' },
  erasure: {
    label: 'Erase my data',
    description: 'Delete what you hold about me, unless a law asks you to keep it.',
  },
  nomination: {
    label: 'Nominate someone',
    description: 'Someone who may use these rights for me if I die or cannot act.',
  },
  grievance: { label: 'A complaint', description: 'How my data was handled, for the grievance officer.' },
};

/** Days to answer a confirmed request, and the most the law allows (DPDP Rules 2025, rule 14). */
export const PRIVACY_DUE_DAYS = 30;
export const PRIVACY_MAX_DAYS = 90;
export const PRIVACY_DETAILS_MAX = 2000;

export const privacyMessages = {
  type: 'Choose what you are asking for',
  email: { required: 'Enter the e-mail address you gave us', invalid: 'Enter a valid e-mail address' },
  reference: 'Enter the reference as it is in our e-mails (AL- and eight characters), or leave it empty',
  detailsTooLong: `Keep the details under ${PRIVACY_DETAILS_MAX} characters`,
  detailsRequired: 'Say what should be corrected, who you nominate, or what your complaint is',
  /** The answer to every request, whatever the address: it never says whether the address is known. */
  sent: 'Thank you. We have sent an e-mail to that address: follow the link in it to confirm the request. Nothing is done until it is confirmed.',
  confirmed: 'Your request is confirmed. We will answer it by e-mail by the date below.',
  expired: 'This confirmation link has expired. Please make the request again.',
  invalid:
    'This confirmation link is not valid. Please use the link from the most recent e-mail we sent you.',
} as const;

/** The types whose details say what to do: a correction, a nomination, a grievance. */
const needsDetails: readonly PrivacyRequestType[] = ['correction', 'nomination', 'grievance'];

/** The request form: what is asked, the address it is about, its reference when there is one, and details. */
export const privacyRequestSchema = v.pipe(
  v.object({
    type: v.picklist(privacyRequestTypes, privacyMessages.type),
    email: emailSchema(privacyMessages.email),
    reference: v.optional(
      v.pipe(
        v.string(privacyMessages.reference),
        v.trim(),
        v.rawTransform(({ dataset, addIssue, NEVER }) => {
          if (dataset.value === '') return '';
          const read = readSubmissionReference(dataset.value);
          if (read) return read;
          addIssue({ message: privacyMessages.reference });
          return NEVER;
        }),
      ),
      '',
    ),
    details: v.optional(
      v.pipe(v.string(), cleanText(), v.maxLength(PRIVACY_DETAILS_MAX, privacyMessages.detailsTooLong)),
      '',
    ),
    /** The language of the page the request was made on: its mail is written in it. */
    language: languageSchema,
  }),
  v.forward(
    v.check(
      (input) => !needsDetails.includes(input.type) || input.details !== '',
      privacyMessages.detailsRequired,
    ),
    ['details'],
  ),
);
export type PrivacyRequestInput = v.InferInput<typeof privacyRequestSchema>;

/**
 * The API's calls of the request form (`privacyRequestPages`): the request (JSON or a plain form
 * POST) and the confirmation (a POST with the link's token; the link's GET only opens the page,
 * in the link's language, because mail scanners follow links).
 */
export const privacyCalls = {
  request: { method: 'POST', path: '/api/privacy/request' },
  confirm: { method: 'POST', path: '/api/privacy/confirm' },
} as const;

const nullableString = v.nullable(v.string());

/** A request as the console's queue lists it. */
export const privacyRequestViewSchema = v.object({
  id: v.string(),
  type: v.picklist(privacyRequestTypes),
  /** The address while the request is open; cleared when it closes. */
  email: nullableString,
  reference: nullableString,
  details: v.string(),
  /** The language it was made in: the one its answer is written in. */
  language: v.picklist(locales),
  createdAt: v.string(),
  confirmedAt: v.string(),
  dueAt: v.string(),
  status: v.picklist(['open', 'closed']),
  overdue: v.boolean(),
  closedAt: nullableString,
  closedBy: nullableString,
});
export type PrivacyRequestView = v.InferOutput<typeof privacyRequestViewSchema>;

export const privacyRequestIdSchema = v.object({ id: v.pipe(v.string(), v.uuid()) });

/** An access answer: what is held, what for, who it went to, and when it will be erased. */
export const accessSummarySchema = v.object({
  email: v.string(),
  generatedAt: v.string(),
  submissions: v.array(
    v.object({
      reference: v.string(),
      kind: v.string(),
      createdAt: v.string(),
      purpose: v.string(),
      fields: v.array(v.object({ name: v.string(), value: v.string() })),
      resume: nullableString,
      erasedBy: nullableString,
    }),
  ),
  /**
   * Applications from someone under 18 held for a parent's or guardian's confirmation that the
   * address is in: as the applicant (the whole application) or as the guardian named (their own
   * name and address, and the programme); a confirmed consent is kept with its application.
   */
  held: v.array(
    v.object({
      role: v.picklist(['applicant', 'guardian']),
      createdAt: v.string(),
      programme: v.string(),
      status: v.string(),
      purpose: v.string(),
      fields: v.array(v.object({ name: v.string(), value: v.string() })),
      resume: nullableString,
      erasedBy: nullableString,
    }),
  ),
  mails: v.array(v.object({ subject: v.string(), at: v.string(), status: v.string() })),
  processors: v.array(v.object({ name: v.string(), role: v.string(), location: v.string() })),
});
export type AccessSummary = v.InferOutput<typeof accessSummarySchema>;

/** What an erasure would delete (`dryRun`) or deleted. */
export const erasurePlanSchema = v.object({
  submissions: v.array(v.object({ reference: v.string(), kind: v.string(), createdAt: v.string() })),
  /** The applications held for a guardian's confirmation that go, with their consents and mail. */
  held: v.array(v.object({ role: v.picklist(['applicant', 'guardian']), createdAt: v.string() })),
  files: v.array(v.string()),
  mails: v.number(),
  mailCopies: v.array(v.string()),
  done: v.boolean(),
});
export type ErasurePlan = v.InferOutput<typeof erasurePlanSchema>;

export const privacyEraseSchema = v.object({ id: v.pipe(v.string(), v.uuid()), dryRun: v.boolean() });

/** A correction on a correction request: one text field of one of the address's submissions. */
export const privacyCorrectSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  reference: v.pipe(v.string(), v.trim(), v.nonEmpty('Enter the reference of the submission to correct')),
  /** The field as the access summary names it ('First name') or its key ('firstName'). */
  field: v.pipe(v.string(), cleanLine(), v.nonEmpty('Enter the field to correct'), v.maxLength(64)),
  value: v.pipe(
    v.string(),
    cleanText(),
    v.nonEmpty('Enter the corrected value'),
    v.maxLength(PRIVACY_DETAILS_MAX),
  ),
});
