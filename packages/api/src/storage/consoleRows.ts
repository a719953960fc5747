// Rows of the console's tables as both engines return them, and what both build their queries from.
import { randomUUID } from 'node:crypto';
import type { AuditAction } from '@aarambh/machines/schemas';
import type {
  AuditQuery,
  AuditRecord,
  InboxChange,
  InboxItem,
  InboxQuery,
  StaffAccount,
  StaffCredentials,
  SubmissionEvent,
  UnverifiedPayment,
} from './consoleTypes.ts';
import { isoTime } from './rows.ts';
import type { SubmissionKind } from './types.ts';

export type ConsoleRow = Record<string, unknown>;

const isoOrNull = (value: unknown) => (value == null ? null : isoTime(value));
const textOrNull = (value: unknown) => (value == null ? null : String(value));

/**
 * The note of a change's history event: a stage move's or a note's words, a refused payment's
 * reason, or why an admin verified a UPI transaction id verified elsewhere already.
 */
export function eventNote(change: InboxChange): string | null {
  switch (change.type) {
    case 'payment':
      return change.reason ?? change.override ?? null;
    case 'read':
      return null;
    default:
      return change.note;
  }
}

/**
 * How far the inbox counts what a query matches: past it the list says "1,000+" rather than
 * count every row (a count of 100,000 rows costs more than the page itself; nobody pages that far
 * instead of filtering).
 */
export const INBOX_COUNT_LIMIT = 1000;

export function countedTotal(counted: number): { total: number; totalCapped: boolean } {
  return { total: Math.min(counted, INBOX_COUNT_LIMIT), totalCapped: counted > INBOX_COUNT_LIMIT };
}

/**
 * A status e-mail waits this long after the change that wrote it, and takes in the changes made
 * meanwhile: it is composed from the application as it is when it is sent.
 */
export const STATUS_MAIL_GATHER_MS = 10 * 60_000;

/**
 * The status e-mail of an application whose stage or payment staff changed (its values:
 * `statusMailValues`):
 * written unless one written within the window is still waiting, which will say this change too.
 */
export const QUEUE_STATUS_MAIL = (
  placeholder: (n: number) => string,
) => `INSERT INTO outbox (id, submission_id, template, recipient, status, attempts, next_attempt_at, created_at)
  SELECT ${placeholder(1)}, s.id, 'status', s.email, 'pending', 0, ${placeholder(2)}, ${placeholder(3)}
  FROM submissions s
  WHERE s.id = ${placeholder(4)} AND s.kind IN ('application', 'career') AND s.email IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o.submission_id = s.id AND o.template = 'status'
      AND o.status = 'pending' AND o.created_at > ${placeholder(5)})`;

/** The values of QUEUE_STATUS_MAIL for a change to `id` at `at`. */
export function statusMailValues(
  id: string,
  at: Date,
  delayMs = STATUS_MAIL_GATHER_MS,
): [string, Date, Date, string, Date] {
  return [randomUUID(), new Date(at.getTime() + delayMs), at, id, new Date(at.getTime() - delayMs)];
}

/** An inbox row with whether another application gave the same (normalised) transaction id. */
export const ITEM_COLUMNS = `i.*, EXISTS (SELECT 1 FROM inbox d WHERE d.transaction_ref = i.transaction_ref
  AND d.submission_id <> i.submission_id) AS shared_transaction`;

/**
 * The payments waiting for verification, with how many other applications gave the same
 * transaction id; `paymentReference` is the engine's expression for the submission's field.
 */
export const unverifiedPaymentsQuery = (paymentReference: string) => `SELECT i.submission_id, i.name,
  i.created_at, i.payment_amount, i.transaction_id, ${paymentReference} AS payment_reference,
  (SELECT count(*) FROM inbox d WHERE d.transaction_ref = i.transaction_ref
    AND d.submission_id <> i.submission_id) AS shared_with
  FROM inbox i JOIN submissions s ON s.id = i.submission_id
  WHERE i.payment = 'unverified' ORDER BY i.created_at`;

export function toUnverifiedPayment(row: ConsoleRow): UnverifiedPayment {
  return {
    id: String(row.submission_id),
    name: String(row.name),
    createdAt: isoTime(row.created_at),
    amount: Number(row.payment_amount),
    transactionId: String(row.transaction_id ?? ''),
    paymentReference: String(row.payment_reference ?? ''),
    sharedWith: Number(row.shared_with),
  };
}

