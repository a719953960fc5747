import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/** The embedded database: one SQLite file under the data folder, created on first start. */
export function openSqlite(dataDir: string): DatabaseSync {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(path.join(dataDir, 'aarambh.sqlite'));
  db.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON;');
  return db;
}

export function sqliteIsHealthy(db: DatabaseSync): boolean {
  try {
    return db.prepare('SELECT 1 AS ok').get()?.ok === 1;
  } catch {
    return false;
  }
}
