// The staff console's rules: the bodies of its calls and what they answer (whose table is
// `staffCalls` in calls.ts), its limits and messages, the stages and payment states.
import { locales } from '@aarambh/content/locales';
import * as v from 'valibot';
import { type Refusal, refusalMessages } from '../pipeline/index.ts';
import { emailSchema } from './email.ts';
import { cleanLine, cleanText } from './text.ts';
import { applicationStages, messageStages, paymentStates } from './stages.ts';
import { submissionInterviewsSchema } from './interviews.ts';
import { replyViewSchema } from './replies.ts';
import { submissionProofSchema } from './documents.ts';

/** Who may make a call: every signed-in member of staff, or admins only. The API refuses the rest. */
export const staffRoles = ['admin', 'reviewer'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffLimits = {
  passwordMin: 12,
  /** An upper bound, so that hashing a password costs the same for everyone. */
  passwordMax: 256,
  noteMax: 2000,
  /** Items one bulk change may name. */
  bulkMax: 200,
  pageSize: 50,
  /** Lines one page of the audit log gives. */
  auditPageSize: 100,
  searchMax: 100,
  /** The largest bank statement an import reads. */
  statementMaxBytes: 2 * 1024 * 1024,
} as const;

export const staffMessages = {
  email: 'Enter the e-mail address of your staff account',
  passwordShort: `Use at least ${staffLimits.passwordMin} characters`,
  passwordLong: `Use at most ${staffLimits.passwordMax} characters`,
  passwordCommon:
    'This password is on lists of common and leaked passwords, or is a simple pattern: guessers try those first. Choose another, such as four unrelated words.',
  passwordHasAddress:
    'Leave your e-mail address, and the name before its @, out of your password: guessers try it first.',
  passwordHasCompany: "Leave the company's name out of your password: guessers try it first.",
  /** Every place for checking a password is taken (a flood of sign-ins): nothing was checked. */
  signInBusy: 'Signing in is busy right now. Wait a few seconds, then try again.',
  code: 'Enter the 6-digit code from your authenticator app',
  /** The one answer to any failed sign-in, whatever was wrong, so it tells nobody which part was. */
  signInFailed: 'Those details do not match an active staff account. Check them and try again.',
  signInWait: 'Too many attempts. Wait a moment, then try again.',
  enrolmentInvalid: 'This enrolment link is not valid any more. Ask an admin for a new one.',
  signedOut: 'Your session has ended. Sign in again.',
  forbidden: 'Your role does not allow this.',
  /** A state-changing call that did not come from the console's own page (Origin, Sec-Fetch-Site). */
  otherOrigin:
    "This request did not come from the console's own page, so nothing was changed. Reload the console and try again.",
  note: 'Write a note',
  noteLong: `Keep notes under ${staffLimits.noteMax} characters`,
  notFound: refusalMessages.notFound,
} as const;

const password = v.pipe(
  v.string(staffMessages.passwordShort),
  v.minLength(staffLimits.passwordMin, staffMessages.passwordShort),
  v.maxLength(staffLimits.passwordMax, staffMessages.passwordLong),
);
const code = v.pipe(v.string(staffMessages.code), v.trim(), v.regex(/^\d{6}$/, staffMessages.code));
const token = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{20,100}$/));
const staffEmail = emailSchema({ required: staffMessages.email, invalid: staffMessages.email });

export const signInSchema = v.object({ email: staffEmail, password, code });
export const enrolmentSchema = v.object({ token });
export const enrolSchema = v.object({ token, password, code });

export {
  applicationStages,
  messageStages,
  paymentStates,
  type ApplicationStage,
  type MessageStage,
  type PaymentState,
  type Stage,
} from './stages.ts';

/**
 * How the console names each e-mail a submission has: the outbox's template names say who it is
 * for and why (`notification` is the company's own copy; `status` and `status-link` go to the
 * applicant).
 */
export const mailTemplateLabels: Record<string, string> = {
  confirmation: 'Confirmation to the sender',
  notification: 'Company notification to the team',
  status: 'Status e-mail to the applicant',
  'status-link': 'Status link, sent again to the applicant',
  reply: 'Reply from staff',
  'interview-invitation': 'Interview times offered to the applicant',
  'interview-booked': 'Interview booked: invitation to the applicant',
  'interview-booked-staff': 'Interview booked: invitation to staff',
  'interview-reminder': 'Interview reminder to the applicant',
};

