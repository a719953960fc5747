import type { Page } from '@playwright/test';
import { jobs, openListings } from '@aarambh/content';
import { openOpening } from './submissions';
import { baseURL, expect, loadHydrated, test, waitForHydration } from './fixtures';

const titlesOf = (department?: string) =>
  openListings(jobs, new Date())
    .filter((job) => department === undefined || job.department === department)
    .map((job) => job.title);

/** The filter's choice named `name`: a link to its URL. */
const choice = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Filter by department' }).getByRole('link', { name, exact: true });

async function shownTitles(page: Page): Promise<string[]> {
  return page.locator('#open-positions article h3').allInnerTexts();
}

/** Loads /career with `query` in the worker's settled tab and waits for hydration. */
async function openCareers(tab: Page, query = ''): Promise<Page> {
  await loadHydrated(tab, `/career${query}`);
  return tab;
}

test.describe('the department filter', () => {
  test('lists every opening by default', async ({ settledTab }) => {
    const page = await openCareers(settledTab);
    expect(await shownTitles(page)).toEqual(titlesOf());
    await expect(choice(page, 'All Departments')).toHaveAttribute('aria-current', 'true');
  });

  test('sets the department parameter, keeps it on reload and removes it for all', async ({ settledTab }) => {
    const page = await openCareers(settledTab);
    await choice(page, 'Engineering').click();
    await page.waitForURL(`${baseURL()}/career?department=Engineering`);
    await expect.poll(() => shownTitles(page)).toEqual(titlesOf('Engineering'));

    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => shownTitles(page)).toEqual(titlesOf('Engineering'));
    await expect(choice(page, 'Engineering')).toHaveAttribute('aria-current', 'true');

    await choice(page, 'Design').click();
    await page.waitForURL(`${baseURL()}/career?department=Design`);
    await expect.poll(() => shownTitles(page)).toEqual(titlesOf('Design'));

    await choice(page, 'All Departments').click();
    await page.waitForURL(`${baseURL()}/career`);
    await expect.poll(() => shownTitles(page)).toEqual(titlesOf());
  });

  test.describe('with scripts off', () => {
    test.use({ javaScriptEnabled: false });

    test('works as links before any script runs', async ({ page }) => {
      await page.goto(`${baseURL()}/career`);
      await choice(page, 'Engineering').click();
      await page.waitForURL(`${baseURL()}/career?department=Engineering`);
      await choice(page, 'All Departments').click();
      await page.waitForURL(`${baseURL()}/career`);
    });
  });

  test('reads a known department from the address on load', async ({ settledTab }) => {
    const page = await openCareers(settledTab, '?department=Marketing');
    await expect.poll(() => shownTitles(page)).toEqual(titlesOf('Marketing'));
  });

  for (const query of ['?department=Sales', '?department=engineering', '?department=all', '?department=']) {
    test(`ignores an unknown value (${query})`, async ({ settledTab }) => {
      const page = await openCareers(settledTab, query);
      expect(await shownTitles(page)).toEqual(titlesOf());
      await expect(choice(page, 'All Departments')).toHaveAttribute('aria-current', 'true');
    });
  }

  test('keeps other parameters when the department changes', async ({ settledTab }) => {
    const page = await openCareers(settledTab, '?applied=true');
    await choice(page, 'Product').click();
    await page.waitForURL(`${baseURL()}/career?applied=true&department=Product`);
    await choice(page, 'All Departments').click();
    await page.waitForURL(`${baseURL()}/career?applied=true`);
  });
});

test.describe('opening cards', () => {
  test('show the first four requirements and a +N more badge, and link to the job', async ({
    settledTab,
  }) => {
    const page = await openCareers(settledTab);
    const senior = openListings(jobs, new Date()).find((job) => job.requirements.length > 4)!;
    const card = page.locator('#open-positions article', { hasText: senior.title });
    await expect(card.locator('li')).toHaveText(senior.requirements.slice(0, 4), { useInnerText: true });
    await expect(card).toContainText(`+${senior.requirements.length - 4} more`, { useInnerText: true });
    await card.getByRole('link', { name: /Learn More/ }).click();
    await page.waitForURL(`${baseURL()}/career/job/${senior.id}`);
    await expect.poll(() => page.locator('h1').innerText()).toBe(senior.title);
  });

  test("scrolls to the openings with 'View Open Positions'", async ({ settledTab }) => {
    const page = await openCareers(settledTab);
    await page.getByRole('button', { name: 'View Open Positions' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('open-positions');
    // Smooth scrolling takes a moment to arrive.
    const distance = () =>
      page.locator('#open-positions').evaluate((element) => Math.abs(element.getBoundingClientRect().top));
    await expect.poll(distance, { timeout: 5000 }).toBeLessThan(100);
  });
});

test.describe('job pages', () => {
  test("answer an unknown job with the toast 'Job not found' and a redirect to /career", async ({
    settledTab,
  }) => {
    for (const id of ['99', 'abc', '0']) {
      await settledTab.goto(`${baseURL()}/career/job/${id}`);
      await settledTab.waitForURL(`${baseURL()}/career`);
      await settledTab.getByText('Job not found').waitFor();
    }
  });

  test("go to the application page with 'Apply Now' and back to /career with the back link", async ({
    settledTab,
  }) => {
    await settledTab.goto(`${baseURL()}/career/job/${openOpening.id}`);
    await waitForHydration(settledTab);
    await settledTab.getByRole('link', { name: 'Apply Now', exact: true }).click();
    await settledTab.waitForURL(`${baseURL()}/career/apply/${openOpening.id}`);
    await settledTab.goto(`${baseURL()}/career/job/${openOpening.id}`);
    await waitForHydration(settledTab);
    await settledTab.getByRole('link', { name: 'Back to Careers' }).click();
    await settledTab.waitForURL(`${baseURL()}/career`);
  });
});
