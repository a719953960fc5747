// npm run backup and npm run restore as processes, against a server taking submissions.
import { execFile } from 'node:child_process';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateIdentity, identityToRecipient } from 'age-encryption';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationFields,
  multipartBody,
  startServerProcess,
  tempDataDir,
  withoutLimits,
  type ServerProcess,
} from '../harness/server.ts';
import { openSqlite } from './storage/sqlite.ts';

const cli = fileURLToPath(new URL('./backupCli.ts', import.meta.url));
const dataCli = fileURLToPath(new URL('./cli.ts', import.meta.url));
const signingKey = randomBytes(32).toString('hex');
const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

let parent: string;
let server: ServerProcess | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
  rmSync(parent, { recursive: true, force: true });
});

function run(
  dataDir: string,
  ...args: string[]
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return runWith({}, dataDir, ...args);
}

function runWith(
  env: Record<string, string>,
  dataDir: string,
  ...args: string[]
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      args[0] === 'data-request' ? [dataCli, ...args] : [cli, ...args],
      {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', BACKUP_SIGNING_KEY: signingKey, ...env },
        timeout: 60_000,
      },
      (_error, stdout, stderr) => resolve({ code: child.exitCode, stdout, stderr }),
    );
  });
}

/** A PDF with random content between 4 KB and 300 KB, so each resume is its own. */
function randomPdf(): Buffer {
  return Buffer.concat([
    Buffer.from('%PDF-1.7\n'),
    randomBytes(4096 + Math.floor(Math.random() * 300_000)),
    Buffer.from('\n%%EOF\n'),
  ]);
}

