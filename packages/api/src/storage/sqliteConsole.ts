// The console's queries on one SQLite connection, synchronous: `SqliteEngine` runs them in its
// worker threads (writes in the writer's group commit, reads on the reader) like its own.
import { randomUUID } from 'node:crypto';
import type {
  InterviewBoard,
  ReplyTemplate,
  ReplyView,
  SubmissionInterviews,
  SubmissionProof,
} from '@aarambh/machines/schemas';
import { SIGN_IN_THROTTLED } from '@aarambh/machines/staff';
import type { SQLInputValue, StatementSync } from 'node:sqlite';
import type {
  BookingOutcome,
  InterviewBooking,
  NewInterviewOffer,
  OfferOutcome,
  RescheduleRequest,
} from './interviews.ts';
import * as interviews from './interviews.ts';
import * as documents from './documents.ts';
import { type FeePayment, sendFeePayment } from './feePayment.ts';
import type { Steps } from './steps.ts';
import type {
  AnswerOutcome,
  DocumentFacts,
  IssueOutcome,
  NewCompletion,
  NewDocument,
  OfferAnswerRecord,
  StoredDocument,
} from './documents.ts';
import * as privacy from './privacy.ts';
import * as incidents from './incidents.ts';
import type { IncidentNotices, IncidentRecord, NewIncident } from './incidents.ts';
import type { IncidentRecords } from '@aarambh/machines/schemas';
import type { Correction, NewPrivacyRequest, PrivacyRequestRecord } from './privacy.ts';
import * as guardians from './guardians.ts';
import type { AddressGuardianConsent, GuardianConsent, HoldResult, NewHold } from './guardians.ts';
import {
  INBOX_COUNT_LIMIT,
  REFUSED_SIGN_IN,
  countedTotal,
  eventNote,
  statusMailValues,
  refusalWindow,
  toAudit,
  toEvent,
  toInboxItem,
  toStaff,
  toCredentials,
  replyTemplateValues,
  replyValues,
  toReplyTemplate,
  toReplyView,
  toUnverifiedPayment,
  auditValues,
} from './consoleRows.ts';
import { REFUSAL_ROW, WITHDRAW, changeUpdate, refusal } from './consolePipeline.ts';
import {
  auditLogQuery,
  auditWhere,
  consoleSql as sql,
  inboxPageQuery,
  inboxWhere,
  unverifiedPaymentsQuery,
} from './consoleSql.ts';
import { ASSIGN_RECEIPT, receiptValues } from './receipts.ts';
import type {
  AuditEntry,
  NewReply,
  AuditQuery,
  ChangeOutcome,
  ConsoleSweep,
  ConsoleSwept,
  AuditRecord,
  Enrolment,
  InboxChange,
  InboxItem,
  InboxPage,
  InboxQuery,
  StaffAccount,
  StaffCredentials,
  StaffRole,
  StaffSession,
  SubmissionEvent,
  UnverifiedPayment,
} from './consoleTypes.ts';

/** A time as stored: calls reach the worker as JSON, where a Date has become its ISO string. */
const iso = (value: Date | string) => (typeof value === 'string' ? value : value.toISOString());
const time = (value: Date | string) => new Date(value).getTime();

/** FTS5 words: each a quoted prefix, all required. */
function matchExpression(words: readonly string[]): string {
  return words.map((word) => `"${word.replace(/"/g, '""')}"*`).join(' ');
}

export class SqliteConsole {
  readonly #statement: (sql: string) => StatementSync;

  constructor(statement: (sql: string) => StatementSync) {
    this.#statement = statement;
  }

