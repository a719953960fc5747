import {
  feedbackTexts,
  internshipApplicationTexts,
  JOB_APPLIED_PATH,
  jobApplicationTexts,
  paymentTexts,
  PROMO_POPUP_STORAGE_KEY,
  subscribeTexts,
} from '@aarambh/machines';
import { confirmGuardianCopy, feeFor } from '@aarambh/content';
import {
  PAYMENT_REFERENCE_PATTERN,
  applicationStatusCalls,
  calls,
  feePaymentMessages,
  guardianCalls,
  guardianPages,
  guardianDeclaration,
  guardianMessages,
} from '@aarambh/machines/schemas';
import {
  axeViolations,
  baseURL,
  chunks,
  expect,
  holdRequests,
  scrollSettled,
  test,
  waitForHydration,
} from './fixtures';
import { linkIn, mailTo, openOpening, openProgramme, storedSubmissions, watchFields } from './submissions';

test.describe('the feedback and job application forms against the real API', () => {
  test('sends feedback with the default rating of 5 and stores it', async ({ openSettled }) => {
    const page = await openSettled('/feedback');
    const form = page.getByRole('form', { name: 'Your Feedback' });
    const email = `feedback.${Date.now()}@example.in`;
    await form.getByLabel('Name').fill('Meera');
    await form.getByLabel('Email Address').fill(email);
    await form.getByLabel('Message').fill('The internship page answered every question I had.');
    await form
      .getByRole('button', { name: /Submit/ })
      .last()
      .click();
    await page.getByText(feedbackTexts.success).waitFor();
    const stored = storedSubmissions('feedback').filter((row) => row.data.email === email);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.data).toMatchObject({ rating: 5, isAnonymous: false });
  });

  test("applies for a job with a PDF resume, sending the opening's title and department, lands on the careers page with its toast, and stores both", async ({
    openSettled,
  }) => {
    const job = openOpening;
    const page = await openSettled(`/career/apply/${job.id}`);
    const form = page.getByRole('form', { name: `Application for ${job.title}` });
    const email = `job.${Date.now()}@example.in`;
    await form.getByLabel('First Name').fill('Arjun');
    await form.getByLabel('Last Name').fill('Menon');
    await form.getByLabel('Email Address').fill(email);
    await form.getByLabel('Phone Number').fill('+91 98765 43210');
    await form.getByLabel('Location').fill('Pune');
    for (const label of ['Experience Level', 'Availability']) {
      await form.getByRole('button', { name: new RegExp(label) }).click();
      await page.getByRole('option').first().click();
    }
    await expect(form.getByRole('button', { name: 'Submit Application' }).isDisabled()).resolves.toBe(true);
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      form.getByRole('button', { name: 'Choose File' }).click(),
    ]);
    await chooser.setFiles({
      name: 'arjun-menon.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(
        '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
      ),
    });
    await form.getByText('I agree to the terms').click();
    await form.getByText('I consent to the use of my details to consider this application').click();
    const sent = await watchFields(page, baseURL() + calls.career.path);
    await form.getByRole('button', { name: 'Submit Application' }).click();
    expect(await sent()).toMatchObject({
      jobId: String(job.id),
      jobTitle: job.title,
      department: job.department,
    });
    await page.waitForURL(baseURL() + JOB_APPLIED_PATH);
    await page.getByText(jobApplicationTexts.success.title).waitFor();
    const stored = storedSubmissions('career').filter((row) => row.email === email);
    expect(stored).toHaveLength(1);
    // The careers page the spec lands on shows the application's confirmation.
    const confirmation = page.getByRole('region', { name: 'Application received' });
    await expect(confirmation).toContainText(stored[0]!.reference);
    await expect(confirmation).toContainText(`${job.title}, ${job.department}`);
    expect(String(stored[0]!.data.jobId)).toBe(String(job.id));
    expect(stored[0]!.data.jobTitle).toBe(job.title);
    expect(stored[0]!.fileName).toBe('arjun-menon.pdf');
  });
});

