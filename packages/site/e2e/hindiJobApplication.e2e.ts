// An application for an opening from its Hindi page: the form in Hindi at /hi/career/apply/{id},
// a mistake told in Hindi, the phone number typed in Devanagari digits, the application stored
// with its language and Latin digits, its mail in Hindi, and the Hindi careers page's
// confirmation; the English form loads none of the Hindi.
import { jobApplicationFormHindi, jobApplyPageHindi, type Translated } from '@aarambh/content/hindi';
import { jobApplicationTextsHindi, jobMessagesHindi, noticeCopyHindi } from '@aarambh/machines/hindi';
import { calls } from '@aarambh/machines/schemas';
import {
  axeViolations,
  baseURL,
  expect,
  loadedScriptsContaining,
  loadHydrated,
  scrollSettled,
  test,
} from './fixtures';
import {
  mailTo,
  openOpening,
  partIn,
  storedSubmissions,
  submissionLanguage,
  watchFields,
} from './submissions';

const hindi = (text: Translated) => text.text;
const words = jobApplicationFormHindi;

/** Whether a text is mostly in the Devanagari block (its letters, not its digits or punctuation). */
const devanagariShare = (text: string) => {
  const letters = text.match(/\p{L}/gu) ?? [];
  return letters.filter((letter) => /[\u0900-\u097F]/.test(letter)).length / Math.max(letters.length, 1);
};

test.describe('a job application from a Hindi opening page', () => {
  test('is made in Hindi with a phone number in Devanagari digits, stored with its language and Latin digits, and confirmed in Hindi', async ({
    newSettledPage,
  }) => {
    const job = openOpening;
    const page = await newSettledPage(undefined, { isolated: true });
    await loadHydrated(page, `/hi/career/job/${job.id}`);
    await page
      .getByRole('link', { name: /^अभी आवेदन करें/ })
      .first()
      .click();
    await expect(page).toHaveURL(`${baseURL()}/hi/career/apply/${job.id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(
      page.getByRole('heading', { level: 2, name: hindi(jobApplyPageHindi.heading) }),
    ).toBeVisible();
    const form = page.getByRole('form', { name: /के लिए आवेदन$/ });
    await form.waitFor();
    await scrollSettled(page);

    // A mistake found in the browser is told in Hindi.
    await form.getByLabel(hindi(words.email)).fill('arjun@');
    await form.getByLabel(hindi(words.phone)).focus();
    await expect(form.getByText(hindi(jobMessagesHindi.email))).toBeVisible();

    const email = `hindi.job.${Date.now()}@example.in`;
    const texts: [Translated, string][] = [
      [words.firstName, 'अर्जुन'],
      [words.lastName, 'मेनन'],
      [words.email, email],
      [words.phone, '+९१ ९८७६५ ४३२१०'],
      [words.location, 'पुणे'],
    ];
    for (const [label, value] of texts) await form.getByLabel(hindi(label)).fill(value);
    for (const label of [words.experience, words.availability]) {
      await form.getByRole('button', { name: new RegExp(hindi(label)) }).click();
      await page.getByRole('option').first().click();
    }
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      form.getByRole('button', { name: 'फ़ाइल चुनें' }).click(),
    ]);
    await chooser.setFiles({
      name: 'arjun-menon.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(
        '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
      ),
    });
    await form.getByText(hindi(words.terms)).click();
    await form.getByText(noticeCopyHindi.consentChoices.application.text).click();
    expect(await axeViolations(page)).toEqual([]);

    const sent = await watchFields(page, baseURL() + calls.career.path);
    await form.getByRole('button', { name: hindi(words.submit) }).click();
    expect(await sent()).toMatchObject({ language: 'hi', jobId: String(job.id) });
    await page.waitForURL(`${baseURL()}/hi/career?applied=true`);
    await expect(page.getByText(hindi(jobApplicationTextsHindi.success.title))).toBeVisible();

    // Stored with Latin digits and its language.
    const stored = storedSubmissions('career').filter((row) => row.email === email);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.data).toMatchObject({ phone: '+91 98765 43210', firstName: 'अर्जुन' });
    expect(submissionLanguage(stored[0]!.reference)).toBe('hi');

    // The Hindi careers page shows the confirmation in Hindi.
    const confirmation = page.getByRole('region', { name: 'आवेदन मिल गया' });
    await expect(confirmation).toContainText(stored[0]!.reference);
    await expect(page.getByRole('heading', { name: 'आपका आवेदन' })).toBeVisible();
    // Reloaded (the confirmation is kept for the tab), so no announcement of the form's page is
    // left in React Aria's live region: one whose labelling text left with that page is an axe
    // violation of its own (role-img-alt), the kit's, not this page's.
    await page.reload();
    await expect(confirmation).toContainText(stored[0]!.reference);
    expect(await axeViolations(page)).toEqual([]);

    // The confirmation mail is in Hindi.
    const text = partIn(await mailTo(email), 'text/plain');
    expect(text).toContain('5 से 7 कामकाजी दिनों में हम आपको जवाब देंगे।');
    expect(devanagariShare(text)).toBeGreaterThan(0.3);
  });

  test('the English application form loads none of the Hindi', async ({ openSettled }) => {
    const page = await openSettled(`/career/apply/${openOpening.id}`);
    await page.getByRole('form', { name: `Application for ${openOpening.title}` }).waitFor();
    // Words of the form's Hindi copy and of the machines' Hindi messages.
    for (const text of [hindi(words.experience), hindi(jobMessagesHindi.location)])
      expect(await loadedScriptsContaining(page, text)).toEqual([]);
  });
});
