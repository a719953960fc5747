// Longer than most files on purpose: the Storage interface and the promises each method makes.
import type { Locale } from '@aarambh/content';
import type { Stage } from '@aarambh/machines/stages';
import type { ConsoleStorage } from './consoleTypes.ts';
import type { ConsentRecord, ConsentWithdrawal, NewConsent, WithdrawOutcome } from './consents.ts';

/** The five kinds of submission, one per endpoint. */
export const submissionKinds = ['application', 'career', 'subscription', 'feedback', 'contact'] as const;
export type SubmissionKind = (typeof submissionKinds)[number];

/** An uploaded resume as stored: the generated name on disk, never the client's. */
export interface StoredFile {
  storedName: string;
  /** The client's file name, kept for people reading the record only (never used as a path). */
  originalName: string;
  /** The type found in the file's content. */
  mediaType: string;
  size: number;
  /** CRC-32 of the content as 8 hex digits, to check the stored bytes are whole. */
  crc32: string;
}

/**
 * A resume a message carries: composed with its stored name, its bytes (`content`) read by the
 * outbox from where resumes are kept just before the message is built (so at send time).
 */
export interface MailAttachment {
  filename: string;
  storedName: string;
  contentType: string;
  content?: Uint8Array;
}

/** One e-mail, composed from a submission's data when it is sent. */
export interface MailMessage {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** A calendar invitation (an iCalendar `METHOD:REQUEST` text), sent as mail apps expect one. */
  icalEvent?: string;
  /** A mail to a subscriber: `List-Unsubscribe` (the one-click URL, and a mailto when configured). */
  listUnsubscribe?: { url: string; mailto?: string };
}

/**
 * Which of a submission's e-mails: the confirmation to its sender, the notification to us, and an
 * application's status mail (its stage or payment changed) and status link (asked for again).
 */
export const mailTemplates = [
  'confirmation',
  'notification',
  'status',
  'status-link',
  'reply',
  'interview-invitation',
  'interview-booked',
  'interview-booked-staff',
  'interview-reminder',
  'privacy-confirmation',
  'breach-notice',
  'guardian-request',
] as const;
export type MailTemplate = (typeof mailTemplates)[number];

/**
 * An outbox row: which mail of which submission, and to whom. The text is composed from the
 * submission when it is sent, so the row stays small (a group commit writes many at once).
 */
export interface NewMail {
  id: string;
  template: MailTemplate;
  to: string;
  /**
   * Hourly allowances this mail spends (a confirmation's caps): it is written only if each has one
   * left, spent in the submission's transaction after its Idempotency-Key check, so a replay
   * spends none.
   */
  allowances?: readonly MailAllowance[];
}

export interface StatusLinkRequest {
  /** The application's reference (`readSubmissionReference`'s form), or its id from an e-mail sent before references. */
  reference: string;
  email: string;
  mailId: string;
  at: Date;
  /** When the worker may first touch the mail (the first attempt is made at once). */
  mailNotBefore: Date;
  allowances: readonly MailAllowance[];
}

export interface NewSubmission {
  id: string;
  /** Its short reference (`createSubmissionReference`); a taken one fails the save with `REFERENCE_TAKEN`. */
  reference: string;
  kind: SubmissionKind;
  /** The sender's address, lower-cased; subscriptions are unique per address. */
  email: string | null;
  /** The language of the page it was sent from: its e-mails and status page are written in it. */
  language: Locale;
  data: Record<string, unknown>;
  file?: StoredFile;
  /**
   * The file's bytes, written in the submission's transaction by a storage that keeps resumes
   * (`resumes` is 'database'); absent when they live in the data folder.
   */
  fileContent?: Uint8Array;
  mails: NewMail[];
  /** The choices made on the form, per consent purpose, written in the submission's transaction. */
  consents?: NewConsent[];
  createdAt: Date;
  /** The outbox worker leaves the new mail alone until then: the first attempt is the request's. */
  mailNotBefore: Date;
  /**
   * The request's Idempotency-Key, stored in the same transaction with the answer to give a retry.
   * If the key was already used on this endpoint, nothing is written and `save` answers the first
   * request's fingerprint and answer instead.
   */
  idempotency?: IdempotencyRecord;
}

export interface IdempotencyRecord {
  endpoint: string;
  key: string;
  /** What the request said (its fields and file), to tell a retry from a reuse of the key. */
  fingerprint: string;
  /** The answer given when the submission was stored, which a retry gets again. */
  status: number;
  body: string;
}

/**
 * A new submission's reference was drawn before (one in about 34 billion per stored submission):
 * nothing was written, and the caller draws another.
 */
