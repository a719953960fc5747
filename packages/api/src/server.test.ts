import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { type TestSmtp, startTestSmtp } from './mail/testSmtp.ts';
import { applicationFields, multipartBody, pdfOfSize } from './ops/harness.ts';
import { type RunningServer, startServer } from './server.ts';
import { silentLog, validContact } from './testing.ts';

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
    MAIL_FIRST_ATTEMPT_MS: '3000',
  });
  server = await startServer(config, { log: silentLog });
});
afterEach(async () => {
  await server.close();
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const uploads = () => readdirSync(path.join(dataDir, 'uploads'));
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
    // Both are sent at once: either may arrive first.
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual([
      'asha.rao@example.com',
      'hello@aarambhlabs.example',
    ]);
  });

  it('answers 207 when the SMTP server refuses, and keeps the submission', async () => {
    smtp.refuse = true;
    const response = await fetch(`${server.url}/api/contact-us`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(validContact()),
    });
    expect(response.status).toBe(207);
    const { id } = await response.json();
    expect(await server.storage.get(id)).toBeDefined();
  });

  it('leaves no file and no row when the client goes away mid-upload', async () => {
    const { body, contentType } = multipartBody(applicationFields(1), {
      content: pdfOfSize(2 * 1024 * 1024),
      name: 'cv.pdf',
      type: 'application/pdf',
    });
    const head = `POST /api/application HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\nContent-Length: ${body.length}\r\n\r\n`;
    await raw(head, [body.subarray(0, 1024 * 1024)], { destroyAfterWrite: true });
    await wait(300);
    expect(uploads()).toEqual([]);
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
    await wait(200);
    expect(uploads()).toEqual([]);
  });

  it('refuses a declared length over the limit at once', async () => {
    const head = `POST /api/application HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${20 * 1024 * 1024}\r\n\r\n`;
    const response = await raw(head, [], { ms: 1000 });
    expect(response).toMatch(/^HTTP\/1\.1 413 /);
    expect(response.toLowerCase()).toContain('connection: close');
  });
});
