// The staff console's rules: the bodies of its calls (whose table is `staffCalls` in calls.ts),
// its limits and messages, the stages and payment states, and the shapes its calls answer.
import * as v from 'valibot';
import { type Refusal, refusalMessages } from '../pipeline/index.ts';
import { emailSchema } from './email.ts';
import { cleanLine, cleanText } from './text.ts';
import { applicationStages, messageStages, paymentStates, type PaymentState, type Stage } from './stages.ts';

/** Who may make a call: every signed-in member of staff, or admins only. The API refuses the rest. */
export type StaffRole = 'admin' | 'reviewer';

export const staffLimits = {
  passwordMin: 12,
  /** An upper bound, so that hashing a password costs the same for everyone. */
  passwordMax: 256,
  noteMax: 2000,
  /** Items one bulk change may name. */
  bulkMax: 200,
  pageSize: 50,
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

export const inviteSchema = v.object({ email: staffEmail, role: v.picklist(['admin', 'reviewer']) });
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

// What the console's calls answer: the wire shapes the API writes and the console reads.

export type StaffStatus = 'invited' | 'active' | 'disabled';
export type SubmissionKindName = (typeof submissionKindNames)[number];

export interface StaffAccount {
  id: string;
  email: string;
  role: StaffRole;
  status: StaffStatus;
  createdAt: string;
}

/** The signed-in member of staff (`me`, and the answer to signing in or enrolling). */
export interface StaffIdentity {
  email: string;
  role: StaffRole;
}

export interface AuditRecord {
  seq: number;
  at: string;
  staffId: string | null;
  staffEmail: string | null;
  /** What was done: `sign-in`, `sign-in-failed`, `view`, `resume`, `stage`, `export`... */
  action: string;
  /** What it was done to: `submission:<id>`, `staff:<email>`, `email:<sha-256>`, or null. */
  target: string | null;
  /** Where from: the client's address, or `cli`. */
  client: string;
  detail: Record<string, unknown>;
}

/** A submission as the inbox lists it. */
export interface InboxItem {
  id: string;
  kind: SubmissionKindName;
  createdAt: string;
  email: string | null;
  name: string;
  /** The opportunity's or opening's title, a message's subject, a feedback's first words. */
  subject: string;
  /** `opportunity:<id>` or `job:<id>`. */
  target: string | null;
  stage: Stage | null;
  payment: PaymentState | null;
  /** The fee in rupees, as the catalogue gave it when the application arrived. */
  paymentAmount: number | null;
  paymentReason: string | null;
  paymentCheckedAt: string | null;
  transactionId: string | null;
  read: boolean;
  /** Another application gave the same transaction id (normalised). */
  sharedTransaction: boolean;
  updatedAt: string;
}

export interface InboxPage {
  items: InboxItem[];
  /** How many submissions match, counted up to 1,000. */
  total: number;
  /** More than `total` match (the list says "1,000+"). */
  totalCapped: boolean;
  page: number;
  /** The pages there are, or past a capped count, one more than the current page. */
  pageCount: number;
}

export interface SubmissionEvent {
  id: string;
  at: string;
  staffEmail: string | null;
  type: 'stage' | 'payment' | 'note';
  stage: Stage | null;
  payment: PaymentState | null;
  note: string | null;
}

/** One submission, whole: what the detail screen shows. */
export interface SubmissionDetail {
  item: InboxItem;
  /** Every field as stored. */
  data: Record<string, unknown>;
  file: { name: string; mediaType: string; size: number } | null;
  subscription: {
    status: string;
    requestedAt: string;
    confirmedAt: string | null;
    unsubscribedAt: string | null;
  } | null;
  events: SubmissionEvent[];
  /** The other applications that gave the same transaction id. */
  sharing: InboxItem[];
  mails: {
    id: string;
    template: string;
    to: string;
    status: string;
    attempts: number;
    lastError: string | null;
  }[];
}

export interface ChangeAnswer {
  changed: string[];
  /** Each submission left as it was, with the pipeline's reason and its message. */
  refused: RefusedChange[];
}

export interface RefusedChange {
  id: string;
  reason: Refusal;
  message: string;
}

export interface StatementRow {
  /** The row's line in the file (the header is line 1). */
  line: number;
  date: string;
  reference: string;
  amount: number | null;
  /** The 12-digit UPI reference (UTR) found in the reference or narration column. */
  utr: string | null;
}

/** An application whose fee waits for verification, as a statement is matched against it. */
export interface UnverifiedPayment {
  id: string;
  name: string;
  createdAt: string;
  amount: number;
  transactionId: string;
  /** The payment reference the application was sent with (`PAYMENT_REFERENCE_PATTERN`); '' when none. */
  paymentReference: string;
}

export interface StatementMatch {
  row: StatementRow;
  application: UnverifiedPayment;
}

export interface StatementReport {
  headers: string[];
  /** The mapping used: the one given, else the remembered one, else a guess from the headers. */
  columns: StatementColumns;
  /** Rows whose reference and amount match an application waiting for verification. */
  matches: StatementMatch[];
  /** Rows whose reference matches but whose amount differs from the fee. */
  mismatches: StatementMatch[];
  /** Rows that match no application waiting for verification. */
  unmatched: StatementRow[];
}

export interface EnrolmentView {
  email: string;
  role: StaffRole;
  totpSecret: string;
  otpauthUri: string;
}