export const REFERENCE_TAKEN = 'That reference belongs to another submission';

/** `save` refuses a subscription: it has a state of its own, which `subscribe` keeps. */
export const SUBSCRIPTIONS_SUBSCRIBE = 'A subscription is stored by subscribe(), not save()';

export interface SaveResult {
  id: string;
  /** False when the Idempotency-Key was used before (nothing was written). */
  created: boolean;
  /** Set when the Idempotency-Key was used before (nothing was written): the first request's record. */
  replay?: IdempotencyRecord;
  /** The ids of the mails left out because an allowance was spent; absent when none was. */
  withheld?: string[];
  /** The key of an allowance found spent (the first), when a mail was left out. */
  spent?: string;
}

export interface SubmissionRecord {
  id: string;
  /** What people read and type (`AL-7K3M-Q2PC`); the id stays internal. */
  reference: string;
  kind: SubmissionKind;
  email: string | null;
  /** The language of the page it was sent from; English for those stored before it was kept. */
  language: Locale;
  data: Record<string, unknown>;
  createdAt: string;
  file: StoredFile | null;
  /** A subscription's state (double opt-in); null for the other kinds. */
  subscription: SubscriptionState | null;
}

/**
 * A subscription counts only once confirmed: `pending` until the link in the confirmation e-mail
 * is followed, `unsubscribed` after the unsubscribe link (or a one-click POST) was used.
 */
export type SubscriptionStatus = 'pending' | 'confirmed' | 'unsubscribed';

