// Longer than most files on purpose: the server as it runs, over real sockets: slow and oversized bodies, a rolling restart on one data folder and a worker thread that dies, with the raw-socket helpers they share.
import { randomUUID } from 'node:crypto';
import { createSubmissionReference } from '@aarambh/machines/schemas';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { type TestSmtp, startTestSmtp } from '../harness/testSmtp.ts';
import { applicationFields, multipartBody, pdfOfSize } from '../harness/server.ts';
import { type RunningServer, startServer } from './server.ts';
import { openStorage } from './storage/index.ts';
import { SqliteStorage } from './storage/sqlite.ts';
import type { NewSubmission, Storage } from './storage/types.ts';
import { silentLog, storedId } from '../harness/testApp.ts';
import { form, validApplicationFields, validContact } from '../harness/fixtures.ts';

let dataDir: string;
let smtp: TestSmtp;
let server: RunningServer;

beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'aarambh-server-'));
  smtp = await startTestSmtp();
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SITE_DIR: path.join(dataDir, 'no-site'),
    SMTP_URL: smtp.url,
  });
  server = await startServer(config, { log: silentLog });
});
afterEach(async () => {
  await server.close();
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Files left in the stored folder and in the incoming folders (partial uploads show here). */
const uploads = () =>
  (readdirSync(dataDir, { recursive: true }) as string[]).filter(
    (name) => /^(uploads|incoming)[\\/]/.test(name) && /\.(part|pdf|docx?)$/.test(name),
  );
/** The running server's owner record in its incoming folder. */
const ownerFile = () => {
  const [folder] = readdirSync(path.join(dataDir, 'incoming'));
  return path.join(dataDir, 'incoming', folder!, 'owner.json');
};
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends raw bytes on a new connection; resolves with what came back when the server closes it or after `ms`. */
function raw(head: string, chunks: Buffer[], options: { destroyAfterWrite?: boolean; ms?: number } = {}) {
  return new Promise<string>((resolve) => {
    const socket = connect(server.port, '127.0.0.1');
    let received = '';
    socket.on('data', (data) => (received += data.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(received));
    socket.write(head);
    for (const chunk of chunks) socket.write(chunk);
    if (options.destroyAfterWrite) setTimeout(() => socket.destroy(), 50);
    else setTimeout(() => socket.destroy(), options.ms ?? 3000);
  });
}

describe('the running server', () => {
  it('delivers mail over SMTP for a submission made over HTTP', async () => {
    const response = await fetch(`${server.url}/api/contact-us`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(validContact()),
    });
    expect(response.status).toBe(201);
    // Sent once the answer is out, both at once: either may arrive first.
    await server.outbox.settled();
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual([
      'asha.rao@example.com',
      'hello@aarambhlabs.example',
    ]);
  });

  it('answers 201 when the SMTP server refuses, keeps the submission and its mail for a retry', async () => {
    smtp.refuse = true;
    const response = await fetch(`${server.url}/api/contact-us`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(validContact()),
    });
    expect(response.status).toBe(201);
    const id = await storedId(server, await response.json());
    await server.outbox.settled();
    expect((await server.storage.mailFor(id)).map((mail) => [mail.status, mail.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
    ]);
  });

  it('opens at most MAIL_MAX_CONNECTIONS SMTP connections for a burst of first deliveries', async () => {
    await server.close();
    server = await startServer(
      loadConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SITE_DIR: path.join(dataDir, 'no-site'),
        SMTP_URL: smtp.url,
        MAIL_MAX_CONNECTIONS: '3',
        RATE_LIMIT_PER_MINUTE: '0',
      }),
      { log: silentLog },
    );
    // Thirty visitors (one address each, under the per-address confirmation cap): 60 mails.
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        fetch(`${server.url}/api/contact-us`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ ...validContact(), email: `visitor${n}@example.com` }),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(201));
    await server.outbox.settled();
    expect(smtp.received).toHaveLength(60);
    expect(smtp.connections.mostAtOnce).toBeLessThanOrEqual(3);
  });

  it('creates its files readable by the server only (0600) and its folders 0700', async () => {
    await server.close();
    // Without SMTP: the mail goes to .eml files in the data folder too.
    server = await startServer(
      loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: path.join(dataDir, 'data'), SITE_DIR: dataDir }),
      { log: silentLog },
    );
    const response = await fetch(`${server.url}/api/application`, {
      method: 'POST',
      body: form(validApplicationFields(), {
        content: pdfOfSize(4096),
        name: 'cv.pdf',
        type: 'application/pdf',
      }),
    });
    expect(response.status).toBe(201);
    await server.outbox.settled();
    const root = path.join(dataDir, 'data');
    const entries = (readdirSync(root, { recursive: true }) as string[]).map((name) => path.join(root, name));
    expect(entries.some((entry) => entry.endsWith('.eml'))).toBe(true);
    expect(entries.some((entry) => entry.endsWith('.pdf'))).toBe(true);
    const modes = [root, ...entries].map((entry) => [
      path.relative(dataDir, entry),
      (statSync(entry).mode & 0o777).toString(8),
    ]);
    for (const [name, mode] of modes) {
      expect({ name, mode }).toEqual({
        name,
        mode: statSync(path.join(dataDir, name!)).isDirectory() ? '700' : '600',
      });
    }
  });

  it('leaves no file and no row when the client goes away mid-upload', async () => {
    const { body, contentType } = multipartBody(applicationFields(1), {
      content: pdfOfSize(2 * 1024 * 1024),
      name: 'cv.pdf',
      type: 'application/pdf',
    });
    const head = `POST /api/application HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\nContent-Length: ${body.length}\r\n\r\n`;
    await raw(head, [body.subarray(0, 1024 * 1024)], { destroyAfterWrite: true });
    // Time for the server to take in what was sent; then its clean-up may take a while longer on
    // a busy machine.
    await wait(300);
    await expect.poll(uploads, { timeout: 10_000 }).toEqual([]);
    const later = await fetch(`${server.url}/api/health`);
    expect((await later.json()).database).toBe('ok');
    expect(await server.storage.mailCounts()).toEqual({ pending: 0, sent: 0, failed: 0 });
  });

  it('answers an oversize upload with 413 before reading it all, leaving no partial file', async () => {
    const { body, contentType } = multipartBody(applicationFields(2), {
      content: pdfOfSize(6 * 1024 * 1024),
      name: 'cv.pdf',
      type: 'application/pdf',
    });
    // No Content-Length: the limit is found while streaming, not from the header.
    const head = `POST /api/application HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n`;
    const chunks: Buffer[] = [];
    for (let offset = 0; offset < body.length; offset += 256 * 1024) {
      const part = body.subarray(offset, offset + 256 * 1024);
      chunks.push(Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from('\r\n'));
    }
    chunks.push(Buffer.from('0\r\n\r\n'));
    const response = await raw(head, chunks);
    expect(response).toMatch(/^HTTP\/1\.1 413 /);
    expect(response).toContain('Resume file must be less than 5MB');
    // The answer can come before the partial file is removed.
    await expect.poll(uploads, { timeout: 10_000 }).toEqual([]);
  });

  it('refuses at once a declared length over what is worth reading to its end', async () => {
    const head = `POST /api/application HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${40 * 1024 * 1024}\r\n\r\n`;
    const response = await raw(head, [], { ms: 1000 });
    expect(response).toMatch(/^HTTP\/1\.1 413 /);
    expect(response.toLowerCase()).toContain('connection: close');
  });
});

