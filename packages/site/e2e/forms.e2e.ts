import {
  feedbackMessages,
  internshipApplicationTexts,
  internshipMessages,
  jobMessages,
  paymentTexts,
  subscribeMessages,
  subscribeTexts,
} from '@aarambh/machines';
import type { Locator, Page } from '@playwright/test';
import { axeViolations, expect, pickFirstOption, scrollSettled, test } from './fixtures';
import { openOpening, openProgramme, storedSubmissions } from './submissions';

/** An open opportunity (each has a fee), so that its application has the payment step. */
const paidOpportunity = openProgramme;
const job = openOpening;

/** Opens the internship application of `paidOpportunity` and returns its form. */
async function openInternshipForm(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Apply Now' }).first().click();
  const form = page.getByRole('form', { name: `Application for ${paidOpportunity.title}` });
  await form.waitFor();
  // The switch scrolls smoothly to the top; a press while the page moves can be cancelled.
  await scrollSettled(page);
  return form;
}

/**
 * Presses Tab until `target` (or something inside it) has focus, failing after `limit` presses:
 * the target is reached with the keyboard, wherever focus was.
 */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  const handle = await target.elementHandle();
  for (let presses = 0; presses < limit; presses += 1) {
    if (await page.evaluate((element) => element?.contains(document.activeElement) ?? false, handle)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${limit} presses`);
}

/** Types into the field that has focus, then moves on with Tab. */
async function typeAndTab(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
}

test.describe('every form in its error state', () => {
  for (const [situation, urlPath, makeErrors, messages] of [
    [
      'the feedback form, sent blank',
      '/feedback',
      async (page) => {
        await page
          .getByRole('form', { name: 'Your Feedback' })
          .getByRole('button', { name: 'Submit Feedback' })
          .click();
      },
      [feedbackMessages.messageRequired],
    ],
    [
      'the job application, with a malformed e-mail and a blank name',
      `/career/apply/${job.id}`,
      async (page) => {
        const form = page.getByRole('form', { name: `Application for ${job.title}` });
        await form.getByLabel('First Name').fill('A');
        await form.getByLabel('First Name').fill('');
        await form.getByLabel('Email Address').fill('not-an-address');
        await form.getByLabel('Phone Number').focus();
      },
      [jobMessages.firstName, jobMessages.email],
    ],
    [
      'the internship application, with a malformed e-mail and a short phone number',
      `/opportunity/${paidOpportunity.id}`,
      async (page) => {
        const form = await openInternshipForm(page);
        await form.getByLabel('Email Address').fill('not-an-address');
        await form.getByLabel('Phone Number').fill('12345');
        await form.getByLabel('University').focus();
      },
      [internshipMessages.phoneTooShort],
    ],
    [
      "the coming-soon page's subscribe form, sent blank",
      '/coming-soon',
      async (page) => {
        await page
          .getByRole('form', { name: 'Subscribe to launch updates' })
          .getByRole('button', { name: 'Notify Me' })
          .click();
      },
      [subscribeMessages.required],
    ],
    [
      "the footer's subscribe form, with a malformed e-mail",
      '/about',
      async (page) => {
        const form = page.getByRole('form', { name: 'Subscribe to updates' });
        await form.getByLabel('Get updates by e-mail').fill('not-an-address');
        await form.getByRole('button', { name: 'Subscribe' }).click();
      },
      [subscribeMessages.invalid],
    ],
  ] as [string, string, (page: Page) => Promise<void>, string[]][]) {
    test(`${situation} shows its messages and passes axe`, async ({ openSettled }) => {
      const page = await openSettled(urlPath);
      await makeErrors(page);
      for (const message of messages) await page.getByText(message).first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe('the internship application with the keyboard alone', () => {
  test('is filled in, paid by UPI and sent with Tab, typing, the arrow keys, Space and Enter', async ({
    openSettled,
  }) => {
    const page = await openSettled(`/opportunity/${paidOpportunity.id}`);
    const email = `keys.intern.${Date.now()}@example.in`;
    await tabTo(page, page.getByRole('button', { name: 'Apply Now' }).first());
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: `Application for ${paidOpportunity.title}` });
    await form.waitFor();

    await tabTo(page, form.getByLabel('First Name'));
    await typeAndTab(page, 'Kavya');
    await typeAndTab(page, 'Reddy');
    await typeAndTab(page, email);
    await typeAndTab(page, '+91 98765 43210');
    // The age: Tab enters the group at its first choice, 'I am 18 or older'; Space chooses it.
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await typeAndTab(page, 'Osmania University');
    await typeAndTab(page, 'Electronics');
    await pickFirstOption(page); // Graduation Year
    await page.keyboard.press('Tab');
    await typeAndTab(page, '3.6'); // GPA
    await pickFirstOption(page); // Availability

    await tabTo(page, form.getByRole('button', { name: 'Pay by UPI' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Pay by UPI' });
    await dialog.waitFor();
    await tabTo(page, dialog.getByLabel('Transaction ID'));
    await typeAndTab(page, 'UPI9876543210');
    await tabTo(page, dialog.getByRole('checkbox', { name: 'I have completed the payment' }));
    await page.keyboard.press('Space');
    await tabTo(page, dialog.getByRole('button', { name: 'Confirm Payment' }));
    await page.keyboard.press('Enter');
    await form.getByRole('button', { name: paymentTexts.paid }).waitFor();

    await tabTo(page, form.getByRole('checkbox', { name: 'I agree to the terms and conditions' }));
    await page.keyboard.press('Space');
    await tabTo(
      page,
      form.getByRole('checkbox', { name: 'I consent to the use of my details to consider this application' }),
    );
    await page.keyboard.press('Space');
    await tabTo(page, form.getByRole('button', { name: 'Submit Application' }));
    await page.keyboard.press('Enter');
    await page.getByText(internshipApplicationTexts.success.title).waitFor();

    const stored = storedSubmissions('application').filter((row) => row.email === email);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.data).toMatchObject({
      firstName: 'Kavya',
      university: 'Osmania University',
      transactionId: 'UPI9876543210',
    });
  });
});

test.describe("the coming-soon page's subscribe form against the real API", () => {
  test("subscribes with the page's source and says You're All Set!", async ({ openSettled }) => {
    const page = await openSettled('/coming-soon');
    const form = page.getByRole('form', { name: 'Subscribe to launch updates' });
    const email = `launch.${Date.now()}@example.in`;
    await form.getByLabel('Email Address').fill(email);
    await form.getByRole('button', { name: 'Notify Me' }).click();
    await page.getByText(subscribeTexts.subscribed).first().waitFor();
    const stored = storedSubmissions('subscription').filter((row) => row.email === email);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.data).toMatchObject({ source: 'coming_soon_page' });
  });
});