/** The label of an e-mail's template, or its name when the console does not know it yet. */
export const mailTemplateLabel = (template: string): string => mailTemplateLabels[template] ?? template;

/**
 * Why staff did not verify a payment: a fixed list, because the reason is mailed to the applicant
 * and nothing staff type is.
 */
export const paymentRejectionReasons = [
  'No payment with this transaction id reached us',
  'The amount paid does not match the fee',
  'This transaction id was given for another application',
] as const;
/** The reason the statement import gives when a payment's amount differs from the fee. */
export const amountDiffersReason: (typeof paymentRejectionReasons)[number] =
  'The amount paid does not match the fee';

export const submissionKindNames = ['application', 'career', 'contact', 'feedback', 'subscription'] as const;
export const inboxSorts = ['created', 'name', 'kind', 'stage'] as const;

const optionalNote = v.optional(
  v.pipe(v.string(staffMessages.note), cleanText(), v.maxLength(staffLimits.noteMax, staffMessages.noteLong)),
);

/** One change to one or more submissions. */
export const changeSchema = v.object({
  ids: v.pipe(v.array(v.pipe(v.string(), v.uuid())), v.minLength(1), v.maxLength(staffLimits.bulkMax)),
  change: v.variant('type', [
    v.object({
      type: v.literal('stage'),
      stage: v.picklist([...applicationStages, ...messageStages]),
      note: optionalNote,
    }),
    v.object({
      type: v.literal('note'),
      note: v.pipe(
        v.string(staffMessages.note),
        cleanText(),
        v.nonEmpty(staffMessages.note),
        v.maxLength(staffLimits.noteMax, staffMessages.noteLong),
      ),
    }),
    v.variant('payment', [
      v.object({
        type: v.literal('payment'),
        payment: v.literal('verified'),
        /** An admin's reason to verify a UPI transaction id verified on another application already. */
        override: optionalNote,
      }),
      v.object({
        type: v.literal('payment'),
        payment: v.literal('rejected'),
        reason: v.picklist(paymentRejectionReasons),
      }),
    ]),
    v.object({ type: v.literal('read') }),
  ]),
});
export type ChangeRequest = v.InferOutput<typeof changeSchema>;

const day = v.pipe(v.string(), v.isoDate());

/**
 * The inbox's filters, sort and page (every one optional). A POST body, not a query string: a
 * search names visitors, and nothing about a visitor goes into a URL (or a log of URLs).
 */
export const inboxQuerySchema = v.object({
  kind: v.optional(v.picklist(submissionKindNames)),
  stage: v.optional(v.picklist([...applicationStages, ...messageStages])),
  payment: v.optional(v.picklist(paymentStates)),
  target: v.optional(v.pipe(v.string(), v.regex(/^(opportunity|job):\d{1,6}$/))),
  from: v.optional(day),
  to: v.optional(day),
  q: v.optional(v.pipe(v.string(), cleanLine(), v.maxLength(staffLimits.searchMax))),
  unread: v.optional(v.boolean(), false),
  sort: v.optional(v.picklist(inboxSorts), 'created'),
  dir: v.optional(v.picklist(['asc', 'desc']), 'desc'),
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000)), 1),
});
export type InboxQueryInput = v.InferInput<typeof inboxQuerySchema>;

export const exportQuerySchema = v.object({
  ...inboxQuerySchema.entries,
  format: v.optional(v.picklist(['csv', 'json']), 'csv'),
});

export const inviteSchema = v.object({ email: staffEmail, role: v.picklist(staffRoles) });
export const staffAccountSchema = v.object({ email: staffEmail });
export const dataRequestSchema = v.object({
  email: emailSchema({
    required: 'Enter the address the request is about',
    invalid: 'Enter a valid e-mail address',
  }),
});