  inviteStaff(
    account: { id: string; email: string; role: StaffRole; at: Date | string },
    enrolment: Enrolment,
  ): boolean {
    const result = this.#statement(sql.inviteStaff).run(
      account.id,
      account.email,
      account.role,
      enrolment.totpSecret,
      enrolment.hash,
      iso(enrolment.expiresAt),
      iso(account.at),
    );
    return Number(result.changes) === 1;
  }

  resetStaff(email: string, enrolment: Enrolment): StaffAccount | undefined {
    const row = this.#statement(sql.resetStaff).get(
      enrolment.totpSecret,
      enrolment.hash,
      iso(enrolment.expiresAt),
      email,
    );
    if (!row) return undefined;
    this.#statement(sql.endSessionsOf).run(String(row.id));
    return toStaff(row);
  }

  disableStaff(email: string): StaffAccount | undefined {
    const row = this.#statement(sql.disableStaff).get(email);
    if (!row) return undefined;
    this.#statement(sql.endSessionsOf).run(String(row.id));
    return toStaff(row);
  }

  listStaff(): StaffAccount[] {
    return this.#statement(sql.listStaff).all().map(toStaff);
  }

  staffByEmail(email: string): StaffCredentials | undefined {
    const row = this.#statement(sql.staffByEmail).get(email);
    return row ? toCredentials(row) : undefined;
  }

  staffByEnrolment(hash: string, now: Date | string): StaffCredentials | undefined {
    const row = this.#statement(sql.staffByEnrolment).get(hash, iso(now));
    return row ? toCredentials(row) : undefined;
  }

  completeEnrolment(
    hash: string,
    passwordHash: string,
    step: number,
    now: Date | string,
  ): StaffAccount | undefined {
    const row = this.#statement(sql.completeEnrolment).get(passwordHash, step, hash, iso(now));
    return row ? toStaff(row) : undefined;
  }

  useTotpStep(staffId: string, step: number): boolean {
    const result = this.#statement(sql.useTotpStep).run(step, staffId, step);
    return Number(result.changes) === 1;
  }

  signInAttempt(keys: readonly string[], now: Date | string, delaysMs: readonly number[]): number {
    const list = JSON.stringify([...keys].sort());
    // One statement, so no other attempt runs between the check and the count. A key counts only
    // when none of the attempt's keys is blocked; `untils` holds each failure count's next free time.
    const untils = JSON.stringify(delaysMs.map((delay) => new Date(time(now) + delay).toISOString()));
    const reserved = this.#statement(
      `INSERT INTO sign_in_throttle (key, failures, blocked_until, updated_at)
       SELECT value, 1, json_extract(?2, '$[0]'), ?3 FROM json_each(?1)
       WHERE NOT EXISTS (SELECT 1 FROM sign_in_throttle
         WHERE key IN (SELECT value FROM json_each(?1)) AND blocked_until > ?3)
       ON CONFLICT (key) DO UPDATE SET failures = failures + 1,
         blocked_until = json_extract(?2, '$[' || CAST(min(failures, ?4) AS INTEGER) || ']'), updated_at = ?3
       WHERE blocked_until <= ?3
       RETURNING key`,
    ).all(list, untils, iso(now), delaysMs.length - 1);
    if (reserved.length === keys.length) return 0;
    const row = this.#statement(
      'SELECT max(blocked_until) AS until FROM sign_in_throttle WHERE key IN (SELECT value FROM json_each(?))',
    ).get(list);
    return Math.max(1, time(String(row?.until ?? iso(now))) - time(now));
  }

  signInSucceeded(keys: readonly string[]): void {
    const remove = this.#statement(sql.forgetThrottleKey);
    for (const key of keys) remove.run(key);
  }

  signInRefused(first: AuditEntry, windowMs: number): number {
    const { start, end } = refusalWindow(first.at, windowMs);
    const row = this.#statement(sql.countRefusal).get(first.client, iso(start), iso(end));
    const refused = Number(row?.refused);
    if (refused === 1) {
      this.#closeRefusals('client = ? AND window_start < ?', first.client, iso(start));
      this.audit(first);
    }
    return refused;
  }

  /** Closes the windows of refused sign-ins `where` picks: a line for each with more than one. */
  #closeRefusals(where: string, ...values: string[]): number {
    this.#statement(
      `INSERT INTO audit_log (at, staff_id, staff_email, action, target, client, detail)
       SELECT window_end, NULL, NULL, ?, NULL, client,
         json_object('reason', ?, 'refused', refused, 'from', window_start, 'to', window_end)
       FROM sign_in_refusals WHERE ${where} AND refused > 1 ORDER BY window_end, client`,
    ).run(REFUSED_SIGN_IN, SIGN_IN_THROTTLED, ...values);
    return Number(this.#statement(`DELETE FROM sign_in_refusals WHERE ${where}`).run(...values).changes);
  }

  createSession(session: { tokenHash: string; staffId: string; at: Date | string; client: string }): void {
    this.#statement(sql.createSession).run(
      session.tokenHash,
      session.staffId,
      iso(session.at),
      iso(session.at),
      session.client,
    );
  }

  session(
    tokenHash: string,
    now: Date | string,
    idleMs: number,
    absoluteMs: number,
  ): StaffSession | undefined {
    const row = this.#statement(sql.session).get(tokenHash);
    if (!row) return undefined;
    const at = time(now);
    const expired =
      row.status !== 'active' ||
      at - time(String(row.last_seen_at)) > idleMs ||
      at - time(String(row.session_created_at)) > absoluteMs;
    if (expired) {
      this.endSession(tokenHash);
      return undefined;
    }
    this.#statement(sql.touchSession).run(iso(now), tokenHash);
    return { staff: toStaff(row), createdAt: new Date(String(row.session_created_at)).toISOString() };
  }

  endSession(tokenHash: string): void {
    this.#statement(sql.endSession).run(tokenHash);
  }

  endAllSessions(staffId: string): number {
    return Number(this.#statement(sql.endSessionsOf).run(staffId).changes);
  }

  sweep(before: ConsoleSweep): ConsoleSwept {
    const sessions = this.#statement(sql.sweepSessions).run(
      iso(before.sessionsSeenBefore),
      iso(before.sessionsStartedBefore),
    );
    const throttle = this.#statement(sql.sweepThrottle).run(iso(before.throttleBefore));
    const refusals = this.#closeRefusals('window_end <= ?', iso(before.refusalsBefore));
    const privacyRequests = this.#drive(
      privacy.sweepPrivacyRequests(before.privacyClosedBefore, before.privacyUnconfirmedBefore),
    );
    const heldApplications = this.#drive(guardians.sweepHeldApplications(before.heldBefore));
    return {
      sessions: Number(sessions.changes),
      throttle: Number(throttle.changes),
      refusals,
      privacyRequests,
      heldApplications,
    };
  }

  audit(entry: AuditEntry): void {
    this.#statement(sql.audit).run(...(auditValues({ ...entry, at: iso(entry.at) }) as SQLInputValue[]));
  }

  auditLog(query: AuditQuery): AuditRecord[] {
    const { where, values } = auditWhere(query, iso);
    return this.#statement(auditLogQuery(where))
      .all(...values, query.limit)
      .map(toAudit);
  }

  inbox(query: InboxQuery): InboxPage {
    const { where, values } = inboxWhere(query, iso, (words) => ({
      clause: 'i.rowid IN (SELECT rowid FROM inbox_search WHERE inbox_search MATCH ?)',
      value: matchExpression(words),
    }));
    const counted = Number(
      this.#statement(
        `SELECT COUNT(*) AS n FROM (SELECT 1 FROM inbox i WHERE ${where} LIMIT ${INBOX_COUNT_LIMIT + 1})`,
      ).get(...values)?.n ?? 0,
    );
    const items = this.#statement(inboxPageQuery(where, query))
      .all(...values, query.limit, query.offset)
      .map(toInboxItem);
    return { items, ...countedTotal(counted) };
  }

  inboxItem(id: string): InboxItem | undefined {
    const row = this.#statement(sql.inboxItem).get(id);
    return row ? toInboxItem(row) : undefined;
  }

  sharingTransaction(id: string): InboxItem[] {
    return this.#statement(sql.sharingTransaction).all(id).map(toInboxItem);
  }

  events(id: string): SubmissionEvent[] {
    return this.#statement(sql.events).all(id).map(toEvent);
  }

  change(
    ids: readonly string[],
    change: InboxChange,
    by: { staffId: string; role: StaffRole; at: Date | string; statusMailDelayMs?: number },
    audit: AuditEntry,
  ): ChangeOutcome {
    const at = iso(by.at);
    const outcome: ChangeOutcome = { changed: [], refused: [] };
    const update = changeUpdate<string>(change, by.role);
    const statement = this.#statement(update.sql);
    const event = this.#statement(sql.event);
    for (const id of ids) {
      if (Number(statement.run(...update.values(id, at)).changes) === 0) {
        outcome.refused.push(refusal(id, change, by.role, this.#statement(REFUSAL_ROW).get(id)));
        continue;
      }
      outcome.changed.push(id);
      if (change.type === 'read') continue;
      if (change.type === 'payment' && change.payment === 'verified')
        this.#statement(ASSIGN_RECEIPT).run(...receiptValues(id, at));
      event.run(
        randomUUID(),
        id,
        at,
        by.staffId,
        change.type,
        change.type === 'stage' ? change.stage : null,
        change.type === 'payment' ? change.payment : null,
        eventNote(change),
      );
      if (change.type === 'stage' || change.type === 'payment') {
        this.#statement(sql.queueStatusMail).run(
          ...statusMailValues(id, new Date(at), by.statusMailDelayMs).map((value) =>
            value instanceof Date ? iso(value) : value,
          ),
        );
      }
    }
    this.audit({ ...audit, detail: { ...audit.detail, changed: outcome.changed.length } });
    return outcome;
  }

  withdraw(id: string, at: Date | string, audit: AuditEntry): boolean {
    const when = iso(at);
    if (Number(this.#statement(WITHDRAW).run(when, id).changes) === 0) return false;
    this.#statement(sql.withdrawalEvent).run(randomUUID(), id, when);
    this.audit(audit);
    return true;
  }

  sendFeePayment(payment: FeePayment, audit: AuditEntry): boolean {
    return this.#drive(sendFeePayment(payment, audit));
  }

  unverifiedPayments(): UnverifiedPayment[] {
    return this.#statement(unverifiedPaymentsQuery("json_extract(s.data, '$.paymentReference')"))
      .all()
      .map(toUnverifiedPayment);
  }

  replyTemplates(): ReplyTemplate[] {
    return this.#statement(sql.replyTemplates).all().map(toReplyTemplate);
  }

  saveReplyTemplate(
    template: ReplyTemplate,
    by: { staffId: string; at: Date | string },
    audit: AuditEntry,
  ): void {
    this.#statement(sql.saveReplyTemplate).run(...replyTemplateValues(template, by.staffId, iso(by.at)));
    this.audit(audit);
  }

  reply(reply: NewReply, audit: AuditEntry): 'sent' | 'no-address' | 'not-found' {
    const to = this.#statement(sql.replyRecipient).get(reply.submissionId);
    if (!to) return 'not-found';
    if (to.email == null) return 'no-address';
    const values = replyValues(reply, String(to.email), iso(reply.at), iso(reply.mailNotBefore));
    this.#statement(sql.replyMail).run(...values.mail);
    this.#statement(sql.reply).run(...values.reply);
    if (Number(this.#statement(sql.answered).run(...values.answered).changes) > 0) {
      this.#statement(sql.event).run(...values.event);
    }
    this.audit(audit);
    return 'sent';
  }

  replies(submissionId: string): ReplyView[] {
    return this.#statement(sql.replies).all(submissionId).map(toReplyView);
  }

  replyForMail(mailId: string): { subject: string; body: string } | undefined {
    const row = this.#statement(sql.replyForMail).get(mailId);
    return row ? { subject: String(row.subject), body: String(row.body) } : undefined;
  }

  offerInterview(offer: NewInterviewOffer, audit: AuditEntry): OfferOutcome {
    return this.#drive(interviews.offerInterview(offer, audit));
  }

  submissionInterviews(submissionId: string, now: Date): SubmissionInterviews {
    return this.#drive(interviews.submissionInterviews(submissionId, now));
  }

  bookInterview(booking: InterviewBooking, audit: AuditEntry): BookingOutcome {
    return this.#drive(interviews.bookInterview(booking, audit));
  }

  requestReschedule(request: RescheduleRequest, audit: AuditEntry): 'requested' | 'nothing-booked' {
    return this.#drive(interviews.requestReschedule(request, audit));
  }

  interviewBoard(now: Date): InterviewBoard {
    return this.#drive(interviews.interviewBoard(now));
  }

  requestPrivacy(request: NewPrivacyRequest): string | undefined {
    return this.#drive(privacy.requestPrivacy(request));
  }

  confirmPrivacyRequest(id: string, at: Date, dueAt: Date, audit: AuditEntry): boolean {
    return this.#drive(privacy.confirmPrivacyRequest(id, at, dueAt, audit));
  }

  holdApplication(hold: NewHold): HoldResult {
    return this.#drive(guardians.holdApplication(hold));
  }

  guardianConsent(id: string): GuardianConsent | undefined {
    return this.#drive(guardians.guardianConsent(id));
  }

  confirmGuardian(id: string, submissionId: string, at: Date): boolean {
    return this.#drive(guardians.confirmGuardian(id, submissionId, at));
  }

  guardianConsentsOf(email: string): AddressGuardianConsent[] {
    return this.#drive(guardians.guardianConsentsOf(email));
  }

  eraseGuardianConsentsOf(email: string): { held: number; files: string[]; mailIds: string[] } {
    return this.#drive(guardians.eraseGuardianConsentsOf(email));
  }

  privacyRequest(id: string): PrivacyRequestRecord | undefined {
    return this.#drive(privacy.privacyRequest(id));
  }

  privacyRequests(): PrivacyRequestRecord[] {
    return this.#drive(privacy.privacyRequests());
  }

  closePrivacyRequest(
    id: string,
    by: { staffId: string; at: Date },
    audit: AuditEntry,
    erasure?: { id: string; emailHash: string; counts: Record<string, number> },
  ): boolean {
    return this.#drive(privacy.closePrivacyRequest(id, by, audit, erasure));
  }

  correctSubmission(correction: Correction, audit: AuditEntry): 'corrected' | 'not-found' | 'no-field' {
    return this.#drive(privacy.correctSubmission(correction, audit));
  }

  incidentSubmissions(
    records: IncidentRecords,
    range: { from: Date; until: Date } | undefined,
  ): { id: string; email: string | null; createdAt: string }[] {
    return this.#drive(incidents.incidentSubmissions(records, range));
  }

  openIncident(incident: NewIncident, audit: AuditEntry): void {
    this.#drive(incidents.openIncident(incident, audit));
  }

  incident(id: string): IncidentRecord | undefined {
    return this.#drive(incidents.incident(id));
  }

  incidents(): IncidentRecord[] {
    return this.#drive(incidents.incidents());
  }

  notifyIncident(notices: IncidentNotices, audit: AuditEntry): boolean {
    return this.#drive(incidents.notifyIncident(notices, audit));
  }

  incidentNoticeForMail(mailId: string): { subject: string; body: string } | undefined {
    return this.#drive(incidents.incidentNoticeForMail(mailId));
  }

  complete(completion: NewCompletion, audit: AuditEntry): 'completed' | 'not-found' | 'not-enrolled' {
    return this.#drive(documents.complete(completion, audit));
  }

  documentFacts(submissionId: string): DocumentFacts | undefined {
    return this.#drive(documents.documentFacts(submissionId));
  }

  issueDocument(document: NewDocument, audit: AuditEntry): IssueOutcome {
    return this.#drive(documents.issueDocument(document, audit));
  }

  revokeDocument(
    revocation: { documentId: string; reason: string; at: Date },
    audit: AuditEntry,
  ): { submissionId: string | null } | 'not-found' | 'not-valid' {
    return this.#drive(documents.revokeDocument(revocation, audit));
  }

  submissionProof(submissionId: string, today: string): SubmissionProof {
    return this.#drive(documents.submissionProof(submissionId, today));
  }

  documentById(id: string, today: string): StoredDocument | undefined {
    return this.#drive(documents.documentById(id, today));
  }

  submissionDocuments(submissionId: string, today: string): StoredDocument[] {
    return this.#drive(documents.submissionDocuments(submissionId, today));
  }

  setNameShown(
    change: { documentId: string; submissionId: string; shown: boolean },
    audit: AuditEntry,
  ): boolean {
    return this.#drive(documents.setNameShown(change, audit));
  }

  answerOffer(record: OfferAnswerRecord, audit: AuditEntry): AnswerOutcome {
    return this.#drive(documents.answerOffer(record, audit));
  }

  invalidIndexes(): number[] {
    return this.#drive(documents.invalidIndexes());
  }

  signingKeys(): { kid: string; publicJwk: Record<string, unknown> }[] {
    return this.#drive(documents.signingKeys());
  }

  addSigningKey(key: { kid: string; publicJwk: Record<string, unknown>; at: Date }): void {
    return this.#drive(documents.addSigningKey(key));
  }

  /** Runs the steps of an operation written once for both engines (`steps.ts`), in the caller's transaction. */
  #drive<T>(steps: Steps<T>): T {
    let next = steps.next();
    while (!next.done) {
      const statement = this.#statement(next.value.sql);
      const values = next.value.values.map((value) =>
        value instanceof Date ? value.toISOString() : value,
      ) as SQLInputValue[];
      next = steps.next(
        next.value.rows ? statement.all(...values) : Number(statement.run(...values).changes),
      );
    }
    return next.value;
  }

  setting(key: string): unknown {
    const row = this.#statement(sql.setting).get(key);
    return row ? JSON.parse(String(row.value)) : undefined;
  }

  saveSetting(key: string, value: unknown, at: Date | string): void {
    this.#statement(sql.saveSetting).run(key, JSON.stringify(value), iso(at));
  }
}
