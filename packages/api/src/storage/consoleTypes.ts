// The staff console's storage: staff accounts, sessions, sign-in throttling, the audit log and the
// inbox (stages, notes, payment checks). Both engines implement it (`sqliteConsole.ts`,
// `postgresConsole.ts`) and pass the same contract (`harness/consoleContract.ts`).
import type { FeePayment } from './feePayment.ts';
import type { Correction, NewPrivacyRequest, PrivacyRequestRecord } from './privacy.ts';
import type { IncidentNotices, IncidentRecord, NewIncident } from './incidents.ts';
import type { IncidentRecords } from '@aarambh/machines/schemas';
import type { AddressGuardianConsent, GuardianConsent, HoldResult, NewHold } from './guardians.ts';
import type {
  AuditAction,
  AuditRecord,
  InboxItem,
  PaymentState,
  RefusedChange,
  InterviewBoard,
  ReplyTemplate,
  ReplyView,
  SubmissionInterviews,
  SubmissionProof,
  Stage,
  StaffAccount,
  StaffRole,
  StaffStatus,
  SubmissionEvent,
  UnverifiedPayment,
  inboxSorts,
} from '@aarambh/machines/schemas';
import type {
  BookingOutcome,
  InterviewBooking,
  NewInterviewOffer,
  OfferOutcome,
  RescheduleRequest,
} from './interviews.ts';
import type {
  AnswerOutcome,
  DocumentFacts,
  IssueOutcome,
  NewCompletion,
  NewDocument,
  OfferAnswerRecord,
  StoredDocument,
} from './documents.ts';
import type { SubmissionKind } from './types.ts';

/** A reply staff send (`ConsoleStorage.reply`). */
export interface NewReply {
  id: string;
  submissionId: string;
  staffId: string;
  templateId: string | null;
  subject: string;
  body: string;
  mailId: string;
  at: Date;
  /** When the outbox's worker may first send it. */
  mailNotBefore: Date;
}

export type {
  AuditRecord,
  InboxItem,
  PaymentState,
  RefusedChange,
  Stage,
  StaffAccount,
  StaffRole,
  StaffStatus,
  SubmissionEvent,
  UnverifiedPayment,
};

/** An account with what signing in checks; never leaves the API. */
export interface StaffCredentials extends StaffAccount {
  passwordHash: string | null;
  totpSecret: string | null;
}

/** A new enrolment: the SHA-256 of the link's token, when it expires, and the TOTP secret it sets. */
export interface Enrolment {
  hash: string;
  expiresAt: Date;
  totpSecret: string;
}

/** One line of the audit log as written. */
/** A page of the audit log: every filter optional. */
export interface AuditQuery {
  limit: number;
  /** Lines before this sequence number. */
  beforeSeq?: number;
  staffId?: string;
  action?: AuditAction;
  /** Written at or after (inclusive) and before (exclusive). */
  from?: Date;
  to?: Date;
}

export interface AuditEntry {
  at: Date;
  staffId: string | null;
  staffEmail: string | null;
  /** What was done: one of the actions the machines' `auditActionLabels` names. */
  action: AuditAction;
  /** What it was done to (the machines' `auditTarget`: `submission:<id>`, `staff:<e-mail>`, `email:<SHA-256>`), or null. */
  target: string | null;
  /** Where from: the client's address. */
  client: string;
  detail: Record<string, unknown>;
}

export interface StaffSession {
  staff: StaffAccount;
  createdAt: string;
}

export type InboxSort = (typeof inboxSorts)[number];

export interface InboxQuery {
  kind?: SubmissionKind;
  stage?: Stage;
  payment?: PaymentState;
  /** `opportunity:<id>` or `job:<id>`. */
  target?: string;
  /** Created at or after (inclusive) and before (exclusive). */
  from?: Date;
  to?: Date;
  /** Words that must all begin a word of the name, address, subject or message. */
  search?: string[];
  /** The submission with this reference (`readSubmissionReference`'s form). */
  reference?: string;
  unread?: boolean;
  sort: InboxSort;
  descending: boolean;
  offset: number;
  limit: number;
}