/** Which column of a bank statement holds what; the console remembers the last mapping. */
export const statementColumnsSchema = v.object({
  date: v.pipe(v.string(), cleanLine(), v.nonEmpty(), v.maxLength(100)),
  reference: v.pipe(v.string(), cleanLine(), v.maxLength(100)),
  amount: v.pipe(v.string(), cleanLine(), v.nonEmpty(), v.maxLength(100)),
  narration: v.pipe(v.string(), cleanLine(), v.maxLength(100)),
});
export type StatementColumns = v.InferOutput<typeof statementColumnsSchema>;

/** A bank statement to match: the CSV's text, and the column mapping when staff chose one. */
export const statementSchema = v.object({
  csv: v.pipe(v.string(), v.maxLength(staffLimits.statementMaxBytes)),
  columns: v.optional(statementColumnsSchema),
});

/**
 * Every action the audit log records, and the words the console shows for it: the API writes no
 * other (its writers take an `AuditAction`), and the audit screen's filter offers these.
 */
export const auditActionLabels = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Sign-in failed',
  'sign-in-refused': 'Sign-in refused (too many tries)',
  'sign-out': 'Signed out',
  'sign-out-everywhere': 'Signed out everywhere',
  enrolled: 'Enrolled',
  refused: 'Call refused for the role',
  inbox: 'Searched the inbox',
  export: 'Exported submissions',
  view: 'Opened a submission',
  resume: 'Opened a resume',
  stage: 'Moved to a stage',
  payment: 'Set a payment',
  note: 'Added a note',
  read: 'Marked read',
  statement: 'Imported a bank statement',
  'data-export': 'Exported what is held on an address',
  'data-erase': 'Erased what is held on an address',
  'staff-invite': 'Invited staff',
  'staff-disable': 'Disabled staff',
  'staff-reset': 'Reset staff',
  'application.withdraw': 'Applicant withdrew',
  'application.payment': 'Applicant sent the payment of a due fee',
  reply: 'Replied to a submission',
  'reply-template': 'Saved a reply template',
  'interview-offer': 'Offered interview times',
  'application.interview': 'Applicant booked an interview',
  'application.reschedule': 'Applicant asked to reschedule',
  completion: 'Marked a programme completed',
  'document-issue': 'Issued a document',
  'document-revoke': 'Revoked a document',
  'document-download': 'Downloaded a document',
  'application.document-name': 'Applicant chose whether their name is shown',
  'application.offer': 'Applicant answered an offer',
  restore: 'Restored a backup',
  'privacy-request.confirm': 'A privacy request was confirmed',
  'privacy-access': 'Answered a request for access',
  'privacy-erase': 'Erased on a privacy request',
  'privacy-correct': 'Corrected on a privacy request',
  'privacy-close': 'Closed a privacy request',
  'incident-open': 'Opened a breach incident',
  'incident-notify': 'Sent a breach incident’s notices',
} as const;
export type AuditAction = keyof typeof auditActionLabels;
export const auditActions = Object.keys(auditActionLabels) as AuditAction[];

/** Why an audit line says a sign-in was refused (its `reason`), and how the console names it. */
export const signInRefusalLabels = { throttled: 'Too many attempts' } as const;
/** The reason of a sign-in the throttle refused: the line of its window, and the window's count. */
export const SIGN_IN_THROTTLED: keyof typeof signInRefusalLabels = 'throttled';

/** What an audit line can be about, written `<kind>:<value>`: one format for every writer. */
export const auditTargetKinds = ['submission', 'staff', 'email', 'privacy-request', 'incident'] as const;
export type AuditTargetKind = (typeof auditTargetKinds)[number];

/** An audit line's target: `submission:<id>`, `staff:<e-mail>`, `email:<SHA-256 of an address>`, `privacy-request:<id>`. */
export const auditTarget = (kind: AuditTargetKind, value: string): string => `${kind}:${value}`;

/** An audit line's target read back (null for none, or for a line written in another format). */
export function readAuditTarget(target: string | null): { kind: AuditTargetKind; value: string } | null {
  const colon = target?.indexOf(':') ?? -1;
  if (!target || colon < 1) return null;
  const kind = target.slice(0, colon);
  return (auditTargetKinds as readonly string[]).includes(kind)
    ? { kind: kind as AuditTargetKind, value: target.slice(colon + 1) }
    : null;
}

/**
 * The audit log's page and filters: the lines before this sequence number (none: the newest), by
 * one member of staff (their account's id), of one action, from and to a day (both inclusive, UTC).
 */
