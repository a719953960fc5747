import type { Page } from '@playwright/test';
import { openListings, opportunities } from '@aarambh/content';
import { baseURL, expect, loadHydrated, scrollSettled, test } from './fixtures';
import { openProgramme } from './submissions';

/** Loads `path` in the worker's settled tab and waits for hydration. */
async function open(tab: Page, path: string): Promise<Page> {
  await loadHydrated(tab, path);
  return tab;
}

/** The text of the first element a selector finds, whitespace collapsed. */
const visibleText = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => (element as HTMLElement).innerText.replace(/\s+/g, ' ').trim());

/**
 * The dates a range of `days` from the day after `today` shows, 'DD-Mon', in the browser's (and
 * this machine's) calendar; worked out here with Intl, apart from the kit's own formatting.
 */
function expectedDates(days: number, today = new Date()): string[] {
  const day = (offset: number) => new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset);
  const parts = new Intl.DateTimeFormat('en-US', { day: '2-digit', month: 'short' });
  const format = (date: Date) => {
    const part = (type: string) => parts.formatToParts(date).find((each) => each.type === type)?.value;
    return `${part('day')}-${part('month')}`;
  };
  return [format(day(1)), format(day(1 + days))];
}

/** The dates a DateRange inside `scope` shows. */
const shownDates = (page: Page, scope: string) => page.locator(`${scope} >> time`).allInnerTexts();

async function chooseDuration(page: Page, scope: string, label: string) {
  await page
    .locator(scope)
    .getByRole('button', { name: /Duration/ })
    .click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

test.describe('opportunity ids', () => {
  for (const id of ['abc', '7abc', '7.5', '%20', '0', '22', '999']) {
    test(`show 'Opportunity Not Found' for ${id}, with a link to /services`, async ({ settledTab }) => {
      const page = await open(settledTab, `/opportunity/${id}`);
      await expect(page.locator('h1')).toHaveText('Opportunity Not Found', { useInnerText: true });
      await page.getByRole('link', { name: 'Browse All Services' }).click();
      await page.waitForURL(`${baseURL()}/services`);
    });
  }

  test('appear whole, with the navigation, footer and full stylesheet in their first render', async ({
    newSettledPage,
  }) => {
    // No HTML is prerendered for an unknown id: the server sends its 404 page, and the client
    // renders this one from scratch. Nothing should arrive after it and move it.
    const page = await newSettledPage();
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.querySelector('h1')?.textContent !== 'Opportunity Not Found') return;
        observer.disconnect();
        const href = document.getElementById('root')?.dataset.stylesheet;
        const link = document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${href}"]`);
        (window as unknown as { firstRender: unknown }).firstRender = {
          navigation: document.querySelector('header nav') !== null,
          footer: document.querySelector('footer') !== null,
          stylesheet: link?.sheet != null,
        };
      }).observe(document, { childList: true, subtree: true });
    });
    await loadHydrated(page, '/opportunity/999');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { firstRender?: unknown }).firstRender))
      .toEqual({ navigation: true, footer: true, stylesheet: true });
  });

  test('reads a base-10 id with leading zeros', async ({ settledTab }) => {
    const page = await open(settledTab, '/opportunity/012');
    await expect(page.locator('h1')).toHaveText(opportunities[11]!.title, { useInnerText: true });
  });
});

test.describe('an opportunity page', () => {
  test('links back to its category and to other opportunities', async ({ settledTab }) => {
    const entry = opportunities.find((item) => item.category === 'app-development')!;
    const page = await open(settledTab, `/opportunity/${entry.id}`);
    const sidebar = page.getByRole('complementary', { name: 'Other Opportunities' });
    const first = sidebar.getByRole('link').first();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/opportunity\/\d+$/);
    expect(href).not.toBe(`/opportunity/${entry.id}`);
    await page.getByRole('link', { name: 'Back to App Development' }).click();
    await page.waitForURL(`${baseURL()}/services/app-development`);
  });

  test('re-prices and re-dates when the duration changes', async ({ settledTab }) => {
    const page = await open(settledTab, `/opportunity/${openProgramme.id}`);
    expect(await visibleText(page, 'main [data-kind]')).toContain('₹1,500');
    await expect.poll(() => shownDates(page, 'main')).toEqual(expectedDates(28));
    await chooseDuration(page, 'main', '12 Weeks');
    await expect.poll(() => visibleText(page, 'main [data-kind]')).toContain('₹4,000');
    expect(await shownDates(page, 'main')).toEqual(expectedDates(84));
  });

  test("switches to the application mode with 'Apply Now' and back with 'Back to Opportunity Details'", async ({
    settledTab,
  }) => {
    const entry = openProgramme;
    const page = await open(settledTab, `/opportunity/${entry.id}`);
    await page.getByRole('button', { name: 'Apply Now' }).first().click();
    await expect.poll(() => page.locator('h1').innerText()).toBe(`Apply for ${entry.title}`);
    await page.getByRole('form', { name: `Application for ${entry.title}` }).waitFor();
    await scrollSettled(page);
    await page.getByRole('button', { name: 'Back to Opportunity Details' }).click();
    await expect.poll(() => page.locator('h1').innerText()).toBe(entry.title);
  });
});

