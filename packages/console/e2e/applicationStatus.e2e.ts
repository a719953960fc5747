// An applicant follows their application from the status link in its confirmation e-mail, against
// `npm start`'s build and server: received with the fee waiting (the page whole without its
// script); staff verify the payment and shortlist it in the console; one status e-mail arrives;
// the page says shortlisted and verified and offers the receipt, which prints on one page without
// the site's chrome; staff offer interview times, the applicant books one (gone for a second
// applicant offered it), both sides get a calendar invitation in IST, and a reschedule request
// reaches the console; withdrawing shows there too. Then proof: a certificate issued from the
// console, its PDF and QR code, /verify and the signed credential, a reissue and a revocation; an
// offer letter accepted once, refused after it changed (its expiry is the API's test, with a clock).
import { PROMO_POPUP_STORAGE_KEY } from '@aarambh/machines';
import { expect, test } from '@playwright/test';
import { feePaymentMessages, formatDocumentId, indianWallClock } from '@aarambh/machines/schemas';
import { refusalMessages } from '@aarambh/machines/pipeline';
import ICAL from 'ical.js';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { documents } from '../../api/harness/fixtures.ts';
import { readPdf } from '../../api/harness/pdfPages.ts';
import { checkCredential } from '../../api/src/proof/verify.ts';
import {
  calendarIn,
  linkIn,
  mailsTo,
  openOpening,
  openProgramme,
  receivedMail,
} from '../../site/e2e/submissions.ts';
import { choose, enrol, expectNoAxeViolations, staffCli } from './staff.ts';

const applicant = 'priya.status@example.com';

/**
 * The pages of a PDF that Chromium printed: its page objects (`/Type /Page`, not the page tree's
 * `/Type /Pages`). Chromium writes them uncompressed, outside object streams.
 */
function pdfPages(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![A-Za-z])/g)?.length ?? 0;
}
const utr = '498765432101';

/**
 * A programme application as the site's form sends it, from `who`: its fee paid with the UPI
 * transaction id given, or (under 18) asked for once the guardian named has confirmed.
 */
function programmeApplication(
  who: { firstName: string; lastName: string; email: string; phone: string },
  fee: { transactionId: string } | { guardianName: string; guardianEmail: string },
) {
  return {
    ...who,
    university: 'Delhi University',
    major: 'Computer Science',
    graduationYear: '2026',
    availability: 'immediately',
    duration: '8-weeks',
    agreedToTerms: 'true',
    consentApplication: 'true',
    opportunityId: String(openProgramme.id),
    ...('transactionId' in fee
      ? { transactionId: fee.transactionId, paymentDone: 'true', age: 'adult' }
      : { transactionId: '', paymentDone: 'false', age: 'minor', guardianDeclaration: 'true', ...fee }),
  };
}