export const auditQuerySchema = v.object({
  before: v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number))),
  staff: v.optional(v.pipe(v.string(), v.uuid())),
  action: v.optional(v.picklist(auditActions)),
  from: v.optional(day),
  to: v.optional(day),
});
export type AuditQueryInput = v.InferInput<typeof auditQuerySchema>;

// What the console's calls answer: the wire shapes the API writes and the console reads, as
// schemas so that the table of calls (calls.ts) carries them and both ends are typed from it.

const staffStatuses = ['invited', 'active', 'disabled'] as const;
export type StaffStatus = (typeof staffStatuses)[number];
export type SubmissionKindName = (typeof submissionKindNames)[number];

const staffRole = v.picklist(staffRoles);
const nullableString = v.nullable(v.string());

export const staffAccountViewSchema = v.object({
  id: v.string(),
  email: v.string(),
  role: staffRole,
  status: v.picklist(staffStatuses),
  createdAt: v.string(),
});
export type StaffAccount = v.InferOutput<typeof staffAccountViewSchema>;

/** The signed-in member of staff (`me`, and the answer to signing in or enrolling). */
export const staffIdentitySchema = v.object({ email: v.string(), role: staffRole });
export type StaffIdentity = v.InferOutput<typeof staffIdentitySchema>;

export const auditRecordSchema = v.object({
  seq: v.number(),
  at: v.string(),
  staffId: nullableString,
  staffEmail: nullableString,
  /** What was done: an `AuditAction` (a string here, so that lines of older versions still read). */
  action: v.string(),
  /** What it was done to (`auditTarget`), or null. */
  target: nullableString,
  /** Where from: the client's address, or `cli`. */
  client: v.string(),
  detail: v.record(v.string(), v.unknown()),
});
export type AuditRecord = v.InferOutput<typeof auditRecordSchema>;

const stage = v.picklist([...applicationStages, ...messageStages]);

/** A submission as the inbox lists it. */
export const inboxItemSchema = v.object({
  id: v.string(),
  /** What the applicant and every e-mail name it by (`AL-7K3M-Q2PC`). */
  reference: v.string(),
  kind: v.picklist(submissionKindNames),
  createdAt: v.string(),
  email: nullableString,
  name: v.string(),
  /** The opportunity's or opening's title, a message's subject, a feedback's first words. */
  subject: v.string(),
  /** `opportunity:<id>` or `job:<id>`. */
  target: nullableString,
  stage: v.nullable(stage),
  payment: v.nullable(v.picklist(paymentStates)),
  /** The fee in rupees, as the catalogue gave it when the application arrived. */
  paymentAmount: v.nullable(v.number()),
  paymentReason: nullableString,
  paymentCheckedAt: nullableString,
  transactionId: nullableString,
  /** The receipt's number (`AL/2026-27/000042`), given when the payment was first verified. */
  receiptNumber: nullableString,
  read: v.boolean(),
  /** Another application gave the same transaction id (normalised). */
  sharedTransaction: v.boolean(),
  updatedAt: v.string(),
});
export type InboxItem = v.InferOutput<typeof inboxItemSchema>;

export const inboxPageSchema = v.object({
  items: v.array(inboxItemSchema),
  /** How many submissions match, counted up to 1,000. */
  total: v.number(),
  /** More than `total` match (the list says "1,000+"). */
  totalCapped: v.boolean(),
  page: v.number(),
  /** The pages there are, or past a capped count, one more than the current page. */
  pageCount: v.number(),
});
export type InboxPage = v.InferOutput<typeof inboxPageSchema>;

export const submissionEventSchema = v.object({
  id: v.string(),
  at: v.string(),
  staffEmail: nullableString,
  type: v.picklist(['stage', 'payment', 'note']),
  stage: v.nullable(stage),
  payment: v.nullable(v.picklist(paymentStates)),
  note: nullableString,
});
export type SubmissionEvent = v.InferOutput<typeof submissionEventSchema>;

