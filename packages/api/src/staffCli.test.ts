import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tokenHash } from './console/accounts.ts';
import { openSqlite } from './storage/sqlite.ts';

const run = promisify(execFile);
const cli = fileURLToPath(new URL('./staffCli.ts', import.meta.url));
let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'aarambh-staff-cli-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const staff = (...args: string[]) =>
  run(process.execPath, [cli, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SITE_URL: 'https://aarambhlabs.example' },
  });
const lastLine = (text: string) => text.trim().split('\n').at(-1)!;

describe('npm run staff', () => {
  it('invites the first admin with a one-time enrolment link as its last line, and lists the account', async () => {
    const { stdout } = await staff('add', 'Lead@AarambhLabs.example', '--role', 'admin');
    const link = lastLine(stdout);
    expect(link).toMatch(/^https:\/\/aarambhlabs\.example\/staff\/enrol#[A-Za-z0-9_-]{43}$/);
    const storage = openSqlite(dataDir);
    try {
      const invited = await storage.console.staffByEnrolment(
        tokenHash(new URL(link).hash.slice(1)),
        new Date(),
      );
      expect(invited).toMatchObject({ email: 'lead@aarambhlabs.example', role: 'admin', status: 'invited' });
      expect((await storage.console.auditLog({ limit: 1 }))[0]).toMatchObject({
        action: 'staff-invite',
        client: 'cli',
      });
    } finally {
      await storage.close();
    }
    expect((await staff('list')).stdout).toBe('lead@aarambhlabs.example\tadmin\tinvited\n');
    await expect(staff('add', 'lead@aarambhlabs.example', '--role', 'reviewer')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('has an account already'),
    });
  });

  it('resets an account with a new link that voids the old one, and disables it', async () => {
    const first = lastLine((await staff('add', 'ravi@aarambhlabs.example', '--role', 'reviewer')).stdout);
    const second = lastLine((await staff('reset', 'ravi@aarambhlabs.example')).stdout);
    expect(second).not.toBe(first);
    expect((await staff('disable', 'ravi@aarambhlabs.example')).stdout).toContain('is disabled');
    const storage = openSqlite(dataDir);
    try {
      expect(
        await storage.console.staffByEnrolment(tokenHash(new URL(first).hash.slice(1)), new Date()),
      ).toBeUndefined();
      expect(
        await storage.console.staffByEnrolment(tokenHash(new URL(second).hash.slice(1)), new Date()),
      ).toBeUndefined();
      expect((await storage.console.listStaff())[0]).toMatchObject({ status: 'disabled' });
    } finally {
      await storage.close();
    }
  });

  it('explains its usage for a missing role, address or command', async () => {
    for (const args of [
      ['add', 'x@aarambhlabs.example'],
      ['disable'],
      ['promote', 'x@aarambhlabs.example'],
      [],
    ]) {
      await expect(staff(...args)).rejects.toMatchObject({
        code: 2,
        stderr: expect.stringContaining('Usage:'),
      });
    }
  });
});