describe('npm run backup and npm run restore', () => {
  it('takes a backup while submissions arrive; the restore has every one acknowledged before it began, with its resume, and the public key of documents but no private key', async () => {
    parent = tempDataDir('backup');
    const dataDir = path.join(parent, 'data');
    server = await startServerProcess(dataDir, withoutLimits);
    const url = server.url;

    const acknowledged: { id: string; sha256: string; at: number }[] = [];
    let sending = true;
    let sent = 0;
    async function sender() {
      while (sending) {
        const content = randomPdf();
        const { body, contentType } = multipartBody(applicationFields(sent++), {
          content,
          name: 'cv.pdf',
          type: 'application/pdf',
        });
        const response = await fetch(`${url}/api/application`, {
          method: 'POST',
          body: new Uint8Array(body),
          headers: { 'content-type': contentType },
        });
        const answer = (await response.json()) as { reference?: string };
        if (response.status === 201 && answer.reference) {
          acknowledged.push({ id: answer.reference, sha256: sha256(content), at: performance.now() });
        }
      }
    }
    const senders = Array.from({ length: 4 }, () => sender());
    // The backup starts once a number of submissions are in, however long a busy machine takes.
    while (acknowledged.length <= 10) await new Promise((resolve) => setTimeout(resolve, 50));

    const began = performance.now();
    const backup = path.join(parent, 'backup');
    const made = await run(dataDir, 'backup', '--out', backup);
    const during = acknowledged.filter((submission) => submission.at > began).length;
    sending = false;
    await Promise.all(senders);
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    // The load went on while the backup ran.
    expect(during).toBeGreaterThan(0);

    const before = acknowledged.filter((submission) => submission.at < began);
    expect(before.length).toBeGreaterThan(10);
    const restoredDir = path.join(parent, 'restored');
    const restored = await run(restoredDir, 'restore', '--from', backup);
    // A new folder holds no audit log to tell the erasures since the backup: the restore says so.
    expect(restored.stderr).toMatch(/^Warning: no database was in .* to tell the erasures made since /);
    expect(restored.code).toBe(0);

    // The documents' public key is in the backup; no private key is, in any file.
    for (const file of readdirSync(backup, { recursive: true, withFileTypes: true }).filter((entry) =>
      entry.isFile(),
    )) {
      expect(readFileSync(path.join(file.parentPath, file.name)).includes('PRIVATE KEY'), file.name).toBe(
        false,
      );
    }
    const storage = openSqlite(restoredDir);
    try {
      const [key, ...more] = await storage.console.signingKeys();
      expect(more).toEqual([]);
      expect(key!.publicJwk).toMatchObject({ kty: 'OKP', crv: 'Ed25519' });
      expect(key!.publicJwk).not.toHaveProperty('d');
      for (const submission of before) {
        const record = await storage.get(submission.id);
        expect(record?.file, submission.id).toBeTruthy();
        const content = readFileSync(path.join(restoredDir, 'uploads', record!.file!.storedName));
        expect(sha256(content), submission.id).toBe(submission.sha256);
      }
    } finally {
      await storage.close();
    }
  }, 120_000);

  it('refuses to restore over a data folder that holds data without --force, and over a running server even with it', async () => {
    parent = tempDataDir('backup');
    const dataDir = path.join(parent, 'data');
    server = await startServerProcess(dataDir);
    const backup = path.join(parent, 'backup');
    expect((await run(dataDir, 'backup', '--out', backup)).code).toBe(0);

    const running = await run(dataDir, 'restore', '--from', backup, '--force');
    expect(running.code).toBe(1);
    expect(running.stderr).toContain('a server is running on');
    await server.stop();
    server = undefined;

    const refused = await run(dataDir, 'restore', '--from', backup);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('holds data already');
    expect(refused.stderr).toContain('--force');

    const forced = await run(dataDir, 'restore', '--from', backup, '--force');
    expect(forced.code).toBe(0);
    const kept = readdirSync(parent).filter((name) => name.startsWith('data.replaced-'));
    expect(kept).toHaveLength(1);
    expect(existsSync(path.join(dataDir, 'aarambh.sqlite'))).toBe(true);
  });

  it('refuses a damaged backup and leaves the data folder as it was', async () => {
    parent = tempDataDir('backup');
    const dataDir = path.join(parent, 'data');
    server = await startServerProcess(dataDir);
    const { body, contentType } = multipartBody(applicationFields(1), {
      content: randomPdf(),
      name: 'cv.pdf',
      type: 'application/pdf',
    });
    const response = await fetch(`${server.url}/api/application`, {
      method: 'POST',
      body: new Uint8Array(body),
      headers: { 'content-type': contentType },
    });
    expect(response.status).toBe(201);
    const backup = path.join(parent, 'backup');
    expect((await run(dataDir, 'backup', '--out', backup)).code).toBe(0);
    const [resume] = readdirSync(path.join(backup, 'uploads'));
    const damaged = readFileSync(path.join(backup, 'uploads', resume!));
    damaged[0] = 0x25 ^ 1;
    writeFileSync(path.join(backup, 'uploads', resume!), damaged);

    const target = path.join(parent, 'empty');
    mkdirSync(target);
    const refused = await run(target, 'restore', '--from', backup);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`uploads/${resume} is missing or damaged`);
    expect(readdirSync(target)).toEqual([]);
  });

  /** A server's data folder with one application (a resume) in it, and a backup of it. */
  async function backedUp(env: Record<string, string> = {}) {
    parent = tempDataDir('backup');
    const dataDir = path.join(parent, 'data');
    server = await startServerProcess(dataDir, {}, 60_000);
    const { body, contentType } = multipartBody(applicationFields(1), {
      content: randomPdf(),
      name: 'cv.pdf',
      type: 'application/pdf',
    });
    const response = await fetch(`${server.url}/api/application`, {
      method: 'POST',
      body: new Uint8Array(body),
      headers: { 'content-type': contentType },
    });
    expect(response.status).toBe(201);
    const backup = path.join(parent, 'backup');
    const made = await runWith(env, dataDir, 'backup', '--out', backup);
    expect(made.stderr).toBe('');
    return { dataDir, backup };
  }

  /** What an attacker who can write to the backups does: changes the database, recomputes the sums. */
  function tamper(backup: string, change: (db: DatabaseSync) => void, signWith?: string) {
    const database = path.join(backup, 'aarambh.sqlite');
    const db = new DatabaseSync(database);
    change(db);
    db.close();
    const manifest = JSON.parse(readFileSync(path.join(backup, 'manifest.json'), 'utf8')) as {
      files: { name: string; size: number; sha256: string }[];
    };
    for (const file of manifest.files) {
      const content = readFileSync(path.join(backup, file.name));
      file.size = content.length;
      file.sha256 = sha256(content);
    }
    const text = `${JSON.stringify(manifest, null, 2)}\n`;
    writeFileSync(path.join(backup, 'manifest.json'), text);
    if (signWith) {
      writeFileSync(
        path.join(backup, 'manifest.json.sig'),
        createHmac('sha256', signWith).update(text).digest('hex'),
      );
    }
  }

  describe('a restore refuses, leaving nothing behind,', () => {
    let shared: { parent: string; backup: string };
    beforeAll(async () => {
      const made = await backedUp();
      await server!.stop();
      server = undefined;
      shared = { parent, backup: made.backup };
      parent = tempDataDir('backup');
    }, 90_000);
    afterAll(() => rmSync(shared.parent, { recursive: true, force: true }));
    /** A copy of the one backup these tests share, for this test to change. */
    function copyOfBackup() {
      parent = tempDataDir('backup');
      const backup = path.join(parent, 'backup');
      cpSync(shared.backup, backup, { recursive: true });
      return backup;
    }

    it("refuses a backup whose database was changed and its sums recomputed (an attacker's admin): the signature does not match", async () => {
      const backup = copyOfBackup();
      tamper(backup, (db) =>
        db
          .prepare(
            "INSERT INTO staff (id, email, role, status, password_hash, created_at) VALUES ('x', 'attacker@example.com', 'admin', 'active', 'x', '2026-01-01T00:00:00.000Z')",
          )
          .run(),
      );
      const target = path.join(parent, 'restored');
      const refused = await run(target, 'restore', '--from', backup);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain("the manifest's signature does not match BACKUP_SIGNING_KEY");
      expect(existsSync(target)).toBe(false);
    });

    it("refuses a signed backup whose database lost the audit log's triggers", async () => {
      const backup = copyOfBackup();
      tamper(backup, (db) => db.exec('DROP TRIGGER audit_log_no_update'), signingKey);
      const target = path.join(parent, 'restored');
      const refused = await run(target, 'restore', '--from', backup);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('trigger audit_log_no_update missing or changed');
      expect(existsSync(target)).toBe(false);
    });

    it('refuses a backup holding a symbolic link, even to a file whose sum matches the manifest', async () => {
      const backup = copyOfBackup();
      const [resume] = readdirSync(path.join(backup, 'uploads'));
      const outside = path.join(parent, 'host-file');
      writeFileSync(outside, readFileSync(path.join(backup, 'uploads', resume!)));
      rmSync(path.join(backup, 'uploads', resume!));
      symlinkSync(outside, path.join(backup, 'uploads', resume!));
      const target = path.join(parent, 'restored');
      const refused = await run(target, 'restore', '--from', backup);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`uploads/${resume} is a symbolic link`);
      expect(existsSync(target)).toBe(false);
    });
  });

  it('encrypts to BACKUP_ENCRYPT_TO; its restore erases again what was erased since, ends every session and writes an audit line', async () => {
    const identity = await generateIdentity();
    const recipient = await identityToRecipient(identity);
    const { dataDir, backup } = await backedUp({ BACKUP_ENCRYPT_TO: recipient });
    expect(readFileSync(path.join(backup, 'aarambh.sqlite')).subarray(0, 16).toString()).not.toContain(
      'SQLite',
    );
    const live = new DatabaseSync(path.join(dataDir, 'aarambh.sqlite'));
    live.exec(
      "INSERT INTO staff (id, email, role, status, created_at) VALUES ('s1', 'admin@example.com', 'admin', 'active', '2026-01-01T00:00:00.000Z');" +
        "INSERT INTO staff_sessions (token_hash, staff_id, created_at, last_seen_at, client) VALUES ('h', 's1', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', '127.0.0.1')",
    );
    live.close();
    // A session made before the backup and one after: the restore ends both.
    const second = path.join(parent, 'backup-2');
    expect((await run(dataDir, 'backup', '--out', second)).code).toBe(0);
    const erased = await run(
      dataDir,
      'data-request',
      '--email',
      'applicant1@example.com',
      '--delete',
      '--out',
      path.join(parent, 'held.json'),
    );
    expect(erased.code).toBe(0);
    await server!.stop();
    server = undefined;

    const withoutKey = await run(dataDir, 'restore', '--from', backup, '--force');
    expect(withoutKey.stderr).toContain('is encrypted: set BACKUP_DECRYPT_KEY');
    const restored = await runWith(
      { BACKUP_DECRYPT_KEY: identity },
      dataDir,
      'restore',
      '--from',
      second,
      '--force',
    );
    expect(restored.code).toBe(0);
    expect(restored.stderr).toContain('the backup held data of 1 address(es) erased since');
    expect(restored.stdout).toContain('1 staff session(s) ended');

    const db = new DatabaseSync(path.join(dataDir, 'aarambh.sqlite'), { readOnly: true });
    try {
      expect(
        db.prepare("SELECT count(*) AS n FROM submissions WHERE email = 'applicant1@example.com'").get(),
      ).toEqual({ n: 0 });
      expect(db.prepare('SELECT count(*) AS n FROM staff_sessions').get()).toEqual({ n: 0 });
      const restoreLine = db.prepare("SELECT detail FROM audit_log WHERE action = 'restore'").get() as {
        detail: string;
      };
      expect(JSON.parse(restoreLine.detail)).toMatchObject({ erasuresReapplied: 1, sessionsEnded: 1 });
    } finally {
      db.close();
    }
    expect(readdirSync(path.join(dataDir, 'uploads'))).toEqual([]);
  }, 180_000);
});
