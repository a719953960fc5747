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
import { consentRecords } from './routes/consents.ts';
import { interviewSlots } from '../harness/fixtures.ts';
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
    language: 'en',
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
    // The choices made on the form, as the application's route records them.
    application.consents = await consentRecords(
      'application',
      { consentApplication: true, consentUpdates: false },
      'asha@example.com',
      application.createdAt,
      'en',
    );
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
      language: 'en',
      data: { email: 'asha@example.com' },
      token: randomUUID(),
      createdAt: new Date(),
      mailNotBefore: new Date(),
      confirmation: { id: randomUUID(), to: 'asha@example.com', allowances: [] },
      resendAfter: new Date(0),
      notification: { id: randomUUID(), to: 'hello@aarambhlabs.example' },
      answer: { status: 201, body: {} },
    });
    // Staff's reply to her message, and an interview booked for her application, then a request to move it.
    const staffId = randomUUID();
    await storage.console.inviteStaff(
      { id: staffId, email: 'lead@aarambhlabs.example', role: 'admin', at: new Date() },
      { hash: staffId, expiresAt: new Date(Date.now() + 3_600_000), totpSecret: 'x' },
    );
    await storage.console.completeEnrolment(staffId, 'scrypt$hash', 1, new Date());
    const audit = {
      at: new Date(),
      staffId,
      staffEmail: null,
      action: 'reply' as const,
      target: null,
      client: '127.0.0.1',
      detail: {},
    };
    const at = new Date();
    await storage.console.reply(
      {
        id: randomUUID(),
        submissionId: contact.id,
        staffId,
        templateId: null,
        subject: 'Re: A website',
        body: 'Yes, we build those.',
        mailId: randomUUID(),
        at,
        mailNotBefore: at,
      },
      audit,
    );
    for (const stage of ['in_review', 'shortlisted'] as const)
      await storage.console.change(
        [application.id],
        { type: 'stage', stage, note: null },
        { staffId, role: 'admin', at },
        audit,
      );
    const slots = interviewSlots(new Date());
    await storage.console.offerInterview(
      { submissionId: application.id, staffId, slots, existing: [], mailId: randomUUID(), at },
      audit,
    );
    await storage.console.bookInterview(
      {
        submissionId: application.id,
        slotId: slots[0]!.id,
        at,
        mails: { applicant: randomUUID(), staff: randomUUID(), reminder: randomUUID() },
      },
      audit,
    );
    await storage.console.requestReschedule(
      { id: randomUUID(), submissionId: application.id, message: 'An exam that morning', at },
      audit,
    );
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
    const { application, contact, ravi, resume } = await seed();
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
    // Her own six, the reply, the status mail of the shortlist, and the interview's four (the
    // times offered, the booking to her and to staff, the reminder).
    expect(held.mails).toHaveLength(12);
    expect(held.replies).toEqual([
      expect.objectContaining({
        submissionId: contact.id,
        subject: 'Re: A website',
        body: 'Yes, we build those.',
      }),
    ]);
    expect(held.interviews).toEqual([
      expect.objectContaining({
        submissionId: application.id,
        booked: expect.objectContaining({ mode: 'phone' }),
        requests: [expect.objectContaining({ message: 'An exam that morning' })],
      }),
    ]);
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
    expect([...held.consents].sort((a, b) => a.purpose.localeCompare(b.purpose))).toEqual([
      expect.objectContaining({ submissionId: application.id, purpose: 'application', granted: true }),
      expect.objectContaining({ submissionId: application.id, purpose: 'updates', granted: false }),
    ]);
    expect(stdout).not.toContain('ravi');
    expect(stdout).not.toContain(ravi.id);
  });

  it('with --delete, writes the export and then deletes the rows, the resume and the .eml copies', async () => {
    const { application, ravi, resume, copy } = await seed();
    const out = path.join(dataDir, 'asha.json');
    const { stderr } = await node(['--email', 'asha@example.com', '--out', out, '--delete']);
    expect(stderr).toContain(
      'Deleted 3 submission(s), 12 e-mail record(s), 1 resume file(s) and 2 e-mail cop(ies)',
    );
    expect((JSON.parse(readFileSync(out, 'utf8')) as DataExport).submissions).toHaveLength(3);
    expect(existsSync(path.join(dataDir, 'uploads', resume.storedName))).toBe(false);
    for (const mail of application.mails) expect(existsSync(copy(mail.id))).toBe(false);
    for (const mail of ravi.mails) expect(existsSync(copy(mail.id))).toBe(true);
    const storage = await engine.open(dataDir);
    try {
      const held = await storage.heldAbout('asha@example.com');
      expect(held).toMatchObject({ submissions: [], mails: [] });
      // The consent records stay as the proof the Act asks for, by the address's hash alone.
      expect(held.consents.length).toBeGreaterThan(0);
      expect(held.consents.map((consent) => consent.submissionId)).toEqual(held.consents.map(() => null));
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
