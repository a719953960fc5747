// `npm run bench:console`: the console's inbox at 100,000 submissions on SQLite and PostgreSQL:
// the first page, a filtered page and a search, each through the storage the API uses (for SQLite:
// its reader thread), beside a plain indexed SELECT of the same page's rows on a connection of
// its own that reaches the caller the same way (for SQLite: a thread of its own answering as JSON
// text, as the storage's reader does; for PostgreSQL: a client of its own), in the same run, so the
// ratio is the inbox's own work. Prints the medians, their ratio and the targets (3x, 50 ms).
// Settings: BENCH_ROWS (default 100000), BENCH_RUNS (per query, default 40).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { PostgresStorage } from '../src/storage/postgres.ts';
import { openSqlite } from '../src/storage/sqlite.ts';
import type { InboxQuery, Storage } from '../src/storage/index.ts';

const rows = Number(process.env.BENCH_ROWS ?? 100_000);
const runs = Number(process.env.BENCH_RUNS ?? 40);
const firstNames = ['Asha', 'Kiran', 'Meera', 'Ravi', 'Neha', 'Arjun', 'Divya', 'Imran', 'Priya', 'Sanjay'];
const lastNames = ['Rao', 'Shah', 'Iyer', 'Kumar', 'Das', 'Khan', 'Menon', 'Singh', 'Patel', 'Bose'];
const kinds = ['application', 'career', 'contact', 'feedback', 'contact'] as const;