/** A page of the inbox as storage answers it (the route adds the page numbers). */
export interface InboxPage {
  items: InboxItem[];
  /** How many submissions match, up to INBOX_COUNT_LIMIT. */
  total: number;
  /** More match than `total` says. */
  totalCapped: boolean;
}

/** A change staff make to submissions, written with its history and its audit line in one transaction. */
export type InboxChange =
  | { type: 'stage'; stage: Stage; note: string | null }
  | { type: 'note'; note: string }
  | {
      type: 'payment';
      payment: 'verified' | 'rejected';
      /** Why it was not verified, one of `paymentRejectionReasons` (the applicant is told). */
      reason: string | null;
      /** An admin's reason to verify a UPI transaction id verified on another application already. */
      override?: string | null;
    }
  | { type: 'read' };

/** What a change did: the submissions changed, and each other one with why it was not. */
export interface ChangeOutcome {
  changed: string[];
  refused: RefusedChange[];
}

export interface ConsoleSweep {
  sessionsSeenBefore: Date;
  sessionsStartedBefore: Date;
  throttleBefore: Date;
  /** Windows of refused sign-ins that ended before this are closed (see `signInRefused`). */
  refusalsBefore: Date;
  /** Privacy requests closed before this go (the retention table's `privacy-request`); absent, none. */
  privacyClosedBefore?: Date;
  /** Privacy requests never confirmed, made before this, go; absent, none. */
  privacyUnconfirmedBefore?: Date;
  /** Applications held for a guardian, made before this, go with their unconfirmed consents; absent, none. */
  heldBefore?: Date;
}

/** What a sweep deleted: dead sessions, idle throttle rows, and closed windows of refused sign-ins. */
export interface ConsoleSwept {
  sessions: number;
  throttle: number;
  refusals: number;
  privacyRequests: number;
  /** Applications held for a guardian that expired unconfirmed. */
  heldApplications: number;
}

export interface ConsoleStorage {
  /** A new invited account; false when the address has one already. */
  inviteStaff(
    account: { id: string; email: string; role: StaffRole; at: Date },
    enrolment: Enrolment,
  ): Promise<boolean>;
  /**
   * Starts an account again from enrolment (a lost phone or password): password and second factor
   * cleared, sessions ended, a new link. Undefined when no account has the address.
   */
  resetStaff(email: string, enrolment: Enrolment): Promise<StaffAccount | undefined>;
  /** Disables an account and ends its sessions at once. */
  disableStaff(email: string): Promise<StaffAccount | undefined>;
  listStaff(): Promise<StaffAccount[]>;
  staffByEmail(email: string): Promise<StaffCredentials | undefined>;
  /** The invited account whose unexpired enrolment link has this hash. */
  staffByEnrolment(hash: string, now: Date): Promise<StaffCredentials | undefined>;
  /**
   * Finishes an enrolment, once: sets the password, activates the account and voids the link, if
   * the link is still good; `step` is the TOTP time step the person proved, recorded as used.
   */
  completeEnrolment(
    hash: string,
    passwordHash: string,
    step: number,
    now: Date,
  ): Promise<StaffAccount | undefined>;
  /** Records a TOTP time step as used; false when it (or a later one) was used already (a replayed code). */
  useTotpStep(staffId: string, step: number): Promise<boolean>;

  /**
   * Reserves a sign-in attempt on every throttle key, in one statement, before the password is
   * checked: the attempt counts as a failure on each key, which then waits `delaysMs[failures - 1]`
   * (the last entry for every failure past the list). Answers 0 when the attempt may go ahead, else
   * how long (ms) the most blocked key must still wait; a refused attempt counts on no key that
   * was blocked. However many attempts come at once, only as many as the delays allow go ahead.
   */
  signInAttempt(keys: readonly string[], now: Date, delaysMs: readonly number[]): Promise<number>;
  /** Forgets the failures of these keys: the attempt reserved on them was the right one. */
  signInSucceeded(keys: readonly string[]): Promise<void>;
  /**
   * Counts a sign-in the throttle refused, in its client's window (`windowMs` long, counted from
   * 1970), and answers the count so far. The window's first refusal writes `first` to the audit
   * log and closes the client's earlier windows; a closed window with more than one refusal leaves
   * one line, at its end, with its count (`refused`) and its times (`from`, `to`). A flood of
   * refusals is thus a line or two per client and window rather than a line each.
   */
  signInRefused(first: AuditEntry, windowMs: number): Promise<number>;

