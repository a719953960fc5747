// Issue 42's path in Hindi: a visitor switches to Hindi on an opportunity page, applies there with
// a UTR typed in Devanagari digits, gets the confirmation mail in Hindi, and opens the status page
// in Hindi. The staff console showing the application's language is the console project's test
// (`../console/e2e/console.e2e.ts`, "sent in Hindi"); here the stored language is checked.
import type { Locator, Page } from '@playwright/test';
import { applicationFormHindi, confirmGuardianHindi, withdrawConsentHindi } from '@aarambh/content/hindi';
import {
  ageGroupLabelsHindi,
  guardianDeclarationHindi,
  guardianMessagesHindi,
  noticeCopyHindi,
  shownNoticeVersion,
  withdrawAnswersHindi,
} from '@aarambh/machines/hindi';
import {
  calls,
  guardianCalls,
  guardianPages,
  statusPagePaths,
  withdrawPages,
} from '@aarambh/machines/schemas';
import {
  axeViolations,
  baseURL,
  expect,
  loadHydrated,
  loadedScriptsContaining,
  scrollSettled,
  test,
  waitForHydration,
} from './fixtures';
import {
  consentsOf,
  linkIn,
  mailTo,
  openProgramme,
  partIn,
  storedSubmissions,
  submissionLanguage,
  watchFields,
} from './submissions';

/** Whether a text is mostly in the Devanagari block (its letters, not its digits or punctuation). */
const devanagariShare = (text: string) => {
  const letters = text.match(/\p{L}/gu) ?? [];
  return letters.filter((letter) => /[\u0900-\u097F]/.test(letter)).length / Math.max(letters.length, 1);
};

/** The Hindi application's text fields (label, value) and its two lists, each given its first choice. */
async function fillApplicant(page: Page, form: Locator, texts: [string, string][]) {
  for (const [label, value] of texts) await form.getByLabel(label).fill(value);
  for (const label of ['ग्रेजुएशन का साल', 'कब से शुरू कर सकते हैं']) {
    await form.getByRole('button', { name: new RegExp(label) }).click();
    await page.getByRole('option').first().click();
  }
}

