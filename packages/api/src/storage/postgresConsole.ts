// The console's queries on PostgreSQL: each write one transaction on a pooled connection.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import {
  type ConsoleRow,
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
  toCredentials,
  toEvent,
  toInboxItem,
  toStaff,
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

const AUDIT_INSERT = `INSERT INTO audit_log (at, staff_id, staff_email, action, target, client, detail)
  VALUES ($1, $2, $3, $4, $5, $6, $7)`;
const auditValues = (entry: AuditEntry) => [
  entry.at,
  entry.staffId,
  entry.staffEmail,
  entry.action,
  entry.target,
  entry.client,
  JSON.stringify(entry.detail),
];

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
    const result = await this.#query(
      `INSERT INTO staff (id, email, role, status, totp_secret, enrolment_hash, enrolment_expires_at, created_at)
       VALUES ($1, $2, $3, 'invited', $4, $5, $6, $7) ON CONFLICT (email) DO NOTHING`,
      [
        account.id,
        account.email,
        account.role,
        enrolment.totpSecret,
        enrolment.hash,
        enrolment.expiresAt,
        account.at,
      ],
    );
    return result.rowCount === 1;
  }

  resetStaff(email: string, enrolment: Enrolment): Promise<StaffAccount | undefined> {
    return this.#transaction(async (client) => {
      const row = (
        await client.query(
          `UPDATE staff SET status = 'invited', password_hash = NULL, totp_secret = $1, totp_last_step = NULL,
           enrolment_hash = $2, enrolment_expires_at = $3 WHERE email = $4 RETURNING *`,
          [enrolment.totpSecret, enrolment.hash, enrolment.expiresAt, email],
        )
      ).rows[0] as ConsoleRow | undefined;
      if (!row) return undefined;
      await client.query('DELETE FROM staff_sessions WHERE staff_id = $1', [row.id]);
      return toStaff(row);
    });
  }

  disableStaff(email: string): Promise<StaffAccount | undefined> {
    return this.#transaction(async (client) => {
      const row = (
        await client.query(
          "UPDATE staff SET status = 'disabled', enrolment_hash = NULL WHERE email = $1 RETURNING *",
          [email],
        )
      ).rows[0] as ConsoleRow | undefined;
      if (!row) return undefined;
      await client.query('DELETE FROM staff_sessions WHERE staff_id = $1', [row.id]);
      return toStaff(row);
    });
  }

  async listStaff(): Promise<StaffAccount[]> {
    return (await this.#query('SELECT * FROM staff ORDER BY email')).rows.map(toStaff);
  }

  async staffByEmail(email: string): Promise<StaffCredentials | undefined> {
    const row = await this.#one('SELECT * FROM staff WHERE email = $1', [email]);
    return row ? toCredentials(row) : undefined;
  }

  async staffByEnrolment(hash: string, now: Date): Promise<StaffCredentials | undefined> {
    const row = await this.#one(
      "SELECT * FROM staff WHERE enrolment_hash = $1 AND status = 'invited' AND enrolment_expires_at > $2",
      [hash, now],
    );
    return row ? toCredentials(row) : undefined;
  }

  async completeEnrolment(
    hash: string,
    passwordHash: string,
    step: number,
    now: Date,
  ): Promise<StaffAccount | undefined> {
    const row = await this.#one(
      `UPDATE staff SET status = 'active', password_hash = $1, totp_last_step = $2, enrolment_hash = NULL,
       enrolment_expires_at = NULL WHERE enrolment_hash = $3 AND status = 'invited' AND enrolment_expires_at > $4
       RETURNING *`,
      [passwordHash, step, hash, now],
    );
    return row ? toStaff(row) : undefined;
  }

  async useTotpStep(staffId: string, step: number): Promise<boolean> {
    const result = await this.#query(
      'UPDATE staff SET totp_last_step = $1 WHERE id = $2 AND (totp_last_step IS NULL OR totp_last_step < $1)',
      [step, staffId],
    );
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
    await this.#query('DELETE FROM sign_in_throttle WHERE key = ANY($1)', [[...keys]]);
  }

  async createSession(session: {
    tokenHash: string;
    staffId: string;
    at: Date;
    client: string;
  }): Promise<void> {
    await this.#query(
      'INSERT INTO staff_sessions (token_hash, staff_id, created_at, last_seen_at, client) VALUES ($1, $2, $3, $3, $4)',
      [session.tokenHash, session.staffId, session.at, session.client],
    );
  }

  async session(
    tokenHash: string,
    now: Date,
    idleMs: number,
    absoluteMs: number,
  ): Promise<StaffSession | undefined> {
    const row = await this.#one(
      `SELECT ss.created_at AS session_created_at, ss.last_seen_at, st.* FROM staff_sessions ss
       JOIN staff st ON st.id = ss.staff_id WHERE ss.token_hash = $1`,
      [tokenHash],
    );
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
    await this.#query('UPDATE staff_sessions SET last_seen_at = $1 WHERE token_hash = $2', [now, tokenHash]);
    return { staff: toStaff(row), createdAt: new Date(row.session_created_at as Date).toISOString() };
  }

  async endSession(tokenHash: string): Promise<void> {
    await this.#query('DELETE FROM staff_sessions WHERE token_hash = $1', [tokenHash]);
  }

  async endAllSessions(staffId: string): Promise<number> {
    return (await this.#query('DELETE FROM staff_sessions WHERE staff_id = $1', [staffId])).rowCount ?? 0;
  }

  async sweep(before: ConsoleSweep): Promise<ConsoleSwept> {
    const sessions = await this.#query(
      'DELETE FROM staff_sessions WHERE last_seen_at < $1 OR created_at < $2',
      [before.sessionsSeenBefore, before.sessionsStartedBefore],
    );
    const throttle = await this.#query('DELETE FROM sign_in_throttle WHERE updated_at < $1', [
      before.throttleBefore,
    ]);
    const refusals = await this.#closeRefusals(this.#query, 'window_end <= $3', [before.refusalsBefore]);
    return { sessions: sessions.rowCount ?? 0, throttle: throttle.rowCount ?? 0, refusals };
  }

  signInRefused(first: AuditEntry, windowMs: number): Promise<number> {
    const { start, end } = refusalWindow(first.at, windowMs);
    return this.#transaction(async (client) => {
      const { rows } = await client.query(
        `INSERT INTO sign_in_refusals (client, window_start, window_end, refused) VALUES ($1, $2, $3, 1)
         ON CONFLICT (client, window_start) DO UPDATE SET refused = sign_in_refusals.refused + 1
         RETURNING refused`,
        [first.client, start, end],
      );
      const refused = Number((rows[0] as ConsoleRow).refused);
      if (refused === 1) {
        await this.#closeRefusals(client.query.bind(client) as Query, 'client = $3 AND window_start < $4', [
          first.client,
          start,
        ]);
        await client.query(AUDIT_INSERT, auditValues(first));
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
      [REFUSED_SIGN_IN, REFUSED_REASON, ...values],
    );
    return Number((rows[0] as ConsoleRow).closed);
  }

  async audit(entry: AuditEntry): Promise<void> {
    await this.#query(AUDIT_INSERT, auditValues(entry));
  }

  async auditLog(query: AuditQuery): Promise<AuditRecord[]> {
    const { where, values } = auditWhere(
      query,
      (n) => `$${n}`,
      (at) => at,
    );
    const { rows } = await this.#query(
      `SELECT * FROM audit_log WHERE ${where} ORDER BY seq DESC LIMIT $${values.length + 1}`,
      [...values, query.limit],
    );
    return rows.map(toAudit);
  }

  async inbox(query: InboxQuery): Promise<InboxPage> {
    const where: string[] = [];
    const values: unknown[] = [];
    const add = (clause: (n: number) => string, value: unknown) => {
      values.push(value);
      where.push(clause(values.length));
    };
    if (query.kind) add((n) => `i.kind = $${n}`, query.kind);
    if (query.stage) add((n) => `i.stage = $${n}`, query.stage);
    if (query.payment) add((n) => `i.payment = $${n}`, query.payment);
    if (query.target) add((n) => `i.target = $${n}`, query.target);
    if (query.from) add((n) => `i.created_at >= $${n}`, query.from);
    if (query.to) add((n) => `i.created_at < $${n}`, query.to);
    if (query.unread) where.push('i.read_at IS NULL');
    if (query.search && query.search.length > 0)
      add((n) => `i.search @@ to_tsquery('simple', $${n})`, tsQuery(query.search));
    const filter = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    // The count walks an index in order so that it stops at the limit: unordered, the planner may
    // pick a bitmap scan, which reads every matching entry first (1.7 ms for 20,000 at 100,000 rows).
    const [count, page] = await Promise.all([
      this.#query(
        `SELECT COUNT(*) AS n FROM (SELECT 1 FROM inbox i ${filter} ORDER BY i.created_at
         LIMIT ${INBOX_COUNT_LIMIT + 1}) counted`,
        values,
      ),
      this.#query(
        `SELECT ${ITEM_COLUMNS} FROM inbox i ${filter} ORDER BY ${inboxOrder(query)}
         LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
        [...values, query.limit, query.offset],
      ),
    ]);
    return { items: page.rows.map(toInboxItem), ...countedTotal(Number((count.rows[0] as ConsoleRow).n)) };
  }

  async inboxItem(id: string): Promise<InboxItem | undefined> {
    const row = await this.#one(`SELECT ${ITEM_COLUMNS} FROM inbox i WHERE i.submission_id = $1`, [id]);
    return row ? toInboxItem(row) : undefined;
  }

  async sharingTransaction(id: string): Promise<InboxItem[]> {
    const { rows } = await this.#query(
      `SELECT ${ITEM_COLUMNS} FROM inbox i JOIN inbox me ON me.submission_id = $1
       WHERE i.transaction_ref = me.transaction_ref AND i.submission_id <> me.submission_id
       ORDER BY i.created_at`,
      [id],
    );
    return rows.map(toInboxItem);
  }

  async events(id: string): Promise<SubmissionEvent[]> {
    const { rows } = await this.#query(
      `SELECT e.*, st.email AS staff_email FROM submission_events e LEFT JOIN staff st ON st.id = e.staff_id
       WHERE e.submission_id = $1 ORDER BY e.at, e.id`,
      [id],
    );
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
      }
      for (const id of ids) {
        const result = await client.query(...updateFor(change, by.role, id, by.at));
        if (result.rowCount === 0) {
          const { rows } = await client.query(REFUSAL_ROW('$1'), [id]);
          outcome.refused.push(refusal(id, change, by.role, rows[0]));
          continue;
        }
        outcome.changed.push(id);
        if (change.type === 'read') continue;
        await client.query(
          `INSERT INTO submission_events (id, submission_id, at, staff_id, type, stage, payment, note)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            randomUUID(),
            id,
            by.at,
            by.staffId,
            change.type,
            change.type === 'stage' ? change.stage : null,
            change.type === 'payment' ? change.payment : null,
            eventNote(change),
          ],
        );
        if (change.type === 'stage' || change.type === 'payment') {
          await client.query(
            QUEUE_STATUS_MAIL((n) => `$${n}`),
            statusMailValues(id, by.at, by.statusMailDelayMs),
          );
        }
      }
      await client.query(
        AUDIT_INSERT,
        auditValues({ ...audit, detail: { ...audit.detail, changed: outcome.changed.length } }),
      );
      return outcome;
    });
  }

  withdraw(id: string, at: Date, audit: AuditEntry): Promise<boolean> {
    return this.#transaction(async (client) => {
      const { rowCount } = await client.query(
        WITHDRAW((n) => `$${n}`),
        [at, id],
      );
      if (rowCount === 0) return false;
      await client.query(
        `INSERT INTO submission_events (id, submission_id, at, staff_id, type, stage, payment, note)
         VALUES ($1, $2, $3, NULL, 'stage', 'withdrawn', NULL, NULL)`,
        [randomUUID(), id, at],
      );
      await client.query(AUDIT_INSERT, auditValues(audit));
      return true;
    });
  }

  async unverifiedPayments(): Promise<UnverifiedPayment[]> {
    const { rows } = await this.#query(
      unverifiedPaymentsQuery("submission_field(s.data, 'paymentReference')"),
    );
    return rows.map(toUnverifiedPayment);
  }

  async setting(key: string): Promise<unknown> {
    const row = await this.#one('SELECT value FROM console_settings WHERE key = $1', [key]);
    return row?.value;
  }

  async saveSetting(key: string, value: unknown, at: Date): Promise<void> {
    await this.#query(
      `INSERT INTO console_settings (key, value, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
      [key, JSON.stringify(value), at],
    );
  }
}

/** The UPDATE of one change, guarded by the pipeline's rules (`consolePipeline.ts`). */
function updateFor(change: InboxChange, role: StaffRole, id: string, at: Date): [string, unknown[]] {
  switch (change.type) {
    case 'stage':
      return [
        `UPDATE inbox SET stage = $1, updated_at = $2 WHERE submission_id = $3 AND ${changeCondition(change, role)}`,
        [change.stage, at, id],
      ];
    case 'payment':
      return [
        `UPDATE inbox SET payment = $1, payment_reason = $2, payment_checked_at = $3, updated_at = $3
         WHERE submission_id = $4 AND ${changeCondition(change, role)}`,
        [change.payment, change.reason, at, id],
      ];
    case 'note':
      return ['UPDATE inbox SET updated_at = $1 WHERE submission_id = $2', [at, id]];
    case 'read':
      return ['UPDATE inbox SET read_at = $1 WHERE submission_id = $2 AND read_at IS NULL', [at, id]];
  }
}
