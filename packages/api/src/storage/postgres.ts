// Longer than most files on purpose: the whole Storage interface on PostgreSQL, every query together.
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
import pg from 'pg';
import { allowanceHour, postgresMigrations } from './migrations.ts';
import {
  APPLICATIONS_OF,
  APPLICATIONS_OF_MAX,
  INSERT_SUBMISSION,
  REPLAYED_SUBSCRIPTION,
  type Row,
  SELECT_SUBMISSIONS,
  STATUS_LINK_APPLICATION,
  SUBMISSION_BY_REFERENCE,
  isoTime,
  toOutboxEntry,
  submissionByKey,
  toRecord,
} from './rows.ts';
import { numbered, purgeRuleCondition } from './sql.ts';
import type {
  ConfirmOutcome,
  ErasedResult,
  HeldAbout,
  MailAllowance,
  MailBacklog,
  MailCounts,
  NewSubmission,
  OutboxEntry,
  PurgeResult,
  PurgeRule,
  NewMail,
  SaveResult,
  Storage,
  StatusLinkRequest,
  SubscribeRequest,
  SubscriptionWithdrawal,
  SubscribeResult,
  SubscriptionRetention,
  SubmissionKind,
  SubmissionRecord,
} from './types.ts';
import { REFERENCE_TAKEN, StorageUnavailableError, SUBSCRIPTIONS_SUBSCRIBE } from './types.ts';
import type { ConsoleStorage } from './consoleTypes.ts';
import { PostgresConsole } from './postgresConsole.ts';

export interface PostgresOptions {
  /** Most pooled connections. @default 10 */
  max?: number;
  /** Waiting for a connection, in ms. @default 5000 */
  connectTimeoutMs?: number;
  /** A pooled connection idle this long is closed, in ms. @default 30000 */
  idleTimeoutMs?: number;
  /** One statement at most, in ms (`statement_timeout`). @default 15000 */
  statementTimeoutMs?: number;
  /** A lock held by another connection is waited for this long at most, in ms (`lock_timeout`). @default 5000 */
  lockWaitMs?: number;
  /**
   * The connection string of the role that owns the schema (`DATABASE_OWNER_URL`): it runs the
   * migrations and grants the app's role what it needs (see `grantsTo`), so the app's role can
   * neither alter nor disable the audit log's trigger. Without it the app's role migrates and owns
   * every table (development and tests).
   */
  ownerUrl?: string | undefined;
}

/** PostgreSQL's codes for what passes: a lock or statement timeout, too many connections, a full disk. */
const BUSY_CODES = new Set(['55P03', '57014', '53300', '57P03']);
const FULL_CODES = new Set(['53100']);

/**
 * What the caller should see: the database unable to take the call now (a timeout, a lock held
 * elsewhere, no connection to be had, a full disk) is a `StorageUnavailableError`, answered 503.
 */
function translate(error: unknown): unknown {
  const { code, message } = error as { code?: string; message?: string };
  if (code && FULL_CODES.has(code)) return new StorageUnavailableError('full', 'The database disk is full');
  if (
    (code && BUSY_CODES.has(code)) ||
    /timeout exceeded when trying to connect|Query read timeout|connection timeout/i.test(message ?? '')
  ) {
    return new StorageUnavailableError('busy', `The database did not answer in time (${code ?? 'timeout'})`);
  }
  return error;
}

/** Throws `REFERENCE_TAKEN` when a submission has the reference already (checked in the insert's transaction). */
async function ensureReferenceFree(client: pg.ClientBase, reference: string) {
  const { rows } = await client.query(numbered(SUBMISSION_BY_REFERENCE), [reference]);
  if (rows.length > 0) throw new Error(REFERENCE_TAKEN);
}

/** Any fixed number: it names the lock that keeps two starting servers from migrating at once. */
const MIGRATION_LOCK = 4_242_001;

