import { helpChatTexts, whatsAppLink } from '@aarambh/machines';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { company } from '@aarambh/content';
import { popupSlides } from '../content/popupSlides';
import { axeViolations, baseURL, launchBrowser, newSettledPage, waitForHydration } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('the promo popup', () => {
  it('opens once a session on slide 1, changes slides with the arrow keys, pauses, passes axe, holds the help tip and closes with Escape', async () => {
    const page = await newSettledPage(browser, undefined, { promoPopupSeen: false });
    try {
      await page.goto(`${baseURL()}/about`);
      const dialog = page.getByRole('dialog', { name: 'Explore What We Offer' });
      await dialog.waitFor();
      const shown = dialog.locator('[aria-roledescription="slide"]:not([inert])');
      await expect.poll(() => shown.getByRole('heading').innerText()).toBe(popupSlides[0]!.title);

      await dialog.getByRole('button', { name: 'Pause slide show' }).click();
      await dialog.getByRole('button', { name: 'Play slide show' }).waitFor();
      await dialog.getByRole('button', { name: 'Next slide' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => shown.getByRole('heading').innerText()).toBe(popupSlides[1]!.title);
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => shown.getByRole('heading').innerText()).toBe(popupSlides[0]!.title);
      expect(await axeViolations(page)).toEqual([]);

      // The help chat's tip (due 2 s after the page was idle) waits while the popup is open, so
      // one Escape closes the popup; then the tip shows.
      await page.waitForFunction(() => performance.now() > 4000);
      expect(await page.getByRole('tooltip').count()).toBe(0);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('tooltip').getByText(helpChatTexts.tooltip).waitFor();
      await page.reload();
      await waitForHydration(page);
      // Well past the popup's 1 s delay.
      await page.waitForTimeout(2500);
      expect(await dialog.count()).toBe(0);
    } finally {
      await page.close();
    }
  });

  it("closes with 'Maybe Later'", async () => {
    const page = await newSettledPage(browser, undefined, { promoPopupSeen: false });
    try {
      await page.goto(`${baseURL()}/career`);
      const dialog = page.getByRole('dialog', { name: 'Explore What We Offer' });
      await dialog.getByRole('button', { name: 'Maybe Later' }).first().click();
      await dialog.waitFor({ state: 'detached' });
    } finally {
      await page.close();
    }
  });
});

describe('the help chat', () => {
  it('shows its tip, keeps Send off for blank text, and opens WhatsApp with the number and the typed text', async () => {
    const page = await newSettledPage(browser, undefined, { isolated: true });
    // The chat opens wa.me in a new tab; answer it here so that nothing leaves the machine.
    await page
      .context()
      .route('https://wa.me/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
      );
    try {
      await page.goto(`${baseURL()}/contact`);
      await page.getByRole('tooltip').getByText(helpChatTexts.tooltip).waitFor();

      await page.getByRole('button', { name: 'Help chat on WhatsApp' }).click();
      const chat = page.getByRole('dialog', { name: 'Need Help?' });
      const send = chat.getByRole('button', { name: 'Send on WhatsApp' });
      expect(await send.isDisabled()).toBe(true);
      const message = chat.getByLabel('Your message');
      await message.fill('   ');
      expect(await send.isDisabled()).toBe(true);

      await chat.getByRole('button', { name: 'I have a question about my application.' }).click();
      expect(await message.inputValue()).toBe('I have a question about my application.');
      await message.press('End');
      await message.press('Shift+Enter');
      await message.pressSequentially('It is for the UI/UX internship & the fee.');
      const text = 'I have a question about my application.\nIt is for the UI/UX internship & the fee.';
      expect(await message.inputValue()).toBe(text);
      expect(await axeViolations(page)).toEqual([]);

      const opening = page.context().waitForEvent('page');
      await message.press('Enter');
      const tab = await opening;
      await tab.waitForLoadState();
      expect(tab.url()).toBe(whatsAppLink(company.whatsappNumber, text));
      expect(new URL(tab.url()).pathname).toBe(`/${company.whatsappNumber.replace(/\D/g, '')}`);
      expect(new URL(tab.url()).searchParams.get('text')).toBe(text);
    } finally {
      await page.context().close();
    }
  });
});
