// `npm run bench:health -w packages/api`: GET /api/health of the real server on loopback (so with
// its details) over an SQLite outbox of HEALTH_BENCH_ROWS rows (default 1,000,000: 98 % sent, 1 %
// failed, 1 % pending), written straight into the database file before the server starts.
// Prints p50, p90, p99 and the slowest of HEALTH_BENCH_REQUESTS sequential requests (default 100).
import { randomUUID } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { startServerProcess, tempDataDir } from './server.ts';

const rows = Number(process.env.HEALTH_BENCH_ROWS ?? 1_000_000);
const requests = Number(process.env.HEALTH_BENCH_REQUESTS ?? 100);
const dataDir = tempDataDir('health-bench');

try {
  // A first start creates the schema; then the rows go in while no server runs.
  await (await startServerProcess(dataDir, { LOG_LEVEL: 'silent' })).stop();
  const file = readdirSync(dataDir).find((name) => name.endsWith('.sqlite'))!;
  const db = new DatabaseSync(path.join(dataDir, file));
  const seeded = performance.now();
  const submission = randomUUID();
  const at = new Date(Date.now() - 86_400_000).toISOString();
  db.exec('BEGIN');
  db.prepare(
    "INSERT INTO submissions (id, kind, email, data, created_at) VALUES (?, 'contact', NULL, '{}', ?)",
  ).run(submission, at);
  const insert = db.prepare(
    `INSERT INTO outbox (id, submission_id, template, recipient, status, attempts, next_attempt_at, created_at)
     VALUES (?, ?, 'notification', 'hello@aarambhlabs.example', ?, 1, ?, ?)`,
  );
  const future = new Date(Date.now() + 86_400_000).toISOString();
  for (let n = 0; n < rows; n += 1) {
    const status = n % 100 === 0 ? 'failed' : n % 100 === 1 ? 'pending' : 'sent';
    insert.run(randomUUID(), submission, status, future, at);
  }
  db.exec('COMMIT');
  db.close();
  console.log(
    `${rows.toLocaleString('en')} outbox rows written in ${Math.round(performance.now() - seeded)} ms`,
  );

  const server = await startServerProcess(dataDir, { LOG_LEVEL: 'silent' });
  try {
    const times: number[] = [];
    let body = '';
    for (let n = 0; n < requests; n += 1) {
      const started = performance.now();
      const response = await fetch(`${server.url}/api/health`);
      body = await response.text();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
    console.log(
      `GET /api/health x${requests}: p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms, slowest ${at(1)} ms`,
    );
    console.log(`answer: ${body}`);
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
