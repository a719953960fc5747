import { randomBytes, randomUUID } from 'node:crypto';
import { createSubmissionReference } from '@aarambh/machines/schemas';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { moveResumesIntoDatabase } from '../resumes.ts';
import { postgresMigrations } from './migrations.ts';
import { PostgresStorage } from './postgres.ts';
import { StorageUnavailableError } from './types.ts';

// These tests need a real PostgreSQL: `npm test` and `npm run test:api` start a throwaway
// cluster and set TEST_DATABASE_URL (scripts/with-postgres.mjs). Without it they fail, never skip.
const serverUrl = process.env.TEST_DATABASE_URL;
const suffix = randomBytes(6).toString('hex');
const database = `aarambh_contract_${suffix}`;
/** The schema's owner, which migrates, and the app's role, which only reads and writes rows. */
const ownerRole = `aarambh_owner_${suffix}`;
const appRole = `aarambh_app_${suffix}`;
let databaseUrl = '';
let ownerUrl = '';
let appUrl = '';

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const missing =
  'TEST_DATABASE_URL is not set: run the API tests through `npm run test:api` (or scripts/with-postgres.mjs)';

beforeAll(async () => {
  if (!serverUrl) return;
  // A database of our own, so the contract never touches data in the one we were given.
  await admin(async (client) => {
    await client.query(`CREATE ROLE ${ownerRole} LOGIN; CREATE ROLE ${appRole} LOGIN`);
    await client.query(`CREATE DATABASE ${database} OWNER ${ownerRole}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  databaseUrl = url.toString();
  url.username = ownerRole;
  ownerUrl = url.toString();
  url.username = appRole;
  appUrl = url.toString();
});

afterAll(async () => {
  if (serverUrl)
    await admin(async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await client.query(`DROP ROLE IF EXISTS ${appRole}; DROP ROLE IF EXISTS ${ownerRole}`);
    });
});

// The contract runs as the app runs in production: its role reads and writes rows, the owner's
// role migrates (DATABASE_OWNER_URL).
const harness: StorageHarness = {
  open: () => PostgresStorage.open(appUrl, { max: 4, ownerUrl }),
  async reset() {
    // Every contract test fails (none is skipped) when there is no PostgreSQL to run against.
    if (!serverUrl) throw new Error(missing);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA public CASCADE; CREATE SCHEMA public AUTHORIZATION ${ownerRole}`);
    await client.end();
  },
};

describeStorageContract('PostgreSQL', harness);
describeConsoleContract('PostgreSQL', harness);

/** `count` contact submissions saved from a page in `language`, on a fresh schema; their ids. */
async function savedContacts(count: number, language: 'en' | 'hi'): Promise<string[]> {
  const storage = await harness.open();
  const ids = Array.from({ length: count }, () => randomUUID());
  for (const id of ids) {
    await storage.save({
      id,
      reference: createSubmissionReference(),
      kind: 'contact',
      email: 'asha@example.com',
      language,
      data: {},
      mails: [],
      createdAt: new Date(),
      mailNotBefore: new Date(),
    });
  }
  await storage.close();
  return ids;
}

/** The schema as it was before the migration `added` finds, which added `column`, with the rows it had. */
async function beforeMigration(
  column: string,
  added: (migration: (typeof postgresMigrations)[number]) => boolean,
) {
  const owner = new pg.Client({ connectionString: ownerUrl });
  await owner.connect();
  await owner.query(`ALTER TABLE submissions DROP COLUMN ${column}`);
  await owner.query('DELETE FROM schema_migrations WHERE version = $1', [
    postgresMigrations.find(added)!.version,
  ]);
  await owner.end();
}

describe('the migration that gives submissions references', () => {
  it('gives every submission stored before it a reference of its own that checks', async () => {
    if (!serverUrl) throw new Error(missing);
    await harness.reset();
    const ids = await savedContacts(30, 'en');
    await beforeMigration('reference', (migration) => migration.fill !== undefined);
    const storage = await harness.open();
    try {
      await expectOwnReferences(storage, ids);
    } finally {
      await storage.close();
    }
  });
});

describe('the migration that keeps the language of submissions', () => {
  it('reads every submission stored before it as sent from an English page', async () => {
    if (!serverUrl) throw new Error(missing);
    await harness.reset();
    const ids = await savedContacts(3, 'hi');
    await beforeMigration('language', (migration) => migration.sql.includes('ADD COLUMN language'));
    const storage = await harness.open();
    try {
      await expectEnglish(storage, ids);
    } finally {
      await storage.close();
    }
  });
});

describe('the migration that numbers receipts', () => {
  it('numbers the payments verified before it in the order they were verified', async () => {
    if (!serverUrl) throw new Error(missing);
    await harness.reset();
    let storage = await harness.open();
    const ids = receiptTestIds;
    for (const [at, id] of ids.entries()) {
      await storage.save({
        id,
        reference: createSubmissionReference(),
        kind: 'application',
        email: 'asha@example.com',
        language: 'en',
        data: { paymentAmount: 2500, transactionId: `41234567890${at}` },
        mails: [],
        createdAt: new Date(),
        mailNotBefore: new Date(),
      });
    }
    await storage.close();
    // The schema as it was before the migration, with those payments verified.
    const owner = new pg.Client({ connectionString: ownerUrl });
    await owner.connect();
    await owner.query('DROP TABLE receipts');
    await owner.query('DELETE FROM schema_migrations WHERE version = $1', [
      postgresMigrations.find((migration) => migration.sql.includes('TABLE receipts'))!.version,
    ]);
    for (const [at, id] of ids.entries()) {
      const verifiedAt = verifiedBeforeReceipts[at];
      if (verifiedAt)
        await owner.query(
          "UPDATE inbox SET payment = 'verified', payment_checked_at = $1 WHERE submission_id = $2",
          [verifiedAt, id],
        );
    }
    await owner.end();
    storage = await harness.open();
    try {
      await expectReceiptsInVerifiedOrder(storage, ids);
    } finally {
      await storage.close();
    }
  });
});

describe("the audit log on PostgreSQL, owned by another role than the app's", () => {
  it("refuses the app's role every statement that would change, remove or unguard a line", async () => {
    await harness.reset();
    const storage = await harness.open();
    const app = new pg.Client({ connectionString: appUrl });
    await app.connect();
    try {
      await storage.console.audit({
        at: new Date(),
        staffId: null,
        staffEmail: 'lead@aarambhlabs.example',
        action: 'sign-in',
        target: null,
        client: '127.0.0.1',
        detail: {},
      });
      for (const sql of [
        'ALTER TABLE audit_log DISABLE TRIGGER ALL',
        'ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_change',
        'DROP TRIGGER audit_log_no_change ON audit_log',
        'CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$',
        "UPDATE audit_log SET action = 'nothing'",
        'DELETE FROM audit_log',
        'TRUNCATE audit_log',
        'DROP TABLE audit_log',
        "INSERT INTO audit_log SELECT * FROM audit_log ON CONFLICT (seq) DO UPDATE SET action = 'nothing'",
        'SET session_replication_role = replica',
      ])
        await expect(app.query(sql), sql).rejects.toThrow();
      const { rows } = await app.query('SELECT staff_email, action FROM audit_log');
      expect(rows).toEqual([{ staff_email: 'lead@aarambhlabs.example', action: 'sign-in' }]);
    } finally {
      await app.end();
      await storage.close();
    }
  });

  it("refuses to start when the app's role is the owner's", async () => {
    await harness.reset();
    await expect(PostgresStorage.open(ownerUrl, { max: 1, ownerUrl })).rejects.toThrow(/DATABASE_OWNER_URL/);
  });
});

describe('PostgresStorage timeouts', () => {
  it('waits at most lockWaitMs for a lock held elsewhere, then fails as busy (answered 503)', async () => {
    if (!serverUrl) throw new Error(missing);
    const storage = await PostgresStorage.open(databaseUrl, { max: 2, lockWaitMs: 300 });
    const outside = new pg.Client({ connectionString: databaseUrl });
    await outside.connect();
    try {
      await outside.query('BEGIN; LOCK TABLE submissions IN ACCESS EXCLUSIVE MODE');
      const save = storage.save({
        id: randomUUID(),
        reference: createSubmissionReference(),
        kind: 'contact',
        email: 'asha@example.com',
        language: 'en',
        data: {},
        mails: [],
        createdAt: new Date(),
        mailNotBefore: new Date(),
      });
      await expect(save).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(save).rejects.toMatchObject({ reason: 'busy' });
    } finally {
      await outside.query('ROLLBACK');
      await outside.end();
      await storage.close();
    }
  });
});

describe('resumes kept in a data folder before the database kept them', () => {
  it('are moved into the database when a server starts: each one its row names, the others left to the sweep', async () => {
    if (!serverUrl) throw new Error(missing);
    await harness.reset();
    const storage = await harness.open();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'aarambh-move-'));
    try {
      const storedName = `${randomUUID()}.pdf`;
      const content = Buffer.from('%PDF-1.7\n%%EOF\n');
      await storage.save({
        id: randomUUID(),
        reference: createSubmissionReference(),
        kind: 'application',
        email: 'asha@example.com',
        language: 'en',
        data: {},
        file: {
          storedName,
          originalName: 'cv.pdf',
          mediaType: 'application/pdf',
          size: content.length,
          crc32: '1',
        },
        mails: [],
        createdAt: new Date(),
        mailNotBefore: new Date(),
      });
      mkdirSync(path.join(dataDir, 'uploads'));
      writeFileSync(path.join(dataDir, 'uploads', storedName), content);
      writeFileSync(path.join(dataDir, 'uploads', 'stray.pdf'), content);
      expect(await storage.readResume(storedName)).toBeUndefined();
      expect(await moveResumesIntoDatabase(storage, dataDir)).toBe(1);
      expect(Buffer.from((await storage.readResume(storedName))!)).toEqual(content);
      expect(readdirSync(path.join(dataDir, 'uploads'))).toEqual(['stray.pdf']);
      // Bytes the database has are kept: a second start moves nothing over them.
      writeFileSync(path.join(dataDir, 'uploads', storedName), 'something else');
      expect(await moveResumesIntoDatabase(storage, dataDir)).toBe(1);
      expect(Buffer.from((await storage.readResume(storedName))!)).toEqual(content);
    } finally {
      await storage.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