test.describe('the UPI payment dialog', () => {
  test('paints its frame and the focus in the press, and its body in a transition after it', async ({
    openSettled,
  }) => {
    const page = await openSettled(`/opportunity/${openProgramme.id}`);
    await page.getByRole('button', { name: 'Apply Now' }).first().click();
    const pay = page.getByRole('button', { name: 'Pay by UPI' });
    await pay.waitFor();
    // The press as the page handles it: React renders a press's update at the end of its event,
    // and a transition in a task of its own, so one microtask after the click shows what the
    // press itself rendered.
    const atPress = await pay.evaluate(async (button) => {
      (button as HTMLButtonElement).click();
      await Promise.resolve();
      const dialog = document.querySelector('[role="dialog"]');
      return {
        title: dialog?.querySelector('h2')?.textContent,
        focusInside: dialog?.contains(document.activeElement) ?? false,
        busy: dialog?.querySelector('[aria-busy="true"]') !== null,
        field: dialog?.querySelector('input') !== null,
      };
    });
    expect(atPress).toEqual({ title: 'Pay by UPI', focusInside: true, busy: true, field: false });
    const dialog = page.getByRole('dialog', { name: 'Pay by UPI' });
    await dialog.getByLabel('Transaction ID').waitFor();
    await expect(dialog.locator('[aria-busy="true"]')).toHaveCount(0);
  });
});

