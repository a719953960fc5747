// The console's queries on one SQLite connection, synchronous: `SqliteEngine` runs them in its
// worker threads (writes in the writer's group commit, reads on the reader) like its own.
import { randomUUID } from 'node:crypto';
import type { StatementSync } from 'node:sqlite';
import {
  ITEM_COLUMNS,
  INBOX_COUNT_LIMIT,
  QUEUE_STATUS_MAIL,
  REFUSED_REASON,
  REFUSED_SIGN_IN,
  countedTotal,
  inboxOrder,
  eventNote,
  statusMailValues,
  auditWhere,
  refusalWindow,
  toAudit,
  toEvent,
  toInboxItem,
  toStaff,
  toCredentials,
  toUnverifiedPayment,
  unverifiedPaymentsQuery,
} from './consoleRows.ts';
import { REFUSAL_ROW, WITHDRAW, changeCondition, refusal } from './consolePipeline.ts';
import type {
  AuditEntry,
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
    const result = this.#statement(
      `INSERT INTO staff (id, email, role, status, totp_secret, enrolment_hash, enrolment_expires_at, created_at)
       VALUES (?, ?, ?, 'invited', ?, ?, ?, ?) ON CONFLICT (email) DO NOTHING`,
    ).run(
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
    const row = this.#statement(
      `UPDATE staff SET status = 'invited', password_hash = NULL, totp_secret = ?, totp_last_step = NULL,
       enrolment_hash = ?, enrolment_expires_at = ? WHERE email = ? RETURNING *`,
    ).get(enrolment.totpSecret, enrolment.hash, iso(enrolment.expiresAt), email);
    if (!row) return undefined;
    this.#statement('DELETE FROM staff_sessions WHERE staff_id = ?').run(String(row.id));
    return toStaff(row);
  }

  disableStaff(email: string): StaffAccount | undefined {
    const row = this.#statement(
      `UPDATE staff SET status = 'disabled', enrolment_hash = NULL WHERE email = ? RETURNING *`,
    ).get(email);
    if (!row) return undefined;
    this.#statement('DELETE FROM staff_sessions WHERE staff_id = ?').run(String(row.id));
    return toStaff(row);
  }

  listStaff(): StaffAccount[] {
    return this.#statement('SELECT * FROM staff ORDER BY email').all().map(toStaff);
  }

  staffByEmail(email: string): StaffCredentials | undefined {
    const row = this.#statement('SELECT * FROM staff WHERE email = ?').get(email);
    return row ? toCredentials(row) : undefined;
  }

  staffByEnrolment(hash: string, now: Date | string): StaffCredentials | undefined {
    const row = this.#statement(
      "SELECT * FROM staff WHERE enrolment_hash = ? AND status = 'invited' AND enrolment_expires_at > ?",
    ).get(hash, iso(now));
    return row ? toCredentials(row) : undefined;
  }

  completeEnrolment(
    hash: string,
    passwordHash: string,
    step: number,
    now: Date | string,
  ): StaffAccount | undefined {
    const row = this.#statement(
      `UPDATE staff SET status = 'active', password_hash = ?, totp_last_step = ?, enrolment_hash = NULL,
       enrolment_expires_at = NULL WHERE enrolment_hash = ? AND status = 'invited' AND enrolment_expires_at > ?
       RETURNING *`,
    ).get(passwordHash, step, hash, iso(now));
    return row ? toStaff(row) : undefined;
  }

  useTotpStep(staffId: string, step: number): boolean {
    const result = this.#statement(
      'UPDATE staff SET totp_last_step = ? WHERE id = ? AND (totp_last_step IS NULL OR totp_last_step < ?)',
    ).run(step, staffId, step);
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
    const remove = this.#statement('DELETE FROM sign_in_throttle WHERE key = ?');
    for (const key of keys) remove.run(key);
  }

  signInRefused(first: AuditEntry, windowMs: number): number {
    const { start, end } = refusalWindow(first.at, windowMs);
    const row = this.#statement(
      `INSERT INTO sign_in_refusals (client, window_start, window_end, refused) VALUES (?, ?, ?, 1)
       ON CONFLICT (client, window_start) DO UPDATE SET refused = refused + 1 RETURNING refused`,
    ).get(first.client, iso(start), iso(end));
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
    ).run(REFUSED_SIGN_IN, REFUSED_REASON, ...values);
    return Number(this.#statement(`DELETE FROM sign_in_refusals WHERE ${where}`).run(...values).changes);
  }

  createSession(session: { tokenHash: string; staffId: string; at: Date | string; client: string }): void {
    this.#statement(
      'INSERT INTO staff_sessions (token_hash, staff_id, created_at, last_seen_at, client) VALUES (?, ?, ?, ?, ?)',
    ).run(session.tokenHash, session.staffId, iso(session.at), iso(session.at), session.client);
  }

  session(
    tokenHash: string,
    now: Date | string,
    idleMs: number,
    absoluteMs: number,
  ): StaffSession | undefined {
    const row = this.#statement(
      `SELECT ss.created_at AS session_created_at, ss.last_seen_at, st.* FROM staff_sessions ss
       JOIN staff st ON st.id = ss.staff_id WHERE ss.token_hash = ?`,
    ).get(tokenHash);
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
    this.#statement('UPDATE staff_sessions SET last_seen_at = ? WHERE token_hash = ?').run(
      iso(now),
      tokenHash,
    );
    return { staff: toStaff(row), createdAt: new Date(String(row.session_created_at)).toISOString() };
  }

  endSession(tokenHash: string): void {
    this.#statement('DELETE FROM staff_sessions WHERE token_hash = ?').run(tokenHash);
  }

  endAllSessions(staffId: string): number {
    return Number(this.#statement('DELETE FROM staff_sessions WHERE staff_id = ?').run(staffId).changes);
  }

  sweep(before: ConsoleSweep): ConsoleSwept {
    const sessions = this.#statement(
      'DELETE FROM staff_sessions WHERE last_seen_at < ? OR created_at < ?',
    ).run(iso(before.sessionsSeenBefore), iso(before.sessionsStartedBefore));
    const throttle = this.#statement('DELETE FROM sign_in_throttle WHERE updated_at < ?').run(
      iso(before.throttleBefore),
    );
    const refusals = this.#closeRefusals('window_end <= ?', iso(before.refusalsBefore));
    return { sessions: Number(sessions.changes), throttle: Number(throttle.changes), refusals };
  }

  audit(entry: AuditEntry): void {
    this.#statement(
      `INSERT INTO audit_log (at, staff_id, staff_email, action, target, client, detail)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      iso(entry.at),
      entry.staffId,
      entry.staffEmail,
      entry.action,
      entry.target,
      entry.client,
      JSON.stringify(entry.detail),
    );
  }

  auditLog(query: AuditQuery): AuditRecord[] {
    const { where, values } = auditWhere(query, () => '?', iso);
    return this.#statement(`SELECT * FROM audit_log WHERE ${where} ORDER BY seq DESC LIMIT ?`)
      .all(...values, query.limit)
      .map(toAudit);
  }

  inbox(query: InboxQuery): InboxPage {
    const where: string[] = [];
    const values: (string | number)[] = [];
    const add = (clause: string, ...given: (string | number)[]) => {
      where.push(clause);
      values.push(...given);
    };
    if (query.kind) add('i.kind = ?', query.kind);
    if (query.stage) add('i.stage = ?', query.stage);
    if (query.payment) add('i.payment = ?', query.payment);
    if (query.target) add('i.target = ?', query.target);
    if (query.from) add('i.created_at >= ?', iso(query.from));
    if (query.to) add('i.created_at < ?', iso(query.to));
    if (query.unread) add('i.read_at IS NULL');
    if (query.search && query.search.length > 0)
      add(
        'i.rowid IN (SELECT rowid FROM inbox_search WHERE inbox_search MATCH ?)',
        matchExpression(query.search),
      );
    const filter = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const counted = Number(
      this.#statement(
        `SELECT COUNT(*) AS n FROM (SELECT 1 FROM inbox i ${filter} LIMIT ${INBOX_COUNT_LIMIT + 1})`,
      ).get(...values)?.n ?? 0,
    );
    const items = this.#statement(
      `SELECT ${ITEM_COLUMNS} FROM inbox i ${filter} ORDER BY ${inboxOrder(query)} LIMIT ? OFFSET ?`,
    )
      .all(...values, query.limit, query.offset)
      .map(toInboxItem);
    return { items, ...countedTotal(counted) };
  }

  inboxItem(id: string): InboxItem | undefined {
    const row = this.#statement(`SELECT ${ITEM_COLUMNS} FROM inbox i WHERE i.submission_id = ?`).get(id);
    return row ? toInboxItem(row) : undefined;
  }

  sharingTransaction(id: string): InboxItem[] {
    return this.#statement(
      `SELECT ${ITEM_COLUMNS} FROM inbox i JOIN inbox me ON me.submission_id = ?
       WHERE i.transaction_ref = me.transaction_ref AND i.submission_id <> me.submission_id
       ORDER BY i.created_at`,
    )
      .all(id)
      .map(toInboxItem);
  }

  events(id: string): SubmissionEvent[] {
    return this.#statement(
      `SELECT e.*, st.email AS staff_email FROM submission_events e LEFT JOIN staff st ON st.id = e.staff_id
       WHERE e.submission_id = ? ORDER BY e.at, e.id`,
    )
      .all(id)
      .map(toEvent);
  }

  change(
    ids: readonly string[],
    change: InboxChange,
    by: { staffId: string; role: StaffRole; at: Date | string; statusMailDelayMs?: number },
    audit: AuditEntry,
  ): ChangeOutcome {
    const at = iso(by.at);
    const outcome: ChangeOutcome = { changed: [], refused: [] };
    const update = this.#update(change, by.role);
    const event = this.#statement(
      `INSERT INTO submission_events (id, submission_id, at, staff_id, type, stage, payment, note)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const id of ids) {
      if (Number(update(id, at).changes) === 0) {
        outcome.refused.push(refusal(id, change, by.role, this.#statement(REFUSAL_ROW('?')).get(id)));
        continue;
      }
      outcome.changed.push(id);
      if (change.type === 'read') continue;
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
        this.#statement(QUEUE_STATUS_MAIL(() => '?')).run(
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
    if (Number(this.#statement(WITHDRAW(() => '?')).run(when, id).changes) === 0) return false;
    this.#statement(
      `INSERT INTO submission_events (id, submission_id, at, staff_id, type, stage, payment, note)
       VALUES (?, ?, ?, NULL, 'stage', 'withdrawn', NULL, NULL)`,
    ).run(randomUUID(), id, when);
    this.audit(audit);
    return true;
  }

  /** The UPDATE of one change, guarded by the pipeline's rules (`consolePipeline.ts`). */
  #update(change: InboxChange, role: StaffRole): (id: string, at: string) => { changes: number | bigint } {
    switch (change.type) {
      case 'stage': {
        const statement = this.#statement(
          `UPDATE inbox SET stage = ?, updated_at = ? WHERE submission_id = ? AND ${changeCondition(change, role)}`,
        );
        return (id, at) => statement.run(change.stage, at, id);
      }
      case 'payment': {
        const statement = this.#statement(
          `UPDATE inbox SET payment = ?, payment_reason = ?, payment_checked_at = ?, updated_at = ?
           WHERE submission_id = ? AND ${changeCondition(change, role)}`,
        );
        return (id, at) => statement.run(change.payment, change.reason, at, at, id);
      }
      case 'note': {
        const statement = this.#statement('UPDATE inbox SET updated_at = ? WHERE submission_id = ?');
        return (id, at) => statement.run(at, id);
      }
      case 'read': {
        const statement = this.#statement(
          'UPDATE inbox SET read_at = ? WHERE submission_id = ? AND read_at IS NULL',
        );
        return (id, at) => statement.run(at, id);
      }
    }
  }

  unverifiedPayments(): UnverifiedPayment[] {
    return this.#statement(unverifiedPaymentsQuery("json_extract(s.data, '$.paymentReference')"))
      .all()
      .map(toUnverifiedPayment);
  }

  setting(key: string): unknown {
    const row = this.#statement('SELECT value FROM console_settings WHERE key = ?').get(key);
    return row ? JSON.parse(String(row.value)) : undefined;
  }

  saveSetting(key: string, value: unknown, at: Date | string): void {
    this.#statement(
      `INSERT INTO console_settings (key, value, updated_at) VALUES (?, ?, ?)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
    ).run(key, JSON.stringify(value), iso(at));
  }
}
