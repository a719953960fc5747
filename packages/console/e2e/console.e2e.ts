// The staff console as the company uses it, in Chromium against `npm start`'s build and server:
// the first admin enrols from the CLI's link, invites a reviewer; two visitors apply for a paid
// programme, the second (from a Hindi page) reusing the first's UPI reference; the reviewer finds
// them, sees the second's language, opens a resume and sees the reuse flagged; the admin imports a
// bank statement; the reviewer verifies the payment it matches and accepts the application; the
// audit log has every step; a privacy request
// for access and one for erasure, made and confirmed as visitors do, are answered from the queue.
// Axe checks every screen.
import { PROMO_POPUP_STORAGE_KEY } from '@aarambh/machines';
import {
  type AuditAction,
  applicantDate,
  auditActionLabels,
  privacyMessages,
  privacyRequestTypeLabels,
} from '@aarambh/machines/schemas';
import { expect, test } from '@playwright/test';
import { confirmPrivacyRequestCopy, fillIn, privacyRequestCopy } from '@aarambh/content';
import {
  linkIn,
  mailsTo,
  openProgramme,
  receivedMail,
  storedSubmissions,
} from '../../site/e2e/submissions.ts';
import { choose, enrol, expectNoAxeViolations, staffCli, totp } from './staff.ts';

// A UTR of this run's own: the inbox flags the applications that share one, and other files'
// applications (the fixtures', the Hindi application's) use the usual 412345678901.
const utr = String(Date.now()).slice(-12);
/** The payment reference Meera's UPI app sent with her payment (banks print it in the narration). */
const meeraReference = 'ALQ4ZR8WN0C1';
/** A programme still open (each has a fee for every duration). */
const opportunityId = openProgramme.id;

