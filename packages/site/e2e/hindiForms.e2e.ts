import { readFileSync } from 'node:fs';
import {
  contactFormHindi,
  contactPageHindi,
  feedbackFormHindi,
  feedbackPageHindi,
  confirmPrivacyRequestHindi,
  formsHindi,
  privacyRequestHindi,
  subscribeFormHindi,
  subscriptionPagesHindi,
  type Translated,
} from '@aarambh/content/hindi';
import { contactMessages } from '@aarambh/machines';
import {
  contactMessagesHindi,
  contactTextsHindi,
  emailMessagesHindi,
  feedbackMessagesHindi,
  feedbackTextsHindi,
  firstNameMessagesHindi,
  messageSets,
  noticeCopyHindi,
  privacyMessagesHindi,
  privacyRequestTypeLabelsHindi,
  subscribeTextsHindi,
  unsubscribeAnswersHindi,
} from '@aarambh/machines/hindi';
import { company, fillIn } from '@aarambh/content';
import type { Page } from '@playwright/test';
import { axeViolations, expect, loadedScriptsContaining, pickFirstOption, test } from './fixtures';
import {
  linkIn,
  mailTo,
  openProgramme,
  partIn,
  storedSubmissions,
  submissionLanguage,
  subscriptionStatus,
} from './submissions';

// The contact and feedback forms on their Hindi pages: labels, messages (the browser's and the
// server's) and toasts in Hindi, the submission stored and mailed in Hindi; the English pages load
// none of it.

const hindi = (text: Translated) => text.text;

const contactForm = (page: Page) => page.getByRole('form', { name: hindi(contactFormHindi.formLabel) });

/** The contact form's text fields, in order, by their Hindi labels. */
const contactLabels = [
  contactFormHindi.firstName,
  contactFormHindi.lastName,
  contactFormHindi.email,
  contactFormHindi.subject,
  contactFormHindi.message,
].map(hindi);

async function fillContact(page: Page, values: readonly string[]) {
  const form = contactForm(page);
  for (const [index, label] of contactLabels.entries()) {
    await form.getByLabel(label).fill(values[index]!);
  }
  await form.getByRole('button', { name: new RegExp(hindi(contactFormHindi.inquiryType)) }).focus();
  await pickFirstOption(page);
}

const contactValues = (page: Page) =>
  Promise.all(contactLabels.map((label) => contactForm(page).getByLabel(label).inputValue()));

test.describe('the contact form on /hi/contact', () => {
  test('shows its errors in Hindi, keeps what was typed, and passes axe in that state', async ({
    openSettled,
  }) => {
    const page = await openSettled('/hi/contact');
    const typed = ['A', 'इयर', 'ananya@', 'इंटर्नशिप के बारे में', 'क्या दूसरे साल के छात्र आवेदन कर सकते हैं?'];
    await fillContact(page, typed);
    await contactForm(page)
      .getByRole('button', { name: hindi(contactFormHindi.send) })
      .click();
    const summary = page.getByRole('alert').filter({ hasText: hindi(formsHindi.errorSummaryTitle) });
    await expect(summary).toBeVisible();
    for (const message of [firstNameMessagesHindi.tooShort, emailMessagesHindi.invalid])
      await expect(summary.getByRole('link', { name: hindi(message) })).toBeVisible();
    await expect(contactForm(page).getByLabel(hindi(contactFormHindi.firstName))).toHaveAccessibleDescription(
      hindi(firstNameMessagesHindi.tooShort),
    );
    expect(await contactValues(page)).toEqual(typed);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("shows the server's refusal in Hindi and keeps what was typed", async ({ openSettled }) => {
    const page = await openSettled('/hi/contact');
    await page.route('**/api/contact-us', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: contactMessages.subjectTooShort }),
      }),
    );
    const typed = ['अनन्या', 'अय्यर', 'kept.hindi@example.in', 'इंटर्नशिप', 'क्या दूसरे साल के छात्र आवेदन कर सकते हैं?'];
    await fillContact(page, typed);
    await contactForm(page)
      .getByRole('button', { name: hindi(contactFormHindi.send) })
      .click();
    const toast = page.getByRole('alertdialog', { name: hindi(contactTextsHindi.failureTitle) });
    await expect(toast).toContainText(hindi(contactMessagesHindi.subjectTooShort));
    await expect(page.getByRole('button', { name: hindi(formsHindi.tryAgain) })).toBeVisible();
    expect(await contactValues(page)).toEqual(typed);
  });

  test("sends with language 'hi': stored in Hindi's name, answered by a Hindi toast and a Hindi mail", async ({
    openSettled,
  }) => {
    const page = await openSettled('/hi/contact');
    const email = `ananya.hindi.${Date.now()}@example.in`;
    await fillContact(page, ['अनन्या', 'अय्यर', email, 'इंटर्नशिप के बारे में', 'क्या दूसरे साल के छात्र आवेदन कर सकते हैं?']);
    await contactForm(page)
      .getByRole('button', { name: hindi(contactFormHindi.send) })
      .click();
    await expect(
      page.getByRole('alertdialog', { name: hindi(contactTextsHindi.success.title) }),
    ).toBeVisible();
    const stored = storedSubmissions('contact').filter((row) => row.email === email);
    expect(stored.map((row) => submissionLanguage(row.reference))).toEqual(['hi']);
    await expect(
      page.getByRole('region', { name: hindi(formsHindi.confirmation.contact.heading) }),
    ).toContainText(stored[0]!.reference);
    expect(partIn(await mailTo(email), 'text/plain')).toContain('हमसे संपर्क करने के लिए धन्यवाद');
  });
});

