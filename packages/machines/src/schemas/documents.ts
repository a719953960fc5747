// The documents the company hands out and anyone can check: a certificate for a completed
// programme and an offer letter for an accepted job. What staff enter (a completion, an offer's
// terms), what a document prints, its id, its states, and what the console, the status page and
// the public verify page show. The API checks every rule here again; the PDF, the credential and
// the pages print the same fields from here.
import type { Locale } from '@aarambh/content/locales';
import * as v from 'valibot';
import { createCheckedCode, readCheckedCode } from './shortCode.ts';
import { cleanLine } from './text.ts';

/** A document id has twelve digits of Crockford's base 32, the last a check (about 10^17 ids). */
export const DOCUMENT_ID_DIGITS = 12;

/** A new document id: eleven random digits and the check. */
export function createDocumentId(randomBytes?: (count: number) => Uint8Array): string {
  return createCheckedCode(DOCUMENT_ID_DIGITS, randomBytes);
}

/**
 * A document id as typed from paper (any case, with or without hyphens or spaces, I and L for 1,
 * O for 0), in its canonical form; undefined when it is not one or a digit was mistyped, so a
 * wrong id never reaches the database.
 */
export function readDocumentId(typed: string): string | undefined {
  return readCheckedCode(typed.trim(), DOCUMENT_ID_DIGITS);
}

/** An id as printed and shown: three groups of four, e.g. `7K3M-Q2PC-84HD`. */
export function formatDocumentId(id: string): string {
  return `${id.slice(0, 4)}-${id.slice(4, 8)}-${id.slice(8)}`;
}

export const documentKinds = ['certificate', 'offer'] as const;
export type DocumentKind = (typeof documentKinds)[number];

export const documentKindLabels: Record<DocumentKind, string> = {
  certificate: 'Certificate',
  offer: 'Offer letter',
};

export const completionOutcomes = ['completed', 'distinction'] as const;
export type CompletionOutcome = (typeof completionOutcomes)[number];

export const completionOutcomeLabels: Record<CompletionOutcome, string> = {
  completed: 'Completed',
  distinction: 'Completed with distinction',
};

/**
 * A document's state as the verify page says it: valid; revoked (on a date); superseded by a
 * reissue; and, for an offer, accepted, declined or expired (its answer day passed unanswered).
 */
export const documentStates = ['valid', 'revoked', 'superseded', 'accepted', 'declined', 'expired'] as const;
export type DocumentState = (typeof documentStates)[number];

export const documentLimits = {
  nameMax: 100,
  hoursMax: 2000,
  placeMax: 200,
  compensationMax: 200,
  reasonMax: 500,
  urlMax: 300,
} as const;

