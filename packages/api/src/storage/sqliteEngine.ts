// Longer than most files on purpose: the whole Storage interface on one SQLite connection, every query together.
import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { allowanceHour, sqliteMigrations } from './migrations.ts';
import { purgeRuleCondition } from './sql.ts';
import {
  CONSENTS_OF_PERSON,
  CONSENTS_OF_SUBMISSION,
  INSERT_CONSENT,
  LAST_CONSENT,
  type ConsentRecord,
  type ConsentWithdrawal,
  type WithdrawOutcome,
  consentEmailHash,
  consentValues,
  toConsentRecord,
  withdrawalRow,
} from './consents.ts';
import {
  APPLICATIONS_OF,
  APPLICATIONS_OF_MAX,
  INSERT_SUBMISSION,
  REPLAYED_SUBSCRIPTION,
  type Row,
  SELECT_SUBMISSIONS,
  STATUS_LINK_APPLICATION,
  SUBMISSION_BY_REFERENCE,
  toOutboxEntry,
  submissionByKey,
  toRecord,
} from './rows.ts';
import { REFERENCE_TAKEN, SUBSCRIPTIONS_SUBSCRIBE } from './types.ts';
import { type ConsoleStorage, consoleMethods } from './consoleTypes.ts';
import { SqliteConsole } from './sqliteConsole.ts';
import type {
  ConfirmOutcome,
  ErasedResult,
  HeldAbout,
  MailAllowance,
  IdempotencyRecord,
  MailBacklog,
  MailCounts,
  NewMail,
  NewSubmission,
  OutboxEntry,
  PurgeResult,
  PurgeRule,
  SaveResult,
  StatusLinkRequest,
  SubscribeRequest,
  SubscribeResult,
  SubscriptionWithdrawal,
  SubmissionKind,
  SubmissionRecord,
} from './types.ts';

/** A time as stored: calls reach the worker as JSON, where a Date has become its ISO string. */
const sqliteBoolean = (value: boolean) => (value ? 1 : 0);

function iso(value: Date | string): string {
  return typeof value === 'string' ? value : value.toISOString();
}

/**
 * The health check's backlog: mail that is due and not sent. A mail not yet tried and not yet due
 * (a status mail gathering changes, an interview's reminder a day before it) is scheduled, not
 * late, and a due one has waited since it fell due.
 */
const DUE = '(attempts > 0 OR next_attempt_at <= ?)';
export const backlogQueries = {
  pending: `SELECT COUNT(*) AS n FROM outbox WHERE status = 'pending' AND ${DUE}`,
  failed: "SELECT COUNT(*) AS n FROM outbox WHERE status = 'failed'",
  oldestPending: `SELECT MIN(CASE WHEN attempts = 0 THEN next_attempt_at ELSE created_at END) AS at FROM outbox
    WHERE status = 'pending' AND ${DUE}`,
} as const;

/** One call for the engine: a method name and its arguments (structured-cloneable). */
export interface EngineCall {
  method: EngineMethod;
  args: unknown[];
}

export type EngineOutcome = { ok: true; value: unknown } | { ok: false; message: string; code?: string };

export type EngineMethod =
  | 'save'
  | 'subscribe'
  | 'confirmSubscription'
  | 'unsubscribe'
  | 'requestStatusLink'
  | 'get'
  | 'applicationsOf'
  | 'list'
  | 'isHealthy'
  | 'claimDueMail'
  | 'markMailSent'
  | 'markMailFailed'
  | 'mailFor'
  | 'mailCounts'
  | 'mailBacklog'
  | 'storedFileNames'
  | 'countRequest'
  | 'forgetRequests'
  | 'purge'
  | 'heldAbout'
  | 'consentsOf'
  | 'withdrawConsent'
  | 'erase'
  | `console.${keyof ConsoleStorage}`;

/** The read-only methods: a reader connection runs them, outside the write lock. */
export const readMethods: ReadonlySet<EngineMethod> = new Set<EngineMethod>([
  'get',
  'applicationsOf',
  'list',
  'isHealthy',
  'mailFor',
  'mailCounts',
  'mailBacklog',
  'storedFileNames',
  'heldAbout',
  'consentsOf',
  ...Object.entries(consoleMethods)
    .filter(([, kind]) => kind === 'read')
    .map(([name]) => `console.${name}` as EngineMethod),
]);

