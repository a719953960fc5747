import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createSubmissionReference } from '@aarambh/machines/schemas';
import { promisify } from 'node:util';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeConsoleContract } from '../../harness/consoleContract.ts';
import {
  type StorageHarness,
  describeStorageContract,
  expectEnglish,
  expectOwnReferences,
  expectReceiptsInVerifiedOrder,
  receiptTestIds,
  verifiedBeforeReceipts,
} from '../../harness/storageContract.ts';
import { outsideConnection } from '../../harness/testApp.ts';
import { sqliteMigrations } from './migrations.ts';
import { SqliteStorage, openSqlite } from './sqlite.ts';
import { backlogQueries, migrateSqlite } from './sqliteEngine.ts';
import { type NewSubmission, StorageUnavailableError } from './types.ts';

const root = mkdtempSync(path.join(tmpdir(), 'aarambh-sqlite-'));
let dir = root;
afterAll(() => rmSync(root, { recursive: true, force: true }));

const contactSubmission = (): NewSubmission => ({
  id: randomUUID(),
  reference: createSubmissionReference(),
  kind: 'contact',
  email: 'asha@example.com',
  language: 'en',
  data: { firstName: 'Asha' },
  mails: [{ id: randomUUID(), template: 'notification', to: 'hello@aarambhlabs.example' }],
  createdAt: new Date(),
  mailNotBefore: new Date(),
});

const harness: StorageHarness = {
  async open() {
    return openSqlite(dir);
  },
  async reset() {
    dir = mkdtempSync(path.join(root, 'db-'));
  },
};

describeStorageContract('SQLite', harness);
describeConsoleContract('SQLite', harness);

