// The staff console as the company uses it, in Chromium against `npm start`'s build and server:
// the first admin enrols from the CLI's link, invites a reviewer; two visitors apply for a paid
// programme, the second reusing the first's UPI reference; the reviewer finds them, opens a
// resume and sees the reuse flagged; the admin imports a bank statement; the reviewer verifies the
// payment it matches and accepts the application; the audit log has every step. Axe checks every
// screen.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PROMO_POPUP_STORAGE_KEY } from '@aarambh/machines';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type Page, expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

const run = promisify(execFile);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const utr = '412345678901';
/** A programme with a fee for every duration (the catalogue's third). */
const opportunityId = 3;

/** `npm run staff -- ...` against the running server's data folder; answers its last line. */
async function staffCli(baseURL: string, ...args: string[]): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    [path.join(repoRoot, 'packages/api/src/staffCli.ts'), ...args],
    {
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, SITE_URL: baseURL, DATABASE_URL: '' },
    },
  );
  return stdout.trim().split('\n').at(-1)!;
}

const totp = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });

async function expectNoAxeViolations(page: Page, screen: string) {
  // Left out: React Aria's live announcer, a hidden log whose last message (an image labelled by
  // an element of the screen before) it removes after a few seconds.
  const { violations } = await new AxeBuilder({ page }).exclude('[data-live-announcer]').analyze();
  expect(
    violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
    screen,
  ).toEqual([]);
}

/** Opens an enrolment link in a new context, sets up the account, and answers its page and secret. */
async function enrol(
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

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('option', { name: option }).click();
}