test('staff work a paid application from arrival to acceptance, every step audited', async ({
  browser,
  baseURL,
  request,
}) => {
  // A whole day of work, then the same at 390 px, on a machine busy with other tests.
  test.setTimeout(240_000);
  const adminLink = await staffCli(baseURL!, 'add', 'lead@aarambhlabs.example', '--role', 'admin');
  const admin = await enrol(browser, adminLink, 'lanterns over a quiet harbour');
  const errors: string[] = [];
  admin.page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));

  await admin.page.getByRole('link', { name: 'Staff and data requests' }).click();
  await admin.page.getByLabel('E-mail').fill('ravi@aarambhlabs.example');
  await admin.page.getByRole('button', { name: 'Invite' }).click();
  const reviewerLink = (await admin.page.locator('[role="status"] code').textContent())!;
  await expectNoAxeViolations(admin.page, 'staff');
  const reviewer = await enrol(browser, reviewerLink, 'seven paper boats downstream');

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
  await form.getByText('I am 18 or older').click();
  await form.getByText('I agree to the terms and conditions').click();
  await form.getByText('I consent to the use of my details to consider this application').click();
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(visitor.getByText('Application Submitted Successfully!')).toBeVisible();
  await visitor.context().close();

  const response = await request.post('/api/application', {
    multipart: {
      firstName: 'Meera',
      lastName: 'Student',
      email: 'meera.student@example.com',
      phone: '+919876543210',
      university: 'दिल्ली विश्वविद्यालय',
      major: 'Computer Science',
      graduationYear: '2026',
      gpa: '3.6',
      availability: 'immediately',
      duration: '8-weeks',
      transactionId: utr,
      paymentReference: meeraReference,
      paymentDone: 'true',
      agreedToTerms: 'true',
      consentApplication: 'true',
      age: 'adult',
      opportunityId: String(opportunityId),
      language: 'hi',
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
  await expect(reviewer.page.getByText(/ · sent in Hindi$/)).toBeVisible();
  await expect(reviewer.page.getByRole('note')).toContainText('This transaction id was also given by:');
  const [download] = await Promise.all([
    reviewer.page.waitForEvent('download'),
    reviewer.page.getByRole('link', { name: 'Download resume' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Meera.pdf');
  // The field names in words and the values formatted, the address and number as links.
  const sent = reviewer.page.getByRole('region', { name: 'What they sent' });
  await expect(sent.getByText('GPA', { exact: true })).toBeVisible();
  await expect(sent.getByText('8 weeks', { exact: true })).toBeVisible();
  await expect(sent.getByRole('link', { name: 'meera.student@example.com' })).toHaveAttribute(
    'href',
    'mailto:meera.student@example.com',
  );
  await expect(sent.getByRole('link', { name: '+919876543210' })).toHaveAttribute(
    'href',
    'tel:+919876543210',
  );
  // What she typed in Hindi is marked so among the console's English; her English is not.
  await expect(sent.locator('[lang="hi"]')).toHaveText(['दिल्ली विश्वविद्यालय']);
  await expect(sent).not.toContainText('8-weeks');
  await expect(sent).not.toContainText('true');
  // The PDF previewed in the page, fetched through the session (the policy lets only blob: frames in).
  await reviewer.page.getByRole('button', { name: 'Show resume here' }).click();
  await expect(reviewer.page.locator('iframe[title="Resume: Meera.pdf"]')).toHaveAttribute('src', /^blob:/);
  await expectNoAxeViolations(reviewer.page, 'submission');
  // A reply from a template, her name and reference filled in, edited, sent to her address only.
  // Her application was made in Hindi: the composer says to answer in it, and offers the Hindi
  // templates first (the English ones say they are).
  await expect(
    reviewer.page
      .getByRole('region', { name: 'Reply' })
      .getByText('Made in Hindi: answer in it.', { exact: false }),
  ).toBeVisible();
  await reviewer.page.getByRole('button', { name: /Start from a template$/ }).click();
  await expect(reviewer.page.getByRole('option')).toHaveText([
    'और जानकारी चाहिए',
    'शॉर्टलिस्ट के बाद अगले कदम',
    'More information needed (English)',
    'Next steps after the shortlist (English)',
  ]);
  // A Hindi name among the console's English is marked, for a screen reader to read it in Hindi.
  await expect(
    reviewer.page.getByRole('option', { name: 'और जानकारी चाहिए' }).locator('[lang="hi"]'),
  ).toHaveCount(1);
  await reviewer.page.getByRole('option', { name: 'और जानकारी चाहिए' }).click();
  const replyText = reviewer.page.getByLabel('Message', { exact: true });
  await expect(replyText).toHaveValue(/^प्रिय Meera Student,/);
  await replyText.fill(`${await replyText.inputValue()}\nकृपया अपनी मार्कशीट भेजें।`);
  await reviewer.page.getByRole('button', { name: 'Send reply' }).click();
  await expect(reviewer.page.getByText('Reply sent to meera.student@example.com')).toBeVisible();
  const replies = reviewer.page.getByRole('region', { name: 'Replies sent' });
  await expect(replies).toContainText('कृपया अपनी मार्कशीट भेजें।');
  await expect(replies).toContainText(/आपका आवेदन AL-[0-9A-Z]{4}-[0-9A-Z]{4}: हमारी टीम का एक सवाल/);
  // Her reply's words are marked Hindi among the console's English (read in Hindi, in its fonts).
  await expect(replies.locator('[lang="hi"]').filter({ hasText: 'कृपया अपनी मार्कशीट भेजें।' })).toHaveCount(1);
  await expect(replies.locator('[lang="hi"]').filter({ hasText: 'हमारी टीम का एक सवाल' })).toHaveCount(1);
  // Drawn in the kit's Devanagari face, not in boxes where the machine has no Devanagari font.
  await expect
    .poll(() =>
      reviewer.page.evaluate(() =>
        [...document.fonts].some(
          (face) => face.family.includes('Noto Sans Devanagari') && face.status === 'loaded',
        ),
      ),
    )
    .toBe(true);
  await expectNoAxeViolations(reviewer.page, 'submission with a reply');

  await admin.page.getByRole('link', { name: 'Payments' }).click();
  await admin.page.locator('input[type="file"]').setInputFiles({
    name: 'statement.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        'Txn Date,Description,Ref No./Cheque No.,Debit,Credit,Balance',
        `20 Nov 2026,UPI/CR/${utr}/ASHA STUDENT/SBIN/asha@okaxis/Fee,,,"${fee.toLocaleString('en-IN')}.00","1,02,500.00"`,
        '21 Nov 2026,NEFT/N326261234/SOMEONE ELSE,,,"9,999.00","1,12,499.00"',
        `22 Nov 2026,UPI/CR/${utr}/MEERA STUDENT/${meeraReference},,,"1.00","1,12,500.00"`,
      ].join('\n'),
    ),
  });
  await expect(admin.page.getByRole('heading', { name: 'Matching payments (1)' })).toBeVisible();
  const matching = admin.page.getByRole('grid', { name: 'Matching payments' });
  await expect(matching).toContainText('Asha Student');
  // The reference both gave is flagged where it would be verified.
  await expect(matching).toContainText('Transaction id also given by another application');
  await expect(admin.page.getByRole('heading', { name: 'Rows that match no application (1)' })).toBeVisible();
  await expect(admin.page.getByRole('heading', { name: 'Amount differs from the fee (1)' })).toBeVisible();
  await expectNoAxeViolations(admin.page, 'payments');
  // A rupee for Meera's fee: marked not verified from the statement, with the reason that says so.
  await admin.page.getByRole('button', { name: "Mark not verified: Meera Student's payment" }).click();
  await expect(admin.page.getByText('1 payment marked not verified')).toBeVisible();
  await expect(admin.page.getByRole('grid', { name: 'Amount differs from the fee' })).not.toContainText(
    'Meera Student',
  );

  await reviewer.page.getByRole('link', { name: 'Back to the inbox' }).click();
  await reviewer.page.getByRole('rowheader', { name: /Asha Student/ }).click();
  await reviewer.page.getByRole('button', { name: 'Mark payment verified' }).click();
  await expect(reviewer.page.getByText('Payment verified', { exact: true }).first()).toBeVisible();
  await choose(reviewer.page, 'Move to', 'Accepted');
  await reviewer.page.getByRole('button', { name: 'Move', exact: true }).click();
  const history = reviewer.page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem').filter({ hasText: 'Moved to Accepted' })).toBeVisible();

  // Her consent record: the application's box ticked, e-mail updates not; the withdraw link in her
  // confirmation withdraws it in one step, and the record shows when.
  const consents = reviewer.page.getByRole('region', { name: 'Consent record' });
  await expect(consents).toContainText(/Your application\s*Given on the form on/);
  await expect(consents).toContainText(/E-mail updates\s*Not given on the form on/);
  await expect(consents).toContainText(/\(notice [0-9a-f]{12}, in English\)/);
  const [confirmation] = await mailsTo('asha.student@example.com');
  // One consented purpose, one withdraw link (in the mail's text and HTML parts alike).
  const withdrawLinks = confirmation!
    .replace(/=\r\n/g, '')
    .match(/\/api\/privacy\/withdraw\?token=[\w.~-]+/g);
  expect(new Set(withdrawLinks).size).toBe(1);
  const withdrawing = await (await browser.newContext()).newPage();
  await withdrawing.goto(linkIn(confirmation!, '/api/privacy/withdraw'));
  await expect(withdrawing).toHaveURL(/\/privacy\/withdraw\?token=/);
  await withdrawing.getByRole('button', { name: 'Withdraw my consent' }).click();
  await expect(withdrawing.getByRole('heading', { name: 'Your consent is withdrawn' })).toBeVisible();
  await reviewer.page.reload();
  await expect(consents).toContainText(
    /Your application\s*Given on the form on .*Withdrawn through the link in an e-mail or on the status page on/,
  );
  await expectNoAxeViolations(reviewer.page, 'submission with its consent record');

  // Signing in again needs a code of a later time step than the one enrolment used (a code works
  // once). The server takes a code one step either side of its clock (a phone's drifts), so the
  // next step's code is taken at once, rather than waiting up to 30 s for that step to come.
  await admin.page.getByRole('button', { name: 'lead@aarambhlabs.example' }).click();
  await admin.page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expectNoAxeViolations(admin.page, 'sign-in');
  await admin.page.getByLabel('E-mail').fill('lead@aarambhlabs.example');
  await admin.page.getByLabel('Password').fill('lanterns over a quiet harbour');
  await admin.page
    .getByLabel('Code from your authenticator app')
    .fill(totp(admin.secret).generate({ timestamp: Math.max(Date.now(), admin.enrolledAt + 30_000) }));
  await admin.page.getByRole('button', { name: 'Sign in' }).click();
  await admin.page.getByRole('link', { name: 'Audit log' }).click();
  const log = admin.page.getByRole('grid', { name: 'Audit log' });
  const audited: AuditAction[] = [
    'sign-in',
    'sign-out',
    'stage',
    'payment',
    'statement',
    'resume',
    'view',
    'enrolled',
    'staff-invite',
    'reply',
  ];
  for (const action of audited) {
    const words = auditActionLabels[action];
    await expect(log.getByRole('gridcell', { name: words, exact: true }).first()).toBeVisible();
  }
  await expectNoAxeViolations(admin.page, 'audit');
  await admin.page.getByRole('link', { name: 'Reply templates' }).click();
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Reply templates' })).toBeVisible();
  await expect(admin.page.getByRole('region', { name: 'More information needed' })).toBeVisible();
  const hindiTemplate = admin.page.getByRole('region', { name: 'और जानकारी चाहिए' });
  await expect(hindiTemplate.getByRole('button', { name: /Written in$/ })).toContainText('Hindi');
  await expectNoAxeViolations(admin.page, 'reply templates');
  await admin.page.getByRole('link', { name: 'Audit log' }).click();
  // Filtered by person and action: the reviewer's acceptance, its submission a link.
  await choose(admin.page, 'Person', 'ravi@aarambhlabs.example');
  await choose(admin.page, 'Action', auditActionLabels.stage);
  await expect(log.getByRole('gridcell', { name: 'lead@aarambhlabs.example' })).toHaveCount(0);
  await expect(log.getByRole('gridcell', { name: auditActionLabels['sign-in'], exact: true })).toHaveCount(0);
  await expect(
    log.getByRole('gridcell', { name: auditActionLabels.stage, exact: true }).first(),
  ).toBeVisible();
  await expectNoAxeViolations(admin.page, 'audit, filtered');
  // On a phone the lines are cards, what was done first, the filters behind a button.
  await admin.page.setViewportSize({ width: 390, height: 844 });
  await expect(admin.page.getByRole('search', { name: 'Filter the audit log' })).toBeHidden();
  await expect(admin.page.getByRole('button', { name: 'Filters (2)' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  const lineCards = admin.page.getByRole('list', { name: 'Audit log' }).getByRole('listitem');
  await expect(lineCards.first()).toContainText(auditActionLabels.stage);
  await expect(lineCards.first().getByRole('link', { name: /^Submission / })).toBeInViewport();
  await expectNoAxeViolations(admin.page, 'audit at 390 px');
  await admin.page.setViewportSize({ width: 1280, height: 720 });
  await log
    .getByRole('link', { name: /^Submission / })
    .first()
    .click();
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Asha Student' })).toBeVisible();

  // On a phone (390 px): the inbox's first screen shows submissions as cards, its filters behind
  // a button; a submission's actions come before its fields; all of it by keyboard, axe-clean.
  const phone = reviewer.page;
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.getByRole('button', { name: 'Menu' }).click();
  await phone.getByRole('menuitem', { name: 'Inbox' }).click();
  const cards = phone.getByRole('list', { name: 'Submissions' }).getByRole('listitem');
  await expect(cards.first()).toBeInViewport();
  await expect(cards.filter({ hasText: 'Transaction id reused' })).toHaveCount(2);
  await expect(phone.getByRole('search', { name: 'Filter the inbox' })).toBeHidden();
  await expectNoAxeViolations(phone, 'inbox at 390 px');
  await phone.getByRole('button', { name: 'Filters' }).focus();
  await phone.keyboard.press('Enter');
  await expect(phone.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'true');
  await expect(phone.getByRole('search', { name: 'Filter the inbox' })).toBeVisible();
  await phone.getByRole('checkbox', { name: 'Unread only' }).focus();
  await phone.keyboard.press('Space');
  await expect(phone.getByRole('button', { name: 'Clear filters' }).first()).toBeVisible();
  await phone.getByRole('button', { name: 'Clear filters' }).first().focus();
  await phone.keyboard.press('Enter');
  await expect(phone.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
  await cards.getByRole('link', { name: /Meera Student/ }).focus();
  await phone.keyboard.press('Enter');
  await expect(phone.getByRole('heading', { level: 1, name: 'Meera Student' })).toBeVisible();
  // The stage and notes come before what was sent, once the page's parts have loaded: measured
  // until then, as a busy machine lays the page out in more than one step (a single measure found
  // them overlapping by 3 to 58 px in two full runs, never when the test ran alone).
  await expect
    .poll(async () => {
      const actions = (await phone.getByRole('region', { name: 'Stage and notes' }).boundingBox())!;
      const fields = (await phone.getByRole('region', { name: 'What they sent' }).boundingBox())!;
      return fields.y - (actions.y + actions.height);
    })
    .toBeGreaterThanOrEqual(0);
  await expectNoAxeViolations(phone, 'submission at 390 px');

  // Destructive actions confirm first, in an alert dialog, and are left by keyboard unharmed.
  await admin.page.setViewportSize({ width: 390, height: 844 });
  await admin.page.getByRole('button', { name: 'Menu' }).click();
  await admin.page.getByRole('menuitem', { name: 'Staff and data requests' }).click();
  await expectNoAxeViolations(admin.page, 'staff at 390 px');
  await admin.page
    .getByRole('row', { name: /ravi@aarambhlabs.example/ })
    .getByRole('button', { name: 'Disable' })
    .click();
  const confirm = admin.page.getByRole('alertdialog', { name: 'Disable ravi@aarambhlabs.example?' });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(admin.page, 'disable confirmation');
  await admin.page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(admin.page.getByRole('row', { name: /ravi@aarambhlabs.example/ })).toContainText('Active');

  // Asha asks for her data on /privacy/request and confirms from the mail: the request is in the
  // admins' queue, due 30 days on, and its summary lists her application, the processors and when
  // each record goes. Meera asks for erasure: a dry run lists her rows and resume, then they go.
  await admin.page.setViewportSize({ width: 1280, height: 720 });
  const asker = await (await browser.newContext()).newPage();
  await asker.addInitScript((key) => window.sessionStorage.setItem(key, 'true'), PROMO_POPUP_STORAGE_KEY);
  await asker.addLocatorHandler(asker.getByRole('button', { name: 'Essential Only' }), (essential) =>
    essential.click(),
  );
  await asker.goto('/privacy/request');
  const requestForm = asker.getByRole('form', { name: privacyRequestCopy.heading });
  await requestForm.getByText(privacyRequestTypeLabels.access.label).click();
  await requestForm.getByLabel(privacyRequestCopy.email).fill('asha.student@example.com');
  await requestForm.getByRole('button', { name: privacyRequestCopy.button }).click();
  await expect(asker.getByText(privacyMessages.sent)).toBeVisible();
  await expectNoAxeViolations(asker, 'privacy request');
  await asker.goto(await privacyLinkTo('asha.student@example.com'));
  expect(new URL(asker.url()).pathname).toBe('/privacy/request/confirm');
  await asker.getByRole('button', { name: confirmPrivacyRequestCopy.button }).click();
  const due = applicantDate(new Date(Date.now() + 30 * 86_400_000).toISOString());
  await expect(asker.getByRole('status')).toContainText(fillIn(confirmPrivacyRequestCopy.due, { date: due }));
  await expectNoAxeViolations(asker, 'privacy request confirmed');

  const erasure = await request.post('/api/privacy/request', {
    data: { type: 'erasure', email: 'meera.student@example.com' },
    headers: { Origin: baseURL!, 'Sec-Fetch-Site': 'same-origin' },
  });
  expect(erasure.status()).toBe(200);
  const erasureLink = new URL(await privacyLinkTo('meera.student@example.com'));
  expect(
    (
      await request.post(`${erasureLink.pathname}${erasureLink.search}`, {
        headers: { Origin: baseURL!, 'Sec-Fetch-Site': 'same-origin' },
      })
    ).status(),
  ).toBe(200);

  await admin.page.getByRole('link', { name: 'Privacy requests' }).click();
  const queue = admin.page.getByRole('grid', { name: 'Privacy requests' });
  const accessRow = queue.getByRole('row', { name: /A copy of my data/ });
  await expect(accessRow).toContainText('asha.student@example.com');
  await expect(accessRow).toContainText(due);
  await accessRow.getByRole('button', { name: 'Access summary' }).click();
  const summary = admin.page.getByRole('region', { name: 'Access summary' });
  await expect(summary.getByRole('heading', { name: /application, sent/ })).toBeVisible();
  await expect(summary).toContainText('Erased by:');
  await expect(summary).toContainText('e-mail delivery provider');
  await expect(summary).toContainText('hosting provider');
  await expectNoAxeViolations(admin.page, 'privacy requests, access summary');

  const erasureRow = queue.getByRole('row', { name: /Erase my data/ });
  await erasureRow.getByRole('button', { name: 'List what erasure deletes' }).click();
  const listing = admin.page.getByRole('region', { name: 'What an erasure deletes' });
  await expect(listing).toContainText('Meera.pdf');
  expect(storedSubmissions('application').map((row) => row.email)).toContain('meera.student@example.com');
  await listing.getByRole('button', { name: 'Erase now' }).click();
  await expect(admin.page.getByRole('region', { name: 'Erased' })).toContainText('Meera.pdf');
  expect(storedSubmissions('application').map((row) => row.email)).not.toContain('meera.student@example.com');
  await expect(erasureRow).toContainText('Closed');
  await expectNoAxeViolations(admin.page, 'privacy requests, erased');
  await admin.page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(admin.page, 'privacy requests at 390 px');
  expect(errors).toEqual([]);
});

/** The privacy request confirmation link mailed to `address`, once it has arrived. */
async function privacyLinkTo(address: string): Promise<string> {
  await expect
    .poll(
      () =>
        receivedMail().filter(
          (raw) =>
            raw.startsWith(`X-Envelope-To: ${address}\r\n`) &&
            raw.replace(/=\r\n/g, '').includes('/api/privacy/confirm'),
        ).length,
    )
    .toBe(1);
  const raw = receivedMail().find(
    (raw) =>
      raw.startsWith(`X-Envelope-To: ${address}\r\n`) &&
      raw.replace(/=\r\n/g, '').includes('/api/privacy/confirm'),
  )!;
  return linkIn(raw, '/api/privacy/confirm');
}