export interface SubscriptionState {
  status: SubscriptionStatus;
  /**
   * The opaque token the signed confirmation and unsubscribe links carry (random, never the
   * address). A new one is drawn when an unsubscribed address subscribes again.
   */
  token: string;
  /** When it last became pending. */
  requestedAt: string;
  /** When the last confirmation e-mail was written to the outbox (its link expires from then). */
  confirmationSentAt: string | null;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

/** The withdrawal an unsubscribe records: its row's id, the notice version and the channel. */
export type SubscriptionWithdrawal = Omit<ConsentWithdrawal, 'submissionId' | 'purpose' | 'at'>;

/** A subscribe request: a new subscription, or a repeat for an address already known. */
export interface SubscribeRequest {
  /** The submission's id and reference if the address is new. */
  id: string;
  reference: string;
  email: string;
  /** The language of the page it was sent from (kept with a new address only). */
  language: Locale;
  data: Record<string, unknown>;
  /** The token for a new subscription, or for an unsubscribed address subscribing again. */
  token: string;
  createdAt: Date;
  mailNotBefore: Date;
  /**
   * The confirmation e-mail, written when one is due: for a new or renewed subscription, or a
   * pending one whose last confirmation was written before `resendAfter` (or never). It is written
   * only if each of its allowances has one left (spent in the same transaction, so a replayed
   * Idempotency-Key spends none).
   */
  confirmation: { id: string; to: string; allowances: readonly MailAllowance[] };
  resendAfter: Date;
  /** The notification to the company: written only for an address not known before. */
  notification: { id: string; to: string };
  /**
   * The answer to give, without its reference: the stored answer is this body with the
   * subscription's reference (the first one's for a known address), kept under the
   * Idempotency-Key and returned as `SubscribeResult.answer`, so the first answer and a replay are
   * the same bytes.
   */
  answer: { status: number; body: Record<string, unknown> };
  idempotency?: Omit<IdempotencyRecord, 'status' | 'body'>;
  /**
   * The consent to updates the request gives (purpose 'updates', the subscribe form's notice
   * version): written with the subscription when it is new or renewed after an unsubscribe, in the
   * same transaction; a repeat for a subscription already pending or confirmed writes none.
   */
  consent?: NewConsent;
}

/** What a subscribe request did. */
export interface SubscribeResult {
  /** The subscription's submission id and reference (the first one's for a known address). */
  id: string;
  reference: string;
  /** The subscription's token, for the links of the mail written now. */
  token: string;
  /** The mail written this time, to be delivered. */
  mails: NewMail[];
  /**
   * `written`; `withheld` (an allowance was spent); `recent` (a confirmation was written after
   * `resendAfter`); `confirmed` (already subscribed: nothing to confirm).
   */
  confirmation: 'written' | 'withheld' | 'recent' | 'confirmed';
  /** The key of the allowance found spent (the first), when the confirmation was withheld. */
  spent?: string;
  /** The answer, as stored under the Idempotency-Key: for a replay, the first request's. */
  answer: { status: number; body: string };
  /** Set when the Idempotency-Key was used before (nothing was written): the first request's record. */
  replay?: IdempotencyRecord;
}

/** What following a confirmation link did. */
export type ConfirmOutcome = 'confirmed' | 'unknown';

export type MailStatus = 'pending' | 'sent' | 'failed';

export interface OutboxEntry {
  id: string;
  /** The submission the mail is about; null for a privacy request's mail. */
  submissionId: string | null;
  /** The privacy request the mail confirms; null for a submission's mail. */
  privacyRequestId: string | null;
  /** The guardian's consent the mail asks for (an application under 18); null otherwise. */
  guardianConsentId: string | null;
  template: MailTemplate;
  to: string;
  status: MailStatus;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
}

export interface MailCounts {
  pending: number;
  sent: number;
  failed: number;
}

export interface MailBacklog {
  pending: number;
  failed: number;
  /** When the oldest mail still pending was written (ISO), or null: a stuck outbox shows here. */
  oldestPending: string | null;
}

/**
 * An hourly allowance of mail: at most `limit` mails per `key` in one clock hour (of the
 * submission's time). Keys name what is counted, e.g. every confirmation, or the confirmations to
 * one (hashed) address. A mail spends one of each of its allowances, all or none; counts are
 * stored, so they hold across restarts and across servers on one database; past hours are
 * forgotten.
 */
export interface MailAllowance {
  key: string;
  limit: number;
}

/**
 * What to purge: submissions of these kinds created before the date, with their files and mail;
 * with `stages`, only those the console moved to one of them; with `paid`, only those with (true)
 * or without (false) a receipt.
 */
export interface PurgeRule {
  kinds: readonly SubmissionKind[];
  before: Date;
  stages?: readonly Stage[];
  paid?: boolean;
}

/**
 * Which subscriptions the purge deletes (the privacy policy keeps them while active): those never
 * confirmed, requested before `unconfirmedBefore`, and those unsubscribed before `endedBefore`.
 */
export interface SubscriptionRetention {
  unconfirmedBefore: Date;
  endedBefore: Date;
}

export interface PurgeResult {
  submissions: number;
  mails: number;
  files: string[];
  /** Every outbox row deleted (with its submission, or as old mail): their .eml copies go too. */
  mailIds: string[];
}

/** Everything stored about one e-mail address (a data request): its submissions and their mail. */
export interface HeldAbout {
  /** Every submission of any kind sent from the address, oldest first, with its file and subscription. */
  submissions: SubmissionRecord[];
  /** The outbox rows of those submissions, and any other mail to the address. */
  mails: OutboxEntry[];
  /** Every consent given or withdrawn under the address's hash, erased submissions' too. */
  consents: ConsentRecord[];
}

/** What erasing an address deleted: rows counted, and the names of the files that go with them. */
export interface ErasedResult {
  submissions: number;
  /** The stored names of the deleted resumes (under DATA_DIR/uploads). */
  files: string[];
  /** The deleted outbox rows, whose .eml copies go too. */
  mailIds: string[];
}

/**
 * The database cannot take a write now, for a reason that passes: another connection holds its
 * write lock past the wait (`busy`), or the disk is full (`full`). The request is answered 503
 * with Retry-After, never 500.
 */
export class StorageUnavailableError extends Error {
  readonly reason: 'busy' | 'full';

