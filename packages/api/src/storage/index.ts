import { PostgresStorage } from './postgres.ts';
import { openSqlite } from './sqlite.ts';
import type { Storage } from './types.ts';

export * from './types.ts';

/** PostgreSQL when a connection string is given, else the embedded SQLite file under `dataDir`. */
export async function openStorage(options: {
  databaseUrl: string | undefined;
  /** The schema owner's role, which migrates (PostgreSQL only). */
  databaseOwnerUrl?: string | undefined;
  dataDir: string;
  /** How long a write waits for a lock another connection holds before it fails as busy. */
  dbLockWaitMs?: number;
  pgConnectTimeoutMs?: number;
  pgIdleTimeoutMs?: number;
  pgStatementTimeoutMs?: number;
}): Promise<Storage> {
  return options.databaseUrl
    ? PostgresStorage.open(options.databaseUrl, {
        lockWaitMs: options.dbLockWaitMs,
        connectTimeoutMs: options.pgConnectTimeoutMs,
        idleTimeoutMs: options.pgIdleTimeoutMs,
        statementTimeoutMs: options.pgStatementTimeoutMs,
        ownerUrl: options.databaseOwnerUrl,
      })
    : openSqlite(options.dataDir, { lockWaitMs: options.dbLockWaitMs });
}
export * from './consoleTypes.ts';
