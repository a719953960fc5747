// Rows of the console's tables as both engines return them (their SQL: `consoleSql.ts`).
import { randomUUID } from 'node:crypto';
import type { AuditAction, ReplyTemplate, ReplyView } from '@aarambh/machines/schemas';
import type {
  AuditEntry,
  NewReply,
  AuditRecord,
  InboxChange,
  InboxItem,
  StaffAccount,
  StaffCredentials,
  SubmissionEvent,
  UnverifiedPayment,
} from './consoleTypes.ts';
import { receiptNumberOf } from './receipts.ts';
import { isoTime } from './rows.ts';
import type { SubmissionKind } from './types.ts';

export type ConsoleRow = Record<string, unknown>;

/** The values of `consoleSql.audit` for an entry, its time as given. */
export function auditValues<Time>(entry: Omit<AuditEntry, 'at'> & { at: Time }): unknown[] {
  return [
    entry.at,
    entry.staffId,
    entry.staffEmail,
    entry.action,
    entry.target,
    entry.client,
    JSON.stringify(entry.detail),
  ];
}

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

/** The values of `consoleSql.queueStatusMail` for a change to `id` at `at`. */
export function statusMailValues(
  id: string,
  at: Date,
  delayMs = STATUS_MAIL_GATHER_MS,
): [string, Date, Date, string, Date] {
  return [randomUUID(), new Date(at.getTime() + delayMs), at, id, new Date(at.getTime() - delayMs)];
}

/** The values of `consoleSql.saveReplyTemplate`, with the time as the engine stores it. */
export function replyTemplateValues<Time>(template: ReplyTemplate, staffId: string, at: Time) {
  return [
    template.id,
    template.situation,
    template.language,
    template.title,
    template.subject,
    template.body,
    staffId,
    at,
  ];
}

/**
 * The values of a reply's statements (`replyMail`, `reply`, and the `event` of an open message it
 * answers), to the address `to`, with times as the engine stores them.
 */
export function replyValues<Time>(reply: NewReply, to: string, at: Time, notBefore: Time) {
  return {
    mail: [reply.mailId, reply.submissionId, to, notBefore, at],
    reply: [
      reply.id,
      reply.submissionId,
      reply.staffId,
      reply.templateId,
      reply.subject,
      reply.body,
      reply.mailId,
      at,
    ],
    answered: [at, reply.submissionId],
    event: [randomUUID(), reply.submissionId, at, reply.staffId, 'stage', 'answered', null, null],
  };
}

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

/** The action of a closed window's line of refused sign-ins (its reason: `SIGN_IN_THROTTLED`). */
export const REFUSED_SIGN_IN: AuditAction = 'sign-in-refused';

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
    reference: String(row.reference),
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
    receiptNumber: receiptNumberOf(row),
    read: row.read_at != null,
    sharedTransaction: Boolean(Number(row.shared_transaction)) || row.shared_transaction === true,
    updatedAt: isoTime(row.updated_at),
  };
}

export function toReplyTemplate(row: ConsoleRow): ReplyTemplate {
  return {
    id: String(row.id),
    situation: row.situation as ReplyTemplate['situation'],
    language: row.language as ReplyTemplate['language'],
    title: String(row.title),
    subject: String(row.subject),
    body: String(row.body),
  };
}

export function toReplyView(row: ConsoleRow): ReplyView {
  return {
    id: String(row.id),
    at: isoTime(row.at),
    staffEmail: textOrNull(row.staff_email),
    subject: String(row.subject),
    body: String(row.body),
    mailStatus: String(row.mail_status ?? 'pending'),
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