const sortColumns = { created: 'i.created_at', name: 'i.name', kind: 'i.kind', stage: 'i.stage' } as const;

/** ORDER BY for an inbox query: the chosen column, then the newest first, the id breaking ties. */
export function inboxOrder(query: Pick<InboxQuery, 'sort' | 'descending'>): string {
  const direction = query.descending ? 'DESC' : 'ASC';
  if (query.sort === 'created') return `i.created_at ${direction}, i.submission_id ${direction}`;
  return `${sortColumns[query.sort]} ${direction}, i.created_at DESC, i.submission_id DESC`;
}

export function toStaff(row: ConsoleRow): StaffAccount {
  return {
    id: String(row.id),
    email: String(row.email),
    role: row.role as StaffAccount['role'],
    status: row.status as StaffAccount['status'],
    createdAt: isoTime(row.created_at),
  };
}

export function toCredentials(row: ConsoleRow): StaffCredentials {
  return {
    ...toStaff(row),
    passwordHash: textOrNull(row.password_hash),
    totpSecret: textOrNull(row.totp_secret),
  };
}

/**
 * The audit log's filters as one SQL condition, for both engines: `placeholder(n)` writes the n-th
 * parameter (`?` or `$n`), `time` a date as the engine stores it (ISO text, or a timestamp).
 */
export function auditWhere<Time>(
  query: AuditQuery,
  placeholder: (n: number) => string,
  time: (at: Date) => Time,
): { where: string; values: (string | number | Time)[] } {
  const clauses: string[] = [];
  const values: (string | number | Time)[] = [];
  const add = (column: string, operator: string, value: string | number | Time) => {
    values.push(value);
    clauses.push(`${column} ${operator} ${placeholder(values.length)}`);
  };
  add('seq', '<', query.beforeSeq ?? Number.MAX_SAFE_INTEGER);
  if (query.staffId) add('staff_id', '=', query.staffId);
  if (query.action) add('action', '=', query.action);
  if (query.from) add('at', '>=', time(query.from));
  if (query.to) add('at', '<', time(query.to));
  return { where: clauses.join(' AND '), values };
}

/** The action of a closed window's line of refused sign-ins, and the reason its details give. */
export const REFUSED_SIGN_IN: AuditAction = 'sign-in-refused';
export const REFUSED_REASON = 'throttled';

/** The window of refused sign-ins that `at` falls in: `windowMs` long, counted from 1970. */
export function refusalWindow(at: Date | string, windowMs: number): { start: Date; end: Date } {
  const start = Math.floor(new Date(at).getTime() / windowMs) * windowMs;
  return { start: new Date(start), end: new Date(start + windowMs) };
}

export function toAudit(row: ConsoleRow): AuditRecord {
  return {
    seq: Number(row.seq),
    at: isoTime(row.at),
    staffId: textOrNull(row.staff_id),
    staffEmail: textOrNull(row.staff_email),
    action: String(row.action),
    target: textOrNull(row.target),
    client: String(row.client),
    detail: (typeof row.detail === 'string' ? JSON.parse(row.detail) : row.detail) as Record<string, unknown>,
  };
}

export function toInboxItem(row: ConsoleRow): InboxItem {
  return {
    id: String(row.submission_id),
    kind: row.kind as SubmissionKind,
    createdAt: isoTime(row.created_at),
    email: textOrNull(row.email),
    name: String(row.name),
    subject: String(row.subject),
    target: textOrNull(row.target),
    stage: (row.stage ?? null) as InboxItem['stage'],
    payment: (row.payment ?? null) as InboxItem['payment'],
    paymentAmount: row.payment_amount == null ? null : Number(row.payment_amount),
    paymentReason: textOrNull(row.payment_reason),
    paymentCheckedAt: isoOrNull(row.payment_checked_at),
    transactionId: textOrNull(row.transaction_id),
    read: row.read_at != null,
    sharedTransaction: Boolean(Number(row.shared_transaction)) || row.shared_transaction === true,
    updatedAt: isoTime(row.updated_at),
  };
}

export function toEvent(row: ConsoleRow): SubmissionEvent {
  return {
    id: String(row.id),
    at: isoTime(row.at),
    staffEmail: textOrNull(row.staff_email),
    type: row.type as SubmissionEvent['type'],
    stage: (row.stage ?? null) as SubmissionEvent['stage'],
    payment: (row.payment ?? null) as SubmissionEvent['payment'],
    note: textOrNull(row.note),
  };
}
