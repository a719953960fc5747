// `npm run test:lock -w packages/api`: what an outside writer holding SQLite's write lock does to
// the server. Another connection (as `npm run purge`, a backup or a shell inside a transaction
// would) runs BEGIN IMMEDIATE and keeps the lock for LOCK_SECONDS (default 25); meanwhile the
// health check is called every 250 ms and 10 contact messages are sent at once. Prints how long
// each took and what they were answered. Settings: LOCK_SECONDS, LOCK_CONTACTS (default 10).
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { rmSync } from 'node:fs';
import { contactBody, startServerProcess, tempDataDir } from './server.ts';

const lockSeconds = Number(process.env.LOCK_SECONDS ?? 25);
const contacts = Number(process.env.LOCK_CONTACTS ?? 10);

const dataDir = tempDataDir('lock');
const server = await startServerProcess(dataDir, { RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'error' });
const outside = new DatabaseSync(path.join(dataDir, 'aarambh.sqlite'));
outside.exec('BEGIN IMMEDIATE');
const lockedAt = performance.now();
let locked = true;
const release = setTimeout(() => {
  outside.exec('COMMIT');
  locked = false;
}, lockSeconds * 1000);

async function timed(request: () => Promise<Response>) {
  const start = performance.now();
  try {
    const response = await request();
    await response.arrayBuffer();
    return {
      ms: performance.now() - start,
      status: String(response.status),
      retryAfter: response.headers.get('retry-after'),
    };
  } catch {
    return { ms: performance.now() - start, status: 'no answer', retryAfter: null };
  }
}

const health: { ms: number; status: string }[] = [];
const probing = (async () => {
  while (locked) {
    health.push(await timed(() => fetch(`${server.url}/api/health`)));
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
})();
await new Promise((resolve) => setTimeout(resolve, 1000));
const sent = await Promise.all(
  Array.from({ length: contacts }, (_, n) =>
    timed(() =>
      fetch(`${server.url}/api/contact-us`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: contactBody(n),
      }),
    ),
  ),
);
const contactsDoneAfter = (performance.now() - lockedAt) / 1000;
await probing;
clearTimeout(release);
if (locked) outside.exec('COMMIT');
outside.close();
await server.stop('SIGTERM');
rmSync(dataDir, { recursive: true, force: true });

const count = (values: string[]) =>
  Object.entries(values.reduce<Record<string, number>>((acc, v) => ({ ...acc, [v]: (acc[v] ?? 0) + 1 }), {}))
    .map(([value, n]) => `${n}× ${value}`)
    .join(', ');
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const healthMs = sorted(health.map((h) => h.ms));
const contactMs = sorted(sent.map((s) => s.ms));
console.log(`An outside BEGIN IMMEDIATE held the write lock for ${lockSeconds} s.
health checks during the lock   ${health.length}: ${count(health.map((h) => h.status))}
health time                     median ${healthMs[Math.floor(healthMs.length / 2)]!.toFixed(0)} ms, max ${healthMs.at(-1)!.toFixed(0)} ms, ${healthMs.filter((ms) => ms > 100).length} over 100 ms
${contacts} contacts sent at +1 s      ${count(sent.map((s) => s.status))}
contact time                    min ${contactMs[0]!.toFixed(0)} ms, max ${contactMs.at(-1)!.toFixed(0)} ms (all answered ${contactsDoneAfter.toFixed(1)} s after the lock was taken)
Retry-After on the refusals     ${count(sent.filter((s) => s.status !== '201').map((s) => s.retryAfter ?? 'none')) || '-'}`);