  constructor(reason: 'busy' | 'full', message: string) {
    super(message);
    this.name = 'StorageUnavailableError';
    this.reason = reason;
  }
}

/**
 * Where submissions live. Both implementations pass the same contract tests
 * (`harness/storageContract.ts`): a submission, its file's metadata and its outbox rows are written in one
 * transaction, so a reader never sees one without the others.
 */
export interface Storage {
  readonly engine: 'sqlite' | 'postgres';
  /** A connection pool's state, for the metrics (PostgreSQL; SQLite has one writer and no pool). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** The staff console's accounts, sessions, audit log and inbox. */
  readonly console: ConsoleStorage;
  /** Stores a submission (any kind but a subscription) with its file and mail. */
  save(submission: NewSubmission): Promise<SaveResult>;
  /**
   * A subscribe request, in one transaction: a new address is stored as a pending subscription
   * with its confirmation (allowances permitting) and notification; a known one gets a
   * confirmation only when one is due (see `SubscribeRequest`), and nothing else.
   */
  subscribe(request: SubscribeRequest): Promise<SubscribeResult>;
  /**
   * Confirms the pending subscription with this token: `confirmed` also when it already was;
   * `unknown` when no subscription has the token or it was unsubscribed since.
   */
  confirmSubscription(token: string, at: Date): Promise<ConfirmOutcome>;
  /**
   * Unsubscribes the subscription with this token; false when no subscription has it. When it was
   * not unsubscribed yet and its consent to updates is on record as given, `withdrawal` is
   * recorded as that consent's withdrawal, in the same transaction.
   */
  unsubscribe(token: string, at: Date, withdrawal?: SubscriptionWithdrawal): Promise<boolean>;
  /**
   * A lost status link asked for again: writes the 'status-link' mail of the application (either
   * kind) with this id and this address (lower-cased), when there is one, spending the mail's
   * allowances (all or none). Answers whether the mail was written; the caller answers the same
   * words either way.
   */
  requestStatusLink(request: StatusLinkRequest): Promise<boolean>;
  /**
   * The applications (internship and job) an address gave, newest first, at most
   * `APPLICATIONS_OF_MAX`: what its status page lists (the address being the one its link was mailed to).
   */
  applicationsOf(email: string): Promise<SubmissionRecord[]>;
  /** The submission with this id, or with this reference (`AL-7K3M-Q2PC`, as stored). */
  get(key: string): Promise<SubmissionRecord | undefined>;
  /** Submissions of one kind created in [from, to), oldest first. */
  list(kind: SubmissionKind, from: Date, to: Date): Promise<SubmissionRecord[]>;
  isHealthy(): Promise<boolean>;
  /** Pending mail due at `now`, leased for `leaseMs` so no other worker takes it meanwhile. */
  claimDueMail(now: Date, leaseMs: number, limit: number): Promise<OutboxEntry[]>;
  markMailSent(id: string, at: Date): Promise<void>;
  /** Records a failed attempt; `retryAt` null gives up on the mail (status failed). */
  markMailFailed(id: string, error: string, retryAt: Date | null): Promise<void>;
  mailFor(submissionId: string): Promise<OutboxEntry[]>;
  /** Every outbox row counted by status: a scan of the table, for tasks and tests, not for health. */
  mailCounts(): Promise<MailCounts>;
  /**
   * What the health check and the worker report, read from an index (migration 6), so its time
   * grows with the mail pending and failed, not with the sent mail kept.
   */
  mailBacklog(now?: Date): Promise<MailBacklog>;
  /** Every stored upload's generated name, to sweep files no row refers to. */
  storedFileNames(): Promise<string[]>;
  /**
   * Where resumes' bytes live: 'folder' (SQLite: the data folder beside the database file, see
   * uploads.ts) or 'database' (PostgreSQL: saved with their row as `fileContent`, deleted with it,
   * read by any server with `readResume`).
   */
  readonly resumes: 'folder' | 'database';
  /** A stored resume's bytes by its stored name, undefined when none is stored ('database' only). */
  readResume(storedName: string): Promise<Uint8Array | undefined>;
  /**
   * Takes in the bytes of a resume its row names that were kept in a data folder before the
   * database kept them; false when no row names it ('database' only). Bytes it has are kept.
   */
  adoptResume(storedName: string, content: Uint8Array): Promise<boolean>;
  /**
   * Counts a request under `key` in the fixed window numbered `window` and answers the count so
   * far, this one included: one statement, so servers on one database count together.
   */
  countRequest(key: string, window: number): Promise<number>;
  /** Forgets the counts of windows numbered below `window`. */
  forgetRequests(window: number): Promise<void>;
  /**
   * Deletes the submissions the rules name (with their files' rows and mail), the subscriptions
   * `subscriptions` names, and delivered or abandoned mail created before `mailsBefore`; answers
   * the counts and the deleted files' names.
   */
  purge(
    rules: readonly PurgeRule[],
    mailsBefore: Date | null,
    subscriptions?: SubscriptionRetention,
  ): Promise<PurgeResult>;
  /** Everything stored about one address (lower-cased), for the data-request task's export. */
  heldAbout(email: string): Promise<HeldAbout>;
  /** A submission's consent rows, oldest first. */
  consentsOf(submissionId: string): Promise<ConsentRecord[]>;
  /**
   * Records a withdrawal: a row with granted false, under the hash and language of the
   * submission's last row for the purpose. Nothing is written when that row already says no.
   */
  withdrawConsent(withdrawal: ConsentWithdrawal): Promise<WithdrawOutcome>;
  /**
   * Deletes everything stored about one address in one transaction: its submissions with their
   * files' rows, subscription, Idempotency-Keys and mail, and any other mail to it.
   */
  erase(email: string): Promise<ErasedResult>;
  /**
   * Called once if the storage breaks for good (the SQLite worker thread died): the server then
   * stops with a non-zero exit so that its supervisor starts it again.
   */
  onBroken(listener: (error: Error) => void): void;
  close(): Promise<void>;
}
