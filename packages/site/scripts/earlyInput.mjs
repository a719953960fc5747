// The speed budget's early-input run (see bench.mjs): a visitor on a slow phone acting the moment a
// control is visible, long before the page's code has arrived. Each interaction gets a fresh page
// under 4x CPU slowdown and Lighthouse's slow 4G (150 ms, 1.6 Mbit/s down, 750 kbit/s up, through
// the DevTools protocol); the visitor has already answered the cookie banner and seen the promo
// popup, so neither is in the way. It then waits (up to EFFECT_TIMEOUT_MS) for what the
// interaction should do, and counts the ones that took effect.
import { devices } from 'playwright';

const EFFECT_TIMEOUT_MS = 45_000;
const { defaultBrowserType: _phoneBrowser, ...phone } = devices['Pixel 7'];
const desktop = { viewport: { width: 1280, height: 800 } };

const pdf = {
  name: 'early-resume.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
};

/** @typedef {import('playwright').Page} Page */
/**
 * @type {{ name: string; path: string; context?: object; from?: string;
 *   act: (page: Page) => Promise<void>; effect: (page: Page, origin: string) => Promise<unknown> }[]}
 */
const interactions = [
  {
    name: 'careers department filter',
    path: '/career',
    // The filter's first control named Engineering (a link now, a toggle button before).
    act: (page) => page.locator('#open-positions').getByText('Engineering', { exact: true }).first().click(),
    effect: async (page, origin) => {
      await page.waitForURL(`${origin}/career?department=Engineering`, { timeout: EFFECT_TIMEOUT_MS });
      await page
        .locator('#open-positions article', { hasNotText: 'Engineering' })
        .first()
        .waitFor({ state: 'detached', timeout: EFFECT_TIMEOUT_MS });
    },
  },
  {
    name: 'opportunity duration',
    path: '/opportunity/5',
    act: async (page) => {
      await page
        .locator('main')
        .getByRole('button', { name: /Duration/ })
        .click();
      await page.getByRole('option', { name: '12 Weeks', exact: true }).click({ timeout: EFFECT_TIMEOUT_MS });
    },
    effect: (page) =>
      page.locator('main [data-kind]', { hasText: '₹4,000' }).first().waitFor({ timeout: EFFECT_TIMEOUT_MS }),
  },
  {
    name: 'Apply Now',
    path: '/opportunity/1',
    act: (page) => page.getByRole('button', { name: 'Apply Now' }).first().click(),
    effect: (page) =>
      page
        .getByRole('button', { name: 'Back to Opportunity Details' })
        .waitFor({ timeout: EFFECT_TIMEOUT_MS }),
  },
  {
    name: '404 Go Back',
    from: '/about',
    path: '/no-such-page',
    act: (page) => page.getByRole('button', { name: 'Go Back' }).click(),
    effect: (page, origin) => page.waitForURL(`${origin}/about`, { timeout: EFFECT_TIMEOUT_MS }),
  },
  {
    name: 'resume file pick',
    path: '/career/apply/1',
    act: async (page) => {
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser', { timeout: 5_000 }),
        page.getByRole('button', { name: 'Choose File' }).click(),
      ]);
      await chooser.setFiles(pdf);
    },
    effect: (page) =>
      page
        .getByRole('button', { name: 'Submit Application' })
        .and(page.locator(':not([disabled])'))
        .waitFor({ timeout: EFFECT_TIMEOUT_MS }),
  },
  {
    name: 'contact form submit',
    path: '/contact',
    act: async (page) => {
      const form = page.getByRole('form', { name: 'Send us a Message' });
      await form.getByLabel('First Name').fill('Early');
      await form.getByLabel('Email Address').fill('early.contact@example.in');
      await form.getByRole('button', { name: 'Send Message' }).click();
    },
    // The form's own rules answer (the rest is blank), on the same URL.
    effect: async (page, origin) => {
      await page.getByText('Last name is required').first().waitFor({ timeout: EFFECT_TIMEOUT_MS });
      if (page.url() !== `${origin}/contact`) throw new Error(`left for ${page.url()}`);
    },
  },
  {
    name: 'feedback submit',
    path: '/feedback',
    act: async (page) => {
      const form = page.getByRole('form', { name: 'Your Feedback' });
      await form.getByLabel('Message').fill('Sent the moment the page appeared.');
      await form.getByRole('button', { name: 'Submit Feedback' }).click();
    },
    effect: (page) =>
      page.getByText('Thank you for your feedback!').first().waitFor({ timeout: EFFECT_TIMEOUT_MS }),
  },
  {
    name: 'footer subscribe',
    path: '/about',
    act: async (page) => {
      const form = page.getByRole('form', { name: 'Subscribe to updates' });
      await form.getByRole('textbox').fill(`early.${Date.now()}@example.in`);
      await form.getByRole('button', { name: 'Subscribe' }).click();
    },
    effect: (page) =>
      page.getByText('Successfully Subscribed!').first().waitFor({ timeout: EFFECT_TIMEOUT_MS }),
  },
  {
    name: 'phone menu',
    path: '/about',
    act: (page) => page.getByRole('button', { name: 'Menu' }).click(),
    effect: (page) => page.getByRole('dialog', { name: 'Menu' }).waitFor({ timeout: EFFECT_TIMEOUT_MS }),
  },
  {
    name: 'search',
    path: '/about',
    context: desktop,
    act: async (page) => {
      await page.getByRole('combobox', { name: 'Search opportunities' }).click();
      await page.keyboard.type('intern');
    },
    effect: (page) => page.getByRole('option').first().waitFor({ timeout: EFFECT_TIMEOUT_MS }),
  },
];

/**
 * Runs every interaction once in `browser` against `origin`; prints one line each and the count.
 * @param {import('playwright').Browser} browser
 * @param {string} origin
 * @param {{ consentKey: string; consent: string; popupKey: string }} settled
 */
export async function earlyInputRun(browser, origin, settled) {
  console.log(
    `\nEarly input: each made as soon as its control is visible, 4x CPU slowdown, slow 4G (${interactions.length} interactions)\n`,
  );
  let tookEffect = 0;
  for (const interaction of interactions) {
    const context = await browser.newContext(interaction.context ?? phone);
    await context.addInitScript(({ consentKey, consent, popupKey }) => {
      window.localStorage.setItem(consentKey, consent);
      window.sessionStorage.setItem(popupKey, 'true');
    }, settled);
    const page = await context.newPage();
    let outcome = 'took effect';
    try {
      if (interaction.from) await page.goto(origin + interaction.from);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await page.goto(origin + interaction.path, { waitUntil: 'commit' });
      await interaction.act(page);
      await interaction.effect(page, origin);
      tookEffect += 1;
    } catch (error) {
      outcome = `no effect (${String(error instanceof Error ? error.message : error).split('\n')[0]})`;
    } finally {
      await context.close();
    }
    console.log(`${interaction.name.padEnd(30)} ${outcome}`);
  }
  console.log(`\nEarly input that took effect: ${tookEffect} of ${interactions.length}`);
  return { tookEffect, total: interactions.length };
}