/**
 * The first two cards of a category's page whose intake is rolling (their dates start tomorrow; a
 * batch's start on its day), among the listings still open on `today`, as the page lists them.
 */
function rollingCards(category: string, today = new Date()): [string, string] {
  const listed = openListings(opportunities, today).filter((entry) => entry.category === category);
  const [first, second] = listed.flatMap((entry, index) =>
    entry.intake.kind === 'rolling' ? [`#opportunities article >> nth=${index}`] : [],
  );
  return [first!, second!];
}

test.describe('category pages', () => {
  test('re-price one card and move its date range when its duration changes', async ({ settledTab }) => {
    const page = await open(settledTab, '/services/internship');
    const [first, second] = rollingCards('internship');
    await expect.poll(() => shownDates(page, first)).toEqual(expectedDates(28));
    await chooseDuration(page, first, '8 Weeks');
    await expect.poll(() => visibleText(page, `${first} >> [data-kind]`)).toContain('₹2,500');
    // Polled, as "today" is read afresh on each side: a run that crosses midnight still agrees.
    await expect.poll(() => shownDates(page, first)).toEqual(expectedDates(56));
    expect(await visibleText(page, `${second} >> [data-kind]`)).toContain('₹1,500');
    await expect.poll(() => shownDates(page, second)).toEqual(expectedDates(28));
  });

  test("turn every card's dates over together at midnight, the re-priced one and the others", async ({
    newSettledPage,
  }) => {
    const page = await newSettledPage(undefined, { isolated: true });
    const evening = new Date(2026, 10, 26, 23, 59, 30);
    await page.clock.install({ time: evening });
    await loadHydrated(page, '/services/internship');
    const [first, second] = rollingCards('internship', evening);
    await chooseDuration(page, first, '8 Weeks');
    await expect.poll(() => shownDates(page, first)).toEqual(expectedDates(56, evening));
    await expect.poll(() => shownDates(page, second)).toEqual(expectedDates(28, evening));
    await page.clock.fastForward('01:00');
    const morning = new Date(2026, 10, 27);
    await expect.poll(() => shownDates(page, first)).toEqual(expectedDates(56, morning));
    await expect.poll(() => shownDates(page, second)).toEqual(expectedDates(28, morning));
  });

  test("say 'Enroll Now' on workshop and training pages and 'Apply Now' elsewhere, both to the opportunity", async ({
    settledTab,
  }) => {
    const page = await open(settledTab, '/services/workshop-training');
    const enroll = page.getByRole('link', { name: /^Enroll Now/ }).first();
    const href = await enroll.getAttribute('href');
    await enroll.click();
    await page.waitForURL(`${baseURL()}${href}`);
    expect(href).toMatch(/^\/opportunity\/\d+$/);
  });

  test("scroll to the cards and to 'What We Offer' from the hero", async ({ settledTab }) => {
    const page = await open(settledTab, '/services/training-programs');
    await page.getByRole('button', { name: 'View Programs' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('opportunities');
    await scrollSettled(page);
    await page.getByRole('button', { name: 'Learn More' }).first().click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('what-we-offer');
    await scrollSettled(page);
    await page.getByRole('button', { name: 'Explore All Programs' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('opportunities');
  });

  test('close with a call to action to /services', async ({ settledTab }) => {
    const page = await open(settledTab, '/services/software-development');
    await page.getByRole('link', { name: 'Explore All Services' }).click();
    await page.waitForURL(`${baseURL()}/services`);
  });
});