/** Applies the migrations not yet recorded, in the caller's transaction. */
async function migrate(client: pg.ClientBase) {
  await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
  await client.query(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL)',
  );
  const { rows } = await client.query('SELECT version FROM schema_migrations');
  const applied = new Set(rows.map((row: Row) => Number(row.version)));
  for (const migration of postgresMigrations) {
    if (applied.has(migration.version)) continue;
    await client.query(migration.sql);
    if (migration.fill) {
      const { rows } = await client.query(migration.fill.select);
      for (const values of migration.fill.values(rows)) {
        await client.query(numbered(migration.fill.update), values);
      }
    }
    await client.query('INSERT INTO schema_migrations (version, applied_at) VALUES ($1, now())', [
      migration.version,
    ]);
  }
}

/**
 * What the app's role may do, granted by the owner after each migration: read and write the rows
 * of every table but the audit log, where it may only add and read lines (the sequence of its
 * \`seq\` too). Being no owner, it can alter no table and drop or disable no trigger.
 */
function grantsTo(role: string): string {
  return `
    GRANT USAGE ON SCHEMA public TO ${role};
    GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${role};
    REVOKE UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON audit_log FROM ${role};
    GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${role};`;
}

/** PostgreSQL through `DATABASE_URL`: each write is one transaction on a pooled connection. */
export class PostgresStorage implements Storage {
  readonly engine = 'postgres';
  readonly resumes = 'database';
  readonly #pool: pg.Pool;
  /** The staff console's calls, on the same pool. */
  readonly console: ConsoleStorage;

  private constructor(pool: pg.Pool) {
    this.#pool = pool;
    this.console = new PostgresConsole(
      (text, values) => this.#query(text, values),
      (work) => this.#transaction(work),
    );
  }

  /** Connects, and creates or migrates the schema. */
  static async open(connectionString: string, options: PostgresOptions = {}): Promise<PostgresStorage> {
    const statementTimeoutMs = options.statementTimeoutMs ?? 15_000;
    const pool = new pg.Pool({
      connectionString,
      max: options.max ?? 10,
      // Waiting for a free pooled connection or a new one: past it the call fails (503), never hangs.
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
      idleTimeoutMillis: options.idleTimeoutMs ?? 30_000,
      // The server cancels a statement past it; the client gives up a little later if the server
      // never answers at all (a dead connection).
      statement_timeout: statementTimeoutMs,
      query_timeout: statementTimeoutMs + 1000,
      // A row or table lock held elsewhere (a purge, a migration, a shell): wait this long at most.
      lock_timeout: options.lockWaitMs ?? 5000,
      idle_in_transaction_session_timeout: statementTimeoutMs * 2,
    });
    // An idle connection that the server drops must not crash the process.
    pool.on('error', () => undefined);
    const storage = new PostgresStorage(pool);
    try {
      if (options.ownerUrl) await storage.#migrateAsOwner(options.ownerUrl);
      else await storage.#transaction((client) => migrate(client));
    } catch (error) {
      await pool.end();
      throw error;
    }
    return storage;
  }

  poolStats() {
    return { total: this.#pool.totalCount, idle: this.#pool.idleCount, waiting: this.#pool.waitingCount };
  }

  /** One statement on any pooled connection. */
  async #query(text: string, values?: unknown[]): Promise<pg.QueryResult> {
    try {
      return await this.#pool.query(text, values);
    } catch (error) {
      throw translate(error);
    }
  }