describe('SqliteStorage', () => {
  it('creates its file and folder on first start, in WAL mode', async () => {
    const folder = path.join(root, 'fresh', 'data');
    const storage = openSqlite(folder);
    expect(await storage.isHealthy()).toBe(true);
    await storage.close();
    const db = new DatabaseSync(path.join(folder, 'aarambh.sqlite'));
    expect(db.prepare('PRAGMA journal_mode').get()?.journal_mode).toBe('wal');
    expect(db.prepare('SELECT MAX(version) AS v FROM schema_migrations').get()?.v).toBe(
      sqliteMigrations.at(-1)?.version,
    );
    db.close();
  });

  it('numbers the payments verified before receipt numbers in the order they were verified', async () => {
    const folder = path.join(root, 'receipts');
    mkdirSync(folder, { recursive: true });
    const db = new DatabaseSync(path.join(folder, 'aarambh.sqlite'));
    migrateSqlite(
      db,
      sqliteMigrations.find((migration) => migration.sql.includes('TABLE receipts'))!.version - 1,
    );
    const ids = receiptTestIds;
    for (const [at, id] of ids.entries()) {
      db.prepare(
        "INSERT INTO submissions (id, kind, email, data, created_at, reference) VALUES (?, 'application', ?, ?, ?, ?)",
      ).run(
        id,
        'asha@example.com',
        JSON.stringify({ paymentAmount: 2500, transactionId: `41234567890${at}` }),
        new Date().toISOString(),
        createSubmissionReference(),
      );
      const verifiedAt = verifiedBeforeReceipts[at];
      if (verifiedAt)
        db.prepare(
          "UPDATE inbox SET payment = 'verified', payment_checked_at = ? WHERE submission_id = ?",
        ).run(verifiedAt, id);
    }
    db.close();
    const storage = openSqlite(folder);
    try {
      await expectReceiptsInVerifiedOrder(storage, ids);
    } finally {
      await storage.close();
    }
  });

  it('gives every submission stored before references a reference of its own that checks', async () => {
    const folder = path.join(root, 'references');
    mkdirSync(folder, { recursive: true });
    const db = new DatabaseSync(path.join(folder, 'aarambh.sqlite'));
    const before = sqliteMigrations.find((migration) => migration.fill)!.version - 1;
    migrateSqlite(db, before);
    const ids = Array.from({ length: 30 }, () => randomUUID());
    const insert = db.prepare(
      "INSERT INTO submissions (id, kind, email, data, created_at) VALUES (?, 'contact', NULL, '{}', ?)",
    );
    for (const id of ids) insert.run(id, new Date().toISOString());
    db.close();
    const storage = openSqlite(folder);
    try {
      await expectOwnReferences(storage, ids);
    } finally {
      await storage.close();
    }
  });

  it('reads every submission stored before languages were kept as sent from an English page', async () => {
    const folder = path.join(root, 'languages');
    mkdirSync(folder, { recursive: true });
    const db = new DatabaseSync(path.join(folder, 'aarambh.sqlite'));
    migrateSqlite(
      db,
      sqliteMigrations.find((migration) => migration.sql.includes('ADD COLUMN language'))!.version - 1,
    );
    const ids = Array.from({ length: 3 }, () => randomUUID());
    const insert = db.prepare(
      "INSERT INTO submissions (id, kind, email, data, created_at, reference) VALUES (?, 'contact', NULL, '{}', ?, ?)",
    );
    for (const id of ids) insert.run(id, new Date().toISOString(), createSubmissionReference());
    db.close();
    const storage = openSqlite(folder);
    try {
      await expectEnglish(storage, ids);
    } finally {
      await storage.close();
    }
  });

  it('refuses every statement that would change or replace a line of the audit log', async () => {
    const folder = path.join(root, 'audit');
    const storage = openSqlite(folder);
    storage.console.audit({
      at: new Date(),
      staffId: null,
      staffEmail: 'lead@aarambhlabs.example',
      action: 'sign-in',
      target: null,
      client: '127.0.0.1',
      detail: {},
    });
    const [line] = await storage.console.auditLog({ limit: 1 });
    await storage.close();
    const db = new DatabaseSync(path.join(folder, 'aarambh.sqlite'));
    try {
      const forged = `(${line!.seq}, '2026-01-01T00:00:00.000Z', NULL, 'someone@else.example', 'nothing', NULL, '10.0.0.1', '{}')`;
      for (const sql of [
        `INSERT OR REPLACE INTO audit_log VALUES ${forged}`,
        `REPLACE INTO audit_log VALUES ${forged}`,
        `INSERT INTO audit_log VALUES ${forged} ON CONFLICT (seq) DO UPDATE SET action = 'nothing'`,
        `UPDATE OR REPLACE audit_log SET action = 'nothing'`,
        'DELETE FROM audit_log',
      ])
        expect(() => db.exec(sql), sql).toThrow(/append-only/);
      expect(db.prepare('SELECT staff_email, action FROM audit_log').all()).toEqual([
        { staff_email: 'lead@aarambhlabs.example', action: 'sign-in' },
      ]);
    } finally {
      db.close();
    }
  });

  it("reads the health check's backlog through an index, never scanning the outbox", async () => {
    const folder = path.join(root, 'plan');
    await openSqlite(folder).close();
    const db = new DatabaseSync(path.join(folder, 'aarambh.sqlite'));
    try {
      for (const query of Object.values(backlogQueries)) {
        const plan = db
          .prepare(`EXPLAIN QUERY PLAN ${query}`)
          .all()
          .map((row) => String(row.detail));
        expect(plan.join('\n')).toMatch(/USING (COVERING )?INDEX outbox_by_status/);
        expect(plan.join('\n')).not.toMatch(/SCAN outbox(?! USING)/);
      }
    } finally {
      db.close();
    }
  });

  it('answers reads and writes with the error when the file cannot be opened', async () => {
    writeFileSync(path.join(root, 'not-a-folder.txt'), 'a file where the data folder should be');
    const storage = openSqlite(path.join(root, 'not-a-folder.txt'));
    await expect(storage.get(randomUUID())).rejects.toThrow('could not be opened');
    await expect(storage.save(contactSubmission())).rejects.toThrow('could not be opened');
    expect(await storage.isHealthy()).toBe(false);
    await storage.close();
  });

  // Every start of the store loads the engine twice, in its writer's and its reader's thread: a
  // server starts once, but the API's tests start one for each of their apps, about 500 a run.
  it("starts its threads without the catalogue or the schemas' index", async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [
      '--input-type=module',
      '--eval',
      `import { registerHooks } from 'node:module';
      const loaded = [];
      registerHooks({ load: (url, context, next) => (loaded.push(url), next(url, context)) });
      await import(${JSON.stringify(new URL('./sqliteWorker.ts', import.meta.url).href)}).catch(() => {});
      console.log(JSON.stringify(loaded));`,
    ]);
    const loaded = (JSON.parse(stdout) as string[]).map((url) => url.replace(/^.*\/packages\//, ''));
    expect(loaded).toContain('api/src/storage/sqliteEngine.ts');
    expect(loaded).not.toContain('content/src/index.ts');
    expect(loaded).not.toContain('machines/src/schemas/index.ts');
  });

  it('refuses writes after it is closed', async () => {
    const storage = new SqliteStorage(':memory:');
    await storage.close();
    await expect(storage.claimDueMail(new Date(), 1000, 1)).rejects.toThrow('closed');
  });
});