/** The n-th made-up submission: kinds, names and messages spread so that filters and searches select a part. */
function submission(n: number) {
  const kind = kinds[n % kinds.length]!;
  const firstName = firstNames[n % firstNames.length]!;
  const lastName = lastNames[Math.floor(n / 10) % lastNames.length]!;
  const email = `${firstName}.${lastName}.${n}@example.com`.toLowerCase();
  const data: Record<string, unknown> = { firstName, lastName, email };
  if (kind === 'application')
    Object.assign(data, {
      opportunityId: (n % 21) + 1,
      opportunityTitle: `Programme ${(n % 21) + 1}`,
      paymentAmount: 1500 + (n % 4) * 500,
      transactionId: String(400000000000 + n),
    });
  if (kind === 'career') Object.assign(data, { jobId: (n % 7) + 1, jobTitle: `Opening ${(n % 7) + 1}` });
  if (kind === 'contact')
    Object.assign(data, { subject: 'A website for my shop', message: `Message ${n} about a catalogue` });
  if (kind === 'feedback') Object.assign(data, { name: firstName, message: `Feedback ${n}: clear and easy` });
  const createdAt = new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString();
  return { id: crypto.randomUUID(), kind, email, data: JSON.stringify(data), createdAt };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function time(work: () => Promise<unknown> | unknown): Promise<number> {
  for (let warm = 0; warm < 3; warm += 1) await work();
  const samples: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

const base: InboxQuery = { sort: 'created', descending: true, offset: 0, limit: 50 };
const cases: { name: string; query: InboxQuery; reference: { sqlite: string; postgres: string } }[] = [
  {
    name: 'first page',
    query: base,
    reference: {
      sqlite: 'SELECT * FROM inbox ORDER BY created_at DESC, submission_id DESC LIMIT 50',
      postgres: 'SELECT * FROM inbox ORDER BY created_at DESC, submission_id DESC LIMIT 50',
    },
  },
  {
    name: 'filtered page (unverified applications)',
    query: { ...base, kind: 'application', payment: 'unverified' },
    reference: {
      sqlite:
        "SELECT * FROM inbox WHERE payment = 'unverified' AND kind = 'application' ORDER BY created_at DESC LIMIT 50",
      postgres:
        "SELECT * FROM inbox WHERE payment = 'unverified' AND kind = 'application' ORDER BY created_at DESC LIMIT 50",
    },
  },
  {
    name: "search ('meera iyer')",
    query: { ...base, search: ['meera', 'iyer'] },
    reference: {
      sqlite:
        'SELECT * FROM inbox WHERE rowid IN (SELECT rowid FROM inbox_search WHERE inbox_search MATCH \'"meera"* "iyer"*\') ORDER BY created_at DESC LIMIT 50',
      postgres:
        "SELECT * FROM inbox WHERE search @@ to_tsquery('simple', 'meera:* & iyer:*') ORDER BY created_at DESC LIMIT 50",
    },
  },
];

interface Result {
  engine: string;
  name: string;
  total: number;
  ms: number;
  referenceMs: number;
}

async function measure(
  engine: string,
  storage: Storage,
  reference: (sql: string) => Promise<unknown>,
  key: 'sqlite' | 'postgres',
) {
  // The floor of any call: the storage's round trip (for SQLite, to its reader thread and back).
  const results: Result[] = [
    {
      engine,
      name: 'round trip (health check)',
      total: 1,
      ms: await time(() => storage.isHealthy()),
      referenceMs: await time(() => reference('SELECT 1')),
    },
  ];
  for (const { name, query, reference: sql } of cases) {
    const { total } = await storage.console.inbox(query);
    // Alternating the two, so that both see the same machine.
    const ms = await time(() => storage.console.inbox(query));
    const referenceMs = await time(() => reference(sql[key]));
    results.push({ engine, name, total, ms, referenceMs });
  }
  return results;
}

/**
 * The SQLite reference: a read-only connection on a thread of its own that runs one statement per
 * message and answers with its rows as JSON text, the way the storage's reader thread answers.
 */
function plainReader(file: string) {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     const db = new (require('node:sqlite').DatabaseSync)(workerData, { readOnly: true });
     parentPort.on('message', (sql) => parentPort.postMessage(JSON.stringify(db.prepare(sql).all())));`,
    { eval: true, workerData: file },
  );
  return {
    all: (sql: string) =>
      new Promise<unknown>((resolve) => {
        worker.once('message', (json: string) => resolve(JSON.parse(json)));
        worker.postMessage(sql);
      }),
    close: () => worker.terminate(),
  };
}

async function sqlite(): Promise<Result[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'aarambh-bench-console-'));
  try {
    const storage = openSqlite(dir);
    await storage.isHealthy();
    await storage.close();
    const db = new DatabaseSync(path.join(dir, 'aarambh.sqlite'));
    const insert = db.prepare(
      'INSERT INTO submissions (id, kind, email, data, created_at) VALUES (?, ?, ?, ?, ?)',
    );
    db.exec('BEGIN');
    for (let n = 0; n < rows; n += 1) {
      const row = submission(n);
      insert.run(row.id, row.kind, row.email, row.data, row.createdAt);
    }
    db.exec('COMMIT');
    db.exec('ANALYZE');
    db.close();
    const opened = openSqlite(dir);
    const reference = plainReader(path.join(dir, 'aarambh.sqlite'));
    try {
      return await measure('SQLite', opened, reference.all, 'sqlite');
    } finally {
      await opened.close();
      await reference.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function postgres(): Promise<Result[]> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) throw new Error('TEST_DATABASE_URL is unset: run through `npm run bench:console`');
  const database = `aarambh_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const url = new URL(server);
  url.pathname = `/${database}`;
  const storage = await PostgresStorage.open(url.toString());
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    for (let start = 0; start < rows; start += 5000) {
      const batch = Array.from({ length: Math.min(5000, rows - start) }, (_, index) =>
        submission(start + index),
      );
      await client.query(
        `INSERT INTO submissions (id, kind, email, data, created_at)
         SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::json[], $5::timestamptz[])`,
        [
          batch.map((r) => r.id),
          batch.map((r) => r.kind),
          batch.map((r) => r.email),
          batch.map((r) => r.data),
          batch.map((r) => r.createdAt),
        ],
      );
    }
    await client.query('ANALYZE');
    return await measure('PostgreSQL', storage, (sql) => client.query(sql), 'postgres');
  } finally {
    await client.end();
    await storage.close();
    await admin.query(`DROP DATABASE ${database} WITH (FORCE)`);
    await admin.end();
  }
}

const results = [...(await sqlite()), ...(await postgres())];
console.log(
  `\nInbox at ${rows.toLocaleString('en-IN')} submissions, median of ${runs} runs each (load average ${loadavg()[0]!.toFixed(1)})\n`,
);
console.log('| engine | query | rows found | inbox call ms | plain SELECT ms | ratio | target (3x, 50 ms) |');
console.log('| --- | --- | ---: | ---: | ---: | ---: | --- |');
for (const result of results) {
  const ratio = result.ms / result.referenceMs;
  const met = ratio <= 3 && result.ms < 50 ? 'met' : 'NOT met';
  console.log(
    `| ${result.engine} | ${result.name} | ${result.total.toLocaleString('en-IN')} | ${result.ms.toFixed(2)} | ${result.referenceMs.toFixed(2)} | ${ratio.toFixed(2)} | ${met} |`,
  );
}