/** One submission, whole: what the detail screen shows. */
export const submissionDetailSchema = v.object({
  item: inboxItemSchema,
  /** The language of the page it was sent from, which its e-mails are written in. */
  language: v.picklist(locales),
  /** Every field as stored. */
  data: v.record(v.string(), v.unknown()),
  file: v.nullable(v.object({ name: v.string(), mediaType: v.string(), size: v.number() })),
  subscription: v.nullable(
    v.object({
      status: v.string(),
      requestedAt: v.string(),
      confirmedAt: nullableString,
      unsubscribedAt: nullableString,
    }),
  ),
  events: v.array(submissionEventSchema),
  /** What staff replied, oldest first, each with its e-mail's state. */
  replies: v.array(replyViewSchema),
  /** An application's interview: the time booked, the times offered, the applicant's requests. */
  interviews: submissionInterviewsSchema,
  /** A programme's completion and the documents issued to the application. */
  proof: submissionProofSchema,
  /** The other applications that gave the same transaction id. */
  sharing: v.array(inboxItemSchema),
  /**
   * The consent record (schemas/notice.ts): every choice per purpose, given or withdrawn, oldest
   * first, with the notice's version, the channel and the time.
   */
  consents: v.array(
    v.object({
      purpose: v.string(),
      granted: v.boolean(),
      noticeVersion: v.string(),
      language: v.string(),
      channel: v.string(),
      at: v.string(),
    }),
  ),
  mails: v.array(
    v.object({
      id: v.string(),
      template: v.string(),
      to: v.string(),
      status: v.string(),
      attempts: v.number(),
      lastError: nullableString,
    }),
  ),
});
export type SubmissionDetail = v.InferOutput<typeof submissionDetailSchema>;

export const refusedChangeSchema = v.object({
  id: v.string(),
  reason: v.picklist(Object.keys(refusalMessages) as Refusal[]),
  message: v.string(),
});
export type RefusedChange = v.InferOutput<typeof refusedChangeSchema>;

export const changeAnswerSchema = v.object({
  changed: v.array(v.string()),
  /** Each submission left as it was, with the pipeline's reason and its message. */
  refused: v.array(refusedChangeSchema),
});
export type ChangeAnswer = v.InferOutput<typeof changeAnswerSchema>;

export const statementRowSchema = v.object({
  /** The row's line in the file (the header is line 1). */
  line: v.number(),
  date: v.string(),
  reference: v.string(),
  amount: v.nullable(v.number()),
  /** The 12-digit UPI reference (UTR) found in the reference or narration column. */
  utr: nullableString,
});
export type StatementRow = v.InferOutput<typeof statementRowSchema>;

/** An application whose fee waits for verification, as a statement is matched against it. */
export const unverifiedPaymentSchema = v.object({
  id: v.string(),
  name: v.string(),
  createdAt: v.string(),
  amount: v.number(),
  transactionId: v.string(),
  /** The payment reference the application was sent with (`PAYMENT_REFERENCE_PATTERN`); '' when none. */
  paymentReference: v.string(),
  /** How many other applications gave the same (normalised) transaction id. */
  sharedWith: v.number(),
});
export type UnverifiedPayment = v.InferOutput<typeof unverifiedPaymentSchema>;

export const statementMatchSchema = v.object({
  row: statementRowSchema,
  application: unverifiedPaymentSchema,
});
export type StatementMatch = v.InferOutput<typeof statementMatchSchema>;

export const statementReportSchema = v.object({
  headers: v.array(v.string()),
  /** The mapping used: the one given, else the remembered one, else a guess from the headers. */
  columns: statementColumnsSchema,
  /** Rows whose reference and amount match an application waiting for verification. */
  matches: v.array(statementMatchSchema),
  /** Rows whose reference matches but whose amount differs from the fee. */
  mismatches: v.array(statementMatchSchema),
  /** Rows that match no application waiting for verification. */
  unmatched: v.array(statementRowSchema),
});
export type StatementReport = v.InferOutput<typeof statementReportSchema>;

export const enrolmentViewSchema = v.object({
  email: v.string(),
  role: staffRole,
  totpSecret: v.string(),
  otpauthUri: v.string(),
});
export type EnrolmentView = v.InferOutput<typeof enrolmentViewSchema>;

/** What an erasure removed: submissions, mails, resume files and the outbox's copies. */
export const erasureSchema = v.object({
  submissions: v.number(),
  mails: v.number(),
  files: v.number(),
  mailCopies: v.number(),
});