test('staff work a paid application from arrival to acceptance, every step audited', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const adminLink = await staffCli(baseURL!, 'add', 'lead@aarambhlabs.example', '--role', 'admin');
  const admin = await enrol(browser, adminLink, 'the lead admin passphrase');
  const errors: string[] = [];
  admin.page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));

  await admin.page.getByRole('link', { name: 'Staff and data requests' }).click();
  await admin.page.getByLabel('E-mail').fill('ravi@aarambhlabs.example');
  await admin.page.getByRole('button', { name: 'Invite' }).click();
  const reviewerLink = (await admin.page.locator('[role="status"] code').textContent())!;
  await expectNoAxeViolations(admin.page, 'staff');
  const reviewer = await enrol(browser, reviewerLink, 'the reviewer passphrase');

  // Asha applies on the site, as a visitor does, paying by UPI; Meera reuses her UPI reference.
  const visitor = await (await browser.newContext()).newPage();
  // A visitor who has seen this session's promo popup (a modal: it would hold the form), and who
  // answers the cookie banner when it comes up.
  await visitor.addInitScript((key) => window.sessionStorage.setItem(key, 'true'), PROMO_POPUP_STORAGE_KEY);
  await visitor.addLocatorHandler(visitor.getByRole('button', { name: 'Essential Only' }), (essential) =>
    essential.click(),
  );
  await visitor.goto(`/opportunity/${opportunityId}`);
  await visitor.waitForLoadState('networkidle');
  await visitor.getByRole('button', { name: 'Apply Now' }).first().click();
  const form = visitor.getByRole('form', { name: /^Application for / });
  for (const [label, value] of [
    ['First Name', 'Asha'],
    ['Last Name', 'Student'],
    ['Email Address', 'asha.student@example.com'],
    ['Phone Number', '+91 98765 43210'],
    ['University', 'University of Pune'],
    ['Major', 'Computer Science'],
  ] as const)
    await form.getByLabel(label).fill(value);
  for (const label of ['Graduation Year', 'Availability']) {
    await form.getByRole('button', { name: new RegExp(label) }).click();
    await visitor.getByRole('option').first().click();
  }
  await form.getByRole('button', { name: 'Pay by UPI' }).click();
  const payment = visitor.getByRole('dialog', { name: 'Pay by UPI' });
  await payment.getByLabel('Transaction ID').fill(utr);
  await payment.getByText('I have completed the payment').click();
  await payment.getByRole('button', { name: 'Confirm Payment' }).click();
  await form.getByText('I agree to the terms and conditions').click();
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(visitor.getByText('Application Submitted Successfully!')).toBeVisible();
  await visitor.context().close();

  const response = await request.post('/api/application', {
    multipart: {
      firstName: 'Meera',
      lastName: 'Student',
      email: 'meera.student@example.com',
      phone: '+919876543210',
      university: 'Delhi University',
      major: 'Computer Science',
      graduationYear: '2026',
      gpa: '3.6',
      availability: 'immediately',
      duration: '8-weeks',
      transactionId: utr,
      paymentDone: 'true',
      agreedToTerms: 'true',
      opportunityId: String(opportunityId),
      resume: { name: 'Meera.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
    },
  });
  expect(response.status()).toBe(201);
  // What Asha's fee came to, as the console shows it (the duration is the form's default).
  const inbox = await reviewer.page.request.post('/api/staff/inbox', {
    data: { q: 'asha' },
    headers: { Origin: baseURL!, 'Sec-Fetch-Site': 'same-origin' },
  });
  const fee = ((await inbox.json()) as { items: { paymentAmount: number }[] }).items[0]!.paymentAmount;

  await reviewer.page.reload();
  const rows = reviewer.page.getByRole('row');
  await expect(reviewer.page.getByRole('rowheader', { name: /Meera Student/ })).toBeVisible();
  await expect(rows.filter({ hasText: 'Transaction id reused' })).toHaveCount(2);
  await expectNoAxeViolations(reviewer.page, 'inbox');
  await reviewer.page.getByRole('rowheader', { name: /Meera Student/ }).click();
  await expect(reviewer.page.getByRole('heading', { level: 1, name: 'Meera Student' })).toBeVisible();
  await expect(reviewer.page.getByRole('note')).toContainText('This transaction id was also given by:');
  const [download] = await Promise.all([
    reviewer.page.waitForEvent('download'),
    reviewer.page.getByRole('link', { name: 'Download resume' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Meera.pdf');
  await expectNoAxeViolations(reviewer.page, 'submission');

  await admin.page.getByRole('link', { name: 'Payments' }).click();
  await admin.page.locator('input[type="file"]').setInputFiles({
    name: 'statement.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        'Txn Date,Description,Ref No./Cheque No.,Debit,Credit,Balance',
        `20 Nov 2026,UPI/CR/${utr}/ASHA STUDENT/SBIN/asha@okaxis/Fee,,,"${fee.toLocaleString('en-IN')}.00","1,02,500.00"`,
        '21 Nov 2026,NEFT/N326261234/SOMEONE ELSE,,,"9,999.00","1,12,499.00"',
      ].join('\n'),
    ),
  });
  await expect(admin.page.getByRole('heading', { name: 'Matching payments (1)' })).toBeVisible();
  await expect(admin.page.getByRole('grid', { name: 'Matching payments' })).toContainText('Asha Student');
  await expect(admin.page.getByRole('heading', { name: 'Rows that match no application (1)' })).toBeVisible();
  await expectNoAxeViolations(admin.page, 'payments');

  await reviewer.page.getByRole('link', { name: 'Back to the inbox' }).click();
  await reviewer.page.getByRole('rowheader', { name: /Asha Student/ }).click();
  await reviewer.page.getByRole('button', { name: 'Mark payment verified' }).click();
  await expect(reviewer.page.getByText('Payment verified', { exact: true }).first()).toBeVisible();
  await choose(reviewer.page, 'Move to', 'Accepted');
  await reviewer.page.getByRole('button', { name: 'Move', exact: true }).click();
  const history = reviewer.page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem').filter({ hasText: 'Moved to Accepted' })).toBeVisible();

  // Signing in again needs a code of a later time step than the one enrolment used.
  await admin.page.getByRole('button', { name: 'lead@aarambhlabs.example' }).click();
  await admin.page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expectNoAxeViolations(admin.page, 'sign-in');
  const code = totp(admin.secret);
  const step = (at: number) => Math.floor(at / 30_000);
  await expect
    .poll(() => step(Date.now()), { timeout: 35_000, intervals: [1000] })
    .toBeGreaterThan(step(admin.enrolledAt));
  await admin.page.getByLabel('E-mail').fill('lead@aarambhlabs.example');
  await admin.page.getByLabel('Password').fill('the lead admin passphrase');
  await admin.page.getByLabel('Code from your authenticator app').fill(code.generate());
  await admin.page.getByRole('button', { name: 'Sign in' }).click();
  await admin.page.getByRole('link', { name: 'Audit log' }).click();
  const log = admin.page.getByRole('grid', { name: 'Audit log' });
  for (const action of [
    'sign-in',
    'sign-out',
    'stage',
    'payment',
    'statement',
    'resume',
    'view',
    'enrolled',
    'staff-invite',
  ])
    await expect(log.getByRole('gridcell', { name: action, exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(admin.page, 'audit');
  expect(errors).toEqual([]);
});
