// Privacy requests and erasures (docs/data-model.md), written once for both engines as generators
// of SQL steps, which each engine drives in its own transaction (as `interviews.ts`). A request is
// stored with its confirmation mail whether or not its address is known; nothing acts on it until
// it is confirmed; closing it clears its address.
import { randomUUID } from 'node:crypto';
import type { Locale } from '@aarambh/content';
import type { PrivacyRequestType, PrivacyRequestView } from '@aarambh/machines/schemas';
import { type ConsoleRow, auditValues } from './consoleRows.ts';
import { consoleSql } from './consoleSql.ts';
import type { AuditEntry } from './consoleTypes.ts';
import type { Steps } from './steps.ts';
import { allowanceHour } from './migrations.ts';
import { isoTime } from './rows.ts';
import type { MailAllowance } from './types.ts';

function* rows(sql: string, values: unknown[]): Steps<ConsoleRow[]> {
  return (yield { sql, values, rows: true }) as ConsoleRow[];
}
function* run(sql: string, values: unknown[]): Steps<number> {
  return (yield { sql, values, rows: false }) as number;
}

export interface NewPrivacyRequest {
  id: string;
  type: PrivacyRequestType;
  email: string;
  emailHash: string;
  reference: string | null;
  details: string;
  /** The language of the page it was made on: its mail's. */
  language: Locale;
  at: Date;
  /** The confirmation mail, written with the request when every allowance has one left. */
  mail: { id: string; notBefore: Date; allowances: readonly MailAllowance[] };
}

/** A request as stored: the queue's view, and an unconfirmed one's state. */
export type PrivacyRequestRecord = Omit<
  PrivacyRequestView,
  'status' | 'confirmedAt' | 'dueAt' | 'overdue'
> & {
  status: 'unconfirmed' | 'open' | 'closed';
  emailHash: string;
  confirmedAt: string | null;
  dueAt: string | null;
};

const COLUMNS = `p.id, p.type, p.email, p.email_hash, p.reference, p.details, p.language, p.created_at,
  p.confirmed_at, p.due_at, p.status, p.closed_at, st.email AS closed_by`;

export const privacySql = {
  insert: `INSERT INTO privacy_requests (id, type, email, email_hash, reference, details, language, created_at, status)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'unconfirmed')`,
  mail: `INSERT INTO outbox (id, privacy_request_id, template, recipient, status, attempts, next_attempt_at, created_at)
    VALUES (?, ?, 'privacy-confirmation', ?, 'pending', 0, ?, ?)`,
  confirm: `UPDATE privacy_requests SET status = 'open', confirmed_at = ?, due_at = ?
    WHERE id = ? AND status = 'unconfirmed'`,
  one: `SELECT ${COLUMNS} FROM privacy_requests p LEFT JOIN staff st ON st.id = p.closed_by WHERE p.id = ?`,
  /** The queue: open requests by due date, then the latest closed ones. */
  queue: `SELECT ${COLUMNS} FROM privacy_requests p LEFT JOIN staff st ON st.id = p.closed_by
    WHERE p.status <> 'unconfirmed' ORDER BY p.status = 'closed', p.due_at, p.id LIMIT 200`,
  close: `UPDATE privacy_requests SET status = 'closed', email = NULL, closed_by = ?, closed_at = ?
    WHERE id = ? AND status = 'open'`,
  erasure: 'INSERT INTO erasures (id, email_hash, at, by, counts) VALUES (?, ?, ?, ?, ?)',
  submissionData: 'SELECT data FROM submissions WHERE id = ? AND email = ?',
  correct: 'UPDATE submissions SET data = ? WHERE id = ? AND email = ?',
  sweepClosed: "DELETE FROM privacy_requests WHERE status = 'closed' AND closed_at < ?",
  sweepUnconfirmed: "DELETE FROM privacy_requests WHERE status = 'unconfirmed' AND created_at < ?",
} as const;

function toRequest(row: ConsoleRow): PrivacyRequestRecord {
  const optional = (value: unknown) => (value == null ? null : String(value));
  const time = (value: unknown) => (value == null ? null : isoTime(value));
  return {
    id: String(row.id),
    type: row.type as PrivacyRequestType,
    email: optional(row.email),
    emailHash: String(row.email_hash),
    reference: optional(row.reference),
    details: String(row.details),
    language: row.language as Locale,
    createdAt: isoTime(row.created_at),
    confirmedAt: time(row.confirmed_at),
    dueAt: time(row.due_at),
    status: row.status as PrivacyRequestRecord['status'],
    closedAt: time(row.closed_at),
    closedBy: optional(row.closed_by),
  };
}