test.describe('the privacy notice and the consent choices of a Hindi form', () => {
  test('/hi/contact shows its purposes in Hindi, only the grievance officer and the board in English', async ({
    openSettled,
  }) => {
    const page = await openSettled('/hi/contact');
    const notice = page
      .getByRole('main')
      .getByRole('heading', { name: hindi(formsHindi.privacyNotice.title) })
      .locator('..');
    const purpose = notice
      .getByRole('listitem')
      .filter({ hasText: hindi(noticeCopyHindi.purposes.reply.title) });
    await expect(purpose).toContainText(hindi(noticeCopyHindi.purposes.reply.text));
    await expect(purpose).toContainText(hindi(noticeCopyHindi.items.message));
    await expect(purpose).toContainText(hindi(noticeCopyHindi.lawfulBases.voluntary));
    expect(await purpose.locator('[lang="en"]').count()).toBe(0);
    expect(await notice.locator('[lang="en"]').allInnerTexts()).toEqual([
      company.grievanceContact.role,
      company.dataProtectionBoard.name,
    ]);
    // Its link says, to assistive technology, that it opens in a new tab, in Hindi.
    await expect(notice.getByRole('link', { name: company.dataProtectionBoard.name })).toHaveAccessibleName(
      `${company.dataProtectionBoard.name} (नए टैब में खुलता है)`,
    );
  });

  test('the application on a Hindi opportunity page shows its purposes and consent boxes in Hindi, UPI marked English', async ({
    openSettled,
  }) => {
    const page = await openSettled(`/hi/opportunity/${openProgramme.id}`);
    await page.getByRole('button', { name: 'अभी आवेदन करें' }).first().click();
    const form = page.getByRole('form', { name: `${openProgramme.title} के लिए आवेदन` });
    await form.waitFor();
    const fee = form.getByRole('listitem').filter({ hasText: hindi(noticeCopyHindi.purposes.payment.title) });
    await expect(fee).toContainText(hindi(noticeCopyHindi.items.transactionId));
    expect(await fee.locator('[lang="en"]').allInnerTexts()).toEqual(['UPI', 'UPI']);
    for (const choice of Object.values(noticeCopyHindi.consentChoices))
      await expect(form.getByRole('checkbox', { name: hindi(choice) })).toBeVisible();
    await expect(
      form.getByText('I consent to the use of my details to consider this application'),
    ).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('the feedback form on /hi/feedback', () => {
  test("sends with language 'hi', thanked in Hindi, and passes axe", async ({ openSettled }) => {
    const page = await openSettled('/hi/feedback');
    const email = `meera.hindi.${Date.now()}@example.in`;
    const form = page.getByRole('form', { name: hindi(feedbackFormHindi.formLabel) });
    await form.getByLabel(hindi(feedbackFormHindi.email)).fill(email);
    await form.getByLabel(hindi(feedbackFormHindi.message)).fill('अच्छा');
    await form.getByRole('button', { name: hindi(feedbackFormHindi.submit) }).click();
    const summary = page.getByRole('alert').filter({ hasText: hindi(formsHindi.errorSummaryTitle) });
    await expect(
      summary.getByRole('link', { name: hindi(feedbackMessagesHindi.messageTooShort) }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await form
      .getByLabel(hindi(feedbackFormHindi.message))
      .fill('वर्कशॉप बहुत अच्छी थी, मेंटर ने हर सवाल का जवाब दिया।');
    await form.getByRole('button', { name: hindi(feedbackFormHindi.submit) }).click();
    await expect(page.getByRole('alertdialog', { name: hindi(feedbackTextsHindi.success) })).toBeVisible();
    expect(
      storedSubmissions('feedback')
        .filter((row) => row.email === email)
        .map((row) => submissionLanguage(row.reference)),
    ).toEqual(['hi']);
    expect(partIn(await mailTo(email), 'text/plain')).toContain('हम हर संदेश पढ़ते हैं');
  });
});

/** Every Hindi text of a set (a `Translation`), walked. */
const textsOf = (set: unknown): string[] =>
  typeof set === 'object' && set !== null && 'source' in set
    ? [(set as Translated).text]
    : Object.values(set as object).flatMap(textsOf);

/** Any of `texts`, whole, as a quoted string in a script. */
const quotedAnyOf = (texts: string[]) =>
  new RegExp(`[\`"'](${texts.map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})[\`"']`);

/**
 * The chrome's words (header and footer, src/layout/chromeParts.ts) in Hindi. Every page's chrome
 * chunk holds them in both languages (Paraglide compiles a message to one function over the
 * locales), and a few are also a word of a form ("संपर्क"): they say nothing of what a page loaded
 * for its forms.
 */
const chromeHindi = new Set(
  Object.values(
    JSON.parse(readFileSync(new URL('../messages/hi.json', import.meta.url), 'utf8')) as Record<
      string,
      string
    >,
  ),
);

/** Any Hindi text of these pages, their forms, their notices and the machines' messages, as a string in a script. */
const formsHindiText = quotedAnyOf(
  [
    contactPageHindi,
    contactFormHindi,
    feedbackPageHindi,
    feedbackFormHindi,
    formsHindi,
    subscribeFormHindi,
    noticeCopyHindi,
    ...Object.values(messageSets).map(({ hindi }) => hindi),
  ]
    .flatMap(textsOf)
    .filter((text) => !chromeHindi.has(text)),
);

test.describe('the privacy request form on /hi/privacy/request', () => {
  test('asks in Hindi: its choices and errors, its answer, its mail and the confirmation page in Hindi', async ({
    openSettled,
  }) => {
    const email = `hindi.privacy.${Date.now()}@example.in`;
    const page = await openSettled('/hi/privacy/request');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    const form = page.getByRole('form', { name: hindi(privacyRequestHindi.heading) });
    // A correction needs its details: the error says so in Hindi, and what was typed stays.
    // (Its label is a word of the details' hint too: the choice by its description.)
    await form.getByText(hindi(privacyRequestTypeLabelsHindi.correction.description)).click();
    await form.getByLabel(hindi(privacyRequestHindi.email)).fill(email);
    await form.getByRole('button', { name: hindi(privacyRequestHindi.button) }).click();
    await expect(form.getByText(hindi(privacyMessagesHindi.detailsRequired)).first()).toBeVisible();
    await expect(form.getByLabel(hindi(privacyRequestHindi.email))).toHaveValue(email);
    expect(await axeViolations(page)).toEqual([]);
    await form.getByLabel(hindi(privacyRequestHindi.details)).fill('मेरा नाम गलत लिखा है');
    // From the keyboard: the button is below the fold, under the help chat's bar.
    await form.getByRole('button', { name: hindi(privacyRequestHindi.button) }).press('Enter');
    await expect(page.getByRole('status')).toHaveText(hindi(privacyMessagesHindi.sent));
    // Sent in Hindi: the mail is Hindi and its link opens the Hindi confirmation page.
    const raw = await mailTo(email);
    expect(partIn(raw, 'text/plain')).toContain(hindi(privacyRequestTypeLabelsHindi.correction.label));
    await page.goto(linkIn(partIn(raw, 'text/plain'), '/api/privacy/confirm'));
    expect(new URL(page.url()).pathname).toBe('/hi/privacy/request/confirm');
    await page.getByRole('button', { name: hindi(confirmPrivacyRequestHindi.button) }).click();
    await page.getByRole('heading', { name: hindi(confirmPrivacyRequestHindi.doneHeading) }).waitFor();
    await expect(page.getByRole('main')).toContainText(hindi(privacyMessagesHindi.confirmed));
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('the English contact and feedback pages', () => {
  for (const path of ['/contact', '/feedback']) {
    test(`${path} loads none of the Hindi of the pages, their forms and the machines' messages, its form used included`, async ({
      openSettled,
    }) => {
      const page = await openSettled(path);
      await page.getByRole('button', { name: /^(Send Message|Submit Feedback)$/ }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible();
      // The click was the page's first use, which loads the chrome's code: checked with it.
      await expect
        .poll(() =>
          page.evaluate(() =>
            performance.getEntriesByType('resource').some((entry) => entry.name.includes('/chromeParts-')),
          ),
        )
        .toBe(true);
      expect(await loadedScriptsContaining(page, formsHindiText)).toEqual([]);
      // Its Hindi twin does load them: what is looked for is there to be found.
      const twin = await openSettled(`/hi${path}`);
      expect(await loadedScriptsContaining(twin, formsHindiText)).not.toEqual([]);
    });
  }
});

/** The subscribe form's own Hindi (its words and its messages), as a string in a script. */
const subscribeHindiText = quotedAnyOf(
  [subscribeFormHindi.compact, subscribeFormHindi.confirmationSent, subscribeTextsHindi].flatMap(textsOf),
);

/**
 * The Hindi of the other forms' messages: every set of the machines' but those of the module the
 * subscribe form's own come in (subscribe.hi.ts, with the subscription links' answers) and the
 * network's, leaving out a text that one of those, the forms' shared words, the notice or the
 * chrome also has.
 */
const ownSets = [
  'subscribeMessages',
  'subscribeTexts',
  'unsubscribeAnswers',
  'withdrawAnswers',
  'networkMessages',
];
const ownTexts = new Set([
  ...ownSets.flatMap((name) => textsOf(messageSets[name]!.hindi)),
  ...[formsHindi, subscribeFormHindi, noticeCopyHindi].flatMap(textsOf),
  ...chromeHindi,
]);
const otherFormsHindiText = quotedAnyOf(
  Object.entries(messageSets)
    .filter(([name]) => !ownSets.includes(name))
    .flatMap(([, { hindi }]) => textsOf(hindi))
    .filter((text) => !ownTexts.has(text)),
);

test.describe("a Hindi page's footer subscribe form", () => {
  test('subscribes in Hindi: its words, its outcome and its confirmation mail', async ({ openSettled }) => {
    const email = `hindi.subscriber.${Date.now()}@example.in`;
    const page = await openSettled('/hi');
    const form = page.getByRole('form', { name: hindi(subscribeFormHindi.compact.formName) });
    await form.getByRole('textbox', { name: hindi(subscribeFormHindi.compact.label) }).fill(email);
    await form.getByRole('button', { name: hindi(subscribeFormHindi.compact.button) }).click();
    await expect(
      page.getByRole('status').filter({ hasText: hindi(subscribeTextsHindi.subscribed) }),
    ).toBeVisible();
    await expect(page.getByText(fillIn(hindi(subscribeFormHindi.confirmationSent), { email }))).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // Its first use brought its own messages' Hindi, and no other form's.
    expect(await loadedScriptsContaining(page, otherFormsHindiText)).toEqual([]);
    // Sent with the page's language: the confirmation mail is Hindi, and its links lead to the
    // Hindi pages, whose buttons act in Hindi.
    const raw = await mailTo(email);
    expect(partIn(raw, 'text/plain')).toContain('अपनी सदस्यता की पुष्टि करें');
    await page.goto(linkIn(raw, '/api/subscription/confirm'));
    expect(new URL(page.url()).pathname).toBe('/hi/subscription/confirm');
    await page.getByRole('button', { name: hindi(subscriptionPagesHindi.confirm.button) }).click();
    await page
      .getByRole('heading', { name: hindi(subscriptionPagesHindi.outcomes.confirmed.heading) })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/hi/subscription/confirmed');
    expect(subscriptionStatus(email)).toBe('confirmed');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    await page.goto(linkIn(raw, '/api/subscription/unsubscribe'));
    expect(new URL(page.url()).pathname).toBe('/hi/unsubscribe');
    await page.getByRole('button', { name: hindi(subscriptionPagesHindi.unsubscribe.button) }).click();
    await page
      .getByRole('heading', { name: hindi(subscriptionPagesHindi.unsubscribe.doneHeading) })
      .waitFor();
    expect(subscriptionStatus(email)).toBe('unsubscribed');
    // A link that is not valid is answered in Hindi too.
    await page.goto('/hi/unsubscribe?token=forged.x');
    await page.getByRole('button', { name: hindi(subscriptionPagesHindi.unsubscribe.button) }).click();
    await expect(page.getByRole('alert')).toHaveText(hindi(unsubscribeAnswersHindi.invalid));
  });

  test("an English page's footer form, used, loads none of its Hindi", async ({ openSettled }) => {
    const page = await openSettled('/');
    const form = page.getByRole('form', { name: 'Subscribe to updates' });
    await form.getByRole('textbox', { name: 'Get updates by e-mail' }).fill('asha@');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('textbox', { name: 'Get updates by e-mail' })).toHaveAccessibleDescription(
      'Invalid Email',
    );
    expect(await loadedScriptsContaining(page, subscribeHindiText)).toEqual([]);
    // Its Hindi twin does load them once used: what is looked for is there to be found.
    const twin = await openSettled('/hi');
    await twin.getByRole('textbox', { name: hindi(subscribeFormHindi.compact.label) }).fill('asha@');
    await expect(twin.getByRole('form', { name: hindi(subscribeFormHindi.compact.formName) })).toBeVisible();
    await expect.poll(() => loadedScriptsContaining(twin, subscribeHindiText)).not.toEqual([]);
  });
});
