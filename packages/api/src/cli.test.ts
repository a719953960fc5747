import { execFile } from 'node:child_process';
import { createSubmissionReference } from '@aarambh/machines/schemas';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSqlite } from './storage/sqlite.ts';
import type { NewSubmission } from './storage/types.ts';

const run = promisify(execFile);
const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
let dataDir: string;

const submission = (overrides: Partial<NewSubmission>): NewSubmission => ({
  id: crypto.randomUUID(),
  reference: createSubmissionReference(),
  kind: 'contact',
  email: 'asha@example.com',
  language: 'en',
  data: { firstName: 'Asha', subject: 'A website' },
  mails: [],
  createdAt: new Date('2026-03-01T10:00:00Z'),
  mailNotBefore: new Date('2026-03-01T10:00:00Z'),
  ...overrides,
});

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'aarambh-cli-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const node = (args: string[]) =>
  run(process.execPath, [cli, ...args], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } });

describe('the command line', () => {
  it('exports one kind in a date range as CSV and as JSON', async () => {
    const storage = openSqlite(dataDir);
    await storage.save(submission({ data: { firstName: 'Asha', subject: 'In range' } }));
    await storage.save(
      submission({ createdAt: new Date('2025-12-31T23:00:00Z'), data: { subject: 'Too early' } }),
    );
    await storage.save(submission({ kind: 'feedback', data: { message: 'Other kind' } }));
    await storage.close();

    const csv = await node(['export', '--kind', 'contact', '--from', '2026-01-01', '--to', '2026-03-01']);
    expect(csv.stdout.trim().split('\r\n')).toHaveLength(2);
    expect(csv.stdout).toContain('In range');
    const json = await node(['export', '--kind', 'contact', '--format', 'json']);
    expect(JSON.parse(json.stdout).map((r: { data: { subject: string } }) => r.data.subject)).toEqual([
      'Too early',
      'In range',
    ]);
  });

  it('purges by the retention periods and removes the purged resumes', async () => {
    const storage = openSqlite(dataDir);
    const old = new Date(Date.now() - 8 * 365.25 * 86_400_000);
    const file = {
      storedName: 'old.pdf',
      originalName: 'cv.pdf',
      mediaType: 'application/pdf',
      size: 5,
      crc32: '1',
    };
    await storage.save(submission({ kind: 'application', createdAt: old, mailNotBefore: old, file }));
    await storage.save(submission({ kind: 'contact', createdAt: new Date() }));
    await storage.close();
    mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
    writeFileSync(path.join(dataDir, 'uploads', 'old.pdf'), '%PDF-');

    const result = await node(['purge']);
    expect(result.stdout).toContain('Purged 1 submission(s), 1 resume file(s)');
    expect(readdirSync(path.join(dataDir, 'uploads'))).toEqual([]);
  });

  it('removes the .eml copies of the mail it purges, and keeps the others', async () => {
    const storage = openSqlite(dataDir);
    const old = new Date(Date.now() - 8 * 365.25 * 86_400_000);
    const mail = (template: 'confirmation' | 'notification') => ({
      id: crypto.randomUUID(),
      template,
      to: 'asha@example.com',
    });
    const oldMails = [mail('confirmation'), mail('notification')];
    const recentMail = mail('notification');
    await storage.save(
      submission({ kind: 'application', createdAt: old, mailNotBefore: old, mails: oldMails }),
    );
    await storage.save(submission({ kind: 'contact', createdAt: new Date(), mails: [recentMail] }));
    await storage.close();
    const outbox = path.join(dataDir, 'outbox');
    mkdirSync(outbox, { recursive: true });
    const copy = (id: string) => `2018-03-01T10-00-00-000Z-${id}.eml`;
    for (const { id } of [...oldMails, recentMail]) writeFileSync(path.join(outbox, copy(id)), 'From: x');
    writeFileSync(path.join(outbox, 'notes.txt'), 'not a copy');

    const result = await node(['purge']);
    expect(result.stdout).toContain('2 e-mail cop(ies)');
    expect(readdirSync(outbox).sort()).toEqual([copy(recentMail.id), 'notes.txt'].sort());
  });

  it('explains its usage when the arguments are wrong', async () => {
    await expect(node(['export'])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--kind'),
    });
  });
});