test.describe('the internship application against the real API', () => {
  test("pays by UPI, submits with the opportunity's title, company, owner and fee, confirms in the form's place (also after a reload), and stores the application with its payment", async ({
    openSettled,
  }) => {
    const entry = openProgramme;
    const page = await openSettled(`/opportunity/${entry.id}`);
    const email = `intern.${Date.now()}@example.in`;
    await page.getByRole('button', { name: 'Apply Now' }).first().click();
    const form = page.getByRole('form', { name: `Application for ${entry.title}` });
    await form.waitFor();
    await scrollSettled(page);
    const texts: [string, string][] = [
      ['First Name', 'Priya'],
      ['Last Name', 'Sharma'],
      ['Email Address', email],
      ['Phone Number', '+91 98765 43210'],
      ['University', 'University of Pune'],
      ['Major', 'Computer Science'],
    ];
    for (const [label, value] of texts) await form.getByLabel(label).fill(value);
    for (const label of ['Graduation Year', 'Availability']) {
      await form.getByRole('button', { name: new RegExp(label) }).click();
      await page.getByRole('option').first().click();
    }
    // The dialog's QR code is drawn by a worker while the form is filled, not at the press.
    await expect.poll(() => page.workers().some((worker) => /qrCode\.worker/.test(worker.url()))).toBe(true);
    await form.getByRole('button', { name: 'Pay by UPI' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay by UPI' });
    await expect(dialog.getByRole('img', { name: /^UPI QR code for / })).toHaveJSProperty('complete', true);
    // The payment reference the QR code carries, made in the page before anything is sent.
    const reference = await dialog.getByText(PAYMENT_REFERENCE_PATTERN).textContent();
    await dialog.getByLabel('Transaction ID').fill('UPI1234567890');
    await dialog.getByText('I have completed the payment').click();
    await dialog.getByRole('button', { name: 'Confirm Payment' }).click();
    await form.getByRole('button', { name: paymentTexts.paid }).waitFor();
    await form.getByText('I am 18 or older').click();
    await form.getByText('I agree to the terms and conditions').click();
    await form.getByText('I consent to the use of my details to consider this application').click();
    const sent = await watchFields(page, baseURL() + calls.application.path);
    await form.getByRole('button', { name: 'Submit Application' }).click();
    const fields = await sent();
    expect(fields).toMatchObject({
      opportunityId: String(entry.id),
      paymentReference: reference,
      paymentAmount: String(feeFor(entry, fields.duration ?? '')),
      opportunityTitle: entry.title,
      opportunityCompany: entry.company,
      ownerEmail: entry.ownerEmail,
    });
    await page.getByText(internshipApplicationTexts.success.title).waitFor();
    const stored = storedSubmissions('application').filter((row) => row.email === email);
    expect(stored).toHaveLength(1);
    // In the form's place: the reference, the catalogue's title, the fee with the transaction id.
    const confirmation = page.getByRole('region', { name: 'Application received' });
    const fee = feeFor(entry, fields.duration ?? '')!;
    for (const text of [
      stored[0]!.reference,
      entry.title,
      `₹${fee.toLocaleString('en-IN')}, UPI transaction id UPI1234567890`,
    ])
      await expect(confirmation).toContainText(text);
    await expect(confirmation).toBeFocused();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Application received' })).toContainText(
      stored[0]!.reference,
    );
    // The status page it links to names the application by the same reference.
    await page.getByRole('link', { name: 'See where your application stands' }).click();
    await expect(page.getByText(stored[0]!.reference)).toBeVisible();
    expect(stored[0]!.data).toMatchObject({
      transactionId: 'UPI1234567890',
      paymentReference: reference,
      opportunityTitle: entry.title,
    });
    expect(Number(stored[0]!.data.paymentAmount)).toBeGreaterThan(0);
  });

  test('under 18: nothing is stored and no fee is asked for until the parent or guardian confirms from the link mailed to them; then the status link mailed to the applicant pays it', async ({
    openSettled,
  }) => {
    const entry = openProgramme;
    const page = await openSettled(`/opportunity/${entry.id}`);
    const stamp = Date.now();
    const email = `young.${stamp}@example.in`;
    const guardian = `parent.${stamp}@example.in`;
    await page.getByRole('button', { name: 'Apply Now' }).first().click();
    const form = page.getByRole('form', { name: `Application for ${entry.title}` });
    await form.waitFor();
    await scrollSettled(page);
    const texts: [string, string][] = [
      ['First Name', 'Anika'],
      ['Last Name', 'Iyer'],
      ['Email Address', email],
      ['Phone Number', '+91 98765 43210'],
      ['University', 'University of Pune'],
      ['Major', 'Computer Science'],
    ];
    for (const [label, value] of texts) await form.getByLabel(label).fill(value);
    for (const label of ['Graduation Year', 'Availability', 'Duration']) {
      await form.getByRole('button', { name: new RegExp(label) }).click();
      await page.getByRole('option').first().click();
    }
    await form.getByText('I am under 18').click();
    // No fee with the application: the payment section gives way to the guardian's step.
    await expect(form.getByRole('button', { name: 'Pay by UPI' })).toHaveCount(0);
    await form.getByLabel("Parent or guardian's name").fill('Kavita Iyer');
    await form.getByLabel("Parent or guardian's email").fill(email);
    await form.getByText('I agree to the terms and conditions').click();
    await form.getByText('I consent to the use of my details to consider this application').click();
    await form.getByText(guardianDeclaration).click();
    await form.getByRole('button', { name: 'Submit Application' }).click();
    // The applicant cannot stand in for the guardian with their own address.
    await expect(form.getByRole('link', { name: guardianMessages.sameEmail })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await form.getByLabel("Parent or guardian's email").fill(guardian);
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(form.getByText(guardianMessages.held)).toBeVisible();
    expect(storedSubmissions('application').filter((row) => row.email === email)).toEqual([]);

    const link = linkIn(await mailTo(guardian), guardianCalls.confirm.path);
    await page.goto(link);
    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toBe(guardianPages.en);
    expect(storedSubmissions('application').filter((row) => row.email === email)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: confirmGuardianCopy.button }).click();
    await expect(page.getByText(guardianMessages.confirmed)).toBeVisible();
    const stored = storedSubmissions('application').filter((row) => row.email === email);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.data).toMatchObject({ age: 'minor', guardianEmail: guardian, transactionId: '' });

    // The fee is asked for now: the status link mailed to the applicant pays it, where the
    // application's payment dialog would have.
    await page.goto(linkIn(await mailTo(email), applicationStatusCalls.page));
    await waitForHydration(page);
    await expect(page.getByText('Fee due', { exact: true })).toBeVisible();
    const pay = page.getByRole('form', { name: 'Pay by UPI' });
    await expect(pay.getByText(stored[0]!.data.paymentReference as string)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await pay.getByRole('textbox', { name: /Transaction ID/ }).fill('4123 4567 8901');
    await pay.getByText('I have completed the payment').click();
    await pay.getByRole('button', { name: 'Send Payment Details' }).click();
    await expect(page.getByText(feePaymentMessages.en.sent)).toBeVisible();
    await expect(page.getByText('Waiting for verification', { exact: true })).toBeVisible();
    expect(page.url()).not.toContain('4123');
    await expect(page.getByRole('form', { name: 'Pay by UPI' })).toHaveCount(0);
  });
});

test.describe("the footer's subscribe form against the real API", () => {
  test('refuses a malformed address, then subscribes once, and says so again on a second subscribe', async ({
    openSettled,
  }) => {
    const page = await openSettled('/about');
    const form = page.getByRole('form', { name: 'Subscribe to updates' });
    const email = `footer.${Date.now()}@example.in`;
    await form.getByLabel('Get updates by e-mail').fill('not-an-address');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await form.getByText('Invalid Email').waitFor();
    await form.getByLabel('Get updates by e-mail').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText(subscribeTexts.subscribed).first().waitFor();
    const stored = storedSubmissions('subscription').filter((row) => row.email === email);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.data).toMatchObject({ source: 'footer', subscriptionType: 'platform_updates' });

    const again = await openSettled('/about');
    const againForm = again.getByRole('form', { name: 'Subscribe to updates' });
    await againForm.getByLabel('Get updates by e-mail').fill(email);
    await againForm.getByRole('button', { name: 'Subscribe' }).click();
    await again.getByText(subscribeTexts.subscribed).first().waitFor();
    expect(storedSubmissions('subscription').filter((row) => row.email === email)).toHaveLength(1);
  });
});

