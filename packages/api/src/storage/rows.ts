import type { Locale } from '@aarambh/content';
import { SUBMISSION_REFERENCE_PATTERN } from '@aarambh/machines/shortCode';
import type {
  OutboxEntry,
  StoredFile,
  SubmissionKind,
  SubmissionRecord,
  SubscriptionState,
} from './types.ts';

/** A row as either driver returns it. */
export type Row = Record<string, unknown>;

/**
 * A stored time as an ISO 8601 string: PostgreSQL's driver returns a `Date`, SQLite the string we
 * stored (already ISO, so reading it again changes nothing).
 */
export function isoTime(value: unknown): string {
  return (value instanceof Date ? value : new Date(String(value))).toISOString();
}

/** A submission with its file and its subscription, if any: the same columns in both engines. */
export const SELECT_SUBMISSIONS = `SELECT s.id, s.reference, s.kind, s.email, s.language, s.data, s.created_at,
  f.stored_name, f.original_name, f.media_type, f.size, f.crc32,
  sub.token, sub.status AS subscription_status, sub.requested_at, sub.confirmation_sent_at,
  sub.confirmed_at, sub.unsubscribed_at
  FROM submissions s LEFT JOIN files f ON f.submission_id = s.id
  LEFT JOIN subscriptions sub ON sub.submission_id = s.id`;

const BY_ID = `${SELECT_SUBMISSIONS} WHERE s.id = ?`;
const BY_REFERENCE = `${SELECT_SUBMISSIONS} WHERE s.reference = ?`;

/** The query of one submission by its id or its reference, whichever `key` is (`?`: the key). */
export function submissionByKey(key: string): string {
  return SUBMISSION_REFERENCE_PATTERN.test(key) ? BY_REFERENCE : BY_ID;
}

/** How many of an address's applications its status page lists at most. */
export const APPLICATIONS_OF_MAX = 20;

/** An address's applications (internship and job), newest first (`?`: the address, the limit). */
export const APPLICATIONS_OF = `${SELECT_SUBMISSIONS}
  WHERE s.email = ? AND s.kind IN ('application', 'career') ORDER BY s.created_at DESC, s.id LIMIT ?`;

/** A new submission's row (`?`: id, reference, kind, address, language, data as JSON, arrival). */
export const INSERT_SUBMISSION =
  'INSERT INTO submissions (id, reference, kind, email, language, data, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)';

/** A replayed subscription's reference and token (`?`: its id). */
export const REPLAYED_SUBSCRIPTION = `SELECT s.reference, sub.token FROM submissions s
  LEFT JOIN subscriptions sub ON sub.submission_id = s.id WHERE s.id = ?`;

/** Whether a submission has this reference (`?`: the reference). */
export const SUBMISSION_BY_REFERENCE = 'SELECT 1 AS taken FROM submissions WHERE reference = ?';

/**
 * The application a lost status link is asked for: by its reference, or by its id as the e-mails
 * sent before references named it, and the address it gave (`?`: the reference twice, the address).
 */
export const STATUS_LINK_APPLICATION = `SELECT id FROM submissions
  WHERE (reference = ? OR id = ?) AND email = ? AND kind IN ('application', 'career')`;

const isoOrNull = (value: unknown) => (value == null ? null : isoTime(value));

function toSubscription(row: Row): SubscriptionState | null {
  if (row.token == null) return null;
  return {
    status: row.subscription_status as SubscriptionState['status'],
    token: String(row.token),
    requestedAt: isoTime(row.requested_at),
    confirmationSentAt: isoOrNull(row.confirmation_sent_at),
    confirmedAt: isoOrNull(row.confirmed_at),
    unsubscribedAt: isoOrNull(row.unsubscribed_at),
  };
}

/** A row of `SELECT_SUBMISSIONS`. The data is JSONB (an object) in PostgreSQL, JSON text in SQLite. */
export function toRecord(row: Row): SubmissionRecord {
  const file: StoredFile | null =
    row.stored_name == null
      ? null
      : {
          storedName: String(row.stored_name),
          originalName: String(row.original_name),
          mediaType: String(row.media_type),
          size: Number(row.size),
          crc32: String(row.crc32),
        };
  return {
    id: String(row.id),
    reference: String(row.reference),
    kind: row.kind as SubmissionKind,
    email: row.email == null ? null : String(row.email),
    language: row.language as Locale,
    data: (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Record<string, unknown>,
    createdAt: isoTime(row.created_at),
    file,
    subscription: toSubscription(row),
  };
}

/** A row of the `mails` table. */
export function toOutboxEntry(row: Row): OutboxEntry {
  return {
    id: String(row.id),
    submissionId: row.submission_id == null ? null : String(row.submission_id),
    privacyRequestId: row.privacy_request_id == null ? null : String(row.privacy_request_id),
    guardianConsentId: row.guardian_consent_id == null ? null : String(row.guardian_consent_id),
    template: row.template as OutboxEntry['template'],
    to: String(row.recipient),
    status: row.status as OutboxEntry['status'],
    attempts: Number(row.attempts),
    nextAttemptAt: isoTime(row.next_attempt_at),
    lastError: row.last_error == null ? null : String(row.last_error),
  };
}
