// The app under test: on a fresh SQLite database in a temporary folder, with a chosen mail
// transport; and `appForEachTest`, which gives each test of a file such an app of its own.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterEach, beforeEach } from 'vitest';
import { createApp } from '../src/app.ts';
import type { AppDependencies } from '../src/dependencies.ts';
import { Outbox, type OutboxOptions } from '../src/mail/outbox.ts';
import type { MailTransport } from '../src/mail/transport.ts';
import { openSqlite } from '../src/storage/sqlite.ts';
import type { MailMessage, Storage } from '../src/storage/types.ts';
import { resumeStore } from '../src/resumes.ts';
import { type UploadArea, openUploadArea } from '../src/uploads.ts';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  storage: Storage;
  outbox: Outbox;
  dataDir: string;
  /** Where accepted resumes are stored. */
  uploadDir: string;
  uploadArea: UploadArea;
  /** Every file in the stored folder and in this app's incoming folder (a leftover shows here). */
  uploads(): string[];
  close(): Promise<void>;
}

export const silentLog = pino({ level: 'silent' });

/** The health token of every test app: `Authorization: Bearer <it>` gets the health check's details. */
export const testHealthToken = 'test-health-token-0123456789';

export const testMailSettings = {
  from: 'Aarambh Labs <no-reply@aarambhlabs.example>',
  inbox: 'hello@aarambhlabs.example',
  // createTestApp gives each app its own; this one serves tests that compose mail without a file.
  resumes: { read: async () => undefined },
  confirmationsPerAddressPerHour: 5,
  confirmationsPerClientPerHour: 0,
  confirmationsPerHour: 300,
  subscriptionConfirmationsPerHour: 300,
  links: { siteUrl: 'https://aarambhlabs.example', secret: 'test-link-secret-of-at-least-32-characters' },
};

/** What a test changes of the app's dependencies (createTestApp). */
export type TestAppOverrides = Partial<Omit<AppDependencies, 'outbox' | 'storage'>> & {
  outbox?: OutboxOptions;
  storage?: Storage;
};

export async function createTestApp(
  transport: MailTransport,
  overrides: TestAppOverrides = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aarambh-api-'));
  const storage = overrides.storage ?? openSqlite(dataDir);
  const uploadArea = await openUploadArea(dataDir, storage, silentLog);
  const uploadDir = uploadArea.storedDir;
  const resumes = resumeStore(storage, dataDir, uploadArea.incomingDir);
  const { outbox: _options, storage: _storage, mail: mailOverrides, ...rest } = overrides;
  const mail = { ...testMailSettings, resumes, ...mailOverrides };
  const outbox = new Outbox(storage, transport, mail, silentLog, {
    ...overrides.outbox,
  });
  const app = createApp({
    storage,
    outbox,
    log: silentLog,
    uploads: uploadArea,
    resumes,
    mail,
    corsOrigins: ['https://aarambhlabs.example'],
    rateLimitPerMinute: 0,
    jsonLimitBytes: 32 * 1024,
    uploadMinFreeBytes: 0,
    trustProxy: false,
    health: { dataDir, diskMinFreeBytes: 0, mailStuckAfterMs: 3600_000, token: testHealthToken },
    ...rest,
  });
  return {
    app,
    storage,
    outbox,
    dataDir,
    uploadDir,
    uploadArea,
    uploads: () => [
      ...readdirSync(uploadDir),
      ...readdirSync(uploadArea.incomingDir).filter((name) => name !== 'owner.json'),
    ],
    async close() {
      await outbox.stop();
      await uploadArea.close();
      await storage.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A transport that records messages, or fails every one while `failing` is set. */
export type MemoryTransport = MailTransport & {
  sent: (MailMessage & { id: string })[];
  failing: boolean;
};

export function memoryTransport(): MemoryTransport {
  const transport = {
    kind: 'smtp' as const,
    sent: [] as (MailMessage & { id: string })[],
    failing: false,
    async send(message: MailMessage, id: string) {
      if (transport.failing) throw new Error('connection refused');
      transport.sent.push({ id, ...message });
    },
    onBroken: () => undefined,
    close: () => undefined,
  };
  return transport;
}

/** The app of the test that is running (see appForEachTest), and the transport its mail goes to. */
export type CurrentTestApp = Omit<TestApp, 'close'> & { readonly mail: MemoryTransport };

/**
 * Gives each test of the calling file a fresh app (createTestApp, with `overrides`) on a memory
 * transport, made before the test and closed after it. The object returned reads the running
 * test's app.
 */
export function appForEachTest(overrides: TestAppOverrides = {}): CurrentTestApp {
  let current: { app: TestApp; mail: MemoryTransport } | undefined;
  beforeEach(async () => {
    const mail = memoryTransport();
    current = { app: await createTestApp(mail, overrides), mail };
  });
  afterEach(async () => {
    await current?.app.close();
    current = undefined;
  });
  const running = () => {
    if (!current) throw new Error('appForEachTest: read outside a test');
    return current;
  };
  return {
    get app() {
      return running().app.app;
    },
    get storage() {
      return running().app.storage;
    },
    get outbox() {
      return running().app.outbox;
    },
    get dataDir() {
      return running().app.dataDir;
    },
    get uploadDir() {
      return running().app.uploadDir;
    },
    get uploadArea() {
      return running().app.uploadArea;
    },
    uploads: () => running().app.uploads(),
    get mail() {
      return running().mail;
    },
  };
}

/**
 * Requests to the running test's app that resolve once its answer and the first delivery attempt
 * (which starts after the answer) are done, so a test can read the mail the request sent.
 */
export function postsTo(t: CurrentTestApp) {
  const answered = async (response: Response | Promise<Response>): Promise<Response> => {
    const done = await response;
    await t.outbox.settled();
    return done;
  };
  return {
    postJson: (path: string, body: unknown) =>
      answered(
        t.app.request(path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }),
      ),
    postForm: (path: string, body: FormData) => answered(t.app.request(path, { method: 'POST', body })),
  };
}

/**
 * Another connection to the database file the SQLite storage keeps in `folder` (a backup or a
 * `sqlite3` shell, say), for tests of what the storage does while someone else holds it.
 */
export function outsideConnection(folder: string): DatabaseSync {
  const file = readdirSync(folder).find((name) => name.endsWith('.sqlite'));
  if (!file) throw new Error(`No SQLite database in ${folder}`);
  return new DatabaseSync(path.join(folder, file));
}

/**
 * The id of the submission a 201 answer names by its reference (answers carry the reference; the
 * id stays internal, and the storage's mail and console calls take it).
 */
export async function storedId(t: Pick<CurrentTestApp, 'storage'>, answer: unknown): Promise<string> {
  const { reference } = answer as { reference?: unknown };
  if (typeof reference !== 'string')
    throw new Error(`an answer without a reference: ${JSON.stringify(answer)}`);
  const stored = await t.storage.get(reference);
  if (!stored) throw new Error(`no submission has the reference ${reference}`);
  return stored.id;
}