/**
 * Spends one of each allowance for the hour of `at`, all or none; answers the key of one already
 * spent, if any. (As the storages' own, but as steps: under PostgreSQL's read committed, requests
 * at the same moment may each pass the check, so a cap can be passed by those few.)
 */
export function* spend(allowances: readonly MailAllowance[], at: Date): Steps<string | undefined> {
  const hour = allowanceHour(at);
  for (const { key, limit } of allowances) {
    const [row] = yield* rows('SELECT used FROM mail_allowances WHERE key = ? AND hour = ?', [key, hour]);
    if (Number(row?.used ?? 0) >= limit) return key;
  }
  for (const { key } of allowances)
    yield* run(
      `INSERT INTO mail_allowances (key, hour, used) VALUES (?, ?, 1)
       ON CONFLICT (key, hour) DO UPDATE SET used = mail_allowances.used + 1`,
      [key, hour],
    );
  return undefined;
}

/**
 * The request, and its confirmation mail unless an hourly cap is spent (the request is kept, the
 * answer is the same, and no mail goes), in one transaction; answers the cap spent, if one was.
 */
export function* requestPrivacy(request: NewPrivacyRequest): Steps<string | undefined> {
  yield* run(privacySql.insert, [
    request.id,
    request.type,
    request.email,
    request.emailHash,
    request.reference,
    request.details,
    request.language,
    request.at,
  ]);
  const spent = yield* spend(request.mail.allowances, request.at);
  if (spent === undefined)
    yield* run(privacySql.mail, [
      request.mail.id,
      request.id,
      request.email,
      request.mail.notBefore,
      request.at,
    ]);
  return spent;
}

/** Confirms an unconfirmed request, due at `dueAt`, with its audit line; false when there is none to confirm. */
export function* confirmPrivacyRequest(id: string, at: Date, dueAt: Date, audit: AuditEntry): Steps<boolean> {
  if ((yield* run(privacySql.confirm, [at, dueAt, id])) === 0) return false;
  yield* run(consoleSql.audit, auditValues(audit));
  return true;
}

export function* privacyRequest(id: string): Steps<PrivacyRequestRecord | undefined> {
  const [row] = yield* rows(privacySql.one, [id]);
  return row ? toRequest(row) : undefined;
}

export function* privacyRequests(): Steps<PrivacyRequestRecord[]> {
  return (yield* rows(privacySql.queue, [])).map(toRequest);
}

/**
 * Closes an open request (its address cleared) with its audit line, and the erasure it ends with
 * when there is one; false when it is not open.
 */
export function* closePrivacyRequest(
  id: string,
  by: { staffId: string; at: Date },
  audit: AuditEntry,
  erasure?: { id: string; emailHash: string; counts: Record<string, number> },
): Steps<boolean> {
  if ((yield* run(privacySql.close, [by.staffId, by.at, id])) === 0) return false;
  if (erasure)
    yield* run(privacySql.erasure, [
      erasure.id,
      erasure.emailHash,
      by.at,
      by.staffId,
      JSON.stringify(erasure.counts),
    ]);
  yield* run(consoleSql.audit, auditValues(audit));
  return true;
}

/** The retention purge's part: closed requests past their time, and requests never confirmed. */
export function* sweepPrivacyRequests(closedBefore?: Date, unconfirmedBefore?: Date): Steps<number> {
  if (!closedBefore || !unconfirmedBefore) return 0;
  return (
    (yield* run(privacySql.sweepClosed, [closedBefore])) +
    (yield* run(privacySql.sweepUnconfirmed, [unconfirmedBefore]))
  );
}

export interface Correction {
  submissionId: string;
  /** The address of the request: only its own submissions are corrected. */
  email: string;
  field: string;
  value: string;
  staffId: string;
  at: Date;
}

/**
 * Sets one text field of a submission of the request's address, with a line in its history that
 * says what it was, and the audit line; `not-found` when the address sent no such submission,
 * `no-field` when it has no such text field.
 */
export function* correctSubmission(
  correction: Correction,
  audit: AuditEntry,
): Steps<'corrected' | 'not-found' | 'no-field'> {
  const [row] = yield* rows(privacySql.submissionData, [correction.submissionId, correction.email]);
  if (!row) return 'not-found';
  const data = (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Record<string, unknown>;
  const before = data[correction.field];
  if (typeof before !== 'string') return 'no-field';
  data[correction.field] = correction.value;
  yield* run(privacySql.correct, [JSON.stringify(data), correction.submissionId, correction.email]);
  yield* run(consoleSql.event, [
    randomUUID(),
    correction.submissionId,
    correction.at,
    correction.staffId,
    'note',
    null,
    null,
    `Corrected on a privacy request: ${correction.field} was “${before}”, now “${correction.value}”.`,
  ]);
  yield* run(consoleSql.audit, auditValues(audit));
  return 'corrected';
}
