import { contactPageCopy } from '@aarambh/content';
import { contactMessages, contactTexts } from '@aarambh/machines';
import type { Page } from '@playwright/test';
import {
  axeViolations,
  baseURL,
  chunks,
  expect,
  holdRequests,
  pickFirstOption,
  test,
  waitForHydration,
} from './fixtures';
import { receivedMail, storedSubmissions } from './submissions';

const contactForm = (page: Page) => page.getByRole('form', { name: 'Send us a Message' });

async function fillContact(page: Page, email: string, { firstAndLastName = true } = {}) {
  const form = contactForm(page);
  if (firstAndLastName) {
    await form.getByLabel('First Name').fill('Ananya');
    await form.getByLabel('Last Name').fill('Iyer');
  }
  await form.getByLabel('Email Address').fill(email);
  await form.getByRole('button', { name: /Inquiry Type/ }).click();
  await page.getByRole('option').first().click();
  await form.getByLabel('Subject').fill('A question about internships');
  await form.getByLabel('Message').fill('Do your internships accept second-year students?');
}

const contactValues = (page: Page) =>
  Promise.all(
    ['First Name', 'Last Name', 'Email Address', 'Subject', 'Message'].map((label) =>
      contactForm(page).getByLabel(label).inputValue(),
    ),
  );

test.describe('the contact form against the real API', () => {
  test('shows every rule on a blank submit with focus on the error summary, and passes axe in that state', async ({
    openSettled,
  }) => {
    const page = await openSettled('/contact');
    await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toContain('There is a problem');
    const text = await contactForm(page).innerText();
    for (const message of [contactMessages.subjectRequired, contactMessages.messageRequired])
      expect(text).toContain(message);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('sends, shows the success toast and its confirmation, stores the message and mails it', async ({
    openSettled,
  }) => {
    const page = await openSettled('/contact');
    const email = `ananya.${Date.now()}@example.in`;
    await fillContact(page, email);
    await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
    await page.getByText(contactTexts.success.title).waitFor();
    const stored = storedSubmissions('contact').filter((row) => row.email === email);
    expect(stored).toHaveLength(1);
    // The form gives way to the confirmation with the reference; starting over brings it back empty.
    await expect(page.getByRole('region', { name: 'Message sent' })).toContainText(stored[0]!.reference);
    await page.getByRole('button', { name: 'Send another message' }).click();
    expect(await contactValues(page)).toEqual(['', '', '', '', '']);
    expect(stored[0]!.data).toMatchObject({ firstName: 'Ananya', subject: 'A question about internships' });
    // The confirmation to the sender and the notification to the company inbox.
    await expect
      .poll(() => receivedMail().filter((mail) => mail.includes(email)).length, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(2);
  });

  for (const [situation, reply, title] of [
    [
      'a 207 whose body says success false',
      { status: 207, body: { success: false, message: 'Stored; mail failed' } },
      contactTexts.warning.title,
    ],
    [
      'a 500',
      { status: 500, body: { success: false, message: 'Something went wrong' } },
      contactTexts.failureTitle,
    ],
  ] as const) {
    test(`answers ${situation} with its toast, a failure keeping what was typed`, async ({ openSettled }) => {
      const page = await openSettled('/contact');
      await page.route('**/api/contact-us', (route) =>
        route.fulfill({
          status: reply.status,
          contentType: 'application/json',
          body: JSON.stringify(reply.body),
        }),
      );
      await fillContact(page, 'kept@example.in');
      await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
      await page.getByText(title).waitFor();
      if (reply.status === 500) {
        expect(await contactValues(page)).toEqual([
          'Ananya',
          'Iyer',
          'kept@example.in',
          'A question about internships',
          'Do your internships accept second-year students?',
        ]);
      }
    });
  }

  test('says the network failed, keeps everything typed, and sends it again with Try Again', async ({
    openSettled,
  }) => {
    const page = await openSettled('/contact');
    await page.route('**/api/contact-us', (route) => route.abort('internetdisconnected'));
    await fillContact(page, 'retry@example.in');
    await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
    await page.getByText(contactTexts.failureTitle).waitFor();
    expect(await contactValues(page)).toContain('retry@example.in');
    await page.unroute('**/api/contact-us');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByText(contactTexts.success.title).waitFor();
    expect(storedSubmissions('contact').some((row) => row.email === 'retry@example.in')).toBe(true);
  });
});

test.describe("the contact form before the page's code arrives", () => {
  test('keeps what was typed into it and sends it once hydrated', async ({ newSettledPage }) => {
    const page = await newSettledPage();
    const email = `typed.early.${Date.now()}@example.in`;
    const release = await holdRequests(page, chunks.entry);
    await page.goto(`${baseURL()}/contact`, { waitUntil: 'commit' });
    await contactForm(page).getByLabel('First Name').click();
    await page.keyboard.type('Ananya');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Iyer');
    await release();
    await waitForHydration(page);
    await fillContact(page, email, { firstAndLastName: false });
    expect((await contactValues(page)).slice(0, 2)).toEqual(['Ananya', 'Iyer']);
    await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
    await page.getByText(contactTexts.success.title).waitFor();
    expect(storedSubmissions('contact').find((row) => row.email === email)?.data).toMatchObject({
      firstName: 'Ananya',
      lastName: 'Iyer',
    });
  });
});

test.describe('the contact form with the keyboard alone', () => {
  test('is filled in and sent with Tab, typing, the arrow keys and Enter', async ({ openSettled }) => {
    const page = await openSettled('/contact');
    const email = `keys.${Date.now()}@example.in`;
    await contactForm(page).getByLabel('First Name').focus();
    await page.keyboard.type('Ravi');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Kumar');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    // Phone Number and Company are optional.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await pickFirstOption(page); // Inquiry Type
    await page.keyboard.press('Tab');
    await page.keyboard.type('Partnership with our college');
    await page.keyboard.press('Tab');
    await page.keyboard.type('We would like to host a workshop for our students.');
    // The privacy notice's links come between the message and the button.
    const send = contactForm(page).getByRole('button', { name: 'Send Message' });
    for (
      let tab = 0;
      tab < 12 && !(await send.evaluate((button) => button === document.activeElement));
      tab++
    )
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByText(contactTexts.success.title).waitFor();
    expect(storedSubmissions('contact').filter((row) => row.email === email)).toHaveLength(1);
  });
});

test.describe('the Frequently Asked Questions', () => {
  const question = (page: Page, name: string) => page.locator('#faq').getByRole('button', { name });
  const [first, second] = contactPageCopy.faqs;

  test('open one answer at a time, each findable by find-in-page while closed', async ({ openSettled }) => {
    const page = await openSettled('/contact');
    await question(page, first.question).click();
    await expect(page.locator('#faq').getByText(first.answer)).toBeVisible();
    await question(page, second.question).click();
    await expect(question(page, first.question)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#faq').getByText(second.answer)).toBeVisible();
    // A closed answer is `hidden="until-found"`, so the browser's find-in-page searches its text.
    const closedPanel = page.locator(
      `#${await question(page, first.question).getAttribute('aria-controls')}`,
    );
    await expect(closedPanel).toHaveAttribute('hidden', 'until-found');
  });

  test("open an answer pressed before the page's code arrives", async ({ newSettledPage }) => {
    const page = await newSettledPage();
    const release = await holdRequests(page, chunks.entry);
    await page.goto(`${baseURL()}/contact`, { waitUntil: 'commit' });
    await question(page, first.question).click();
    await release();
    await waitForHydration(page);
    await expect(question(page, first.question)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#faq').getByText(first.answer)).toBeVisible();
  });
});
