// Shared by the benchmark, crash and bad-input scripts: start the real server (`src/main.ts`) as
// a child process on a free loopback port with its own data folder, and stop it.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { programme } from './fixtures.ts';

const mainFile = fileURLToPath(new URL('../src/main.ts', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** A throwaway data folder, under BENCH_DATA_PARENT when set (to compare disks), else the temp folder. */
export function tempDataDir(name: string): string {
  return mkdtempSync(path.join(process.env.BENCH_DATA_PARENT ?? tmpdir(), `aarambh-${name}-`));
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code or signal when the process ends. */
  exited: Promise<string>;
  stop(signal?: NodeJS.Signals): Promise<string>;
}

/** Starts `src/main.ts` with `env` added; resolves once GET /api/health answers 200 (within `startWithinMs`). */
export async function startServerProcess(
  dataDir: string,
  env: Record<string, string> = {},
  startWithinMs = 20_000,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [mainFile], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // API only: these scripts measure and attack the API, not the site's files.
      SITE_DIR: path.join(dataDir, 'no-site'),
      // The embedded database and .eml mail, whatever a developer's .env says (set, even empty,
      // wins over .env): the crash run reads the SQLite file itself.
      DATABASE_URL: '',
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => resolve(signal ?? `exit ${code}`));
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startWithinMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited: ${await exited}`);
    }
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within ${startWithinMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    child,
    exited,
    stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** A body for every kind of valid contact message, varied so each request stores its own row. */
export function contactBody(n: number): string {
  return JSON.stringify({
    firstName: ['Asha', 'Ravi', 'Meera', 'Kiran', 'Arjun'][n % 5],
    lastName: ['Rao', 'Shah', 'Iyer', 'Nair', 'Gupta'][(n >> 2) % 5],
    email: `visitor${n}@example.com`,
    phone: n % 2 ? '+919876543210' : '',
    company: n % 3 ? 'Rao Traders' : '',
    subject: `Website enquiry number ${n}`,
    message: `We would like to talk about a website for our shop. Reference ${n}.`,
    inquiryType: ['general', 'partnership', 'support'][n % 3],
  });
}

/**
 * The per-client rate limit and the hourly confirmation caps, off: these scripts send thousands
 * of submissions from one address, with a handful of e-mail addresses, on purpose.
 */
export const withoutLimits = {
  RATE_LIMIT_PER_MINUTE: '0',
  CONFIRMATIONS_PER_ADDRESS_PER_HOUR: '0',
  CONFIRMATIONS_PER_CLIENT_PER_HOUR: '0',
  CONFIRMATIONS_PER_HOUR: '0',
  SUBSCRIPTION_CONFIRMATIONS_PER_HOUR: '0',
} as const;

/** The text fields of a valid internship application, as the site's FormData sends them. */
export function applicationFields(n: number): Record<string, string> {
  return {
    firstName: 'Asha',
    lastName: 'Rao',
    email: `applicant${n}@example.com`,
    phone: '+919876543210',
    university: 'Delhi University',
    major: 'Computer Science',
    graduationYear: '2026',
    gpa: '3.5',
    coverLetter: '',
    linkedin: '',
    portfolio: '',
    availability: 'immediately',
    duration: '8-weeks',
    transactionId: `UPI${String(n).padStart(10, '0')}`,
    paymentDone: 'true',
    consentApplication: 'true',
    age: 'adult',
    opportunityId: String(programme.id),
  };
}

/** A PDF of `size` bytes: the magic bytes, filler, and the end-of-file marker a PDF ends with. */
export function pdfOfSize(size: number): Buffer {
  const head = Buffer.from('%PDF-1.7\n');
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length - tail.length), 0x20), tail]);
}

/** A multipart body by hand (autocannon sends raw bytes), with an optional resume file. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { content: Buffer; name: string; type: string },
): { body: Buffer; contentType: string } {
  const boundary = `----aarambh${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