/** Codes an outcome carries when the database could not take the call now (worth a retry later). */
export const BUSY = 'DATABASE_BUSY';
export const FULL = 'DISK_FULL';

/** SQLite's result codes (the low byte of `errcode`): SQLITE_BUSY, SQLITE_LOCKED, SQLITE_FULL. */
function codeOf(error: unknown): string | undefined {
  const { errcode, code } = error as { errcode?: number; code?: string };
  if (typeof errcode === 'number') {
    const primary = errcode & 0xff;
    if (primary === 5 || primary === 6) return BUSY;
    if (primary === 13) return FULL;
  }
  return code;
}

function failed(error: unknown): EngineOutcome {
  const { message } = error as { message?: string };
  const code = codeOf(error);
  return { ok: false, message: message ?? String(error), ...(code ? { code } : {}) };
}

export interface EngineOptions {
  /** A reader: opens the file read-only and runs no migration (the writer's connection did). */
  readOnly?: boolean;
  /** How long a statement waits for a lock another connection holds (busy_timeout), in ms. */
  lockWaitMs: number;
}

/**
 * The SQLite schema and queries, synchronous, for one connection. `SqliteStorage` runs a writer in
 * one worker thread and a reader in another, so that commits (and their fsync), and waits for a
 * lock held by another process, never block the thread that serves requests, and reads never wait
 * behind writes (in WAL mode a reader does not need the write lock).
 */
export class SqliteEngine {
  readonly #db: DatabaseSync;
  readonly #statements = new Map<string, StatementSync>();
  readonly #begin: StatementSync | undefined;
  readonly #commit: StatementSync | undefined;
  readonly #rollback: StatementSync | undefined;
  #lockWaitMs: number;
  /** The staff console's queries, on this connection. */
  readonly #console = new SqliteConsole((sql) => this.#statement(sql));

