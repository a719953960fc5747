// The console's queries on PostgreSQL: each write one transaction on a pooled connection.
import { randomUUID } from 'node:crypto';
import {
  type InterviewBoard,
  type ReplyTemplate,
  type ReplyView,
  SIGN_IN_THROTTLED,
  type SubmissionInterviews,
  type SubmissionProof,
} from '@aarambh/machines/schemas';
import type pg from 'pg';
import {
  type ConsoleRow,
  INBOX_COUNT_LIMIT,
  REFUSED_SIGN_IN,
  auditValues,
  countedTotal,
  eventNote,
  statusMailValues,
  refusalWindow,
  toAudit,
  toCredentials,
  toEvent,
  toInboxItem,
  replyTemplateValues,
  replyValues,
  toReplyTemplate,
  toReplyView,
  toStaff,
  toUnverifiedPayment,
} from './consoleRows.ts';
import { REFUSAL_ROW, WITHDRAW, changeUpdate, refusal } from './consolePipeline.ts';
import {
  auditLogQuery,
  auditWhere,
  consoleSql,
  inboxPageQuery,
  inboxWhere,
  unverifiedPaymentsQuery,
} from './consoleSql.ts';
import { ASSIGN_RECEIPT, RECEIPT_LOCK, financialYear, receiptValues } from './receipts.ts';
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
import { numbered } from './sql.ts';
import type {
  AuditEntry,
  NewReply,
  AuditQuery,
  ChangeOutcome,
  ConsoleSweep,
  ConsoleSwept,
  AuditRecord,
  ConsoleStorage,
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

type Query = (text: string, values?: unknown[]) => Promise<pg.QueryResult>;
type Transaction = <T>(work: (client: pg.PoolClient) => Promise<T>) => Promise<T>;

/** Text search words: each a prefix, all required (`to_tsquery` syntax; the words are letters and digits only). */
function tsQuery(words: readonly string[]): string {
  return words.map((word) => `${word}:*`).join(' & ');
}

/** The console's SQL shared with SQLite, numbered for PostgreSQL once. */
const sql = Object.fromEntries(
  Object.entries(consoleSql).map(([name, text]) => [name, numbered(text)]),
) as typeof consoleSql;

export class PostgresConsole implements ConsoleStorage {
  readonly #query: Query;
  readonly #transaction: Transaction;

  constructor(query: Query, transaction: Transaction) {
    this.#query = query;
    this.#transaction = transaction;
  }

  async #one(text: string, values: unknown[]): Promise<ConsoleRow | undefined> {
    return (await this.#query(text, values)).rows[0] as ConsoleRow | undefined;
  }

  async inviteStaff(
    account: { id: string; email: string; role: StaffRole; at: Date },
    enrolment: Enrolment,
  ): Promise<boolean> {
    const result = await this.#query(sql.inviteStaff, [
      account.id,
      account.email,
      account.role,
      enrolment.totpSecret,
      enrolment.hash,
      enrolment.expiresAt,
      account.at,
    ]);
    return result.rowCount === 1;
  }

  resetStaff(email: string, enrolment: Enrolment): Promise<StaffAccount | undefined> {
    return this.#transaction(async (client) => {
      const row = (
        await client.query(sql.resetStaff, [enrolment.totpSecret, enrolment.hash, enrolment.expiresAt, email])
      ).rows[0] as ConsoleRow | undefined;
      if (!row) return undefined;
      await client.query(sql.endSessionsOf, [row.id]);
      return toStaff(row);
    });
  }

  disableStaff(email: string): Promise<StaffAccount | undefined> {
    return this.#transaction(async (client) => {
      const row = (await client.query(sql.disableStaff, [email])).rows[0] as ConsoleRow | undefined;
      if (!row) return undefined;
      await client.query(sql.endSessionsOf, [row.id]);
      return toStaff(row);
    });
  }

  async listStaff(): Promise<StaffAccount[]> {
    return (await this.#query(sql.listStaff)).rows.map(toStaff);
  }

  async staffByEmail(email: string): Promise<StaffCredentials | undefined> {
    const row = await this.#one(sql.staffByEmail, [email]);
    return row ? toCredentials(row) : undefined;
  }

  async staffByEnrolment(hash: string, now: Date): Promise<StaffCredentials | undefined> {
    const row = await this.#one(sql.staffByEnrolment, [hash, now]);
    return row ? toCredentials(row) : undefined;
  }

  async completeEnrolment(
    hash: string,
    passwordHash: string,
    step: number,
    now: Date,
  ): Promise<StaffAccount | undefined> {
    const row = await this.#one(sql.completeEnrolment, [passwordHash, step, hash, now]);
    return row ? toStaff(row) : undefined;
  }

  async useTotpStep(staffId: string, step: number): Promise<boolean> {
    const result = await this.#query(sql.useTotpStep, [step, staffId, step]);
    return result.rowCount === 1;
  }

  async signInAttempt(keys: readonly string[], now: Date, delaysMs: readonly number[]): Promise<number> {
    const list = [...keys].sort();
    // One statement: ON CONFLICT locks each key's row and checks the latest version of it, so
    // concurrent attempts cannot both see a key free. `untils` holds each failure count's next
    // free time (PostgreSQL arrays count from 1).
    const untils = delaysMs.map((delay) => new Date(now.getTime() + delay));
    const reserved = await this.#query(
      `INSERT INTO sign_in_throttle (key, failures, blocked_until, updated_at)
       SELECT key, 1, ($2::timestamptz[])[1], $3 FROM unnest($1::text[]) AS key
       WHERE NOT EXISTS (SELECT 1 FROM sign_in_throttle WHERE key = ANY($1) AND blocked_until > $3)
       ON CONFLICT (key) DO UPDATE SET failures = sign_in_throttle.failures + 1,
         blocked_until = ($2::timestamptz[])[least(sign_in_throttle.failures + 1, $4)], updated_at = $3
       WHERE sign_in_throttle.blocked_until <= $3
       RETURNING key`,
      [list, untils, now, delaysMs.length],
    );
    if (reserved.rowCount === keys.length) return 0;
    const row = await this.#one(
      'SELECT max(blocked_until) AS until FROM sign_in_throttle WHERE key = ANY($1)',
      [list],
    );
    return Math.max(1, new Date((row?.until as Date | null) ?? now).getTime() - now.getTime());
  }

  async signInSucceeded(keys: readonly string[]): Promise<void> {
    for (const key of keys) await this.#query(sql.forgetThrottleKey, [key]);
  }

  async createSession(session: {
    tokenHash: string;
    staffId: string;
    at: Date;
    client: string;
  }): Promise<void> {
    await this.#query(sql.createSession, [
      session.tokenHash,
      session.staffId,
      session.at,
      session.at,
      session.client,
    ]);
  }

  async session(
    tokenHash: string,
    now: Date,
    idleMs: number,
    absoluteMs: number,
  ): Promise<StaffSession | undefined> {
    const row = await this.#one(sql.session, [tokenHash]);
    if (!row) return undefined;
    const at = now.getTime();
    const expired =
      row.status !== 'active' ||
      at - new Date(row.last_seen_at as Date).getTime() > idleMs ||
      at - new Date(row.session_created_at as Date).getTime() > absoluteMs;
    if (expired) {
      await this.endSession(tokenHash);
      return undefined;
    }
    await this.#query(sql.touchSession, [now, tokenHash]);
    return { staff: toStaff(row), createdAt: new Date(row.session_created_at as Date).toISOString() };
  }

  async endSession(tokenHash: string): Promise<void> {
    await this.#query(sql.endSession, [tokenHash]);
  }

  async endAllSessions(staffId: string): Promise<number> {
    return (await this.#query(sql.endSessionsOf, [staffId])).rowCount ?? 0;
  }

  async sweep(before: ConsoleSweep): Promise<ConsoleSwept> {
    const sessions = await this.#query(sql.sweepSessions, [
      before.sessionsSeenBefore,
      before.sessionsStartedBefore,
    ]);
    const throttle = await this.#query(sql.sweepThrottle, [before.throttleBefore]);
    const refusals = await this.#closeRefusals(this.#query, 'window_end <= $3', [before.refusalsBefore]);
    const privacyRequests = await this.#transaction((client) =>
      this.#drive(
        client,
        privacy.sweepPrivacyRequests(before.privacyClosedBefore, before.privacyUnconfirmedBefore),
      ),
    );
    const heldApplications = await this.#transaction((client) =>
      this.#drive(client, guardians.sweepHeldApplications(before.heldBefore)),
    );
    return {
      sessions: sessions.rowCount ?? 0,
      throttle: throttle.rowCount ?? 0,
      refusals,
      privacyRequests,
      heldApplications,
    };
  }

  signInRefused(first: AuditEntry, windowMs: number): Promise<number> {
    const { start, end } = refusalWindow(first.at, windowMs);
    return this.#transaction(async (client) => {
      const { rows } = await client.query(sql.countRefusal, [first.client, start, end]);
      const refused = Number((rows[0] as ConsoleRow).refused);
      if (refused === 1) {
        await this.#closeRefusals(client.query.bind(client) as Query, 'client = $3 AND window_start < $4', [
          first.client,
          start,
        ]);
        await client.query(sql.audit, auditValues(first));
      }
      return refused;
    });
  }

  /**
   * Closes the windows of refused sign-ins `where` picks (its parameters from $3): a line for each
   * with more than one, its times written as SQLite writes them.
   */
  async #closeRefusals(query: Query, where: string, values: unknown[]): Promise<number> {
    const utc = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    const { rows } = await query(
      `WITH closed AS (DELETE FROM sign_in_refusals WHERE ${where} RETURNING *),
       written AS (INSERT INTO audit_log (at, staff_id, staff_email, action, target, client, detail)
         SELECT window_end, NULL, NULL, $1::text, NULL, client, json_build_object('reason', $2::text,
           'refused', refused, 'from', ${utc('window_start')}, 'to', ${utc('window_end')})
         FROM closed WHERE refused > 1 ORDER BY window_end, client)
       SELECT count(*)::int AS closed FROM closed`,
      [REFUSED_SIGN_IN, SIGN_IN_THROTTLED, ...values],
    );
    return Number((rows[0] as ConsoleRow).closed);
  }

  async audit(entry: AuditEntry): Promise<void> {
    await this.#query(sql.audit, auditValues(entry));
  }

  async auditLog(query: AuditQuery): Promise<AuditRecord[]> {
    const { where, values } = auditWhere(query, (at) => at);
    const { rows } = await this.#query(numbered(auditLogQuery(where)), [...values, query.limit]);
    return rows.map(toAudit);
  }

  async inbox(query: InboxQuery): Promise<InboxPage> {
    const { where, values } = inboxWhere(
      query,
      (at) => at,
      (words) => ({ clause: "i.search @@ to_tsquery('simple', ?)", value: tsQuery(words) }),
    );
    // The count walks an index in order so that it stops at the limit: unordered, the planner may
    // pick a bitmap scan, which reads every matching entry first (1.7 ms for 20,000 at 100,000 rows).
    const [count, page] = await Promise.all([
      this.#query(
        numbered(`SELECT COUNT(*) AS n FROM (SELECT 1 FROM inbox i WHERE ${where} ORDER BY i.created_at
         LIMIT ${INBOX_COUNT_LIMIT + 1}) counted`),
        values,
      ),
      this.#query(numbered(inboxPageQuery(where, query)), [...values, query.limit, query.offset]),
    ]);
    return { items: page.rows.map(toInboxItem), ...countedTotal(Number((count.rows[0] as ConsoleRow).n)) };
  }

  async inboxItem(id: string): Promise<InboxItem | undefined> {
    const row = await this.#one(sql.inboxItem, [id]);
    return row ? toInboxItem(row) : undefined;
  }

  async sharingTransaction(id: string): Promise<InboxItem[]> {
    const { rows } = await this.#query(sql.sharingTransaction, [id]);
    return rows.map(toInboxItem);
  }

  async events(id: string): Promise<SubmissionEvent[]> {
    const { rows } = await this.#query(sql.events, [id]);
    return rows.map(toEvent);
  }

  change(
    ids: readonly string[],
    change: InboxChange,
    by: { staffId: string; role: StaffRole; at: Date; statusMailDelayMs?: number },
    audit: AuditEntry,
  ): Promise<ChangeOutcome> {
    return this.#transaction(async (client) => {
      const outcome: ChangeOutcome = { changed: [], refused: [] };
      if (change.type === 'payment' && change.payment === 'verified') {
        // One verified payment per UPI transaction id: whoever verifies one of these ids waits here
        // until any other transaction verifying it has ended, so that each UPDATE's check below
        // sees the others' verifications (SQLite has one writer; PostgreSQL reads what is committed).
        await client.query(
          `SELECT pg_advisory_xact_lock(hashtextextended('upi:' || ref, 0))
           FROM (SELECT DISTINCT transaction_ref AS ref FROM inbox
                 WHERE submission_id = ANY($1::text[]) AND transaction_ref IS NOT NULL ORDER BY ref) refs`,
          [ids],
        );
        await client.query(numbered(RECEIPT_LOCK), [financialYear(by.at)]);
      }
      const update = changeUpdate<Date>(change, by.role);
      const updateSql = numbered(update.sql);
      for (const id of ids) {
        const result = await client.query(updateSql, update.values(id, by.at));
        if (result.rowCount === 0) {
          const { rows } = await client.query(numbered(REFUSAL_ROW), [id]);
          outcome.refused.push(refusal(id, change, by.role, rows[0]));
          continue;
        }
        outcome.changed.push(id);
        if (change.type === 'read') continue;
        if (change.type === 'payment' && change.payment === 'verified')
          await client.query(numbered(ASSIGN_RECEIPT), receiptValues(id, by.at));
        await client.query(sql.event, [
          randomUUID(),
          id,
          by.at,
          by.staffId,
          change.type,
          change.type === 'stage' ? change.stage : null,
          change.type === 'payment' ? change.payment : null,
          eventNote(change),
        ]);
        if (change.type === 'stage' || change.type === 'payment') {
          await client.query(sql.queueStatusMail, statusMailValues(id, by.at, by.statusMailDelayMs));
        }
      }
      await client.query(
        sql.audit,
        auditValues({ ...audit, detail: { ...audit.detail, changed: outcome.changed.length } }),
      );
      return outcome;
    });
  }

  withdraw(id: string, at: Date, audit: AuditEntry): Promise<boolean> {
    return this.#transaction(async (client) => {
      const { rowCount } = await client.query(numbered(WITHDRAW), [at, id]);
      if (rowCount === 0) return false;
      await client.query(sql.withdrawalEvent, [randomUUID(), id, at]);
      await client.query(sql.audit, auditValues(audit));
      return true;
    });
  }

  sendFeePayment(payment: FeePayment, audit: AuditEntry): Promise<boolean> {
    return this.#transaction((client) => this.#drive(client, sendFeePayment(payment, audit)));
  }

  async unverifiedPayments(): Promise<UnverifiedPayment[]> {
    const { rows } = await this.#query(
      numbered(unverifiedPaymentsQuery("submission_field(s.data, 'paymentReference')")),
    );
    return rows.map(toUnverifiedPayment);
  }

  async replyTemplates(): Promise<ReplyTemplate[]> {
    return (await this.#query(sql.replyTemplates)).rows.map(toReplyTemplate);
  }

  saveReplyTemplate(
    template: ReplyTemplate,
    by: { staffId: string; at: Date },
    audit: AuditEntry,
  ): Promise<void> {
    return this.#transaction(async (client) => {
      await client.query(sql.saveReplyTemplate, replyTemplateValues(template, by.staffId, by.at));
      await client.query(sql.audit, auditValues(audit));
    });
  }

  reply(reply: NewReply, audit: AuditEntry): Promise<'sent' | 'no-address' | 'not-found'> {
    return this.#transaction(async (client) => {
      const to = (await client.query(sql.replyRecipient, [reply.submissionId])).rows[0] as
        ConsoleRow | undefined;
      if (!to) return 'not-found';
      if (to.email == null) return 'no-address';
      const values = replyValues(reply, String(to.email), reply.at, reply.mailNotBefore);
      await client.query(sql.replyMail, values.mail);
      await client.query(sql.reply, values.reply);
      if ((await client.query(sql.answered, values.answered)).rowCount)
        await client.query(sql.event, values.event);
      await client.query(sql.audit, auditValues(audit));
      return 'sent';
    });
  }

  async replies(submissionId: string): Promise<ReplyView[]> {
    return (await this.#query(sql.replies, [submissionId])).rows.map(toReplyView);
  }

  offerInterview(offer: NewInterviewOffer, audit: AuditEntry): Promise<OfferOutcome> {
    return this.#transaction((client) => this.#drive(client, interviews.offerInterview(offer, audit)));
  }

  submissionInterviews(submissionId: string, now: Date): Promise<SubmissionInterviews> {
    return this.#drive(null, interviews.submissionInterviews(submissionId, now));
  }

  bookInterview(booking: InterviewBooking, audit: AuditEntry): Promise<BookingOutcome> {
    return this.#transaction((client) => this.#drive(client, interviews.bookInterview(booking, audit)));
  }

  requestReschedule(request: RescheduleRequest, audit: AuditEntry): Promise<'requested' | 'nothing-booked'> {
    return this.#transaction((client) => this.#drive(client, interviews.requestReschedule(request, audit)));
  }

  interviewBoard(now: Date): Promise<InterviewBoard> {
    return this.#drive(null, interviews.interviewBoard(now));
  }

  requestPrivacy(request: NewPrivacyRequest): Promise<string | undefined> {
    return this.#transaction((client) => this.#drive(client, privacy.requestPrivacy(request)));
  }

  confirmPrivacyRequest(id: string, at: Date, dueAt: Date, audit: AuditEntry): Promise<boolean> {
    return this.#transaction((client) =>
      this.#drive(client, privacy.confirmPrivacyRequest(id, at, dueAt, audit)),
    );
  }

  async holdApplication(hold: NewHold): Promise<HoldResult> {
    const write = () => this.#transaction((client) => this.#drive(client, guardians.holdApplication(hold)));
    try {
      return await write();
    } catch (error) {
      // The same key committed by a concurrent request meanwhile: the key's primary key refused
      // ours, and the hold runs again, now finding the other's answer.
      if (hold.idempotency && (error as { code?: string }).code === '23505') return write();
      throw error;
    }
  }

  guardianConsent(id: string): Promise<GuardianConsent | undefined> {
    return this.#drive(null, guardians.guardianConsent(id));
  }

  confirmGuardian(id: string, submissionId: string, at: Date): Promise<boolean> {
    return this.#transaction((client) =>
      this.#drive(client, guardians.confirmGuardian(id, submissionId, at)),
    );
  }

  guardianConsentsOf(email: string): Promise<AddressGuardianConsent[]> {
    return this.#drive(null, guardians.guardianConsentsOf(email));
  }

  eraseGuardianConsentsOf(email: string): Promise<{ held: number; files: string[]; mailIds: string[] }> {
    return this.#transaction((client) => this.#drive(client, guardians.eraseGuardianConsentsOf(email)));
  }

  privacyRequest(id: string): Promise<PrivacyRequestRecord | undefined> {
    return this.#drive(null, privacy.privacyRequest(id));
  }

  privacyRequests(): Promise<PrivacyRequestRecord[]> {
    return this.#drive(null, privacy.privacyRequests());
  }

  closePrivacyRequest(
    id: string,
    by: { staffId: string; at: Date },
    audit: AuditEntry,
    erasure?: { id: string; emailHash: string; counts: Record<string, number> },
  ): Promise<boolean> {
    return this.#transaction((client) =>
      this.#drive(client, privacy.closePrivacyRequest(id, by, audit, erasure)),
    );
  }

  correctSubmission(
    correction: Correction,
    audit: AuditEntry,
  ): Promise<'corrected' | 'not-found' | 'no-field'> {
    return this.#transaction((client) => this.#drive(client, privacy.correctSubmission(correction, audit)));
  }

  incidentSubmissions(
    records: IncidentRecords,
    range: { from: Date; until: Date } | undefined,
  ): Promise<{ id: string; email: string | null; createdAt: string }[]> {
    return this.#drive(null, incidents.incidentSubmissions(records, range));
  }

  openIncident(incident: NewIncident, audit: AuditEntry): Promise<void> {
    return this.#transaction((client) => this.#drive(client, incidents.openIncident(incident, audit)));
  }

  incident(id: string): Promise<IncidentRecord | undefined> {
    return this.#drive(null, incidents.incident(id));
  }

  incidents(): Promise<IncidentRecord[]> {
    return this.#drive(null, incidents.incidents());
  }

  notifyIncident(notices: IncidentNotices, audit: AuditEntry): Promise<boolean> {
    return this.#transaction((client) => this.#drive(client, incidents.notifyIncident(notices, audit)));
  }

  incidentNoticeForMail(mailId: string): Promise<{ subject: string; body: string } | undefined> {
    return this.#drive(null, incidents.incidentNoticeForMail(mailId));
  }

  complete(
    completion: NewCompletion,
    audit: AuditEntry,
  ): Promise<'completed' | 'not-found' | 'not-enrolled'> {
    return this.#transaction((client) => this.#drive(client, documents.complete(completion, audit)));
  }

  documentFacts(submissionId: string): Promise<DocumentFacts | undefined> {
    return this.#drive(null, documents.documentFacts(submissionId));
  }

  issueDocument(document: NewDocument, audit: AuditEntry): Promise<IssueOutcome> {
    return this.#transaction((client) => this.#drive(client, documents.issueDocument(document, audit)));
  }

  revokeDocument(
    revocation: { documentId: string; reason: string; at: Date },
    audit: AuditEntry,
  ): Promise<{ submissionId: string | null } | 'not-found' | 'not-valid'> {
    return this.#transaction((client) => this.#drive(client, documents.revokeDocument(revocation, audit)));
  }

  submissionProof(submissionId: string, today: string): Promise<SubmissionProof> {
    return this.#drive(null, documents.submissionProof(submissionId, today));
  }

  documentById(id: string, today: string): Promise<StoredDocument | undefined> {
    return this.#drive(null, documents.documentById(id, today));
  }

  submissionDocuments(submissionId: string, today: string): Promise<StoredDocument[]> {
    return this.#drive(null, documents.submissionDocuments(submissionId, today));
  }

  setNameShown(
    change: { documentId: string; submissionId: string; shown: boolean },
    audit: AuditEntry,
  ): Promise<boolean> {
    return this.#transaction((client) => this.#drive(client, documents.setNameShown(change, audit)));
  }

  answerOffer(record: OfferAnswerRecord, audit: AuditEntry): Promise<AnswerOutcome> {
    return this.#transaction((client) => this.#drive(client, documents.answerOffer(record, audit)));
  }

  invalidIndexes(): Promise<number[]> {
    return this.#drive(null, documents.invalidIndexes());
  }

  signingKeys(): Promise<{ kid: string; publicJwk: Record<string, unknown> }[]> {
    return this.#drive(null, documents.signingKeys());
  }

  addSigningKey(key: { kid: string; publicJwk: Record<string, unknown>; at: Date }): Promise<void> {
    return this.#transaction((client) => this.#drive(client, documents.addSigningKey(key)));
  }

  /**
   * Runs the steps of an operation written once for both engines (`steps.ts`): on the
   * transaction's client, or on the pool for a read.
   */
  async #drive<T>(client: pg.PoolClient | null, steps: Steps<T>): Promise<T> {
    let next = steps.next();
    while (!next.done) {
      const text = numbered(next.value.sql);
      const result = client
        ? await client.query(text, next.value.values)
        : await this.#query(text, next.value.values);
      next = steps.next(next.value.rows ? result.rows : (result.rowCount ?? 0));
    }
    return next.value;
  }

  async replyForMail(mailId: string): Promise<{ subject: string; body: string } | undefined> {
    const row = await this.#one(sql.replyForMail, [mailId]);
    return row ? { subject: String(row.subject), body: String(row.body) } : undefined;
  }

  async setting(key: string): Promise<unknown> {
    const row = await this.#one(sql.setting, [key]);
    return row?.value;
  }

  async saveSetting(key: string, value: unknown, at: Date): Promise<void> {
    await this.#query(sql.saveSetting, [key, JSON.stringify(value), at]);
  }
}
