import type { Page } from '@playwright/test';
import { opportunities } from '@aarambh/content';
import { searchOpportunities } from '../src/lib/search';
import {
  baseURL,
  chunks,
  expect,
  holdRequests,
  type NewSettledPage,
  test,
  waitForHydration,
  waitForNavigation,
} from './fixtures';

async function openSearch(newSettledPage: NewSettledPage): Promise<Page> {
  const page = await newSettledPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${baseURL()}/about`);
  await waitForHydration(page);
  const field = page.getByRole('combobox', { name: 'Search opportunities' });
  await field.focus();
  await waitForNavigation(page);
  return page;
}

const field = (page: Page) => page.getByRole('combobox', { name: 'Search opportunities' });
const optionTitles = async (page: Page) =>
  (await page.getByRole('option').allInnerTexts()).map((text) => text.split('\n')[0]);

test.describe('the navigation search', () => {
  test('finds opportunities by skill, case-insensitively', async ({ newSettledPage }) => {
    const page = await openSearch(newSettledPage);
    await field(page).fill('KOTLIN');
    const expected = searchOpportunities(opportunities, 'kotlin', new Date()).results.map(
      (entry) => entry.title,
    );
    await expect.poll(() => optionTitles(page)).toEqual(expected);
  });

  test("shows at most 8 results with 'Showing top 8 results...'", async ({ newSettledPage }) => {
    const page = await openSearch(newSettledPage);
    await field(page).fill('remote');
    await expect.poll(() => page.getByRole('option').count()).toBe(8);
    await expect(page.getByText('Showing top 8 results...')).toHaveCount(1);
  });

  test("says 'No opportunities found for ...' when nothing matches", async ({ newSettledPage }) => {
    const page = await openSearch(newSettledPage);
    await field(page).fill('quantum basket weaving');
    await page.getByText('No opportunities found for "quantum basket weaving"').waitFor();
  });

  test("searches what was typed before the navigation's code arrived", async ({ newSettledPage }) => {
    const page = await newSettledPage({ viewport: { width: 1280, height: 900 } });
    const release = await holdRequests(page, chunks.chrome);
    await page.goto(`${baseURL()}/about`);
    await waitForHydration(page);
    await field(page).click();
    await page.keyboard.type('kotlin');
    await release();
    const expected = searchOpportunities(opportunities, 'kotlin', new Date()).results.map(
      (entry) => entry.title,
    );
    await expect.poll(() => optionTitles(page)).toEqual(expected);
    await expect(field(page)).toHaveValue('kotlin');
  });

  test('opens the chosen result with the keyboard', async ({ newSettledPage }) => {
    const page = await openSearch(newSettledPage);
    await field(page).fill('workshop');
    const [first] = searchOpportunities(opportunities, 'workshop', new Date()).results;
    await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(0);
    await page.keyboard.press('ArrowDown');
    // The first result is the active option before Enter (on a busy machine the list can still
    // be settling when the key arrives).
    await expect.poll(() => field(page).getAttribute('aria-activedescendant')).toBeTruthy();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseURL()}/opportunity/${first!.id}`);
    await expect.poll(() => page.locator('h1').innerText()).toBe(first!.title);
  });
});