test.describe("the footer's subscribe form before its code arrives", () => {
  test('holds a submit made before the footer is hydrated, keeps the page and its URL, and sends it once hydrated', async ({
    openSettled,
  }) => {
    const page = await openSettled('/about');
    const form = page.getByRole('form', { name: 'Subscribe to updates' });
    const email = `early.${Date.now()}@example.in`;
    const release = await holdRequests(page, chunks.chrome);
    await form.getByLabel('Get updates by e-mail').fill(email);
    await form.getByLabel('Get updates by e-mail').press('Enter');
    await page.waitForTimeout(300);
    expect(page.url()).toBe(`${baseURL()}/about`);
    await expect(form.getByLabel('Get updates by e-mail')).toHaveValue(email);
    await release();
    await page.getByText(subscribeTexts.subscribed).first().waitFor();
    expect(storedSubmissions('subscription').filter((row) => row.email === email)).toHaveLength(1);
  });
});

test.describe('cookie consent on a first visit', () => {
  test('sends no request to any other origin, and none for analytics while no endpoint is configured', async ({
    page,
  }) => {
    // This session has seen the promo popup (a modal over the banner); no cookie choice is stored.
    await page.addInitScript((key) => window.sessionStorage.setItem(key, 'true'), PROMO_POPUP_STORAGE_KEY);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${baseURL()}/`);
    const banner = page.getByRole('region', { name: 'We Value Your Privacy' });
    await banner.waitFor();
    expect(requested.filter((url) => !url.startsWith(baseURL()))).toEqual([]);
    await banner.getByRole('button', { name: 'Accept All' }).click();
    // No analytics endpoint is configured in this build (VITE_ANALYTICS_SCRIPT_URL): accepting
    // loads nothing, rather than two paths that only a hosting vendor serves (two 404s).
    await expect(banner).toHaveCount(0);
    expect(requested.filter((url) => url.includes('/_vercel/'))).toEqual([]);
    await page.reload();
    await waitForHydration(page);
    await page.waitForTimeout(2500);
    await expect(banner).toHaveCount(0);
    expect(requested.filter((url) => !url.startsWith(baseURL()))).toEqual([]);
  });
});