  createSession(session: { tokenHash: string; staffId: string; at: Date; client: string }): Promise<void>;
  /**
   * The session with this token hash if it is still good at `now` (active account, not idle for
   * `idleMs`, not older than `absoluteMs`), its last use moved to `now`; an expired one is deleted.
   */
  session(
    tokenHash: string,
    now: Date,
    idleMs: number,
    absoluteMs: number,
  ): Promise<StaffSession | undefined>;
  endSession(tokenHash: string): Promise<void>;
  endAllSessions(staffId: string): Promise<number>;

  /**
   * Deletes what the console keeps only while it matters (the purge's task): sessions last used
   * before `sessionsSeenBefore` or started before `sessionsStartedBefore` (expired either way),
   * sign-in throttle rows not touched since `throttleBefore`, and the windows of refused sign-ins
   * that ended before `refusalsBefore` (each closed as `signInRefused` closes it).
   */
  sweep(before: ConsoleSweep): Promise<ConsoleSwept>;

  audit(entry: AuditEntry): Promise<void>;
  /** The audit log, newest first: at most `limit` lines that pass the query's filters. */
  auditLog(query: AuditQuery): Promise<AuditRecord[]>;

  inbox(query: InboxQuery): Promise<InboxPage>;
  inboxItem(id: string): Promise<InboxItem | undefined>;
  /** The other applications that gave the same (normalised) transaction id. */
  sharingTransaction(id: string): Promise<InboxItem[]>;
  events(id: string): Promise<SubmissionEvent[]>;
  /**
   * Applies one change to each of `ids` that the pipeline's rules allow (`consolePipeline.ts`),
   * with a history event per submission (not for `read`) and one audit line, in one transaction;
   * answers the ids changed, and the others each with the pipeline's reason.
   */
  change(
    ids: readonly string[],
    change: InboxChange,
    /** Who (and their role, which the rules read) and when; a stage or payment change also writes the application's status e-mail, due after `statusMailDelayMs` (default STATUS_MAIL_GATHER_MS). */
    by: { staffId: string; role: StaffRole; at: Date; statusMailDelayMs?: number },
    audit: AuditEntry,
  ): Promise<ChangeOutcome>;
  /**
   * The applicant withdraws their application (from its status page): its stage becomes withdrawn
   * and it is marked unread, with a history event by no staff member and an audit line, unless it
   * was withdrawn or turned down already. Answers whether it changed.
   */
  withdraw(id: string, at: Date, audit: AuditEntry): Promise<boolean>;
  /**
   * An applicant sends a due fee's payment from their status page (`feePayment.ts`): answers
   * whether it was recorded (false when no fee of it is due).
   */
  sendFeePayment(payment: FeePayment, audit: AuditEntry): Promise<boolean>;
  unverifiedPayments(): Promise<UnverifiedPayment[]>;

  replyTemplates(): Promise<ReplyTemplate[]>;
  /** Adds or changes a reply template, with an audit line, in one transaction. */
  saveReplyTemplate(
    template: ReplyTemplate,
    by: { staffId: string; at: Date },
    audit: AuditEntry,
  ): Promise<void>;
  /**
   * Sends a reply: in one transaction its e-mail goes into the outbox to the address the
   * submission gave (none other), the reply is kept with the submission, an open message becomes
   * answered (with a history event), and the audit line is written. `no-address` when the
   * submission gave none, `not-found` when there is no such submission; nothing is written then.
   */
  reply(reply: NewReply, audit: AuditEntry): Promise<'sent' | 'no-address' | 'not-found'>;
  /** A submission's replies, oldest first, each with its e-mail's state. */
  replies(submissionId: string): Promise<ReplyView[]>;
  /** What a reply's e-mail says, by its outbox id: the outbox composes it when it sends. */
  replyForMail(mailId: string): Promise<{ subject: string; body: string } | undefined>;

