import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The origin of the production build served by the API, e.g. http://127.0.0.1:40123. */
    baseURL: string;
    /** The API's DATA_DIR: its SQLite database is `aarambh.sqlite` there. */
    dataDir: string;
    /** Where the in-process SMTP server writes each message it receives, one `.eml` file each. */
    mailDir: string;
  }
}

/**
 * A real SMTP server in this process (the smtp-server package) for the API to deliver to; each
 * message lands in `mailDir` as a file, which the tests (in other processes) read.
 */
async function startMailCatcher(mailDir: string): Promise<{ url: string; close: () => Promise<void> }> {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((recipient) => recipient.address).join(', ');
        writeFileSync(
          path.join(mailDir, `${++count}.eml`),
          `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks)}`,
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const siteRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const repoRoot = path.resolve(siteRoot, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port')),
      );
    });
  });
}

/**
 * Serves the production build (packages/site/dist, made by `npm run build`) with the real API on a
 * free loopback port and a temporary DATA_DIR, for the end-to-end tests; stops both afterwards.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(path.join(siteRoot, 'dist/index.html'))) {
    throw new Error('No production build: run `npm run build` first (`npm run test:e2e` does).');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aarambh-e2e-'));
  const mailDir = path.join(dataDir, 'received-mail');
  mkdirSync(mailDir);
  const smtp = await startMailCatcher(mailDir);
  const port = await freePort();
  const server = spawn(process.execPath, [path.join(repoRoot, 'packages/api/src/main.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_DIR: path.join(siteRoot, 'dist'),
      SMTP_URL: smtp.url,
      // The links in e-mails (subscription confirmation, unsubscribe) point at this server.
      SITE_URL: `http://127.0.0.1:${port}`,
      // Every request comes from one address, and the flows submit many times.
      RATE_LIMIT_PER_MINUTE: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (attempt > 150) throw new Error('The API did not start for the end-to-end tests');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);
  project.provide('mailDir', mailDir);
  return async () => {
    await new Promise<void>((resolve) => {
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
