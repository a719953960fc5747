import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeStorageContract } from './contract.ts';
import { SqliteStorage, openSqlite } from './sqlite.ts';

const root = mkdtempSync(path.join(tmpdir(), 'aarambh-sqlite-'));
let dir = root;
afterAll(() => rmSync(root, { recursive: true, force: true }));

describeStorageContract('SQLite', {
  async open() {
    return openSqlite(dir);
  },
  async reset() {
    dir = mkdtempSync(path.join(root, 'db-'));
  },
});

describe('SqliteStorage', () => {
  it('creates its file and folder on first start, in WAL mode', async () => {
    const folder = path.join(root, 'fresh', 'data');
    const storage = openSqlite(folder);
    expect(await storage.isHealthy()).toBe(true);
    await storage.close();
    const { DatabaseSync } = await import('node:sqlite');
    const db = new DatabaseSync(path.join(folder, 'aarambh.sqlite'));
    expect(db.prepare('PRAGMA journal_mode').get()?.journal_mode).toBe('wal');
    expect(db.prepare('SELECT MAX(version) AS v FROM schema_migrations').get()?.v).toBe(2);
    db.close();
  });

  it('refuses writes after it is closed', async () => {
    const storage = new SqliteStorage(':memory:');
    await storage.close();
    await expect(storage.claimDueMail(new Date(), 1000, 1)).rejects.toThrow('closed');
  });
});