  constructor(file: string, options: EngineOptions) {
    this.#lockWaitMs = options.lockWaitMs;
    if (options.readOnly) {
      this.#db = new DatabaseSync(file, { readOnly: true });
      this.#db.exec(`PRAGMA busy_timeout = ${this.#lockWaitMs};`);
      return;
    }
    if (file !== ':memory:') {
      mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
      // Created readable by the server only; SQLite gives its -wal and -shm files the same mode.
      closeSync(openSync(file, 'a', 0o600));
    }
    this.#db = new DatabaseSync(file);
    this.#db.exec(
      `PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = ${this.#lockWaitMs};`,
    );
    this.#migrate();
    this.#begin = this.#db.prepare('BEGIN IMMEDIATE');
    this.#commit = this.#db.prepare('COMMIT');
    this.#rollback = this.#db.prepare('ROLLBACK');
  }

  #statement(sql: string): StatementSync {
    let statement = this.#statements.get(sql);
    if (!statement) {
      statement = this.#db.prepare(sql);
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  #migrate() {
    migrateSqlite(this.#db);
  }

  #call(call: EngineCall): unknown {
    if (call.method.startsWith('console.')) {
      const name = call.method.slice('console.'.length) as keyof SqliteConsole;
      return (this.#console[name] as (...args: unknown[]) => unknown).apply(this.#console, call.args);
    }
    const method = this[call.method as Exclude<EngineMethod, `console.${string}`>] as (
      ...args: unknown[]
    ) => unknown;
    return method.apply(this, call.args);
  }

  /** The wait for the write lock of the next statements: what is left of the oldest caller's. */
  #waitAtMost(ms: number) {
    const wait = Math.max(0, Math.floor(ms));
    if (wait === this.#lockWaitMs) return;
    this.#lockWaitMs = wait;
    this.#db.exec(`PRAGMA busy_timeout = ${wait};`);
  }

  /** Reads, each on its own (a reader has no write lock to take, and no batch to undo). */
  runReads(calls: readonly EngineCall[]): EngineOutcome[] {
    return calls.map((call) => {
      try {
        return { ok: true, value: this.#call(call) };
      } catch (error) {
        return failed(error);
      }
    });
  }

  /**
   * A group commit: every call in one transaction and one COMMIT (one fsync) for all. `waitMs`
   * bounds the wait for the write lock when another connection holds it: past it, every call of
   * the batch fails as busy at once (never call by call, each waiting again). If a call fails for
   * its own reason, the batch is undone and each call runs again in a transaction of its own, so
   * that one failure undoes nothing but itself.
   */
  runBatch(calls: readonly EngineCall[], waitMs: number): EngineOutcome[] {
    this.#waitAtMost(waitMs);
    const values: unknown[] = [];
    try {
      this.#begin!.run();
    } catch (error) {
      const outcome = failed(error);
      return calls.map(() => outcome);
    }
    try {
      for (const call of calls) values.push(this.#call(call));
      this.#commit!.run();
      return values.map((value) => ({ ok: true, value }));
    } catch (error) {
      if (this.#db.isTransaction) this.#rollback!.run();
      const outcome = failed(error);
      if (outcome.ok === false && (outcome.code === BUSY || outcome.code === FULL))
        return calls.map(() => outcome);
      return this.#oneByOne(calls);
    }
  }

  #oneByOne(calls: readonly EngineCall[]): EngineOutcome[] {
    const outcomes: EngineOutcome[] = [];
    for (const call of calls) {
      const previous = outcomes.at(-1);
      // The lock was lost to another connection, or the disk is full: the rest would fail alike.
      if (previous?.ok === false && (previous.code === BUSY || previous.code === FULL)) {
        outcomes.push(previous);
        continue;
      }
      try {
        this.#begin!.run();
        const value = this.#call(call);
        this.#commit!.run();
        outcomes.push({ ok: true, value });
      } catch (error) {
        if (this.#db.isTransaction) this.#rollback!.run();
        outcomes.push(failed(error));
      }
    }
    return outcomes;
  }

  close(): void {
    this.#db.close();
  }

  save(submission: NewSubmission): SaveResult {
    if (submission.kind === 'subscription') throw new Error(SUBSCRIPTIONS_SUBSCRIBE);
    const created = iso(submission.createdAt);
    const idempotency = submission.idempotency;
    if (idempotency) {
      const first = this.#statement(
        'SELECT submission_id, fingerprint, status, body FROM idempotency_keys WHERE endpoint = ? AND key = ?',
      ).get(idempotency.endpoint, idempotency.key);
      if (first)
        return { id: String(first.submission_id), created: false, replay: toIdempotency(idempotency, first) };
    }
    this.#ensureReferenceFree(submission.reference);
    this.#statement(INSERT_SUBMISSION).run(
      submission.id,
      submission.reference,
      submission.kind,
      submission.email,
      submission.language,
      JSON.stringify(submission.data),
      created,
    );
    const file = submission.file;
    if (file) {
      this.#statement(
        `INSERT INTO files (submission_id, stored_name, original_name, media_type, size, crc32)
         VALUES (?, ?, ?, ?, ?, ?)`,
      ).run(submission.id, file.storedName, file.originalName, file.mediaType, file.size, file.crc32);
    }
    const notBefore = iso(submission.mailNotBefore);
    const insertMail = this.#statement(
      `INSERT INTO outbox (id, submission_id, template, recipient, status, attempts, next_attempt_at, created_at)
       VALUES (?, ?, ?, ?, 'pending', 0, ?, ?)`,
    );
    const withheld: string[] = [];
    let spent: string | undefined;
    for (const mail of submission.mails) {
      const found = mail.allowances && this.#spend(mail.allowances, created);
      if (found) {
        withheld.push(mail.id);
        spent ??= found;
        continue;
      }
      insertMail.run(mail.id, submission.id, mail.template, mail.to, notBefore, created);
    }
    for (const consent of submission.consents ?? []) {
      this.#statement(INSERT_CONSENT).run(
        ...(consentValues(consent, submission.id, iso, sqliteBoolean) as SQLInputValue[]),
      );
    }
    if (idempotency) {
      this.#statement(
        `INSERT INTO idempotency_keys (endpoint, key, fingerprint, submission_id, status, body, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        idempotency.endpoint,
        idempotency.key,
        idempotency.fingerprint,
        submission.id,
        idempotency.status,
        idempotency.body,
        created,
      );
    }
    return { id: submission.id, created: true, ...(spent !== undefined ? { withheld, spent } : {}) };
  }

  subscribe(request: SubscribeRequest): SubscribeResult {
    const created = iso(request.createdAt);
    const idempotency = request.idempotency;
    if (idempotency) {
      const first = this.#statement(
        'SELECT submission_id, fingerprint, status, body FROM idempotency_keys WHERE endpoint = ? AND key = ?',
      ).get(idempotency.endpoint, idempotency.key);
      if (first) {
        const kept = this.#statement(REPLAYED_SUBSCRIPTION).get(first.submission_id as string);
        const replay = toIdempotency(idempotency, first);
        return {
          id: String(first.submission_id),
          reference: String(kept?.reference ?? ''),
          token: String(kept?.token ?? ''),
          mails: [],
          confirmation: 'recent',
          answer: { status: replay.status, body: replay.body },
          replay,
        };
      }
    }
    const mails: NewMail[] = [];
    const existing = this.#statement(
      `SELECT s.id, s.reference, sub.token, sub.status, sub.confirmation_sent_at FROM submissions s
       JOIN subscriptions sub ON sub.submission_id = s.id WHERE s.kind = 'subscription' AND s.email = ?`,
    ).get(request.email);
    let id = request.id;
    let reference = request.reference;
    let token = request.token;
    let due = true;
    let outcome: SubscribeResult['confirmation'] = 'written';
    if (!existing) {
      this.#ensureReferenceFree(request.reference);
      this.#statement(INSERT_SUBMISSION).run(
        id,
        request.reference,
        'subscription',
        request.email,
        request.language,
        JSON.stringify(request.data),
        created,
      );
      this.#statement(
        "INSERT INTO subscriptions (submission_id, token, status, requested_at) VALUES (?, ?, 'pending', ?)",
      ).run(id, token, created);
      mails.push({ id: request.notification.id, template: 'notification', to: request.notification.to });
    } else {
      id = String(existing.id);
      reference = String(existing.reference);
      token = String(existing.token);
      if (existing.status === 'confirmed') {
        due = false;
        outcome = 'confirmed';
      } else if (existing.status === 'unsubscribed') {
        token = request.token;
        this.#statement(
          `UPDATE subscriptions SET status = 'pending', token = ?, requested_at = ?, confirmation_sent_at = NULL,
           confirmed_at = NULL, unsubscribed_at = NULL WHERE submission_id = ?`,
        ).run(token, created, id);
      } else if (
        existing.confirmation_sent_at != null &&
        String(existing.confirmation_sent_at) >= iso(request.resendAfter)
      ) {
        due = false;
        outcome = 'recent';
      }
    }
    // A new subscription, or one renewed after an unsubscribe: its consent to updates, on record.
    if (request.consent && (!existing || existing.status === 'unsubscribed')) {
      this.#statement(INSERT_CONSENT).run(
        ...(consentValues(request.consent, id, iso, sqliteBoolean) as SQLInputValue[]),
      );
    }
    let spent: string | undefined;
    if (due) {
      spent = this.#spend(request.confirmation.allowances, request.createdAt);
      if (spent === undefined) {
        mails.push({ id: request.confirmation.id, template: 'confirmation', to: request.confirmation.to });
        this.#statement('UPDATE subscriptions SET confirmation_sent_at = ? WHERE submission_id = ?').run(
          created,
          id,
        );
      } else {
        outcome = 'withheld';
      }
    }
    const insertMail = this.#statement(
      `INSERT INTO outbox (id, submission_id, template, recipient, status, attempts, next_attempt_at, created_at)
       VALUES (?, ?, ?, ?, 'pending', 0, ?, ?)`,
    );
    for (const mail of mails)
      insertMail.run(mail.id, id, mail.template, mail.to, iso(request.mailNotBefore), created);
    const answer = {
      status: request.answer.status,
      body: JSON.stringify({ ...request.answer.body, reference }),
    };
    if (idempotency) {
      this.#statement(
        `INSERT INTO idempotency_keys (endpoint, key, fingerprint, submission_id, status, body, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        idempotency.endpoint,
        idempotency.key,
        idempotency.fingerprint,
        id,
        answer.status,
        answer.body,
        created,
      );
    }
    return {
      id,
      reference,
      token,
      mails,
      confirmation: outcome,
      answer,
      ...(spent !== undefined ? { spent } : {}),
    };
  }

  confirmSubscription(token: string, at: Date | string): ConfirmOutcome {
    const row = this.#statement('SELECT status FROM subscriptions WHERE token = ?').get(token);
    if (!row || row.status === 'unsubscribed') return 'unknown';
    this.#statement(
      "UPDATE subscriptions SET status = 'confirmed', confirmed_at = ? WHERE token = ? AND status = 'pending'",
    ).run(iso(at), token);
    return 'confirmed';
  }

  unsubscribe(token: string, at: Date | string, withdrawal?: SubscriptionWithdrawal): boolean {
    const row = this.#statement('SELECT submission_id, status FROM subscriptions WHERE token = ?').get(token);
    if (!row) return false;
    if (row.status === 'unsubscribed') return true;
    this.#statement(
      "UPDATE subscriptions SET status = 'unsubscribed', unsubscribed_at = ? WHERE token = ?",
    ).run(iso(at), token);
    if (withdrawal)
      this.withdrawConsent({
        ...withdrawal,
        submissionId: String(row.submission_id),
        purpose: 'updates',
        at: new Date(at),
      });
    return true;
  }

  /** Throws `REFERENCE_TAKEN` when a submission has the reference already (checked in the insert's transaction). */
  #ensureReferenceFree(reference: string) {
    if (this.#statement(SUBMISSION_BY_REFERENCE).get(reference)) throw new Error(REFERENCE_TAKEN);
  }

  requestStatusLink(request: StatusLinkRequest): boolean {
    const found = this.#statement(STATUS_LINK_APPLICATION).get(
      request.reference,
      request.reference,
      request.email,
    );
    if (!found || this.#spend(request.allowances, request.at)) return false;
    this.#statement(
      `INSERT INTO outbox (id, submission_id, template, recipient, status, attempts, next_attempt_at, created_at)
       VALUES (?, ?, 'status-link', ?, 'pending', 0, ?, ?)`,
    ).run(request.mailId, String(found.id), request.email, iso(request.mailNotBefore), iso(request.at));
    return true;
  }

  applicationsOf(email: string): SubmissionRecord[] {
    return this.#statement(APPLICATIONS_OF).all(email, APPLICATIONS_OF_MAX).map(toRecord);
  }

  get(key: string): SubmissionRecord | undefined {
    const row = this.#statement(submissionByKey(key)).get(key);
    return row ? toRecord(row) : undefined;
  }

  list(kind: SubmissionKind, from: Date | string, to: Date | string): SubmissionRecord[] {
    return this.#statement(
      `${SELECT_SUBMISSIONS} WHERE s.kind = ? AND s.created_at >= ? AND s.created_at < ? ORDER BY s.created_at, s.id`,
    )
      .all(kind, iso(from), iso(to))
      .map(toRecord);
  }

  isHealthy(): boolean {
    try {
      return this.#statement('SELECT 1 AS ok').get()?.ok === 1;
    } catch {
      return false;
    }
  }

  claimDueMail(now: Date | string, leaseMs: number, limit: number): OutboxEntry[] {
    const rows = this.#statement(
      `SELECT * FROM outbox WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at LIMIT ?`,
    ).all(iso(now), limit);
    const lease = new Date(new Date(now).getTime() + leaseMs).toISOString();
    const claim = this.#statement('UPDATE outbox SET next_attempt_at = ? WHERE id = ?');
    for (const row of rows) claim.run(lease, row.id as string);
    return rows.map((row) => toOutboxEntry({ ...row, next_attempt_at: lease }));
  }

  markMailSent(id: string, at: Date | string): void {
    this.#statement(
      "UPDATE outbox SET status = 'sent', attempts = attempts + 1, sent_at = ?, last_error = NULL WHERE id = ?",
    ).run(iso(at), id);
  }

  markMailFailed(id: string, error: string, retryAt: Date | string | null): void {
    if (retryAt) {
      this.#statement(
        'UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ? AND status = ?',
      ).run(error, iso(retryAt), id, 'pending');
    } else {
      this.#statement(
        "UPDATE outbox SET status = 'failed', attempts = attempts + 1, last_error = ? WHERE id = ? AND status = 'pending'",
      ).run(error, id);
    }
  }

  mailFor(submissionId: string): OutboxEntry[] {
    return this.#statement('SELECT * FROM outbox WHERE submission_id = ? ORDER BY created_at, id')
      .all(submissionId)
      .map(toOutboxEntry);
  }

  mailCounts(): MailCounts {
    const counts: MailCounts = { pending: 0, sent: 0, failed: 0 };
    for (const row of this.#statement('SELECT status, COUNT(*) AS n FROM outbox GROUP BY status').all()) {
      counts[row.status as keyof MailCounts] = Number(row.n);
    }
    return counts;
  }

  /**
   * Spends one of each allowance for the hour of `at`, all or none (inside the caller's
   * transaction); answers the key of an allowance already spent, in which case nothing is counted.
   */
  #spend(allowances: readonly MailAllowance[], at: Date | string): string | undefined {
    const hour = allowanceHour(at);
    this.#statement('DELETE FROM mail_allowances WHERE hour < ?').run(hour);
    // One writer at a time (BEGIN IMMEDIATE), so reading first and then counting is all or none.
    const used = this.#statement('SELECT used FROM mail_allowances WHERE key = ? AND hour = ?');
    const spent = allowances.find(({ key, limit }) => Number(used.get(key, hour)?.used ?? 0) >= limit);
    if (spent) return spent.key;
    const spend = this.#statement(
      `INSERT INTO mail_allowances (key, hour, used) VALUES (?, ?, 1)
       ON CONFLICT (key, hour) DO UPDATE SET used = used + 1`,
    );
    for (const { key } of allowances) spend.run(key, hour);
    return undefined;
  }

  mailBacklog(now: string): MailBacklog {
    const oldest = this.#statement(backlogQueries.oldestPending).get(now);
    return {
      pending: Number(this.#statement(backlogQueries.pending).get(now)?.n ?? 0),
      failed: Number(this.#statement(backlogQueries.failed).get()?.n ?? 0),
      oldestPending: oldest?.at == null ? null : String(oldest.at),
    };
  }

  storedFileNames(): string[] {
    return this.#statement('SELECT stored_name FROM files')
      .all()
      .map((row) => String(row.stored_name));
  }

  countRequest(key: string, window: number): number {
    const row = this.#statement(
      `INSERT INTO rate_limits (key, window_index, hits) VALUES (?, ?, 1)
       ON CONFLICT (key, window_index) DO UPDATE SET hits = hits + 1 RETURNING hits`,
    ).get(key, window);
    return Number(row?.hits);
  }

  forgetRequests(window: number): void {
    this.#statement('DELETE FROM rate_limits WHERE window_index < ?').run(window);
  }

  heldAbout(email: string): HeldAbout {
    return {
      submissions: this.#statement(`${SELECT_SUBMISSIONS} WHERE s.email = ? ORDER BY s.created_at, s.id`)
        .all(email)
        .map(toRecord),
      mails: this.#statement(
        `SELECT * FROM outbox WHERE submission_id IN (SELECT id FROM submissions WHERE email = ?)
         OR recipient = ? ORDER BY created_at, id`,
      )
        .all(email, email)
        .map(toOutboxEntry),
      consents: this.#statement(CONSENTS_OF_PERSON).all(consentEmailHash(email)).map(toConsentRecord),
    };
  }

  consentsOf(submissionId: string): ConsentRecord[] {
    return this.#statement(CONSENTS_OF_SUBMISSION).all(submissionId).map(toConsentRecord);
  }

  withdrawConsent(withdrawal: ConsentWithdrawal): WithdrawOutcome {
    const last = this.#statement(LAST_CONSENT).get(withdrawal.submissionId, withdrawal.purpose);
    if (!last) return 'unknown';
    const record = toConsentRecord(last);
    if (!record.granted) return 'withdrawn';
    this.#statement(INSERT_CONSENT).run(
      ...(consentValues(
        withdrawalRow(withdrawal, record),
        withdrawal.submissionId,
        iso,
        sqliteBoolean,
      ) as SQLInputValue[]),
    );
    return 'withdrawn';
  }

  erase(email: string): ErasedResult {
    const files = this.#statement(
      'SELECT f.stored_name FROM files f JOIN submissions s ON s.id = f.submission_id WHERE s.email = ?',
    ).all(email);
    const mails = this.#statement(
      'DELETE FROM outbox WHERE submission_id IN (SELECT id FROM submissions WHERE email = ?) OR recipient = ? RETURNING id',
    ).all(email, email);
    const deleted = this.#statement('DELETE FROM submissions WHERE email = ?').run(email);
    return {
      submissions: Number(deleted.changes),
      files: files.map((row) => String(row.stored_name)),
      mailIds: mails.map((row) => String(row.id)),
    };
  }

  purge(
    rules: readonly PurgeRule[],
    mailsBefore: Date | string | null,
    subscriptions?: { unconfirmedBefore: Date | string; endedBefore: Date | string },
  ): PurgeResult {
    const result: PurgeResult = { submissions: 0, mails: 0, files: [], mailIds: [] };
    if (subscriptions) {
      const ended = this.#statement(
        `SELECT submission_id FROM subscriptions WHERE (status = 'pending' AND requested_at < ?)
         OR (status = 'unsubscribed' AND unsubscribed_at < ?)`,
      )
        .all(iso(subscriptions.unconfirmedBefore), iso(subscriptions.endedBefore))
        .map((row) => String(row.submission_id));
      const mailsOf = this.#statement('SELECT id FROM outbox WHERE submission_id = ?');
      const remove = this.#statement('DELETE FROM submissions WHERE id = ?');
      for (const id of ended) {
        result.mailIds.push(...mailsOf.all(id).map((row) => String(row.id)));
        result.submissions += Number(remove.run(id).changes);
      }
    }
    for (const rule of rules) {
      const { sql, values } = purgeRuleCondition(rule);
      const given = values.map((value) => (value instanceof Date ? iso(value) : value));
      const files = this.#statement(
        `SELECT f.stored_name FROM files f JOIN submissions s ON s.id = f.submission_id WHERE ${sql}`,
      ).all(...given);
      result.files.push(...files.map((row) => String(row.stored_name)));
      const mails = this.#statement(
        `SELECT o.id FROM outbox o JOIN submissions s ON s.id = o.submission_id WHERE ${sql}`,
      ).all(...given);
      result.mailIds.push(...mails.map((row) => String(row.id)));
      result.submissions += Number(
        this.#statement(
          `DELETE FROM submissions WHERE id IN (SELECT s.id FROM submissions s WHERE ${sql})`,
        ).run(...given).changes,
      );
    }
    if (mailsBefore) {
      const deleted = this.#statement(
        "DELETE FROM outbox WHERE status <> 'pending' AND created_at < ? RETURNING id",
      ).all(iso(mailsBefore));
      result.mails = deleted.length;
      result.mailIds.push(...deleted.map((row) => String(row.id)));
    }
    return result;
  }
}

function toIdempotency(request: { endpoint: string; key: string }, row: Row): IdempotencyRecord {
  return {
    endpoint: request.endpoint,
    key: request.key,
    fingerprint: String(row.fingerprint),
    status: Number(row.status),
    body: String(row.body),
  };
}

/**
 * Applies the migrations not yet recorded in schema_migrations, in order, each in its own
 * transaction; with `upTo`, only those up to that version (a restore compares a backup's schema
 * with a fresh one at the backup's version).
 */
export function migrateSqlite(db: DatabaseSync, upTo = Number.POSITIVE_INFINITY): void {
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)',
  );
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .all()
      .map((row) => Number(row.version)),
  );
  for (const migration of sqliteMigrations) {
    if (applied.has(migration.version) || migration.version > upTo) continue;
    db.exec('BEGIN IMMEDIATE');
    try {
      db.exec(migration.sql);
      if (migration.fill) {
        const update = db.prepare(migration.fill.update);
        for (const values of migration.fill.values(db.prepare(migration.fill.select).all()))
          update.run(...(values as SQLInputValue[]));
      }
      db.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)').run(
        migration.version,
        new Date().toISOString(),
      );
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }
}