describe('SqliteStorage with an outside write lock (a purge, a backup, a shell inside a transaction)', () => {
  /** Another connection to the same file holding the write lock, as `sqlite3 aarambh.sqlite` with BEGIN IMMEDIATE would. */
  async function lockedStorage(lockWaitMs: number) {
    const folder = mkdtempSync(path.join(root, 'locked-'));
    const storage = openSqlite(folder, { lockWaitMs });
    expect(await storage.isHealthy()).toBe(true);
    const outside = outsideConnection(folder);
    outside.exec('BEGIN IMMEDIATE');
    return {
      storage,
      release: () => outside.isTransaction && outside.exec('COMMIT'),
      async close() {
        if (outside.isTransaction) outside.exec('ROLLBACK');
        outside.close();
        await storage.close();
      },
    };
  }
  const contact = contactSubmission;

  it('answers reads and the health check while a save waits for the lock', async () => {
    const locked = await lockedStorage(60_000);
    try {
      let saved = false;
      const save = locked.storage.save(contact()).then(() => (saved = true));
      // The save is queued on the writer, waiting for the lock; the reads must not wait behind it.
      expect(await locked.storage.isHealthy()).toBe(true);
      expect(await locked.storage.mailCounts()).toEqual({ pending: 0, sent: 0, failed: 0 });
      expect(await locked.storage.get(randomUUID())).toBeUndefined();
      expect(await locked.storage.storedFileNames()).toEqual([]);
      expect(saved).toBe(false);
      locked.release();
      await save;
      expect((await locked.storage.mailCounts()).pending).toBe(1);
    } finally {
      await locked.close();
    }
  });

  it('fails a whole batch of saves as busy after the wait, at once, not call by call', async () => {
    const locked = await lockedStorage(1000);
    try {
      const started = performance.now();
      const outcomes = await Promise.allSettled(
        Array.from({ length: 10 }, () => locked.storage.save(contact())),
      );
      const elapsed = performance.now() - started;
      for (const outcome of outcomes) {
        expect(outcome.status).toBe('rejected');
        const error = (outcome as PromiseRejectedResult).reason as StorageUnavailableError;
        expect(error).toBeInstanceOf(StorageUnavailableError);
        expect(error.reason).toBe('busy');
      }
      // One wait of 1 s for the batch; call by call it would be 11 s.
      expect(elapsed).toBeLessThan(5000);
      locked.release();
      // Once the lock is gone, writes go through again.
      expect(await locked.storage.save(contact())).toMatchObject({ created: true });
    } finally {
      await locked.close();
    }
  });
});

describe('SqliteStorage when its worker thread dies', () => {
  it('fails the calls under way and reports itself broken, once', async () => {
    // A worker that opens, then dies on its first batch (as a bug or an out-of-memory would).
    const dying = new URL(
      `data:text/javascript,${encodeURIComponent(
        "import { parentPort } from 'node:worker_threads'; parentPort.postMessage({ type: 'ready' }); parentPort.on('message', () => { throw new Error('worker bug'); });",
      )}`,
    );
    const storage = new SqliteStorage(':memory:', { workerUrl: dying });
    const broken: Error[] = [];
    storage.onBroken((error) => broken.push(error));
    await expect(storage.mailCounts()).rejects.toThrow('worker bug');
    await expect(storage.isHealthy()).resolves.toBe(false);
    expect(broken.map((error) => error.message)).toEqual(['worker bug']);
    await storage.close();
  });
});