  async #transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    try {
      return await this.#inTransaction(work);
    } catch (error) {
      throw translate(error);
    }
  }

  async #inTransaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.#pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /**
   * Migrates through the owner's connection and grants the app's role its rows, then checks that
   * the app's role cannot act as the owner: the same role in both settings, a member of the
   * owner's role or a superuser would make the audit log's trigger its own to drop.
   */
  async #migrateAsOwner(ownerUrl: string) {
    const { rows } = await this.#query(
      `SELECT current_user AS role, r.rolsuper AS superuser, r.rolbypassrls AS bypass
       FROM pg_roles r WHERE r.rolname = current_user`,
    );
    const app = rows[0] as { role: string; superuser: boolean; bypass: boolean };
    const owner = new pg.Client({ connectionString: ownerUrl });
    await owner.connect();
    try {
      await owner.query('BEGIN');
      await migrate(owner);
      await owner.query(grantsTo(owner.escapeIdentifier(app.role)));
      await owner.query('COMMIT');
    } catch (error) {
      await owner.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      await owner.end();
    }
    const { rows: owns } = await this.#query(
      `SELECT pg_has_role(current_user, t.tableowner, 'USAGE') AS owns
       FROM pg_tables t WHERE t.schemaname = current_schema() AND t.tablename = 'audit_log'`,
    );
    if (app.superuser || (owns[0] as { owns: boolean } | undefined)?.owns !== false)
      throw new Error(
        `DATABASE_URL's role (${app.role}) owns the schema or is a superuser: DATABASE_OWNER_URL must name another role, and DATABASE_URL a role that only reads and writes rows (see the README's Running in production).`,
      );
  }

  async save(submission: NewSubmission): Promise<SaveResult> {
    const idempotency = submission.idempotency;
    if (submission.mails.some((mail) => mail.allowances)) await this.#forgetPastHours(submission.createdAt);
    try {
      return await this.#save(submission);
    } catch (error) {
      // The same key committed by a concurrent request meanwhile: answer as the first one did.
      if (idempotency && (error as { code?: string }).code === '23505') {
        const replay = await this.#replay(idempotency);
        if (replay) return replay;
      }
      throw translate(error);
    }
  }

  /** The first request's record for a key, on `client` when inside a transaction (never a second pooled connection). */
  async #replay(
    request: { endpoint: string; key: string },
    client?: pg.PoolClient,
  ): Promise<SaveResult | undefined> {
    const query = (text: string, values: unknown[]) =>
      client ? client.query(text, values) : this.#query(text, values);
    const { rows } = await query(
      'SELECT submission_id, fingerprint, status, body FROM idempotency_keys WHERE endpoint = $1 AND key = $2',
      [request.endpoint, request.key],
    );
    const first = rows[0] as Row | undefined;
    if (!first) return undefined;
    return {
      id: String(first.submission_id),
      created: false,
      replay: {
        ...request,
        fingerprint: String(first.fingerprint),
        status: Number(first.status),
        body: String(first.body),
      },
    };
  }

  #save(submission: NewSubmission): Promise<SaveResult> {
    if (submission.kind === 'subscription') throw new Error(SUBSCRIPTIONS_SUBSCRIBE);
    return this.#inTransaction(async (client) => {
      const idempotency = submission.idempotency;
      if (idempotency) {
        const first = await this.#replay(idempotency, client);
        if (first) return first;
      }
      await ensureReferenceFree(client, submission.reference);
      await client.query(numbered(INSERT_SUBMISSION), [
        submission.id,
        submission.reference,
        submission.kind,
        submission.email,
        submission.language,
        JSON.stringify(submission.data),
        submission.createdAt,
      ]);
      const file = submission.file;
      if (file) {
        await client.query(
          `INSERT INTO files (submission_id, stored_name, original_name, media_type, size, crc32)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [submission.id, file.storedName, file.originalName, file.mediaType, file.size, file.crc32],
        );
        if (submission.fileContent) {
          await client.query('INSERT INTO resumes (submission_id, content) VALUES ($1, $2)', [
            submission.id,
            Buffer.from(
              submission.fileContent.buffer,
              submission.fileContent.byteOffset,
              submission.fileContent.byteLength,
            ),
          ]);
        }
      }
      const withheld: string[] = [];
      let spent: string | undefined;
      for (const mail of submission.mails) {
        const found = mail.allowances && (await this.#spend(client, mail.allowances, submission.createdAt));
        if (found) {
          withheld.push(mail.id);
          spent ??= found;
          continue;
        }
        await client.query(
          `INSERT INTO outbox (id, submission_id, template, recipient, status, attempts, next_attempt_at, created_at)
           VALUES ($1, $2, $3, $4, 'pending', 0, $5, $6)`,
          [mail.id, submission.id, mail.template, mail.to, submission.mailNotBefore, submission.createdAt],
        );
      }
      for (const consent of submission.consents ?? []) {
        await client.query(
          numbered(INSERT_CONSENT),
          consentValues(
            consent,
            submission.id,
            (at) => at,
            (granted) => granted,
          ),
        );
      }
      if (idempotency) {
        await client.query(
          `INSERT INTO idempotency_keys (endpoint, key, fingerprint, submission_id, status, body, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [
            idempotency.endpoint,
            idempotency.key,
            idempotency.fingerprint,
            submission.id,
            idempotency.status,
            idempotency.body,
            submission.createdAt,
          ],
        );
      }
      return { id: submission.id, created: true, ...(spent !== undefined ? { withheld, spent } : {}) };
    });
  }

  async subscribe(request: SubscribeRequest): Promise<SubscribeResult> {
    const idempotency = request.idempotency;
    await this.#forgetPastHours(request.createdAt);
    try {
      return await this.#inTransaction((client) => this.#subscribe(client, request));
    } catch (error) {
      // The same key, or the same new address, committed by a concurrent request meanwhile: the
      // unique index refused ours, and the request runs again, now seeing the other's rows.
      if ((error as { code?: string }).code === '23505') {
        if (idempotency) {
          const replay = await this.#replay(idempotency);
          if (replay) {
            const { status, body } = replay.replay!;
            return {
              id: replay.id,
              replay: replay.replay!,
              answer: { status, body },
              reference: '',
              token: '',
              mails: [],
              confirmation: 'recent',
            };
          }
        }
        try {
          return await this.#inTransaction((client) => this.#subscribe(client, request));
        } catch (again) {
          throw translate(again);
        }
      }
      throw translate(error);
    }
  }

  async #subscribe(client: pg.PoolClient, request: SubscribeRequest): Promise<SubscribeResult> {
    const idempotency = request.idempotency;
    if (idempotency) {
      const first = await this.#replay(idempotency, client);
      if (first) {
        const { rows } = await client.query(numbered(REPLAYED_SUBSCRIPTION), [first.id]);
        const { status, body } = first.replay!;
        return {
          id: first.id,
          replay: first.replay!,
          answer: { status, body },
          reference: String(rows[0]?.reference ?? ''),
          token: String(rows[0]?.token ?? ''),
          mails: [],
          confirmation: 'recent',
        };
      }
    }
    const mails: NewMail[] = [];
    // FOR UPDATE: two repeats of one address at once take turns, so only one writes a confirmation.
    const { rows } = await client.query(
      `SELECT s.id, s.reference, sub.token, sub.status, sub.confirmation_sent_at FROM submissions s
       JOIN subscriptions sub ON sub.submission_id = s.id
       WHERE s.kind = 'subscription' AND s.email = $1 FOR UPDATE OF sub`,
      [request.email],
    );
    const existing = rows[0] as Row | undefined;
    let id = request.id;
    let reference = request.reference;
    let token = request.token;
    let due = true;
    let outcome: SubscribeResult['confirmation'] = 'written';
    if (!existing) {
      await ensureReferenceFree(client, request.reference);
      await client.query(numbered(INSERT_SUBMISSION), [
        id,
        request.reference,
        'subscription',
        request.email,
        request.language,
        JSON.stringify(request.data),
        request.createdAt,
      ]);
      await client.query(
        "INSERT INTO subscriptions (submission_id, token, status, requested_at) VALUES ($1, $2, 'pending', $3)",
        [id, token, request.createdAt],
      );
      mails.push({ id: request.notification.id, template: 'notification', to: request.notification.to });
    } else {
      id = String(existing.id);
      reference = String(existing.reference);
      token = String(existing.token);
      const sentAt = existing.confirmation_sent_at as Date | null;
      if (existing.status === 'confirmed') {
        due = false;
        outcome = 'confirmed';
      } else if (existing.status === 'unsubscribed') {
        token = request.token;
        await client.query(
          `UPDATE subscriptions SET status = 'pending', token = $2, requested_at = $3, confirmation_sent_at = NULL,
           confirmed_at = NULL, unsubscribed_at = NULL WHERE submission_id = $1`,
          [id, token, request.createdAt],
        );
      } else if (sentAt !== null && sentAt.getTime() >= request.resendAfter.getTime()) {
        due = false;
        outcome = 'recent';
      }
    }
    // A new subscription, or one renewed after an unsubscribe: its consent to updates, on record.
    if (request.consent && (!existing || existing.status === 'unsubscribed')) {
      await client.query(
        numbered(INSERT_CONSENT),
        consentValues(
          request.consent,
          id,
          (at) => at,
          (granted) => granted,
        ),
      );
    }
    let spent: string | undefined;
    if (due) {
      spent = await this.#spend(client, request.confirmation.allowances, request.createdAt);
      if (spent === undefined) {
        mails.push({ id: request.confirmation.id, template: 'confirmation', to: request.confirmation.to });
        await client.query('UPDATE subscriptions SET confirmation_sent_at = $2 WHERE submission_id = $1', [
          id,
          request.createdAt,
        ]);
      } else {
        outcome = 'withheld';
      }
    }
    for (const mail of mails) {
      await client.query(
        `INSERT INTO outbox (id, submission_id, template, recipient, status, attempts, next_attempt_at, created_at)
         VALUES ($1, $2, $3, $4, 'pending', 0, $5, $6)`,
        [mail.id, id, mail.template, mail.to, request.mailNotBefore, request.createdAt],
      );
    }
    const answer = {
      status: request.answer.status,
      body: JSON.stringify({ ...request.answer.body, reference }),
    };
    if (idempotency) {
      await client.query(
        `INSERT INTO idempotency_keys (endpoint, key, fingerprint, submission_id, status, body, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          idempotency.endpoint,
          idempotency.key,
          idempotency.fingerprint,
          id,
          answer.status,
          answer.body,
          request.createdAt,
        ],
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

  async confirmSubscription(token: string, at: Date): Promise<ConfirmOutcome> {
    const { rows } = await this.#query(
      `UPDATE subscriptions SET status = 'confirmed', confirmed_at = CASE WHEN status = 'pending' THEN $2 ELSE confirmed_at END
       WHERE token = $1 AND status <> 'unsubscribed' RETURNING status`,
      [token, at],
    );
    return rows.length > 0 ? 'confirmed' : 'unknown';
  }

  unsubscribe(token: string, at: Date, withdrawal?: SubscriptionWithdrawal): Promise<boolean> {
    return this.#transaction(async (client) => {
      // FOR UPDATE: two one-click POSTs at once take turns, so only the first records a withdrawal.
      const { rows } = await client.query(
        'SELECT submission_id, status FROM subscriptions WHERE token = $1 FOR UPDATE',
        [token],
      );
      const row = rows[0] as Row | undefined;
      if (!row) return false;
      if (row.status === 'unsubscribed') return true;
      await client.query(
        "UPDATE subscriptions SET status = 'unsubscribed', unsubscribed_at = $2 WHERE token = $1",
        [token, at],
      );
      if (withdrawal)
        await this.#withdrawConsent(client, {
          ...withdrawal,
          submissionId: String(row.submission_id),
          purpose: 'updates',
          at,
        });
      return true;
    });
  }

  async requestStatusLink(request: StatusLinkRequest): Promise<boolean> {
    await this.#forgetPastHours(request.at);
    return this.#inTransaction(async (client) => {
      const { rows } = await client.query(numbered(STATUS_LINK_APPLICATION), [
        request.reference,
        request.reference,
        request.email,
      ]);
      if (rows.length === 0 || (await this.#spend(client, request.allowances, request.at))) return false;
      await client.query(
        `INSERT INTO outbox (id, submission_id, template, recipient, status, attempts, next_attempt_at, created_at)
         VALUES ($1, $2, 'status-link', $3, 'pending', 0, $4, $5)`,
        [request.mailId, rows[0].id, request.email, request.mailNotBefore, request.at],
      );
      return true;
    });
  }

  async applicationsOf(email: string): Promise<SubmissionRecord[]> {
    const { rows } = await this.#query(numbered(APPLICATIONS_OF), [email, APPLICATIONS_OF_MAX]);
    return rows.map(toRecord);
  }

  async get(key: string): Promise<SubmissionRecord | undefined> {
    const { rows } = await this.#query(numbered(submissionByKey(key)), [key]);
    return rows[0] ? toRecord(rows[0]) : undefined;
  }

  async list(kind: SubmissionKind, from: Date, to: Date): Promise<SubmissionRecord[]> {
    const { rows } = await this.#query(
      `${SELECT_SUBMISSIONS} WHERE s.kind = $1 AND s.created_at >= $2 AND s.created_at < $3 ORDER BY s.created_at, s.id`,
      [kind, from, to],
    );
    return rows.map(toRecord);
  }

  /** A pool recovers from a lost connection by itself: nothing here breaks for good. */
  onBroken(): void {}

  async isHealthy(): Promise<boolean> {
    try {
      const { rows } = await this.#query('SELECT 1 AS ok');
      return rows[0]?.ok === 1;
    } catch {
      return false;
    }
  }

  async claimDueMail(now: Date, leaseMs: number, limit: number): Promise<OutboxEntry[]> {
    // SKIP LOCKED: two servers on one database never claim the same mail.
    const { rows } = await this.#query(
      `UPDATE outbox SET next_attempt_at = $2 WHERE id IN (
         SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= $1
         ORDER BY next_attempt_at LIMIT $3 FOR UPDATE SKIP LOCKED)
       RETURNING *`,
      [now, new Date(now.getTime() + leaseMs), limit],
    );
    return rows.map(toOutboxEntry);
  }

  async markMailSent(id: string, at: Date): Promise<void> {
    await this.#query(
      "UPDATE outbox SET status = 'sent', attempts = attempts + 1, sent_at = $2, last_error = NULL WHERE id = $1",
      [id, at],
    );
  }

  async markMailFailed(id: string, error: string, retryAt: Date | null): Promise<void> {
    if (retryAt) {
      await this.#query(
        "UPDATE outbox SET attempts = attempts + 1, last_error = $2, next_attempt_at = $3 WHERE id = $1 AND status = 'pending'",
        [id, error, retryAt],
      );
    } else {
      await this.#query(
        "UPDATE outbox SET status = 'failed', attempts = attempts + 1, last_error = $2 WHERE id = $1 AND status = 'pending'",
        [id, error],
      );
    }
  }

  async mailFor(submissionId: string): Promise<OutboxEntry[]> {
    const { rows } = await this.#query(
      'SELECT * FROM outbox WHERE submission_id = $1 ORDER BY created_at, id',
      [submissionId],
    );
    return rows.map(toOutboxEntry);
  }

  async mailCounts(): Promise<MailCounts> {
    const counts: MailCounts = { pending: 0, sent: 0, failed: 0 };
    const { rows } = await this.#query('SELECT status, COUNT(*) AS n FROM outbox GROUP BY status');
    for (const row of rows) counts[row.status as keyof MailCounts] = Number(row.n);
    return counts;
  }

  /** Past hours' allowances are forgotten outside a save's transaction, which then locks only this hour's rows. */
  async #forgetPastHours(at: Date): Promise<void> {
    await this.#query('DELETE FROM mail_allowances WHERE hour < $1', [allowanceHour(at)]);
  }

  /**
   * Spends one of each allowance for the hour of `at` inside the caller's transaction, all or none:
   * a savepoint undoes what the others counted when one is spent, whose key it answers.
   */
  async #spend(
    client: pg.PoolClient,
    allowances: readonly MailAllowance[],
    at: Date,
  ): Promise<string | undefined> {
    const hour = allowanceHour(at);
    await client.query('SAVEPOINT allowance');
    // In one order of keys, so two servers never wait on each other's rows.
    for (const { key, limit } of [...allowances].sort((a, b) => a.key.localeCompare(b.key))) {
      // Counts only while below the limit; the row lock makes concurrent servers take turns.
      const { rowCount } = await client.query(
        `INSERT INTO mail_allowances (key, hour, used) SELECT $1, $2, 1 WHERE $3 > 0
         ON CONFLICT (key, hour) DO UPDATE SET used = mail_allowances.used + 1
         WHERE mail_allowances.used < $3`,
        [key, hour, limit],
      );
      if (rowCount === 0) {
        await client.query('ROLLBACK TO SAVEPOINT allowance');
        return key;
      }
    }
    await client.query('RELEASE SAVEPOINT allowance');
    return undefined;
  }

  async mailBacklog(now = new Date()): Promise<MailBacklog> {
    // Mail due and not sent, as SQLite's `backlogQueries` say: a mail not yet tried and not yet
    // due is scheduled, and a due one has waited since it fell due. Index ranges of
    // outbox_by_status (migration 6): no scan of the sent mail.
    const due = '(attempts > 0 OR next_attempt_at <= $1)';
    const { rows } = await this.#query(
      `SELECT (SELECT COUNT(*) FROM outbox WHERE status = 'pending' AND ${due}) AS pending,
              (SELECT COUNT(*) FROM outbox WHERE status = 'failed') AS failed,
              (SELECT MIN(CASE WHEN attempts = 0 THEN next_attempt_at ELSE created_at END) FROM outbox
                WHERE status = 'pending' AND ${due}) AS oldest`,
      [now],
    );
    const row = rows[0] as Row;
    return {
      pending: Number(row.pending),
      failed: Number(row.failed),
      oldestPending: row.oldest ? isoTime(row.oldest) : null,
    };
  }

  async storedFileNames(): Promise<string[]> {
    const { rows } = await this.#query('SELECT stored_name FROM files');
    return rows.map((row: Row) => String(row.stored_name));
  }

  async readResume(storedName: string): Promise<Uint8Array | undefined> {
    const { rows } = await this.#query(
      'SELECT r.content FROM resumes r JOIN files f ON f.submission_id = r.submission_id WHERE f.stored_name = $1',
      [storedName],
    );
    return (rows[0] as Row | undefined)?.content as Buffer | undefined;
  }

  async adoptResume(storedName: string, content: Uint8Array): Promise<boolean> {
    const { rowCount } = await this.#query(
      `INSERT INTO resumes (submission_id, content) SELECT submission_id, $2 FROM files WHERE stored_name = $1
       ON CONFLICT (submission_id) DO UPDATE SET content = resumes.content`,
      [storedName, Buffer.from(content.buffer, content.byteOffset, content.byteLength)],
    );
    return (rowCount ?? 0) > 0;
  }

  async countRequest(key: string, window: number): Promise<number> {
    const { rows } = await this.#query(
      `INSERT INTO rate_limits (key, window_index, hits) VALUES ($1, $2, 1)
       ON CONFLICT (key, window_index) DO UPDATE SET hits = rate_limits.hits + 1 RETURNING hits`,
      [key, window],
    );
    return Number((rows[0] as Row).hits);
  }

  async forgetRequests(window: number): Promise<void> {
    await this.#query('DELETE FROM rate_limits WHERE window_index < $1', [window]);
  }

  purge(
    rules: readonly PurgeRule[],
    mailsBefore: Date | null,
    subscriptions?: SubscriptionRetention,
  ): Promise<PurgeResult> {
    return this.#transaction(async (client) => {
      const result: PurgeResult = { submissions: 0, mails: 0, files: [], mailIds: [] };
      if (subscriptions) {
        const ended = `SELECT submission_id FROM subscriptions WHERE (status = 'pending' AND requested_at < $1)
          OR (status = 'unsubscribed' AND unsubscribed_at < $2)`;
        const values = [subscriptions.unconfirmedBefore, subscriptions.endedBefore];
        const mails = await client.query(`SELECT id FROM outbox WHERE submission_id IN (${ended})`, values);
        result.mailIds.push(...mails.rows.map((row: Row) => String(row.id)));
        const deleted = await client.query(`DELETE FROM submissions WHERE id IN (${ended})`, values);
        result.submissions += deleted.rowCount ?? 0;
      }
      for (const rule of rules) {
        const { sql, values } = purgeRuleCondition(rule);
        const files = await client.query(
          numbered(
            `SELECT f.stored_name FROM files f JOIN submissions s ON s.id = f.submission_id WHERE ${sql}`,
          ),
          values,
        );
        result.files.push(...files.rows.map((row: Row) => String(row.stored_name)));
        const mails = await client.query(
          numbered(`SELECT o.id FROM outbox o JOIN submissions s ON s.id = o.submission_id WHERE ${sql}`),
          values,
        );
        result.mailIds.push(...mails.rows.map((row: Row) => String(row.id)));
        const deleted = await client.query(
          numbered(`DELETE FROM submissions WHERE id IN (SELECT s.id FROM submissions s WHERE ${sql})`),
          values,
        );
        result.submissions += deleted.rowCount ?? 0;
      }
      if (mailsBefore) {
        const deleted = await client.query(
          "DELETE FROM outbox WHERE status <> 'pending' AND created_at < $1 RETURNING id",
          [mailsBefore],
        );
        result.mails = deleted.rowCount ?? 0;
        result.mailIds.push(...deleted.rows.map((row: Row) => String(row.id)));
      }
      return result;
    });
  }

  async heldAbout(email: string): Promise<HeldAbout> {
    const submissions = await this.#query(
      `${SELECT_SUBMISSIONS} WHERE s.email = $1 ORDER BY s.created_at, s.id`,
      [email],
    );
    const mails = await this.#query(
      `SELECT * FROM outbox WHERE submission_id IN (SELECT id FROM submissions WHERE email = $1)
       OR recipient = $1 ORDER BY created_at, id`,
      [email],
    );
    const consents = await this.#query(numbered(CONSENTS_OF_PERSON), [consentEmailHash(email)]);
    return {
      submissions: submissions.rows.map(toRecord),
      mails: mails.rows.map(toOutboxEntry),
      consents: consents.rows.map(toConsentRecord),
    };
  }

  async consentsOf(submissionId: string): Promise<ConsentRecord[]> {
    const { rows } = await this.#query(numbered(CONSENTS_OF_SUBMISSION), [submissionId]);
    return rows.map(toConsentRecord);
  }

  withdrawConsent(withdrawal: ConsentWithdrawal): Promise<WithdrawOutcome> {
    return this.#transaction((client) => this.#withdrawConsent(client, withdrawal));
  }

  async #withdrawConsent(client: pg.PoolClient, withdrawal: ConsentWithdrawal): Promise<WithdrawOutcome> {
    // Two clicks of one link at once: the second waits here and then finds the "no".
    await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
      `consent:${withdrawal.submissionId}:${withdrawal.purpose}`,
    ]);
    const { rows } = await client.query(numbered(LAST_CONSENT), [
      withdrawal.submissionId,
      withdrawal.purpose,
    ]);
    if (rows.length === 0) return 'unknown';
    const last = toConsentRecord(rows[0]);
    if (!last.granted) return 'withdrawn';
    await client.query(
      numbered(INSERT_CONSENT),
      consentValues(
        withdrawalRow(withdrawal, last),
        withdrawal.submissionId,
        (at) => at,
        (granted) => granted,
      ),
    );
    return 'withdrawn';
  }

  erase(email: string): Promise<ErasedResult> {
    return this.#transaction(async (client) => {
      const files = await client.query(
        'SELECT f.stored_name FROM files f JOIN submissions s ON s.id = f.submission_id WHERE s.email = $1',
        [email],
      );
      const mails = await client.query(
        'DELETE FROM outbox WHERE submission_id IN (SELECT id FROM submissions WHERE email = $1) OR recipient = $1 RETURNING id',
        [email],
      );
      const deleted = await client.query('DELETE FROM submissions WHERE email = $1', [email]);
      return {
        submissions: deleted.rowCount ?? 0,
        files: files.rows.map((row: Row) => String(row.stored_name)),
        mailIds: mails.rows.map((row: Row) => String(row.id)),
      };
    });
  }

  async close(): Promise<void> {
    await this.#pool.end();
  }
}