test.describe('an application from a Hindi opportunity page', () => {
  test('is made in Hindi with a UTR in Devanagari digits, mailed in Hindi, and its status page opens in Hindi', async ({
    newSettledPage,
  }) => {
    const entry = openProgramme;
    const page = await newSettledPage(undefined, { isolated: true });
    await loadHydrated(page, `/opportunity/${entry.id}`);
    await page.getByRole('link', { name: 'हिन्दी' }).click();
    await expect(page).toHaveURL(`${baseURL()}/hi/opportunity/${entry.id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.title);

    await page.getByRole('button', { name: 'अभी आवेदन करें' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${entry.title} के लिए आवेदन करें`);
    const form = page.getByRole('form', { name: `${entry.title} के लिए आवेदन` });
    await form.waitFor();
    await expect(page.getByText('आवेदन फ़ॉर्म अभी सिर्फ़ अंग्रेज़ी में है।')).toHaveCount(0);
    await scrollSettled(page);
    const email = `hindi.${Date.now()}@example.in`;
    // A mistake found in the browser is told in Hindi.
    await form.getByLabel('ई-मेल पता').fill('priya@');
    await form.getByLabel('फ़ोन नंबर').focus();
    await expect(form.getByText('कृपया सही ई-मेल पता लिखें')).toBeVisible();
    const texts: [string, string][] = [
      ['पहला नाम', 'प्रिया'],
      ['उपनाम', 'शर्मा'],
      ['ई-मेल पता', email],
      ['फ़ोन नंबर', '+९१ ९८७६५ ४३२१०'],
      ['यूनिवर्सिटी', 'पुणे विश्वविद्यालय'],
      ['मुख्य विषय', 'कंप्यूटर साइंस'],
    ];
    await fillApplicant(page, form, texts);
    expect(await axeViolations(page)).toEqual([]);

    await form.getByRole('button', { name: 'UPI से भुगतान करें' }).click();
    const dialog = page.getByRole('dialog', { name: 'UPI से भुगतान करें' });
    await expect(dialog.getByText('मैंने भुगतान कर दिया है')).toBeVisible();
    // Mostly Devanagari: the UPI ID, the payment reference and the apps' names stay in Latin script.
    expect(devanagariShare(await dialog.innerText())).toBeGreaterThan(0.5);
    expect(await axeViolations(page)).toEqual([]);
    // Too short: the dialog's refusal is in Hindi, beside the field.
    await dialog.getByLabel('ट्रांज़ैक्शन आईडी').fill('४१२३');
    await dialog.getByText('मैंने भुगतान कर दिया है').click();
    await dialog.getByRole('button', { name: 'भुगतान की पुष्टि करें' }).click();
    await expect(dialog.getByText('ट्रांज़ैक्शन आईडी कम से कम 10 अक्षरों की होनी चाहिए')).toBeVisible();
    await dialog.getByLabel('ट्रांज़ैक्शन आईडी').fill('४१२३ ४५६७ ८९०१');
    await dialog.getByRole('button', { name: 'भुगतान की पुष्टि करें' }).click();
    await form.getByRole('button', { name: 'भुगतान हो गया' }).waitFor();

    await form.getByText('मेरी उम्र 18 साल या उससे ज़्यादा है').click();
    await form.getByText('मुझे नियम और शर्तें मंज़ूर हैं').click();
    await form.getByText(noticeCopyHindi.consentChoices.application.text).click();
    const sent = await watchFields(page, baseURL() + calls.application.path);
    await form.getByRole('button', { name: 'आवेदन भेजें' }).click();
    const fields = await sent();
    expect(fields).toMatchObject({ language: 'hi', opportunityId: String(entry.id) });
    await expect(page.getByText('आवेदन भेज दिया गया!')).toBeVisible();

    // Stored with Latin digits and its language.
    const stored = storedSubmissions('application').filter((row) => row.email === email);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.data).toMatchObject({ transactionId: '4123 4567 8901', phone: '+91 98765 43210' });
    expect(submissionLanguage(stored[0]!.reference)).toBe('hi');
    // Its consents under the Hindi notice it was shown.
    const { noticeVersion } = await shownNoticeVersion('internship', 'hi');
    expect(consentsOf(stored[0]!.reference)).toEqual([
      { purpose: 'application', language: 'hi', noticeVersion },
      { purpose: 'updates', language: 'hi', noticeVersion },
    ]);

    // The confirmation mail is in Hindi, and links the Hindi status page.
    const mail = await mailTo(email);
    const text = partIn(mail, 'text/plain');
    // Its links, the programme's title and the reference are in Latin script; the words are Hindi.
    expect(devanagariShare(text)).toBeGreaterThan(0.3);
    for (const words of ['देखें कि आपका आवेदन कहाँ तक पहुँचा', 'रेफ़रेंस', stored[0]!.reference])
      expect(text).toContain(words);
    await page.goto(linkIn(mail, statusPagePaths.hi.page));
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByText(stored[0]!.reference)).toBeVisible();
    expect(devanagariShare(await page.locator('main').innerText())).toBeGreaterThan(0.5);
    // Its consent is withdrawn in Hindi too: the status page's link and the mail's lead to the
    // Hindi withdraw page, whose button records it and says so in Hindi.
    await expect(page.locator(`main a[href^="${withdrawPages.hi}?token="]`)).toHaveCount(1);
    await page.goto(linkIn(mail, '/api/privacy/withdraw'));
    expect(new URL(page.url()).pathname).toBe(withdrawPages.hi);
    await page.getByRole('button', { name: withdrawConsentHindi.button.text }).click();
    const done = page.getByRole('status').filter({ hasText: withdrawAnswersHindi.done.text });
    await expect(done.getByRole('heading', { name: withdrawConsentHindi.doneHeading.text })).toBeVisible();
    await expect(done).toBeFocused();
  });

  test("from someone under 18: the guardian's mail, its page and the applicant's mail are in Hindi", async ({
    newSettledPage,
  }) => {
    const entry = openProgramme;
    const page = await newSettledPage(undefined, { isolated: true });
    await loadHydrated(page, `/hi/opportunity/${entry.id}`);
    await page.getByRole('button', { name: 'अभी आवेदन करें' }).first().click();
    const form = page.getByRole('form', { name: `${entry.title} के लिए आवेदन` });
    await form.waitFor();
    await scrollSettled(page);
    const stamp = Date.now();
    const email = `hindi.young.${stamp}@example.in`;
    const guardian = `hindi.parent.${stamp}@example.in`;
    const texts: [string, string][] = [
      ['पहला नाम', 'अनिका'],
      ['उपनाम', 'अय्यर'],
      ['ई-मेल पता', email],
      ['फ़ोन नंबर', '+91 98765 43210'],
      ['यूनिवर्सिटी', 'पुणे विश्वविद्यालय'],
      ['मुख्य विषय', 'कंप्यूटर साइंस'],
    ];
    await fillApplicant(page, form, texts);
    await form.getByText(ageGroupLabelsHindi.minor.text).click();
    await form.getByLabel(applicationFormHindi.form.guardianName.text).fill('कविता अय्यर');
    await form.getByLabel(applicationFormHindi.form.guardianEmail.text).fill(guardian);
    await form.getByText('मुझे नियम और शर्तें मंज़ूर हैं').click();
    await form.getByText(noticeCopyHindi.consentChoices.application.text).click();
    await form.getByText(guardianDeclarationHindi.text).click();
    await form.getByRole('button', { name: 'आवेदन भेजें' }).click();
    await expect(form.getByText(guardianMessagesHindi.held.text)).toBeVisible();

    // A Hindi mail's text is base64: its link is read from the decoded part.
    const guardianText = partIn(await mailTo(guardian), 'text/plain');
    expect(devanagariShare(guardianText)).toBeGreaterThan(0.5);
    await page.goto(linkIn(guardianText, guardianCalls.confirm.path));
    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toBe(guardianPages.hi);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: confirmGuardianHindi.button.text }).click();
    await expect(page.getByText(guardianMessagesHindi.confirmed.text)).toBeVisible();
    expect(devanagariShare(partIn(await mailTo(email), 'text/plain'))).toBeGreaterThan(0.3);
  });

  test("the English page's application, form and payment dialog loaded, has none of the Hindi", async ({
    openSettled,
  }) => {
    const page = await openSettled(`/opportunity/${openProgramme.id}`);
    await page.getByRole('button', { name: 'Apply Now' }).first().click();
    const form = page.getByRole('form', { name: `Application for ${openProgramme.title}` });
    await form.waitFor();
    await form.getByRole('button', { name: 'Duration' }).click();
    await page.getByRole('option').first().click();
    await form.getByRole('button', { name: 'Pay by UPI' }).click();
    await page.getByRole('dialog', { name: 'Pay by UPI' }).waitFor();
    // Words of the form's Hindi copy, of the machines' Hindi messages and of the Hindi notice.
    for (const hindi of ['ट्रांज़ैक्शन', 'यूनिवर्सिटी', 'मंज़ूर', 'बैंक स्टेटमेंट से मिलाने'])
      expect(await loadedScriptsContaining(page, hindi)).toEqual([]);
  });
});