  /** Offers interview times to a shortlisted application, with its invitation and audit line (`interviews.ts`). */
  offerInterview(offer: NewInterviewOffer, audit: AuditEntry): Promise<OfferOutcome>;
  /** An application's interview: the time booked, the open times offered, the requests. */
  submissionInterviews(submissionId: string, now: Date): Promise<SubmissionInterviews>;
  /** The applicant books an offered time; of two offered the same time, one gets it. */
  bookInterview(booking: InterviewBooking, audit: AuditEntry): Promise<BookingOutcome>;
  /** The applicant asks to move the time they booked. */
  requestReschedule(request: RescheduleRequest, audit: AuditEntry): Promise<'requested' | 'nothing-booked'>;
  /** The console's list of interviews. */
  interviewBoard(now: Date): Promise<InterviewBoard>;

  /** Marks an enrolled application completed, or corrects it (`documents.ts`). */
  complete(completion: NewCompletion, audit: AuditEntry): Promise<'completed' | 'not-found' | 'not-enrolled'>;
  /** What issuing a document reads of an application. */
  documentFacts(submissionId: string): Promise<DocumentFacts | undefined>;
  /** Issues a signed document, superseding the valid one it was made after. */
  issueDocument(document: NewDocument, audit: AuditEntry): Promise<IssueOutcome>;
  /** Revokes a valid document. */
  revokeDocument(
    revocation: { documentId: string; reason: string; at: Date },
    audit: AuditEntry,
  ): Promise<{ submissionId: string | null } | 'not-found' | 'not-valid'>;
  /** An application's completion and documents, as the console shows them on `today` (India's day). */
  submissionProof(submissionId: string, today: string): Promise<SubmissionProof>;
  /** One document by id. */
  documentById(id: string, today: string): Promise<StoredDocument | undefined>;
  /** An application's documents, newest first. */
  submissionDocuments(submissionId: string, today: string): Promise<StoredDocument[]>;
  /** The holder shows or hides their name on the verify page. */
  setNameShown(
    change: { documentId: string; submissionId: string; shown: boolean },
    audit: AuditEntry,
  ): Promise<boolean>;
  /** The applicant's one answer to an offer. */
  answerOffer(record: OfferAnswerRecord, audit: AuditEntry): Promise<AnswerOutcome>;
  /** The status list's set bits. */
  invalidIndexes(): Promise<number[]>;
  /** The public halves of the signing keys. */
  signingKeys(): Promise<{ kid: string; publicJwk: Record<string, unknown> }[]>;
  /** Records the public half of the key in use. */
  addSigningKey(key: { kid: string; publicJwk: Record<string, unknown>; at: Date }): Promise<void>;

