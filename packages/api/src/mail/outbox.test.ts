import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createSubmissionReference } from '@aarambh/machines/schemas';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSqlite } from '../storage/sqlite.ts';
import type { Storage } from '../storage/types.ts';
import { silentLog, testMailSettings } from '../../harness/testApp.ts';
import { validContact } from '../../harness/fixtures.ts';
import { composeMails } from './compose.ts';
import { Outbox } from './outbox.ts';
import { type TestSmtp, startTestSmtp } from '../../harness/testSmtp.ts';
import { type MailTransport, fileTransport, smtpTransport } from './transport.ts';

let smtp: TestSmtp;
let dir: string;
let storage: Storage;

beforeEach(async () => {
  smtp = await startTestSmtp();
  dir = mkdtempSync(path.join(tmpdir(), 'aarambh-outbox-'));
  storage = openSqlite(dir);
});
/** The server's SMTP transport, closed after the test (its pooled connections would keep the test server open). */
const transports: MailTransport[] = [];
const pooledSmtp = () => {
  const transport = smtpTransport(smtp.url, { maxConnections: 5 });
  transports.push(transport);
  return transport;
};

afterEach(async () => {
  await storage.close();
  for (const transport of transports.splice(0)) transport.close();
  await smtp.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Stores a contact message with its two mails, as the route does; answers them for deliverNow. */
async function storeContact(notBefore: Date) {
  const id = crypto.randomUUID();
  const reference = createSubmissionReference();
  const composed = composeMails(
    'contact',
    validContact(),
    { id, reference, email: 'asha.rao@example.com', language: 'en', createdAt: new Date() },
    testMailSettings,
  );
  const mails = composed.map((mail) => ({ id: crypto.randomUUID(), ...mail }));
  await storage.save({
    id,
    reference,
    kind: 'contact',
    email: 'asha.rao@example.com',
    language: 'en',
    data: validContact(),
    mails: mails.map((m) => ({ id: m.id, template: m.template, to: m.message.to })),
    createdAt: new Date(),
    mailNotBefore: notBefore,
  });
  return { id, mails };
}

describe('the outbox over real SMTP', () => {
  it('delivers the first attempt to the SMTP server and records it', async () => {
    const outbox = new Outbox(storage, pooledSmtp(), testMailSettings, silentLog);
    const { id, mails } = await storeContact(outbox.notBefore(new Date()));
    expect(await outbox.deliverNow(mails)).toBe(true);
    await outbox.settled();
    // The two are composed and sent at once: either may arrive first.
    expect(smtp.received.map((m) => m.to).sort()).toEqual([
      ['asha.rao@example.com'],
      ['hello@aarambhlabs.example'],
    ]);
    const confirmation = smtp.received.find((m) => m.to[0] === 'asha.rao@example.com')!;
    expect(confirmation.from).toBe('no-reply@aarambhlabs.example');
    expect(confirmation.raw).toMatch(/^Subject: We received your message\r$/m);
    expect((await storage.mailFor(id)).map((m) => m.status)).toEqual(['sent', 'sent']);
    expect(outbox.health()).toMatchObject({ transport: 'smtp', status: 'ok' });
  });

  it('answers false when the server refuses, keeps the mail pending, and the worker delivers it later', async () => {
    smtp.refuse = true;
    const outbox = new Outbox(storage, pooledSmtp(), testMailSettings, silentLog, {
      retryBaseMs: 1,
    });
    const { id, mails } = await storeContact(outbox.notBefore(new Date()));
    expect(await outbox.deliverNow(mails)).toBe(false);
    await outbox.settled();
    const failed = await storage.mailFor(id);
    expect(failed.map((m) => [m.status, m.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
    ]);
    expect(failed[0]!.lastError).toMatch(/550/);
    expect(outbox.health().status).toBe('failing');

    smtp.refuse = false;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await outbox.runOnce()).toBe(2);
    expect((await storage.mailFor(id)).map((m) => [m.status, m.attempts])).toEqual([
      ['sent', 2],
      ['sent', 2],
    ]);
    expect(smtp.received).toHaveLength(2);
  });

  it('delivers mail left pending before a restart, composed again from the stored submission', async () => {
    const first = new Outbox(storage, pooledSmtp(), testMailSettings, silentLog);
    // Written, then the process died before any attempt: the rows are all that is left.
    const { id } = await storeContact(new Date(Date.now() - 1000));
    await first.stop();
    await storage.close();

    storage = openSqlite(dir);
    const restarted = new Outbox(storage, pooledSmtp(), testMailSettings, silentLog);
    restarted.start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await restarted.stop();
    expect(smtp.received.map((m) => m.to[0])).toEqual(
      expect.arrayContaining(['asha.rao@example.com', 'hello@aarambhlabs.example']),
    );
    expect((await storage.mailFor(id)).every((m) => m.status === 'sent')).toBe(true);
    expect(restarted.health().pending).toBe(0);
  });

  it('gives a mail up after the last attempt', async () => {
    smtp.refuse = true;
    const outbox = new Outbox(storage, pooledSmtp(), testMailSettings, silentLog, {
      retryBaseMs: 1,
      maxAttempts: 2,
    });
    const { id, mails } = await storeContact(outbox.notBefore(new Date()));
    await outbox.deliverNow(mails);
    await outbox.settled();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await outbox.runOnce();
    expect((await storage.mailFor(id)).map((m) => [m.status, m.attempts])).toEqual([
      ['failed', 2],
      ['failed', 2],
    ]);
  });

  it('spaces retries out exponentially, with jitter, up to the maximum', () => {
    const outbox = new Outbox(storage, pooledSmtp(), testMailSettings, silentLog, {
      retryBaseMs: 1000,
      retryMaxMs: 10_000,
    });
    const waits = [1, 2, 3, 4, 10].map((attempts) => outbox.backoff(attempts));
    expect(waits[0]).toBeGreaterThanOrEqual(800);
    expect(waits[0]).toBeLessThanOrEqual(1200);
    expect(waits[1]).toBeGreaterThanOrEqual(1600);
    expect(waits[2]).toBeGreaterThanOrEqual(3200);
    expect(waits[4]).toBeLessThanOrEqual(12_000);
  });
});

describe('the first-attempt queue', () => {
  /** A relay that accepts a connection and never answers: every send hangs until released. */
  function silentRelay() {
    const held: (() => void)[] = [];
    const transport: MailTransport & { attempts: number; release(): void } = {
      kind: 'smtp',
      attempts: 0,
      send() {
        transport.attempts += 1;
        return new Promise<void>((resolve) => held.push(resolve));
      },
      release: () => held.splice(0).forEach((resolve) => resolve()),
      onBroken: () => undefined,
      close: () => undefined,
    };
    return transport;
  }

  it('holds at most its bound of first attempts; past it the mail stays in the table and the worker sends it', async () => {
    const relay = silentRelay();
    const outbox = new Outbox(storage, relay, testMailSettings, silentLog, { maxFirstAttempts: 3 });
    const stored = [];
    for (let n = 0; n < 4; n += 1) stored.push(await storeContact(outbox.notBefore(new Date())));
    const delivering = stored.map(({ mails }) => outbox.deliverNow(mails));
    await new Promise((resolve) => setImmediate(resolve));
    // Three first attempts under way; the other five mails were not handed to the relay.
    expect(relay.attempts).toBe(3);
    expect(outbox.health()).toMatchObject({ firstAttempts: 3 });
    relay.release();
    // Only the first submission had both its mails attempted.
    expect(await Promise.all(delivering)).toEqual([true, false, false, false]);
    await outbox.settled();
    const rows = (await Promise.all(stored.map(({ id }) => storage.mailFor(id)))).flat();
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(3);
    expect(rows.filter((row) => row.status === 'pending')).toHaveLength(5);

    // After the first attempt's lease, the worker sends what was left, in batches.
    const worker = setInterval(relay.release, 5);
    try {
      expect(await outbox.runOnce(outbox.notBefore(new Date()))).toBe(5);
    } finally {
      clearInterval(worker);
    }
    expect(outbox.health()).toMatchObject({ firstAttempts: 0 });
  });
});

describe('the file transport', () => {
  it('writes each mail as an .eml file a mail program can open', async () => {
    const folder = path.join(dir, 'outbox');
    const outbox = new Outbox(storage, fileTransport(folder), testMailSettings, silentLog);
    const { mails } = await storeContact(outbox.notBefore(new Date()));
    expect(await outbox.deliverNow(mails)).toBe(true);
    const files = readdirSync(folder).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(2);
    const first = readFileSync(path.join(folder, files[0]!), 'utf8');
    expect(first).toMatch(/^From: Aarambh Labs <no-reply@aarambhlabs\.example>\r$/m);
    expect(first).toContain('MIME-Version: 1.0');
    expect(outbox.health().transport).toBe('files');
  });
});