export const documentMessages = {
  name: 'Enter the name as it should be printed',
  nameLong: `Keep the name under ${documentLimits.nameMax} characters`,
  date: 'Enter a date',
  endsOn: 'The end date must be on or after the start date',
  hours: `Enter the hours, from 1 to ${documentLimits.hoursMax}`,
  outcome: 'Choose the outcome',
  projectUrl: 'Enter the project link, starting with https://',
  startsOn: 'Enter the start date',
  place: 'Enter the place of work',
  placeLong: `Keep the place under ${documentLimits.placeMax} characters`,
  compensation: 'Enter the compensation as it should be printed',
  compensationLong: `Keep the compensation under ${documentLimits.compensationMax} characters`,
  expiresOn: 'Enter the day the offer expires, on or before the start date',
  reason: 'Enter why the document is revoked',
  reasonLong: `Keep the reason under ${documentLimits.reasonMax} characters`,
  notEnrolled: 'Only an enrolled programme application can be marked completed',
  notCompleted: 'Mark the application completed before issuing its certificate',
  notAccepted: 'Only an accepted job application can get an offer letter',
  notIssuable: 'This application cannot get that document',
  notRevocable: 'This document is no longer valid',
  id: 'Enter the 12 characters of the document id, as printed',
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day, `YYYY-MM-DD`, that the calendar has. */
export function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const day = (message: string) => v.pipe(v.string(message), v.check(isCalendarDay, message));

const printedLine = (empty: string, long: string, max: number) =>
  v.pipe(v.string(empty), cleanLine(), v.minLength(2, empty), v.maxLength(max, long));

const httpsUrl = v.pipe(
  v.string(documentMessages.projectUrl),
  cleanLine(),
  v.maxLength(documentLimits.urlMax, documentMessages.projectUrl),
  v.check(
    (value) => value === '' || (URL.canParse(value) && new URL(value).protocol === 'https:'),
    documentMessages.projectUrl,
  ),
);

/**
 * Marking an enrolled programme application completed (a reviewer), with what its certificate
 * will print. Marking it again corrects it; a certificate already issued keeps what it printed
 * until it is reissued.
 */
export const completionSchema = v.pipe(
  v.object({
    submissionId: v.pipe(v.string(), v.uuid()),
    printedName: printedLine(documentMessages.name, documentMessages.nameLong, documentLimits.nameMax),
    startsOn: day(documentMessages.date),
    endsOn: day(documentMessages.date),
    hours: v.pipe(
      v.number(documentMessages.hours),
      v.integer(documentMessages.hours),
      v.minValue(1, documentMessages.hours),
      v.maxValue(documentLimits.hoursMax, documentMessages.hours),
    ),
    outcome: v.picklist(completionOutcomes, documentMessages.outcome),
    /** Empty when there is none. */
    projectUrl: httpsUrl,
  }),
  v.forward(
    v.check(({ startsOn, endsOn }) => endsOn >= startsOn, documentMessages.endsOn),
    ['endsOn'],
  ),
);
export type CompletionRequest = v.InferOutput<typeof completionSchema>;

/** A completion as stored and shown in the console. */
export const completionViewSchema = v.object({
  printedName: v.string(),
  startsOn: v.string(),
  endsOn: v.string(),
  hours: v.number(),
  outcome: v.picklist(completionOutcomes),
  projectUrl: v.nullable(v.string()),
  by: v.nullable(v.string()),
  at: v.string(),
});
export type Completion = v.InferOutput<typeof completionViewSchema>;

/** An offer letter's terms as staff write them; role and department come from the catalogue. */
export const offerTermsSchema = v.pipe(
  v.object({
    printedName: printedLine(documentMessages.name, documentMessages.nameLong, documentLimits.nameMax),
    startsOn: day(documentMessages.startsOn),
    place: printedLine(documentMessages.place, documentMessages.placeLong, documentLimits.placeMax),
    compensation: printedLine(
      documentMessages.compensation,
      documentMessages.compensationLong,
      documentLimits.compensationMax,
    ),
    expiresOn: day(documentMessages.expiresOn),
  }),
  v.forward(
    v.check(({ startsOn, expiresOn }) => expiresOn <= startsOn, documentMessages.expiresOn),
    ['expiresOn'],
  ),
);
export type OfferTerms = v.InferOutput<typeof offerTermsSchema>;

/**
 * Issuing a document (an admin): a completed application's certificate, or an accepted job
 * application's offer letter with its terms. Issuing again while one is valid is a reissue: the
 * new document supersedes the old, which then says so and links the new one.
 */
export const issueDocumentSchema = v.variant('kind', [
  v.object({ kind: v.literal('certificate'), submissionId: v.pipe(v.string(), v.uuid()) }),
  v.object({ kind: v.literal('offer'), submissionId: v.pipe(v.string(), v.uuid()), terms: offerTermsSchema }),
]);
export type IssueDocumentRequest = v.InferOutput<typeof issueDocumentSchema>;

/** A document id in a call: canonical only (the console sends what the API gave it). */
const documentIdSchema = v.pipe(
  v.string(documentMessages.id),
  v.check((value) => readDocumentId(value) === value, documentMessages.id),
);

/** Which of a submission's documents staff download as a PDF (the submission is the path's). */
export const documentPdfQuerySchema = v.object({ document: documentIdSchema });

/** Revoking a document (an admin); the reason stays in the console. */
export const revokeDocumentSchema = v.object({
  documentId: documentIdSchema,
  reason: printedLine(documentMessages.reason, documentMessages.reasonLong, documentLimits.reasonMax),
});
export type RevokeDocumentRequest = v.InferOutput<typeof revokeDocumentSchema>;

/** What a certificate prints, every field of it, fixed when it is issued. */
export const certificateFieldsSchema = v.object({
  kind: v.literal('certificate'),
  name: v.string(),
  programme: v.string(),
  organisation: v.string(),
  startsOn: v.string(),
  endsOn: v.string(),
  hours: v.number(),
  outcome: v.picklist(completionOutcomes),
  projectUrl: v.nullable(v.string()),
  issuedOn: v.string(),
});
export type CertificateFields = v.InferOutput<typeof certificateFieldsSchema>;

/** What an offer letter prints, every field of it, fixed when it is issued. */
export const offerFieldsSchema = v.object({
  kind: v.literal('offer'),
  name: v.string(),
  role: v.string(),
  department: v.string(),
  startsOn: v.string(),
  place: v.string(),
  compensation: v.string(),
  expiresOn: v.string(),
  issuedOn: v.string(),
});
export type OfferFields = v.InferOutput<typeof offerFieldsSchema>;

export const documentFieldsSchema = v.variant('kind', [certificateFieldsSchema, offerFieldsSchema]);
export type DocumentFields = v.InferOutput<typeof documentFieldsSchema>;

/** A day as documents print it: "3 December 2026" (a Hindi page: "3 दिसंबर 2026", Latin digits). */
export function documentDay(day: string, locale: Locale = 'en'): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(`${locale}-IN`, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * Every printed field as a labelled line, in the order the PDF, the verify page and the status
 * page show them. An offer's lines are also what the applicant accepts: the SHA-256 of
 * `documentText` is recorded with the answer. `name` null: shown as hidden.
 */
export function documentLines(
  fields: DocumentFields,
  name: string | null = fields.name,
): { label: string; value: string }[] {
  const shownName = name ?? 'Hidden by its holder';
  if (fields.kind === 'certificate') {
    return [
      { label: 'Awarded to', value: shownName },
      { label: 'Programme', value: fields.programme },
      { label: 'Offered by', value: fields.organisation },
      { label: 'From', value: documentDay(fields.startsOn) },
      { label: 'To', value: documentDay(fields.endsOn) },
      { label: 'Hours', value: String(fields.hours) },
      { label: 'Outcome', value: completionOutcomeLabels[fields.outcome] },
      ...(fields.projectUrl ? [{ label: 'Project', value: fields.projectUrl }] : []),
      { label: 'Issued on', value: documentDay(fields.issuedOn) },
    ];
  }
  return [
    { label: 'Offered to', value: shownName },
    { label: 'Role', value: fields.role },
    { label: 'Department', value: fields.department },
    { label: 'Start date', value: documentDay(fields.startsOn) },
    { label: 'Place of work', value: fields.place },
    { label: 'Compensation', value: fields.compensation },
    { label: 'Offer expires on', value: documentDay(fields.expiresOn) },
    { label: 'Issued on', value: documentDay(fields.issuedOn) },
  ];
}

/** A document's whole text: its kind, id and every printed line, one per line. */
export function documentText(id: string, fields: DocumentFields): string {
  return [
    `${documentKindLabels[fields.kind]} ${formatDocumentId(id)}`,
    ...documentLines(fields).map(({ label, value }) => `${label}: ${value}`),
  ].join('\n');
}

/** An offer's answer, with what the applicant's browser was when they gave it. */
export const offerAnswers = ['accepted', 'declined'] as const;
export type OfferAnswer = (typeof offerAnswers)[number];

/** A document as the console shows it: everything, the revocation's reason too. */
export const documentViewSchema = v.object({
  id: v.string(),
  kind: v.picklist(documentKinds),
  state: v.picklist(documentStates),
  fields: documentFieldsSchema,
  nameShown: v.boolean(),
  issuedAt: v.string(),
  issuedBy: v.nullable(v.string()),
  revokedAt: v.nullable(v.string()),
  revokedReason: v.nullable(v.string()),
  supersededBy: v.nullable(v.string()),
  answer: v.nullable(
    v.object({
      answer: v.picklist(offerAnswers),
      at: v.string(),
      client: v.string(),
      userAgent: v.string(),
      letterSha256: v.string(),
    }),
  ),
});
export type DocumentView = v.InferOutput<typeof documentViewSchema>;

/** An application's proof in the console: its completion and its documents, newest first. */
export const submissionProofSchema = v.object({
  completion: v.nullable(completionViewSchema),
  documents: v.array(documentViewSchema),
});
export type SubmissionProof = v.InferOutput<typeof submissionProofSchema>;

/**
 * A document as anyone sees it on `/verify/ID`: its state and every printed field, never an
 * address or a phone number, and the name only when its holder chose to show it (`name` null).
 * The revocation's reason stays in the console: the public sees the day only.
 */
export interface PublicDocument {
  id: string;
  kind: DocumentKind;
  state: DocumentState;
  /** The day of the state: revoked, answered or expired on; null while valid or superseded. */
  stateOn: string | null;
  supersededBy: string | null;
  fields: DocumentFields;
  /** The holder's name, or null while they keep it hidden. */
  name: string | null;
  issuer: string;
  /** Where the signed credential is downloaded; null while the name is hidden (the credential carries it). */
  credentialUrl: string | null;
}

/** The outcome of a name typed on the page of a document whose name is hidden. */
export type NameCheck = 'match' | 'mismatch';

/**
 * What the server renders `/verify` with: a document; a form for an id typed from paper (no id,
 * or one mistyped or unknown, which answer alike: `problem`).
 */
export type VerifyPageData =
  | { document: PublicDocument; nameCheck: NameCheck | null }
  | { problem: 'unknown'; typed: string }
  | { form: true };

/** A document as its holder sees it on the status page. */
export interface ApplicantDocument {
  id: string;
  kind: DocumentKind;
  state: DocumentState;
  fields: DocumentFields;
  nameShown: boolean;
  /** The SHA-256 (hex) of the letter as shown, which an acceptance sends back; offers only. */
  letterSha256: string | null;
  /** Whether this link may answer the offer or change the name's visibility (a mailed link). */
  canAct: boolean;
}

/** What the status page says after one of its document forms. */
export const documentNotices = [
  'accepted',
  'declined',
  'changed',
  'expired',
  'name-shown',
  'name-hidden',
] as const;
export type DocumentNotice = (typeof documentNotices)[number];

/**
 * The verify pages in each language: the form for an id (prerendered; its GET `?id=` leads to the
 * document's page) and a document's own page (server-rendered; a POST of `name` checks a hidden
 * name). A Hindi page's forms lead to the Hindi pages.
 */
export const verifyPages = {
  en: { form: '/verify', document: (id: string) => `/verify/${id}` },
  hi: { form: '/hi/verify', document: (id: string) => `/hi/verify/${id}` },
} as const satisfies Record<Locale, { form: string; document: (id: string) => string }>;

/**
 * The public and the applicant's calls: the verify pages (server-rendered), the signed credential
 * and the keys that check it, the revocation list, the PDF behind the status link, and the status
 * page's form POSTs (each answered by a redirect back to the page).
 */
export const documentCalls = {
  /** The English verify pages (`verifyPages.en`), where the documents and their credentials link. */
  verifyPage: verifyPages.en.form,
  documentPage: verifyPages.en.document,
  credential: (id: string) => `/verify/${id}/credential`,
  jwks: '/.well-known/jwks.json',
  statusList: '/credentials/status/1',
  pdf: '/api/application-status/document',
  nameShown: { method: 'POST', path: '/api/application-status/document/name' },
  answerOffer: { method: 'POST', path: '/api/application-status/offer' },
} as const;

/**
 * The "Add to LinkedIn" link of a certificate (LinkedIn's add-to-profile URL): the certificate's
 * name, the issuer, the month it was issued, its verify URL and id. No personal data.
 */
export function linkedInCertificateUrl(options: {
  id: string;
  programme: string;
  issuer: string;
  issuedOn: string;
  verifyUrl: string;
}): string {
  const [year, month] = options.issuedOn.split('-');
  const query = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: options.programme,
    organizationName: options.issuer,
    issueYear: year ?? '',
    issueMonth: String(Number(month)),
    certUrl: options.verifyUrl,
    certId: formatDocumentId(options.id),
  });
  return `https://www.linkedin.com/profile/add?${query.toString()}`;
}
