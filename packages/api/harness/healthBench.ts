// `npm run bench:health -w packages/api`: GET /api/health of the real server on loopback (so with
// its details) over an outbox of HEALTH_BENCH_ROWS rows (default 1,000,000: 98 % sent, 1 % failed,
// 1 % pending), written straight into the database before the server starts: the SQLite file, or
// the PostgreSQL database of HEALTH_BENCH_DATABASE_URL (emptied first: a throwaway one, e.g.
// `node scripts/with-postgres.mjs sh -c 'HEALTH_BENCH_DATABASE_URL=$TEST_DATABASE_URL npm run bench:health -w packages/api'`).
// Prints p50, p90, p99 and the slowest of HEALTH_BENCH_REQUESTS sequential requests (default 100).
import { randomUUID } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { startServerProcess, tempDataDir } from './server.ts';

const rows = Number(process.env.HEALTH_BENCH_ROWS ?? 1_000_000);
const requests = Number(process.env.HEALTH_BENCH_REQUESTS ?? 100);
const dataDir = tempDataDir('health-bench');

const databaseUrl = process.env.HEALTH_BENCH_DATABASE_URL;
const env = { LOG_LEVEL: 'silent', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };

/** The status of outbox row `n`: 1 % failed, 1 % pending, the rest sent. */
const statusOf = (n: number) => (n % 100 === 0 ? 'failed' : n % 100 === 1 ? 'pending' : 'sent');

async function seedPostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('TRUNCATE submissions CASCADE');
    const submission = randomUUID();
    await client.query(
      "INSERT INTO submissions (id, kind, email, data, created_at) VALUES ($1, 'contact', NULL, '{}', now() - interval '1 day')",
      [submission],
    );
    await client.query(
      `INSERT INTO outbox (id, submission_id, template, recipient, status, attempts, next_attempt_at, created_at)
       SELECT md5(n::text), $1, 'notification', 'hello@aarambhlabs.example',
              CASE WHEN n % 100 = 0 THEN 'failed' WHEN n % 100 = 1 THEN 'pending' ELSE 'sent' END,
              1, now() + interval '1 day', now() - interval '1 day'
       FROM generate_series(0, $2::int - 1) AS n`,
      [submission, rows],
    );
    // As autovacuum leaves a table at rest: statistics, and the visibility map an index-only scan reads.
    await client.query('VACUUM ANALYZE outbox');
    const counted = performance.now();
    await client.query('SELECT status, COUNT(*) FROM outbox GROUP BY status');
    console.log(
      `for comparison, a full count by status (as health did): ${Math.round(performance.now() - counted)} ms`,
    );
  } finally {
    await client.end();
  }
}

function seedSqlite() {
  const file = readdirSync(dataDir).find((name) => name.endsWith('.sqlite'))!;
  const db = new DatabaseSync(path.join(dataDir, file));
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
  for (let n = 0; n < rows; n += 1) insert.run(randomUUID(), submission, statusOf(n), future, at);
  db.exec('COMMIT');
  db.close();
}

try {
  // A first start creates the schema; then the rows go in while no server runs.
  await (await startServerProcess(dataDir, env)).stop();
  const seeded = performance.now();
  if (databaseUrl) await seedPostgres(databaseUrl);
  else seedSqlite();
  console.log(
    `${rows.toLocaleString('en')} outbox rows written (${databaseUrl ? 'PostgreSQL' : 'SQLite'}) in ${Math.round(performance.now() - seeded)} ms`,
  );

  const server = await startServerProcess(dataDir, env);
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
