// What the console's end-to-end tests share: the staff CLI against the running server, enrolment
// in the browser, TOTP codes, axe, and the kit's select.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type Browser, type Page, expect } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { axeViolationsIn } from '../../site/e2e/axe.ts';

const run = promisify(execFile);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** `npm run staff -- ...` against the running server's data folder; answers its last line. */
export async function staffCli(baseURL: string, ...args: string[]): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    [path.join(repoRoot, 'packages/api/src/staffCli.ts'), ...args],
    {
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, SITE_URL: baseURL, DATABASE_URL: '' },
    },
  );
  return stdout.trim().split('\n').at(-1)!;
}

export const totp = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });

export async function expectNoAxeViolations(page: Page, screen: string) {
  // Left out: React Aria's live announcer, a hidden log whose last message (an image labelled by
  // an element of the screen before) it removes after a few seconds.
  const violations = await axeViolationsIn(page, ['[data-live-announcer]']);
  expect(
    violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
    screen,
  ).toEqual([]);
}

/** Opens an enrolment link in a new context, sets up the account, and answers its page and secret. */
export async function enrol(
  browser: Browser,
  link: string,
  password: string,
): Promise<{ page: Page; secret: string; enrolledAt: number }> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(link);
  const secret = (await page.locator('code').textContent())!.trim();
  await expectNoAxeViolations(page, 'enrolment');
  expect(new URL(page.url()).hash).toBe('');
  await page.getByLabel('Choose a password').fill(password);
  const enrolledAt = Date.now();
  await page
    .getByLabel('Code from your authenticator app')
    .fill(totp(secret).generate({ timestamp: enrolledAt }));
  await page.getByRole('button', { name: 'Finish setting up' }).click();
  await expect(page.getByRole('status')).toContainText('Your account is ready');
  await page.getByRole('link', { name: 'Open the inbox' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  return { page, secret, enrolledAt };
}

export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('option', { name: option }).click();
}
