import { subscribeTexts } from '@aarambh/machines';
import type { Page } from '@playwright/test';
import { subscriptionPagesCopy } from '@aarambh/content';
import { baseURL, expect, holdRequests, test, waitForHydration } from './fixtures';
import { linkIn, mailTo, subscriptionStatus } from './submissions';

const {
  confirm: confirmSubscriptionPage,
  outcomes: subscriptionOutcomes,
  unsubscribe: unsubscribePage,
} = subscriptionPagesCopy;

async function subscribe(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Subscribe to launch updates' });
  await form.getByLabel('Email Address').fill(email);
  await form.getByRole('button', { name: 'Notify Me' }).click();
  await page.getByText(subscribeTexts.subscribed).first().waitFor();
}

test.describe('double opt-in against the real API', () => {
  test("says a confirmation link was sent; the link in the e-mail changes nothing, the page's button confirms and shows the confirmed page", async ({
    openSettled,
  }) => {
    const email = `confirm.${Date.now()}@example.in`;
    const page = await openSettled('/coming-soon');
    await subscribe(page, email);
    await page.getByText(`We have sent a link to ${email}`).waitFor();
    const raw = await mailTo(email);
    expect(subscriptionStatus(email)).toBe('pending');
    expect(raw).toMatch(
      /^List-Unsubscribe: <http:\/\/127\.0\.0\.1:\d+\/api\/subscription\/unsubscribe\?token=/m,
    );
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    await page.goto(linkIn(raw, '/api/subscription/confirm'));
    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toBe('/subscription/confirm');
    expect(subscriptionStatus(email)).toBe('pending');
    await page.getByRole('button', { name: confirmSubscriptionPage.button }).click();
    await page.getByRole('heading', { name: subscriptionOutcomes.confirmed.heading }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/subscription/confirmed');
    expect(subscriptionStatus(email)).toBe('confirmed');
  });

  test('shows the page that says the link is not valid for a forged one', async ({ openSettled }) => {
    const page = await openSettled('/');
    await page.goto(`${baseURL()}/api/subscription/confirm?token=forged.1.x`);
    await waitForHydration(page);
    await page.getByRole('button', { name: confirmSubscriptionPage.button }).click();
    await page.getByRole('heading', { name: subscriptionOutcomes.invalid.heading }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/subscription/invalid');
  });
});

test.describe('the unsubscribe link against the real API', () => {
  test("changes nothing when followed; the page's button unsubscribes, also when pressed before the page's code arrives", async ({
    openSettled,
  }) => {
    const email = `leave.${Date.now()}@example.in`;
    const page = await openSettled('/coming-soon');
    await subscribe(page, email);
    const unsubscribe = linkIn(await mailTo(email), '/api/subscription/unsubscribe');
    // The page's own module held back: the button is pressed on the prerendered page.
    const release = await holdRequests(page, '**/assets/Unsubscribe-*.js');
    await page.goto(unsubscribe);
    expect(new URL(page.url()).pathname).toBe('/unsubscribe');
    expect(subscriptionStatus(email)).toBe('pending');
    await page.getByRole('button', { name: unsubscribePage.button }).click();
    await page.waitForTimeout(300);
    expect(await page.getByRole('heading', { name: unsubscribePage.doneHeading }).count()).toBe(0);
    await release();
    await page.getByRole('heading', { name: unsubscribePage.doneHeading }).waitFor();
    expect(subscriptionStatus(email)).toBe('unsubscribed');

    // Followed again (a mail scanner, a second click): the page and its button, nothing more.
    await page.goto(unsubscribe);
    await waitForHydration(page);
    await page.getByRole('button', { name: unsubscribePage.button }).click();
    await page.getByRole('heading', { name: unsubscribePage.doneHeading }).waitFor();
  });

  test('says so when the link is not valid', async ({ openSettled }) => {
    const page = await openSettled('/unsubscribe?token=forged.x');
    await page.getByRole('button', { name: unsubscribePage.button }).click();
    await page.getByRole('alert').getByText('This unsubscribe link is not valid').waitFor();
  });
});