/**
 * Writes a whole request and reads nothing until every byte is written, as a client busy sending
 * does (fetch under load, most HTTP libraries); resolves with the answer, or the network error.
 */
function sendAllThenRead(head: string, body: Buffer[]) {
  return new Promise<string>((resolve) => {
    const socket = connect(server.port, '127.0.0.1');
    let received = '';
    socket.pause();
    socket.on('data', (data) => (received += data.toString('latin1')));
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(`network error ${error.code}`));
    socket.on('close', () => resolve(received));
    socket.write(head);
    body.forEach((chunk, index) =>
      socket.write(chunk, index === body.length - 1 ? () => socket.resume() : undefined),
    );
  });
}

/** A body in HTTP/1.1 chunked encoding, in pieces of 1 MiB. */
function chunked(body: Buffer): Buffer[] {
  const chunks: Buffer[] = [];
  for (let offset = 0; offset < body.length; offset += 1024 * 1024) {
    const part = body.subarray(offset, offset + 1024 * 1024);
    chunks.push(Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from('0\r\n\r\n'));
  return chunks;
}

describe('bodies over the limit', () => {
  it('refuses a chunked body with a 30 MiB preamble with 413 (the cap holds without Content-Length)', async () => {
    const { body, contentType } = multipartBody(applicationFields(4), {
      content: pdfOfSize(4096),
      name: 'cv.pdf',
      type: 'application/pdf',
    });
    // busboy skips whatever comes before the first boundary without counting it.
    const preamble = Buffer.alloc(30 * 1024 * 1024, 'x');
    const head = `POST /api/application HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\nTransfer-Encoding: chunked\r\n\r\n`;
    const response = await sendAllThenRead(
      head,
      chunked(Buffer.concat([preamble, Buffer.from('\r\n'), body])),
    );
    expect(response).toMatch(/^HTTP\/1\.1 413 /);
    expect(response).toContain('Resume file must be less than 5MB');
    expect(await server.storage.mailCounts()).toEqual({ pending: 0, sent: 0, failed: 0 });
  });

  it.each([
    ['declared with Content-Length', false],
    ['chunked', true],
  ])(
    'answers an oversize upload (%s) with its 413 to a client that reads only once it has sent everything',
    async (_how, isChunked) => {
      const { body, contentType } = multipartBody(applicationFields(5), {
        content: pdfOfSize(isChunked ? 20 * 1024 * 1024 : 6 * 1024 * 1024),
        name: 'cv.pdf',
        type: 'application/pdf',
      });
      const framing = isChunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${body.length}`;
      const head = `POST /api/application HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\n${framing}\r\n\r\n`;
      const response = await sendAllThenRead(head, isChunked ? chunked(body) : [body]);
      expect(response).toMatch(/^HTTP\/1\.1 413 /);
      expect(response).toContain('{"success":false,"message":"Resume file must be less than 5MB"}');
    },
  );
});

describe('two servers on one data folder (a rolling restart)', () => {
  const config = () =>
    loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_DIR: path.join(dataDir, 'no-site'),
      SMTP_URL: smtp.url,
    });
  /** Every file under the data folder whose name matches, wherever it is. */
  const filesMatching = (pattern: RegExp) =>
    (readdirSync(dataDir, { recursive: true }) as string[]).filter((name) =>
      pattern.test(path.basename(name)),
    );
  async function until<T>(probe: () => T | undefined, what: string): Promise<T> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const value = probe();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await wait(20);
    }
  }

  it("does not delete the other server's upload in flight", async () => {
    const content = pdfOfSize(1024 * 1024);
    const { body, contentType } = multipartBody(applicationFields(3), {
      content,
      name: 'cv.pdf',
      type: 'application/pdf',
    });
    const socket = connect(server.port, '127.0.0.1');
    let received = '';
    socket.on('data', (data) => (received += data.toString('latin1')));
    const answered = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      `POST /api/application HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    );
    socket.write(body.subarray(0, body.length - 4096));
    await until(() => (filesMatching(/\.part$/).length > 0 ? true : undefined), 'the partial upload');
    const second = await startServer(config(), { log: silentLog });
    try {
      // Written, not ended: a client that half-closes its side is taken as gone by Node's server.
      socket.write(body.subarray(body.length - 4096));
      await answered;
      expect(received).toMatch(/^HTTP\/1\.1 201 /);
      const id = await storedId(second, JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4)));
      expect(readFileSync(path.join(dataDir, 'uploads', `${id}.pdf`))).toEqual(content);
    } finally {
      await second.close();
    }
  });

  it("does not delete the other server's resume between its rename and its commit", async () => {
    await server.close();
    // The first server's saves wait at a gate: its resume is renamed, its row not yet committed.
    const storage = await openStorage({ databaseUrl: undefined, dataDir });
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let saving!: () => void;
    const saveStarted = new Promise<void>((resolve) => (saving = resolve));
    const gatedSave = async (submission: NewSubmission) => {
      saving();
      await gate;
      return storage.save(submission);
    };
    const gated = new Proxy(storage, {
      get(target, key) {
        if (key === 'save') return gatedSave;
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    }) as Storage;
    server = await startServer(config(), { log: silentLog, storage: gated });
    const content = pdfOfSize(64 * 1024);
    const answer = fetch(`${server.url}/api/application`, {
      method: 'POST',
      body: form(validApplicationFields(), { content, name: 'cv.pdf', type: 'application/pdf' }),
    });
    await saveStarted;
    const second = await startServer(config(), { log: silentLog });
    try {
      open();
      const response = await answer;
      expect(response.status).toBe(201);
      const id = await storedId(second, await response.json());
      expect(readFileSync(path.join(dataDir, 'uploads', `${id}.pdf`))).toEqual(content);
      expect((await second.storage.get(id))?.file?.storedName).toBe(`${id}.pdf`);
    } finally {
      await second.close();
    }
  });

  it('moves a committed resume left by a killed server into place, and removes its partial uploads', async () => {
    const { pid } = await import('node:child_process').then(({ spawnSync }) =>
      spawnSync(process.execPath, ['-e', '0']),
    );
    // What a server killed between its commit and its move leaves: its folder, named for a pid that has exited.
    const alive = ownerFile();
    const dead = path.join(dataDir, 'incoming', `${pid}-dead`);
    mkdirSync(dead, { recursive: true });
    writeFileSync(
      path.join(dead, 'owner.json'),
      JSON.stringify({ ...JSON.parse(readFileSync(alive, 'utf8')), pid, startTime: null }),
    );
    const id = randomUUID();
    const content = pdfOfSize(4096);
    writeFileSync(path.join(dead, `${id}.pdf`), content);
    writeFileSync(path.join(dead, `.${randomUUID()}.part`), 'half');
    await server.storage.save({
      id,
      reference: createSubmissionReference(),
      kind: 'application',
      email: 'asha@example.com',
      language: 'en',
      data: validApplicationFields(),
      file: {
        storedName: `${id}.pdf`,
        originalName: 'cv.pdf',
        mediaType: 'application/pdf',
        size: 4096,
        crc32: '0',
      },
      mails: [],
      createdAt: new Date(),
      mailNotBefore: new Date(),
    });
    const second = await startServer(config(), { log: silentLog });
    try {
      expect(readFileSync(path.join(dataDir, 'uploads', `${id}.pdf`))).toEqual(content);
      expect(existsSync(dead)).toBe(false);
      // The first server's own folder, alive, is untouched.
      expect(existsSync(alive)).toBe(true);
    } finally {
      await second.close();
    }
  });
});

describe('a worker thread that dies under the running server', () => {
  it('makes the server report itself broken (main.ts then exits non-zero for the supervisor)', async () => {
    await server.close();
    // Answers the start's two batches (the upload sweep's stored names, the signing key's public
    // half), then dies on the next.
    const dying = new URL(
      `data:text/javascript,${encodeURIComponent(
        "import { parentPort } from 'node:worker_threads'; parentPort.postMessage({ type: 'ready' }); let batches = 0; parentPort.on('message', (message) => { if (batches++ > 1) throw new Error('worker bug'); const calls = JSON.parse(message.json); parentPort.postMessage({ type: 'outcomes', json: JSON.stringify(calls.map(() => ({ ok: true, value: [] }))) }); });",
      )}`,
    );
    server = await startServer(
      loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SMTP_URL: smtp.url }),
      {
        log: silentLog,
        storage: new SqliteStorage(':memory:', { workerUrl: dying }),
      },
    );
    const response = await fetch(`${server.url}/api/contact-us`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(validContact()),
    });
    expect(response.status).toBe(500);
    expect((await server.broken).message).toBe('worker bug');
  });
});