test('an applicant sees each step staff take, gets one e-mail for them, prints the numbered receipt on one page and withdraws', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const applied = await request.post('/api/application', {
    multipart: programmeApplication(
      { firstName: 'Priya', lastName: 'Status', email: applicant, phone: '+919876543210' },
      { transactionId: utr },
    ),
  });
  expect(applied.status()).toBe(201);
  const [confirmation] = await mailsTo(applicant);
  const statusLink = linkIn(confirmation!, '/application-status');

  // Without its script the page is whole: the server rendered it from the link.
  const noScript = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  const answer = await noScript.goto(statusLink);
  expect(answer?.headers()['cache-control']).toBe('no-store');
  await expect(noScript.getByRole('heading', { level: 1, name: 'Your Application' })).toBeVisible();
  await expect(noScript.getByText('Received', { exact: true }).first()).toBeVisible();
  await expect(noScript.getByText('Waiting for verification', { exact: true })).toBeVisible();
  await expect(noScript.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await noScript.context().close();

  const staffLink = await staffCli(baseURL!, 'add', 'verifier@aarambhlabs.example', '--role', 'reviewer');
  const staff = (await enrol(browser, staffLink, 'a kettle of green tea at noon')).page;
  await staff.getByRole('rowheader', { name: /Priya Status/ }).click();
  await staff.getByRole('button', { name: 'Mark payment verified' }).click();
  await expect(staff.getByText('Payment verified', { exact: true }).first()).toBeVisible();
  const payment = staff.getByRole('region', { name: 'Payment' });
  await expect(payment.getByText(/^AL\/\d{4}-\d{2}\/000001$/)).toBeVisible();
  await choose(staff, 'Move to', 'Shortlisted');
  await staff.getByRole('button', { name: 'Move', exact: true }).click();
  const history = staff.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem').filter({ hasText: 'Moved to Shortlisted' })).toBeVisible();

  // Both changes, one e-mail, in fixed words, with the link.
  const mails = (await mailsTo(applicant, 2)).map((raw) => raw.replace(/=\r\n/g, ''));
  const statusMail = mails.find((raw) => raw !== confirmation!.replace(/=\r\n/g, ''))!;
  expect(statusMail).toContain('Your application: Shortlisted');
  expect(statusMail).toContain('was verified on');
  expect(statusMail).not.toContain(utr);
  expect(linkIn(statusMail, '/application-status')).toMatch(/\/application-status\?token=/);

  const page = await (await browser.newContext()).newPage();
  // An applicant who has seen this session's promo popup, and answers the cookie banner.
  await page.addInitScript((key) => window.sessionStorage.setItem(key, 'true'), PROMO_POPUP_STORAGE_KEY);
  await page.addLocatorHandler(page.getByRole('button', { name: 'Essential Only' }), (essential) =>
    essential.click(),
  );
  await page.goto(statusLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Application' })).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toHaveText('3. Shortlisted');
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'status page');
  // Printed, the status page is its content: no header or footer, no form to withdraw with.
  await page.emulateMedia({ media: 'print' });
  for (const part of [
    page.getByRole('banner'),
    page.getByRole('contentinfo'),
    page.getByRole('button', { name: 'Withdraw Application' }),
  ])
    await expect(part).toBeHidden();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await page.emulateMedia({ media: null });

  // Staff offer three interview times in IST from the console.
  const inIndia = (days: number, at: string) =>
    `${indianWallClock(new Date(Date.now() + days * 86_400_000)).slice(0, 10)}T${at}`;
  const times = [inIndia(3, '11:00'), inIndia(3, '15:30'), inIndia(4, '10:00')];
  const planner = staff.getByRole('region', { name: 'Interview' });
  await planner.getByRole('button', { name: 'Add a time' }).click();
  for (const [index, time] of times.entries()) {
    await planner.getByLabel('Date and time (IST)').nth(index).fill(time);
    await planner.getByLabel('Video call link').nth(index).fill('https://meet.example.org/aarambh-interview');
  }
  await planner.getByRole('button', { name: 'Offer 3 times' }).click();
  await expect(staff.getByText(`Interview times offered to ${applicant}`)).toBeVisible();
  await expect(planner.getByRole('listitem')).toHaveCount(3);
  await expectNoAxeViolations(staff, 'submission with interview times');

  // A second shortlisted applicant is offered the same three times.
  const second = 'rahul.status@example.com';
  const staffCall = (path: string, data?: unknown) =>
    data === undefined
      ? staff.request.get(path)
      : staff.request.post(path, { data, headers: { Origin: baseURL!, 'Sec-Fetch-Site': 'same-origin' } });
  expect(
    (
      await request.post('/api/application', {
        multipart: programmeApplication(
          { firstName: 'Rahul', lastName: 'Status', email: second, phone: '+919812345678' },
          { transactionId: '498765432199' },
        ),
      })
    ).status(),
  ).toBe(201);
  const found = (await (await staffCall('/api/staff/inbox', { q: 'rahul' })).json()) as {
    items: { id: string }[];
  };
  const secondId = found.items[0]!.id;
  for (const stage of ['in_review', 'shortlisted'])
    expect(
      (await staffCall('/api/staff/changes', { ids: [secondId], change: { type: 'stage', stage } })).status(),
    ).toBe(200);
  const board = (await (await staffCall('/api/staff/interviews')).json()) as {
    open: { slot: { id: string } }[];
  };
  const slotIds = board.open.map(({ slot }) => slot.id);
  expect(slotIds).toHaveLength(3);
  expect(
    (
      await staffCall('/api/staff/interviews', { submissionId: secondId, slots: [], existing: slotIds })
    ).status(),
  ).toBe(200);

  // Priya books the first time from the link in the e-mail that offered them.
  const invitation = (await mailsTo(applicant, 3)).find((raw) =>
    raw.includes('Pick a time for your interview'),
  )!;
  await page.goto(linkIn(invitation, '/application-status'));
  const interview = page.getByRole('region', { name: 'Your interview' });
  await expect(interview.getByRole('button', { name: /^Book this time: / })).toHaveCount(3);
  await expectNoAxeViolations(page, 'status page with interview times');
  await interview
    .getByRole('button', { name: /^Book this time: / })
    .first()
    .click();
  await expect(interview.getByRole('status')).toContainText(
    'Your interview is booked. We have e-mailed you a calendar invitation.',
  );
  await expect(
    interview.getByRole('link', { name: 'https://meet.example.org/aarambh-interview' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'status page with the interview booked');

  // Gone for Rahul: his booking of it is refused, and his page offers the two left.
  const secondLink = linkIn(
    (await mailsTo(second, 2)).find((raw) => raw.includes('Pick a time for your interview'))!,
    '/application-status',
  );
  const taken = await request.post('/api/application-status/interview', {
    form: { token: new URL(secondLink).searchParams.get('token')!, slot: slotIds[0]! },
    maxRedirects: 0,
  });
  expect(taken.headers()['location']).toMatch(/&interview=taken$/);
  const secondPage = await (await browser.newContext()).newPage();
  await secondPage.goto(secondLink);
  await expect(secondPage.getByRole('button', { name: /^Book this time: / })).toHaveCount(2);
  await secondPage.context().close();

  // Both sides' invitations parse, in Asia/Kolkata, at the time booked.
  const booked = (await mailsTo(applicant, 4)).find((raw) => raw.includes('Your interview is booked'))!;
  const [staffCopy] = await mailsTo('verifier@aarambhlabs.example');
  for (const raw of [booked, staffCopy!]) {
    const calendar = new ICAL.Component(ICAL.parse(calendarIn(raw)));
    const zone = calendar.getFirstSubcomponent('vtimezone')!;
    ICAL.TimezoneService.register(zone);
    const event = calendar.getFirstSubcomponent('vevent')!;
    expect(event.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Asia/Kolkata');
    expect(new ICAL.Event(event).startDate.toJSDate().toISOString()).toBe(
      new Date(`${times[0]}:00+05:30`).toISOString(),
    );
  }

  // Priya asks for another time; the request and her words reach the console's list.
  await interview.getByLabel('Anything we should know (optional)').fill('I have an exam that morning.');
  await interview.getByRole('button', { name: 'Ask for Another Time' }).click();
  await expect(interview.getByRole('status')).toContainText(
    'We have your request. We will e-mail you new times to pick from.',
  );
  await staff.getByRole('link', { name: 'Interviews' }).click();
  const requests = staff.getByRole('region', { name: 'Asked for another time' });
  await expect(requests.getByText('I have an exam that morning.')).toBeVisible();
  await expect(
    staff.getByRole('region', { name: 'Upcoming' }).getByRole('link', { name: 'Priya Status' }),
  ).toBeVisible();
  await expectNoAxeViolations(staff, 'interviews');
  await staff.getByRole('region', { name: 'Upcoming' }).getByRole('link', { name: 'Priya Status' }).click();

  await page.getByRole('link', { name: 'View and print your receipt' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Receipt' })).toBeVisible();
  await expect(page.getByText(utr)).toBeVisible();
  await expect(page.getByText('Priya Status')).toBeVisible();
  // The first payment verified this financial year.
  await expect(page.getByText(/^Receipt No\. AL\/\d{4}-\d{2}\/000001$/)).toBeVisible();
  await expectNoAxeViolations(page, 'receipt');

  // Printed (Chromium's PDF print), the receipt is its card alone, on one A4 page: the header, the
  // help bar, the cookie banner and the footer leave themselves out. Opened by a visitor who has
  // not answered the cookie banner, so that it is there to leave out.
  const printing = await (await browser.newContext()).newPage();
  await printing.addInitScript((key) => window.sessionStorage.setItem(key, 'true'), PROMO_POPUP_STORAGE_KEY);
  await printing.goto(page.url());
  const chrome = [
    printing.getByRole('banner'),
    printing.getByRole('complementary', { name: 'Help' }),
    printing.getByRole('region', { name: 'We Value Your Privacy' }),
    printing.getByRole('contentinfo'),
  ];
  for (const part of chrome) await expect(part).toBeVisible();
  await printing.emulateMedia({ media: 'print' });
  for (const part of [...chrome, printing.getByRole('button', { name: 'Print Receipt' })])
    await expect(part).toBeHidden();
  await expect(printing.getByRole('article')).toContainText('Receipt No. AL/');
  // With the margins Chromium's print dialog sets by default (about 1 cm).
  const margin = '10mm';
  const pdf = await printing.pdf({
    format: 'A4',
    margin: { top: margin, right: margin, bottom: margin, left: margin },
  });
  expect(pdfPages(pdf)).toBe(1);
  await printing.context().close();

  await page.getByRole('link', { name: 'Back to your application status' }).click();
  await page.getByText('Yes, I want to withdraw this application').click();
  await page.getByRole('button', { name: 'Withdraw Application' }).click();
  await expect(
    page.getByText('You withdrew this application. Nothing more will happen with it.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw Application' })).toHaveCount(0);

  await staff.reload();
  await expect(history.getByRole('listitem').filter({ hasText: 'the applicant' })).toBeVisible();
  await expect(staff.getByText('Withdrawn').first()).toBeVisible();
});

test('under 18, the fee is due once the guardian confirms: staff cannot check it, the applicant pays it from the mailed link before any script runs, then staff verify it', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const young = 'anika.due@example.com';
  const guardian = 'kavita.due@example.com';
  const held = await request.post('/api/application', {
    multipart: programmeApplication(
      { firstName: 'Anika', lastName: 'Due', email: young, phone: '+919876500001' },
      { guardianName: 'Kavita Due', guardianEmail: guardian },
    ),
  });
  expect(held.status()).toBe(202);
  const [guardianMail] = await mailsTo(guardian);
  const confirmLink = new URL(linkIn(guardianMail!, '/api/guardian/confirm'));
  const confirmed = await request.post(confirmLink.pathname + confirmLink.search, {
    headers: { Origin: baseURL!, 'Sec-Fetch-Site': 'same-origin' },
  });
  expect(confirmed.status()).toBe(200);
  const statusLink = linkIn((await mailsTo(young))[0]!, '/application-status');

  const staffLink = await staffCli(baseURL!, 'add', 'fees@aarambhlabs.example', '--role', 'reviewer');
  const staff = (await enrol(browser, staffLink, 'a pot of masala chai at four')).page;
  await staff.getByRole('rowheader', { name: /Anika Due/ }).click();
  const payment = staff.getByRole('region', { name: 'Payment' });
  await expect(payment.getByText(refusalMessages.notPaidYet)).toBeVisible();
  await expect(payment.getByRole('button', { name: 'Mark payment verified' })).toHaveCount(0);
  await expectNoAxeViolations(staff, 'submission with a fee due');

  // The form is plain HTML: it pays with scripts off.
  const noScript = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await noScript.goto(statusLink);
  await expect(noScript.getByText('Fee due', { exact: true })).toBeVisible();
  const pay = noScript.getByRole('form', { name: 'Pay by UPI' });
  await pay.getByRole('textbox', { name: /Transaction ID/ }).fill('498765432166');
  await pay.getByText('I have completed the payment').click();
  await pay.getByRole('button', { name: 'Send Payment Details' }).click();
  await expect(noScript.getByText(feePaymentMessages.en.sent)).toBeVisible();
  await expect(noScript.getByText('Waiting for verification', { exact: true })).toBeVisible();
  await noScript.context().close();

  await staff.reload();
  await expect(payment.getByText('498765432166')).toBeVisible();
  const history = staff.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem').filter({ hasText: 'the applicant' })).toBeVisible();
  await payment.getByRole('button', { name: 'Mark payment verified' }).click();
  await expect(staff.getByText('Payment verified', { exact: true }).first()).toBeVisible();
});

/** The day in India `days` from now, `YYYY-MM-DD`. */
const dayInIndia = (days: number) => indianWallClock(new Date(Date.now() + days * 86_400_000)).slice(0, 10);

/** The newest mail to `address` that says `words`, once it has arrived. */
async function mailSaying(address: string, words: string): Promise<string> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const found = receivedMail()
      .filter((raw) => raw.startsWith(`X-Envelope-To: ${address}\r\n`))
      .map((raw) => raw.replace(/=\r\n/g, ''))
      .filter((raw) => raw.includes(words));
    if (found.length > 0) return found.at(-1)!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${address} says "${words}"`);
}

test('an admin marks a programme completed and issues its certificate; anyone checks it on /verify and offline; a reissue and a revocation show; an offer letter is accepted once, and refused after it changed', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const learner = 'meera.proof@example.com';
  expect(
    (
      await request.post('/api/application', {
        multipart: programmeApplication(
          { firstName: 'Meera', lastName: 'Proof', email: learner, phone: '+919876500011' },
          { transactionId: '498765432155' },
        ),
      })
    ).status(),
  ).toBe(201);
  const adminLink = await staffCli(baseURL!, 'add', 'registrar@aarambhlabs.example', '--role', 'admin');
  const admin = (await enrol(browser, adminLink, 'seven lanterns over the quiet river')).page;
  const staffCall = (path: string, data: unknown) =>
    admin.request.post(path, { data, headers: { Origin: baseURL!, 'Sec-Fetch-Site': 'same-origin' } });
  const idOf = async (q: string) =>
    ((await (await staffCall('/api/staff/inbox', { q })).json()) as { items: { id: string }[] }).items[0]!.id;
  const accept = async (id: string, payment: boolean) => {
    const changes = [
      ...(payment ? [{ type: 'payment', payment: 'verified', reason: null }] : []),
      ...['in_review', 'shortlisted', 'accepted'].map((stage) => ({ type: 'stage', stage })),
    ];
    for (const change of changes) {
      const answer = (await (await staffCall('/api/staff/changes', { ids: [id], change })).json()) as {
        refused: unknown[];
      };
      expect(answer.refused).toEqual([]);
    }
  };
  const learnerId = await idOf('meera');
  await accept(learnerId, true);

  // The admin marks it completed and issues the certificate from its console page.
  await admin.goto(`/staff/submissions/${learnerId}`);
  const proof = admin.getByRole('region', { name: 'Proof' });
  await proof.getByLabel('Start date').fill('2026-09-01');
  await proof.getByLabel('End date').fill('2026-11-20');
  await proof.getByLabel('Hours').fill('240');
  await proof.getByText('Completed with distinction').click();
  await proof.getByRole('button', { name: 'Mark completed' }).click();
  await expect(proof.getByRole('heading', { name: 'Completion' })).toBeVisible();
  await proof.getByRole('button', { name: 'Issue the certificate' }).click();
  const first = proof.getByRole('listitem', { name: /^Certificate / });
  await expect(first.getByText('Valid', { exact: true })).toBeVisible();
  await expectNoAxeViolations(admin, 'submission with its certificate');
  const documentId = (await first.getAttribute('id'))!.replace('document-', '');
  // Staff download the same PDF from the console, with their session.
  const [staffPdf] = await Promise.all([
    admin.waitForEvent('download'),
    first.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  expect(staffPdf.suggestedFilename()).toBe(`certificate-${documentId}.pdf`);

  // The status e-mail says it is there; the status page offers the PDF, whose QR code is the
  // verify URL, and the choice to show the name.
  const statusMail = await mailSaying(learner, 'ready to download from your status page');
  const holder = await (await browser.newContext()).newPage();
  await holder.addInitScript((key) => window.sessionStorage.setItem(key, 'true'), PROMO_POPUP_STORAGE_KEY);
  await holder.addLocatorHandler(holder.getByRole('button', { name: 'Essential Only' }), (essential) =>
    essential.click(),
  );
  await holder.goto(linkIn(statusMail, '/application-status'));
  const documentsSection = holder.getByRole('region', { name: 'Your Documents' });
  const pdfLink = documentsSection.getByRole('link', { name: 'Download PDF' });
  const pdfHref = (await pdfLink.getAttribute('href'))!;
  const pdf = await holder.request.get(pdfHref);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const printed = await readPdf(await pdf.body());
  expect(printed.qr).toBe(`${baseURL}/verify/${documentId}`);
  expect(printed.text).toContain('Meera Proof');
  await documentsSection.getByRole('button', { name: 'Show My Name' }).click();
  await expect(holder.getByText('Your name is now shown on the public verify page.')).toBeVisible();
  await expectNoAxeViolations(holder, 'status page with a certificate');

  // Anyone: the verify page, whole without its script, valid with every printed field.
  const stranger = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  const verified = await stranger.goto(`/verify/${documentId}`);
  expect(verified?.headers()['cache-control']).toBe('no-store');
  await expect(stranger.getByRole('status')).toContainText('Valid');
  for (const value of ['Meera Proof', '240', 'Completed with distinction', '1 September 2026'])
    await expect(stranger.getByText(value, { exact: true })).toBeVisible();
  // Its head is its own, not the form's whose page it starts from: its title, and its twin.
  await expect(stranger).toHaveTitle(new RegExp(`^Certificate ${formatDocumentId(documentId)}`));
  await expect(stranger.locator('link[rel="alternate"][hreflang="hi-IN"]')).toHaveAttribute(
    'href',
    new RegExp(`/hi/verify/${documentId}$`),
  );
  // An id typed from paper, any case, with its dashes.
  await stranger.goto('/verify');
  await stranger.getByLabel('Document id').fill(formatDocumentId(documentId).toLowerCase());
  await stranger.getByRole('button', { name: 'Verify' }).click();
  await expect(stranger).toHaveURL(`${baseURL}/verify/${documentId}`);
  // The same in Hindi, from its form, before any script: the state in Hindi, the printed lines as printed.
  await stranger.goto('/hi/verify');
  await stranger.getByLabel('दस्तावेज़ की आईडी').fill(formatDocumentId(documentId));
  await stranger.getByRole('button', { name: 'जाँचें' }).click();
  await expect(stranger).toHaveURL(`${baseURL}/hi/verify/${documentId}`);
  await expect(stranger.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(stranger.getByRole('status')).toContainText('मान्य');
  await expect(stranger.getByText('Completed with distinction', { exact: true })).toHaveAttribute(
    'lang',
    'en',
  );

  // The signed credential checks against the published keys, and not after a one-byte change.
  const credentialPage = await (await browser.newContext()).newPage();
  await credentialPage.goto(`/verify/${documentId}`);
  await expectNoAxeViolations(credentialPage, 'verify page');
  // Its language link leads to the same document's page in Hindi, and back. (Followed by address:
  // on this first visit the promo popup may cover it; the link's own click is hindi.e2e.ts's.)
  const toHindi = credentialPage.getByRole('link', { name: 'हिन्दी' });
  await expect(toHindi).toHaveAttribute('href', `/hi/verify/${documentId}`);
  await credentialPage.goto(`/hi/verify/${documentId}`);
  await expect(credentialPage.getByRole('heading', { level: 1, name: 'सर्टिफ़िकेट' })).toBeVisible();
  await expectNoAxeViolations(credentialPage, 'Hindi verify page');
  await expect(credentialPage.getByRole('link', { name: 'English' })).toHaveAttribute(
    'href',
    `/verify/${documentId}`,
  );
  await credentialPage.goto(`/verify/${documentId}`);
  const credentialHref = await credentialPage
    .getByRole('link', { name: 'Download the signed credential' })
    .getAttribute('href');
  const jwt = await (await request.get(credentialHref!)).text();
  const keys = createRemoteJWKSet(new URL('/.well-known/jwks.json', baseURL));
  const { payload } = await jwtVerify(jwt, keys, { algorithms: ['EdDSA'], typ: 'vc+jwt' });
  expect(payload.type).toContain('OpenBadgeCredential');
  const [head, body, signature] = jwt.split('.');
  // One byte of the claims changed: a character of the name.
  const claims = Buffer.from(body!, 'base64url').toString().replace('Meera Proof', 'Meera Proog');
  const forged = `${head}.${Buffer.from(claims).toString('base64url')}.${signature}`;
  await expect(jwtVerify(forged, keys)).rejects.toThrow();

  // A corrected name is a reissue: the old document says so and links the new one.
  await proof.getByLabel('Name as printed').first().fill('Meera K. Proof');
  await proof.getByRole('button', { name: 'Correct the completion' }).click();
  await proof.getByRole('button', { name: 'Reissue the certificate' }).click();
  await expect(proof.getByRole('listitem', { name: /^Certificate / })).toHaveCount(2);
  await credentialPage.reload();
  await expect(credentialPage.getByText('Replaced by a newer document')).toBeVisible();
  const newest = (await proof
    .getByRole('listitem', { name: /^Certificate / })
    .first()
    .getAttribute('id'))!.replace('document-', '');
  await expect(
    credentialPage.getByRole('link', { name: new RegExp(formatDocumentId(newest)) }),
  ).toBeVisible();

  // Revoked: the page says so without the reason, and the revocation list has its bit set.
  await proof
    .getByRole('listitem', { name: /^Certificate / })
    .first()
    .getByRole('button', { name: 'Revoke…' })
    .click();
  const dialog = admin.getByRole('alertdialog');
  await dialog.getByLabel(/Reason/).fill('Attendance records were wrong');
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(proof.getByRole('listitem', { name: /^Certificate / }).first()).toContainText('Revoked');
  await credentialPage.goto(`/verify/${newest}`);
  await expect(credentialPage.getByRole('status')).toContainText('Revoked on ');
  await expect(credentialPage.getByText('Attendance records')).toHaveCount(0);
  // Its holder's copy of the credential, checked as `npm run verify` checks it.
  const newestJwt = await (
    await holder.request.get(`${pdfHref.replace(documentId, newest)}&format=jwt`)
  ).text();
  expect(await checkCredential(newestJwt, baseURL!, (url) => fetch(url))).toMatchObject({
    signed: true,
    revoked: true,
  });

  // An offer letter: issued from the console, accepted once from the status page; an acceptance
  // of a letter that changed since it was shown is refused.
  const hire = 'arjun.offer@example.com';
  expect(
    (
      await request.post('/api/career', {
        multipart: {
          firstName: 'Arjun',
          lastName: 'Offer',
          email: hire,
          phone: '+919812300022',
          location: 'Pune',
          experience: 'mid',
          availability: '1month',
          coverLetter: 'I have built and run web services for five years.',
          agreeToTerms: 'true',
          consentApplication: 'true',
          allowContact: 'true',
          jobId: String(openOpening.id),
          resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: documents.pdf() },
        },
      })
    ).status(),
  ).toBe(201);
  const hireId = await idOf('arjun');
  await accept(hireId, false);
  await admin.goto(`/staff/submissions/${hireId}`);
  const offerTerms = async (compensation: string) => {
    await proof.getByLabel('Start date').fill(dayInIndia(40));
    await proof.getByLabel('Offer expires on').fill(dayInIndia(20));
    await proof.getByLabel('Place of work').fill('Aarambh Labs, Connaught Place, New Delhi');
    await proof.getByLabel('Compensation, as printed').fill(compensation);
  };
  await offerTerms('INR 6,00,000 a year');
  await proof.getByRole('button', { name: 'Issue the offer letter' }).click();
  await expect(proof.getByRole('listitem', { name: /^Offer letter / })).toHaveCount(1);
  const offerMail = await mailSaying(hire, 'Read it on your status page and accept or decline it');
  const candidate = await (await browser.newContext()).newPage();
  await candidate.addInitScript((key) => window.sessionStorage.setItem(key, 'true'), PROMO_POPUP_STORAGE_KEY);
  await candidate.addLocatorHandler(candidate.getByRole('button', { name: 'Essential Only' }), (essential) =>
    essential.click(),
  );
  await candidate.goto(linkIn(offerMail, '/application-status'));
  await expect(candidate.getByText('INR 6,00,000 a year')).toBeVisible();
  // Meanwhile the letter is reissued with other terms.
  await offerTerms('INR 6,50,000 a year');
  await proof.getByRole('button', { name: 'Reissue the offer letter' }).click();
  await expect(proof.getByRole('listitem', { name: /^Offer letter / })).toHaveCount(2);
  await candidate.getByRole('button', { name: 'Accept the Offer' }).click();
  await expect(
    candidate.getByText('The letter changed since you opened this page: read it again.'),
  ).toBeVisible();
  await expect(candidate.getByText('INR 6,50,000 a year')).toBeVisible();
  await expectNoAxeViolations(candidate, 'status page with an offer letter');
  await candidate.getByRole('button', { name: 'Accept the Offer' }).click();
  await expect(candidate.getByText('You accepted the offer.', { exact: false })).toBeVisible();
  await expect(candidate.getByRole('button', { name: 'Accept the Offer' })).toHaveCount(0);
  await admin.reload();
  await expect(proof.getByRole('listitem', { name: /^Offer letter / }).first()).toContainText('Accepted');
});
