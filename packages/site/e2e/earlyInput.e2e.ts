import { feedbackTexts } from '@aarambh/machines';
import { privacyMessages, privacyRequestTypeLabels } from '@aarambh/machines/schemas';
import type { Page, Request } from '@playwright/test';
import {
  baseURL,
  chunks,
  expect,
  holdRequests,
  type NewSettledPage,
  test,
  waitForHydration,
} from './fixtures';
import { openOpening, openProgramme, storedSubmissions } from './submissions';
import { privacyRequestCopy } from '@aarambh/content';

// What a visitor does in the moments between a page appearing and its code arriving: the page's
// script (the entry chunk) is held back while the test acts, then let through.

/** A settled page at `urlPath` whose script is held back; returns the page and the release. */
async function openBeforeHydration(
  newSettledPage: NewSettledPage,
  urlPath: string,
): Promise<{ page: Page; release: () => Promise<void> }> {
  const page = await newSettledPage();
  const release = await holdRequests(page, chunks.entry);
  await page.goto(`${baseURL()}${urlPath}`, { waitUntil: 'commit' });
  await page.locator('main').waitFor();
  return { page, release };
}

/** Every request the page makes whose URL carries a query string. */
function requestsWithQuery(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).search !== '') seen.push(request);
  });
  return seen;
}

const pdf = {
  name: 'early-resume.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
};

test.describe("input made before the page's code arrives", () => {
  test('keeps a resume chosen on the job form: Submit is on once hydrated', async ({ newSettledPage }) => {
    const { page, release } = await openBeforeHydration(newSettledPage, `/career/apply/${openOpening.id}`);
    const form = page.getByRole('form', { name: /Application for/ });
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      form.getByRole('button', { name: 'Choose File' }).click(),
    ]);
    await chooser.setFiles(pdf);
    await release();
    await waitForHydration(page);
    await form.getByText(pdf.name).first().waitFor();
    await expect.poll(() => form.getByRole('button', { name: 'Submit Application' }).isEnabled()).toBe(true);
  });

  test("shows 'First name is required' for a first name typed and cleared on the job form", async ({
    newSettledPage,
  }) => {
    const { page, release } = await openBeforeHydration(newSettledPage, `/career/apply/${openOpening.id}`);
    const form = page.getByRole('form', { name: /Application for/ });
    await form.getByLabel('First Name').click();
    await page.keyboard.type('Asha');
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Tab');
    await release();
    await waitForHydration(page);
    await form.getByText('First name is required').waitFor();
  });

  test("keeps 'Submit anonymously' ticked on the feedback form", async ({ newSettledPage }) => {
    const { page, release } = await openBeforeHydration(newSettledPage, '/feedback');
    const form = page.getByRole('form', { name: 'Your Feedback' });
    await form.getByText('Submit anonymously').click();
    await release();
    await waitForHydration(page);
    // The hydrated form acts on it: the name and address are not sent, and say so.
    await expect.poll(() => form.getByLabel('Name').isDisabled()).toBe(true);
    await expect(form.getByRole('checkbox', { name: /Submit anonymously/ })).toBeChecked();
  });

  test("opens the application with 'Apply Now' pressed early on an opportunity page", async ({
    newSettledPage,
  }) => {
    const { page, release } = await openBeforeHydration(newSettledPage, `/opportunity/${openProgramme.id}`);
    await page.getByRole('button', { name: 'Apply Now' }).first().click();
    await release();
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Back to Opportunity Details' }).waitFor();
  });

  test('opens the Hindi application with its Apply Now pressed early on a Hindi opportunity page', async ({
    newSettledPage,
  }) => {
    const { page, release } = await openBeforeHydration(
      newSettledPage,
      `/hi/opportunity/${openProgramme.id}`,
    );
    await page.getByRole('button', { name: 'अभी आवेदन करें' }).first().click();
    await release();
    await waitForHydration(page);
    await page.getByRole('button', { name: 'अवसर की जानकारी पर वापस जाएँ' }).waitFor();
    await page.getByRole('form', { name: `${openProgramme.title} के लिए आवेदन` }).waitFor();
  });

  test('posts a contact form submitted early, never putting what was typed in a URL', async ({
    newSettledPage,
  }) => {
    const { page, release } = await openBeforeHydration(newSettledPage, '/contact');
    const queries = requestsWithQuery(page);
    const form = page.getByRole('form', { name: 'Send us a Message' });
    await form.getByLabel('First Name').fill('Early');
    await form.getByLabel('Email Address').fill('early.contact@example.in');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await release();
    await waitForHydration(page);
    // The held submit is made by the hydrated form: its rules answer (the rest is blank).
    await form.getByText('Last name is required').first().waitFor();
    await expect(form.getByLabel('First Name')).toHaveValue('Early');
    expect(queries.map((request) => request.url()).filter((url) => url.includes('early'))).toEqual([]);
    expect(page.url()).toBe(`${baseURL()}/contact`);
  });

  test('sends a privacy request made early once hydrated, with the kind chosen, and never in a URL', async ({
    newSettledPage,
  }) => {
    const { page, release } = await openBeforeHydration(newSettledPage, '/privacy/request');
    const queries = requestsWithQuery(page);
    const form = page.getByRole('form', { name: privacyRequestCopy.heading });
    await form.getByText(privacyRequestTypeLabels.erasure.label).click();
    await form.getByLabel(privacyRequestCopy.email).fill('early.privacy@example.in');
    await form.getByRole('button', { name: privacyRequestCopy.button }).click();
    await release();
    await waitForHydration(page);
    await expect(page.getByRole('status').filter({ hasText: privacyMessages.sent })).toBeVisible();
    expect(queries.map((request) => request.url()).filter((url) => url.includes('early'))).toEqual([]);
    expect(page.url()).toBe(`${baseURL()}/privacy/request`);
  });

  test("does '404 > Go Back' once hydrated", async ({ newSettledPage }) => {
    const page = await newSettledPage();
    await page.goto(`${baseURL()}/about`);
    const release = await holdRequests(page, chunks.entry);
    await page.goto(`${baseURL()}/no-such-page`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Go Back' }).click();
    await release();
    await page.waitForURL(`${baseURL()}/about`);
  });

  test('sends feedback submitted early once hydrated, with the rating chosen, and never in a URL', async ({
    newSettledPage,
  }) => {
    const { page, release } = await openBeforeHydration(newSettledPage, '/feedback');
    const queries = requestsWithQuery(page);
    const email = `early.feedback.${Date.now()}@example.in`;
    const form = page.getByRole('form', { name: 'Your Feedback' });
    await form.getByLabel('Name').fill('Early Visitor');
    await form.getByLabel('Email Address').fill(email);
    await form.locator('label', { has: page.getByRole('radio', { name: '3 stars' }) }).click();
    await form.getByLabel('Message').fill('I pressed send before the page had finished loading.');
    await form.getByRole('button', { name: 'Submit Feedback' }).click();
    await release();
    await waitForHydration(page);
    await page.getByText(feedbackTexts.success).waitFor();
    const stored = storedSubmissions('feedback').filter((row) => row.data.email === email);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.data.rating).toBe(3);
    expect(queries.map((request) => request.url()).filter((url) => url.includes('early'))).toEqual([]);
  });
});
