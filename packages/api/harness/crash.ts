// `npm run test:crash -w packages/api` (through scripts/with-postgres.mjs), in two parts.
// The embedded default: two servers on one data folder (a rolling restart: the second starts while
// clients load the first) are killed with SIGKILL while clients submit to both, then restarted;
// checks that every submission acknowledged with a 2xx is stored, whole: its mail rows, its
// resume's row and the resume file itself, with no partial uploads left, and that no request got a
// 500 (one server deleting the other's upload would). Prints acknowledged vs found.
// Then three servers on one PostgreSQL (crashServers.ts).
// Settings: CRASH_ROUNDS (default 3), CRASH_LOAD_MS (load before each kill, default 2000),
// CRASH_CLIENTS (concurrent clients, default 24), CRASH_BENCH_MS (each half of the three-server
// benchmark, default 3000). Exits 1 if anything acknowledged is missing in either part.
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { DatabaseSync } from 'node:sqlite';
import { openSqlite } from '../src/storage/sqlite.ts';
import { submissionKinds } from '../src/storage/types.ts';
import { crashThreeServers } from './crashServers.ts';
import {
  applicationFields,
  contactBody,
  multipartBody,
  pdfOfSize,
  startServerProcess,
  withoutLimits,
  tempDataDir,
} from './server.ts';

const rounds = Number(process.env.CRASH_ROUNDS ?? 3);
const loadMs = Number(process.env.CRASH_LOAD_MS ?? 2000);
const clients = Number(process.env.CRASH_CLIENTS ?? 24);

const dataDir = tempDataDir('crash');
const acknowledged = new Map<string, 'contact' | 'application'>();
let sent = 0;
let refused = 0;
let serverErrors = 0;
let counter = 0;

/** Each request goes to one of the servers up at the time, in turn. */
async function client(urls: string[], running: () => boolean) {
  while (running()) {
    const n = counter++;
    const url = urls[n % urls.length]!;
    sent += 1;
    try {
      let response: Response;
      if (n % 2 === 0) {
        response = await fetch(`${url}/api/contact-us`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: contactBody(n),
        });
      } else {
        const { body, contentType } = multipartBody(applicationFields(n), {
          content: pdfOfSize(16 * 1024 + (n % 7) * 1000),
          name: 'resume.pdf',
          type: 'application/pdf',
        });
        response = await fetch(`${url}/api/application`, {
          method: 'POST',
          headers: { 'Content-Type': contentType },
          body: new Uint8Array(body),
        });
      }
      // An answer names its submission by its reference.
      const result = (await response.json()) as { reference?: string };
      if (response.status >= 200 && response.status < 300 && result.reference) {
        acknowledged.set(result.reference, n % 2 === 0 ? 'contact' : 'application');
      } else {
        refused += 1;
        if (response.status === 500) serverErrors += 1;
      }
    } catch {
      // The server was killed under this request: no answer, so nothing was acknowledged.
    }
  }
}

const serverEnv = { ...withoutLimits, LOG_LEVEL: 'warn' };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
console.log(
  `${rounds} rounds: ${clients} clients submit for ${loadMs} ms to two servers on one data folder (the second starts under load), then SIGKILL to both.`,
);
for (let round = 1; round <= rounds; round++) {
  const first = await startServerProcess(dataDir, serverEnv);
  const urls = [first.url];
  let running = true;
  const before = acknowledged.size;
  const load = Promise.all(Array.from({ length: clients }, () => client(urls, () => running)));
  // The second server's start (and its sweep) happens while the first has uploads in flight.
  await pause(loadMs / 4);
  const second = await startServerProcess(dataDir, serverEnv);
  urls.push(second.url);
  await pause(loadMs);
  running = false;
  second.child.kill('SIGKILL');
  first.child.kill('SIGKILL');
  const how = await Promise.all([first.exited, second.exited]);
  await load;
  console.log(
    `round ${round}: ${acknowledged.size - before} acknowledged, then both servers were killed (${how.join(', ')})`,
  );
}

// Start once more: the server must come up on what the kills left, and sweep partial uploads.
const restarted = await startServerProcess(dataDir, serverEnv);
const health = (await (await fetch(`${restarted.url}/api/health`)).json()) as { database: string };
await restarted.stop('SIGTERM');

const storage = openSqlite(dataDir);
/** What was stored, by reference (what the answers gave), with each submission's id. */
const stored = new Map<
  string,
  { id: string; kind: string; file: { storedName: string; size: number; crc32: string } | null }
>();
for (const kind of submissionKinds) {
  for (const record of await storage.list(kind, new Date(0), new Date(Date.now() + 60_000))) {
    stored.set(record.reference, { id: record.id, kind: record.kind, file: record.file });
  }
}
let missing = 0;
for (const [reference, kind] of acknowledged) if (stored.get(reference)?.kind !== kind) missing += 1;

const uploads = path.join(dataDir, 'uploads');
let halfWritten = 0;
for (const record of stored.values()) {
  const mails = await storage.mailFor(record.id);
  const fileOk =
    record.kind !== 'application' ||
    (record.file !== null &&
      existsSync(path.join(uploads, record.file.storedName)) &&
      crc32(readFileSync(path.join(uploads, record.file.storedName)))
        .toString(16)
        .padStart(8, '0') === record.file.crc32);
  if (mails.length !== 2 || !fileOk) halfWritten += 1;
}
const referenced = new Set(await storage.storedFileNames());
const strayFiles = readdirSync(uploads).filter((name) => !referenced.has(name)).length;
// The restarted server finished the killed servers' folders and removed its own when it stopped.
const incomingLeft = readdirSync(path.join(dataDir, 'incoming')).length;
await storage.close();

const db = new DatabaseSync(path.join(dataDir, 'aarambh.sqlite'), { readOnly: true });
const integrity = String(db.prepare('PRAGMA integrity_check').get()?.integrity_check);
const foreignKeys = db.prepare('PRAGMA foreign_key_check').all().length;
db.close();
rmSync(dataDir, { recursive: true, force: true });

console.log(`
requests sent                         ${sent}
acknowledged (2xx)                    ${acknowledged.size}
acknowledged and found after restart  ${acknowledged.size - missing}
acknowledged but missing              ${missing}
stored in all                         ${stored.size} (the rest were committed as the server died, unanswered)
half-written submissions              ${halfWritten}
upload files no row refers to         ${strayFiles}
incoming folders left                 ${incomingLeft}
refused (not 2xx)                     ${refused}
answered 500                          ${serverErrors}
SQLite integrity_check                ${integrity}; foreign key violations ${foreignKeys}
health after restart                  database ${health.database}`);

const ok =
  missing === 0 &&
  halfWritten === 0 &&
  strayFiles === 0 &&
  incomingLeft === 0 &&
  serverErrors === 0 &&
  integrity === 'ok' &&
  foreignKeys === 0;
console.log(ok ? '\nPASS: every acknowledged submission survived, whole.\n' : '\nFAIL\n');

const serversOk = await crashThreeServers({
  rounds,
  loadMs,
  clients,
  benchMs: Number(process.env.CRASH_BENCH_MS ?? 3000),
});
console.log(
  serversOk
    ? '\nPASS: three servers, one truth: every acknowledged submission found, whole, its resume readable from each server, the limit held by all.'
    : '\nFAIL',
);
process.exit(ok && serversOk ? 0 : 1);