  /** Stores a privacy request with its confirmation mail unless a cap is spent (answered) (`storage/privacy.ts`). */
  requestPrivacy(request: NewPrivacyRequest): Promise<string | undefined>;
  /** Holds an application under 18 with its guardian's consent and mail unless a cap is spent (answered) (`storage/guardians.ts`). */
  holdApplication(hold: NewHold): Promise<HoldResult>;
  guardianConsent(id: string): Promise<GuardianConsent | undefined>;
  /** Records the guardian's confirmation with its submission and lets the hold go; false when there was none to confirm. */
  confirmGuardian(id: string, submissionId: string, at: Date): Promise<boolean>;
  /** The guardians' consents an address (lower-cased) is in, as applicant or guardian (`storage/guardians.ts`). */
  guardianConsentsOf(email: string): Promise<AddressGuardianConsent[]>;
  /** Erases the applications held from or for an address, with their consents and mail, in one transaction. */
  eraseGuardianConsentsOf(email: string): Promise<{ held: number; files: string[]; mailIds: string[] }>;
  /** Confirms an unconfirmed request, due at `dueAt`, with its audit line; false when there was none. */
  confirmPrivacyRequest(id: string, at: Date, dueAt: Date, audit: AuditEntry): Promise<boolean>;
  privacyRequest(id: string): Promise<PrivacyRequestRecord | undefined>;
  /** The queue: confirmed requests, open ones first by due date. */
  privacyRequests(): Promise<PrivacyRequestRecord[]>;
  /** Closes an open request, clearing its address, with its audit line and its erasure's record if any. */
  closePrivacyRequest(
    id: string,
    by: { staffId: string; at: Date },
    audit: AuditEntry,
    erasure?: { id: string; emailHash: string; counts: Record<string, number> },
  ): Promise<boolean>;
  /** Corrects one text field of a submission of the request's address, with its history line and audit line. */
  correctSubmission(
    correction: Correction,
    audit: AuditEntry,
  ): Promise<'corrected' | 'not-found' | 'no-field'>;
  /** The submissions a breach incident's records name (`storage/incidents.ts`). */
  incidentSubmissions(
    records: IncidentRecords,
    range: { from: Date; until: Date } | undefined,
  ): Promise<{ id: string; email: string | null; createdAt: string }[]>;
  /** Opens a breach incident with its affected people (by hash) and its audit line. */
  openIncident(incident: NewIncident, audit: AuditEntry): Promise<void>;
  incident(id: string): Promise<IncidentRecord | undefined>;
  /** The incidents, latest first. */
  incidents(): Promise<IncidentRecord[]>;
  /** Queues the confirmed notice to each affected address, once; false when already queued. */
  notifyIncident(notices: IncidentNotices, audit: AuditEntry): Promise<boolean>;
  /** A breach notice's subject and text, for its outbox mail. */
  incidentNoticeForMail(mailId: string): Promise<{ subject: string; body: string } | undefined>;
  setting(key: string): Promise<unknown>;
  saveSetting(key: string, value: unknown, at: Date): Promise<void>;
}

/**
 * Every method of `ConsoleStorage`, and whether it only reads: SQLite runs the reads on its reader
 * connection, outside the write lock (the record's type makes a new method be listed here).
 */
export const consoleMethods: Record<keyof ConsoleStorage, 'read' | 'write'> = {
  inviteStaff: 'write',
  resetStaff: 'write',
  disableStaff: 'write',
  listStaff: 'read',
  staffByEmail: 'read',
  staffByEnrolment: 'read',
  completeEnrolment: 'write',
  useTotpStep: 'write',
  signInAttempt: 'write',
  signInSucceeded: 'write',
  signInRefused: 'write',
  createSession: 'write',
  session: 'write',
  endSession: 'write',
  endAllSessions: 'write',
  sweep: 'write',
  audit: 'write',
  auditLog: 'read',
  inbox: 'read',
  inboxItem: 'read',
  sharingTransaction: 'read',
  events: 'read',
  change: 'write',
  withdraw: 'write',
  sendFeePayment: 'write',
  unverifiedPayments: 'read',
  replyTemplates: 'read',
  saveReplyTemplate: 'write',
  reply: 'write',
  replies: 'read',
  replyForMail: 'read',
  offerInterview: 'write',
  submissionInterviews: 'read',
  bookInterview: 'write',
  requestReschedule: 'write',
  interviewBoard: 'read',
  complete: 'write',
  documentFacts: 'read',
  issueDocument: 'write',
  revokeDocument: 'write',
  submissionProof: 'read',
  documentById: 'read',
  submissionDocuments: 'read',
  setNameShown: 'write',
  answerOffer: 'write',
  invalidIndexes: 'read',
  signingKeys: 'read',
  addSigningKey: 'write',
  requestPrivacy: 'write',
  holdApplication: 'write',
  guardianConsent: 'read',
  confirmGuardian: 'write',
  guardianConsentsOf: 'read',
  eraseGuardianConsentsOf: 'write',
  confirmPrivacyRequest: 'write',
  privacyRequest: 'read',
  privacyRequests: 'read',
  closePrivacyRequest: 'write',
  correctSubmission: 'write',
  incidentSubmissions: 'read',
  openIncident: 'write',
  incident: 'read',
  incidents: 'read',
  notifyIncident: 'write',
  incidentNoticeForMail: 'read',
  setting: 'read',
  saveSetting: 'write',
};
