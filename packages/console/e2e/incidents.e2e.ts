// A personal data breach handled from the console's Incidents screen (admins only), against
// `npm start`'s build and server: an admin opens an incident choosing two submissions by their
// references, with the keyboard; the screen shows the CERT-In (6 h) and Board (72 h) deadlines
// from the detection time and the affected people; the admin confirms the pre-filled notice; one
// notice per person reaches the test mail sink, with their withdraw link. Axe checks each state.
import { indianWallClock } from '@aarambh/machines/schemas';
import { expect, test } from '@playwright/test';
import { linkIn, mailsTo, receivedMail } from '../../site/e2e/submissions.ts';
import { when } from '../src/labels.ts';
import { enrol, expectNoAxeViolations, staffCli } from './staff.ts';

const people = ['ira.breach@example.com', 'dev.breach@example.com'];

test('an admin opens an incident from chosen records, sees both clocks and the people, and the confirmed notice reaches each of them', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  // Two messages whose copies leaked, and one that did not.
  const references: string[] = [];
  for (const email of [...people, 'kept.safe@example.com']) {
    const sent = await request.post('/api/contact-us', {
      data: {
        firstName: 'Ira',
        lastName: 'Breach',
        email,
        subject: 'A question about internships',
        message: 'When does the next internship batch start?',
        inquiryType: 'internship',
      },
    });
    expect(sent.status()).toBe(201);
    references.push(((await sent.json()) as { reference: string }).reference);
  }
  for (const email of people) await mailsTo(email);

  const adminLink = await staffCli(baseURL!, 'add', 'incident.lead@aarambhlabs.example', '--role', 'admin');
  const { page } = await enrol(browser, adminLink, 'a lighthouse keeper counts the gulls');
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));

  await page.getByRole('link', { name: 'Incidents' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Incidents' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Incidents' })).toContainText('No incidents.');
  await expectNoAxeViolations(page, 'incidents');

  // Opened with the keyboard alone: the button, the fields, the radio, the submit.
  await page.getByRole('button', { name: 'Open an incident' }).focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('region', { name: 'Open an incident' });
  await expect(form).toBeVisible();
  await expectNoAxeViolations(page, 'open an incident');
  const detected = new Date(Date.now() - 40 * 60_000);
  const wallClock = indianWallClock(detected).slice(0, 16);
  await form.getByLabel('What happened').focus();
  await page.keyboard.type('A copy of the contact inbox was readable at a public link for a day.');
  await form.getByLabel('Detected at (IST)').fill(wallClock);
  await form.getByRole('radio', { name: 'By kind of submission and a range of days' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(form.getByRole('radio', { name: 'Chosen submissions, by reference' })).toBeChecked();
  await form.getByLabel('References').focus();
  await page.keyboard.type(`${references[0]}\n${references[1]}`);
  await form.getByRole('button', { name: 'Open the incident' }).focus();
  await page.keyboard.press('Enter');

  // Both clocks from the detection (to the minute typed), in IST, with the time left.
  const detectedAt = Date.parse(`${wallClock}:00+05:30`);
  const certIn = page.getByRole('region', { name: 'CERT-In report' });
  const board = page.getByRole('region', { name: 'Data Protection Board report' });
  await expect(certIn).toContainText(`Due ${when(new Date(detectedAt + 6 * 3_600_000).toISOString())} IST`);
  await expect(certIn).toContainText(/5 h \d+ min left/);
  await expect(board).toContainText(`Due ${when(new Date(detectedAt + 72 * 3_600_000).toISOString())} IST`);
  await expect(board).toContainText(/71 h \d+ min left/);
  const affected = page.getByRole('region', { name: 'Affected people: 2' });
  await expect(affected.getByRole('listitem')).toHaveCount(2);
  for (const email of people) await expect(affected).toContainText(email);
  await expect(affected).not.toContainText('kept.safe@example.com');
  await expect(page.getByRole('list', { name: 'Incidents' })).toContainText('2 people');
  await expectNoAxeViolations(page, 'incident opened');

  // The notice is pre-filled with Rule 7's items; the admin reviews, then confirms.
  const notice = page.getByRole('region', { name: 'Notice to each affected person' });
  expect(await notice.getByLabel('Subject').inputValue()).not.toBe('');
  expect(await notice.getByLabel('Notice').inputValue()).toContain(
    'A copy of the contact inbox was readable at a public link for a day.',
  );
  await notice.getByRole('button', { name: 'Review and send' }).focus();
  await page.keyboard.press('Enter');
  await expect(notice.getByText('Send this notice to 2 people?')).toBeVisible();
  await expectNoAxeViolations(page, 'incident notice confirmation');
  await notice.getByRole('button', { name: 'Confirm and send' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Notice sent' })).toContainText('2 e-mails');
  await expect(page.getByText('People notified').first()).toBeVisible();
  await expectNoAxeViolations(page, 'incident notified');

  // One notice each, through the outbox to the mail sink, answered to the grievance contact.
  for (const email of people) {
    const mails = (await mailsTo(email, 2)).map((raw) => raw.replace(/=\r\n/g, ''));
    const breach = mails.find((raw) => raw.includes('readable at a public link'));
    expect(breach).toBeDefined();
    expect(breach).toMatch(/^Reply-To: .*grievance/im);
    // A contact message was sent without a consent to withdraw: its notice carries no withdraw link.
    expect(() => linkIn(breach!, '/api/privacy/withdraw')).toThrow();
  }
  expect(
    receivedMail().filter((raw) => raw.startsWith('X-Envelope-To: kept.safe@example.com\r\n')),
  ).toHaveLength(1);
  expect(errors).toEqual([]);
});
