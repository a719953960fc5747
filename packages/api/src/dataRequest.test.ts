import { execFile } from 'node:child_process';
import { createSubmissionReference } from '@aarambh/machines/schemas';
import { randomBytes, randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { copyName } from './mail/copies.ts';
import { PostgresStorage } from './storage/postgres.ts';
import { openSqlite } from './storage/sqlite.ts';
import type { NewSubmission, Storage } from './storage/types.ts';
import type { DataExport } from './dataRequest.ts';

const run = promisify(execFile);
const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));

// PostgreSQL from `npm run test:api` (scripts/with-postgres.mjs); without it these tests fail, never skip.
const serverUrl = process.env.TEST_DATABASE_URL;
const database = `aarambh_data_request_${randomBytes(6).toString('hex')}`;
let databaseUrl = '';

async function admin(sql: string) {
  if (!serverUrl)
    throw new Error('TEST_DATABASE_URL is not set: run the API tests through `npm run test:api`');
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  if (!serverUrl) return;
  await admin(`CREATE DATABASE ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  databaseUrl = url.toString();
});
afterAll(async () => {
  if (serverUrl) await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
});

const engines = {
  SQLite: {
    env: () => ({ DATABASE_URL: '' }),
    open: (dataDir: string): Promise<Storage> => Promise.resolve(openSqlite(dataDir)),
    reset: async () => undefined,
  },
  PostgreSQL: {
    env: () => ({ DATABASE_URL: databaseUrl }),
    open: () => PostgresStorage.open(databaseUrl, { max: 2 }),
    reset: () =>
      admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE); `).then(() =>
        admin(`CREATE DATABASE ${database}`),
      ),
  },
};

describe.each(Object.entries(engines))('npm run data-request (%s)', (_name, engine) => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'aarambh-data-request-'));
    await engine.reset();
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const node = (args: string[]) =>
    run(process.execPath, [cli, 'data-request', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, ...engine.env() },
      maxBuffer: 16 * 1024 * 1024,
    });

  const submission = (overrides: Partial<NewSubmission>): NewSubmission => ({
    id: randomUUID(),
    reference: createSubmissionReference(),
    kind: 'contact',
    email: 'asha@example.com',
    data: { firstName: 'Asha', email: 'asha@example.com', subject: 'A website' },
    mails: [
      { id: randomUUID(), template: 'confirmation', to: 'asha@example.com' },
      { id: randomUUID(), template: 'notification', to: 'hello@aarambhlabs.example' },
    ],
    createdAt: new Date('2026-03-01T10:00:00Z'),
    mailNotBefore: new Date('2026-03-01T10:00:00Z'),
    ...overrides,
  });

  /** Asha's application (with a resume and the .eml copies of its mail), her contact message and subscription; Ravi's message. */
  async function seed() {
    const storage = await engine.open(dataDir);
    const resume = {
      storedName: `${randomUUID()}.pdf`,
      originalName: 'résumé.pdf',
      mediaType: 'application/pdf',
      size: 8,
      crc32: '1',
    };
    const content = Buffer.from('%PDF-1.7');
    // Where the engine keeps resumes: PostgreSQL in the save's transaction, SQLite in the data folder.
    const inDatabase = storage.resumes === 'database';
    const application = submission({
      kind: 'application',
      file: resume,
      ...(inDatabase ? { fileContent: content } : {}),
    });
    const contact = submission({});
    const ravi = submission({
      email: 'ravi@example.com',
      data: { firstName: 'Ravi' },
      mails: [
        { id: randomUUID(), template: 'confirmation', to: 'ravi@example.com' },
        { id: randomUUID(), template: 'notification', to: 'hello@aarambhlabs.example' },
      ],
    });
    for (const s of [application, contact, ravi]) await storage.save(s);
    await storage.subscribe({
      id: randomUUID(),
      reference: createSubmissionReference(),
      email: 'asha@example.com',
      data: { email: 'asha@example.com' },
      token: randomUUID(),
      createdAt: new Date(),
      mailNotBefore: new Date(),
      confirmation: { id: randomUUID(), to: 'asha@example.com', allowances: [] },
      resendAfter: new Date(0),
      notification: { id: randomUUID(), to: 'hello@aarambhlabs.example' },
      answer: { status: 201, body: {} },
    });
    await storage.close();
    mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
    if (!inDatabase) writeFileSync(path.join(dataDir, 'uploads', resume.storedName), content);
    mkdirSync(path.join(dataDir, 'outbox'), { recursive: true });
    const copy = (id: string) => path.join(dataDir, 'outbox', copyName(id, new Date('2026-03-01T10:00:00Z')));
    for (const mail of [...application.mails, ...ravi.mails])
      writeFileSync(copy(mail.id), `Message-ID: ${mail.id}`);
    return { application, contact, ravi, resume, copy };
  }

  it('exports everything held about the address as JSON, and nothing about anyone else', async () => {
    const { application, ravi, resume } = await seed();
    const { stdout } = await node(['--email', ' Asha@Example.com ']);
    const held = JSON.parse(stdout) as DataExport;
    expect(held.email).toBe('asha@example.com');
    expect(held.submissions.map((record) => record.kind).sort()).toEqual([
      'application',
      'contact',
      'subscription',
    ]);
    expect(held.submissions.find((record) => record.kind === 'subscription')?.subscription).toMatchObject({
      status: 'pending',
    });
    expect(stdout).not.toContain('"token"');
    expect(held.mails).toHaveLength(6);
    expect(held.mailCopies.map((copy) => copy.mailId).sort()).toEqual(
      application.mails.map((m) => m.id).sort(),
    );
    expect(held.files).toEqual([
      {
        storedName: resume.storedName,
        originalName: 'résumé.pdf',
        mediaType: 'application/pdf',
        size: 8,
        base64: Buffer.from('%PDF-1.7').toString('base64'),
      },
    ]);
    expect(stdout).not.toContain('ravi');
    expect(stdout).not.toContain(ravi.id);
  });

  it('with --delete, writes the export and then deletes the rows, the resume and the .eml copies', async () => {
    const { application, ravi, resume, copy } = await seed();
    const out = path.join(dataDir, 'asha.json');
    const { stderr } = await node(['--email', 'asha@example.com', '--out', out, '--delete']);
    expect(stderr).toContain(
      'Deleted 3 submission(s), 6 e-mail record(s), 1 resume file(s) and 2 e-mail cop(ies)',
    );
    expect((JSON.parse(readFileSync(out, 'utf8')) as DataExport).submissions).toHaveLength(3);
    expect(existsSync(path.join(dataDir, 'uploads', resume.storedName))).toBe(false);
    for (const mail of application.mails) expect(existsSync(copy(mail.id))).toBe(false);
    for (const mail of ravi.mails) expect(existsSync(copy(mail.id))).toBe(true);
    const storage = await engine.open(dataDir);
    try {
      expect(await storage.heldAbout('asha@example.com')).toEqual({ submissions: [], mails: [] });
      expect(await storage.get(ravi.id)).toBeDefined();
      if (storage.resumes === 'database') expect(await storage.readResume(resume.storedName)).toBeUndefined();
    } finally {
      await storage.close();
    }
    expect(readdirSync(path.join(dataDir, 'outbox'))).toHaveLength(2);
    const again = JSON.parse((await node(['--email', 'asha@example.com'])).stdout) as DataExport;
    expect(again.submissions).toEqual([]);
  });

  it('needs an address', async () => {
    await expect(node([])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--email is required'),
    });
  });
});
