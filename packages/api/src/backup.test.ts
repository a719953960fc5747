// npm run backup and npm run restore as processes, against a server taking submissions.
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
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
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [cli, ...args],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, timeout: 60_000 },
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
  it('takes a backup while submissions arrive; the restore has every one acknowledged before it began, with its resume', async () => {
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
        const answer = (await response.json()) as { id?: string };
        if (response.status === 201 && answer.id) {
          acknowledged.push({ id: answer.id, sha256: sha256(content), at: performance.now() });
        }
      }
    }
    const senders = Array.from({ length: 4 }, () => sender());
    await new Promise((resolve) => setTimeout(resolve, 1500));

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
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);

    const storage = openSqlite(restoredDir);
    try {
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
});
