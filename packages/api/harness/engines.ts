// Both storage engines for a test file that runs the app on each: SQLite in the app's own folder,
// and PostgreSQL in a database of the file's own on the cluster of TEST_DATABASE_URL
// (scripts/with-postgres.mjs). Without it the PostgreSQL tests fail, never skip.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { PostgresStorage } from '../src/storage/postgres.ts';
import type { Storage } from '../src/storage/types.ts';

export interface TestEngine {
  /** A fresh storage: `undefined` lets createTestApp open SQLite in its own folder. */
  open(): Promise<Storage | undefined>;
}

const missing =
  'TEST_DATABASE_URL is not set: run the API tests through `npm run test:api` (or scripts/with-postgres.mjs)';

/** Runs SQL on the cluster's own database (as the role of TEST_DATABASE_URL). */
export async function onServer<T>(work: (client: pg.Client) => Promise<T>, database?: string): Promise<T> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error(missing);
  const url = new URL(serverUrl);
  if (database) url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The URL of a database on the test cluster. */
export function databaseUrl(database: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://missing');
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * SQLite and PostgreSQL, for `describe.each`. Call at the top of a test file: the PostgreSQL
 * database is made before the file's tests and dropped after; `open` empties it each time.
 */
export function testEngines(prefix: string): [string, TestEngine][] {
  const database = `aarambh_${prefix}_${randomBytes(6).toString('hex')}`;
  beforeAll(async () => {
    if (process.env.TEST_DATABASE_URL)
      await onServer((client) => client.query(`CREATE DATABASE ${database}`));
  });
  afterAll(async () => {
    if (process.env.TEST_DATABASE_URL)
      await onServer((client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
  });
  return [
    ['SQLite', { open: async () => undefined }],
    [
      'PostgreSQL',
      {
        async open() {
          await onServer(
            (client) => client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public'),
            database,
          );
          return PostgresStorage.open(databaseUrl(database), { max: 2 });
        },
      },
    ],
  ];
}
