import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opportunities } from '@aarambh/content';
import { searchOpportunities } from '../lib/search';
import {
  baseURL,
  holdRequests,
  launchBrowser,
  newSettledPage,
  waitForHydration,
  waitForNavigation,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function openSearch(): Promise<Page> {
  const page = await newSettledPage(browser, { viewport: { width: 1280, height: 900 } });
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

describe('the navigation search', () => {
  it('finds opportunities by skill, case-insensitively', async () => {
    const page = await openSearch();
    try {
      await field(page).fill('KOTLIN');
      const expected = searchOpportunities(opportunities, 'kotlin').results.map((entry) => entry.title);
      await expect.poll(() => optionTitles(page)).toEqual(expected);
    } finally {
      await page.close();
    }
  });

  it("shows at most 8 results with 'Showing top 8 results...'", async () => {
    const page = await openSearch();
    try {
      await field(page).fill('remote');
      await expect.poll(() => page.getByRole('option').count()).toBe(8);
      expect(await page.getByText('Showing top 8 results...').count()).toBe(1);
    } finally {
      await page.close();
    }
  });

  it("says 'No opportunities found for ...' when nothing matches", async () => {
    const page = await openSearch();
    try {
      await field(page).fill('quantum basket weaving');
      await page.getByText('No opportunities found for "quantum basket weaving"').waitFor();
    } finally {
      await page.close();
    }
  });

  it("searches what was typed before the navigation's code arrived", async () => {
    const page = await newSettledPage(browser, { viewport: { width: 1280, height: 900 } });
    try {
      const release = await holdRequests(page, '**/assets/SiteHeader-*.js');
      await page.goto(`${baseURL()}/about`);
      await waitForHydration(page);
      await field(page).click();
      await page.keyboard.type('kotlin');
      release();
      const expected = searchOpportunities(opportunities, 'kotlin').results.map((entry) => entry.title);
      await expect.poll(() => optionTitles(page)).toEqual(expected);
      expect(await field(page).inputValue()).toBe('kotlin');
    } finally {
      await page.close();
    }
  });

  it('opens the chosen result with the keyboard', async () => {
    const page = await openSearch();
    try {
      await field(page).fill('workshop');
      const [first] = searchOpportunities(opportunities, 'workshop').results;
      await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(0);
      await page.keyboard.press('ArrowDown');
      // The first result is the active option before Enter (on a busy machine the list can still
      // be settling when the key arrives).
      await expect.poll(() => field(page).getAttribute('aria-activedescendant')).toBeTruthy();
      await page.keyboard.press('Enter');
      await page.waitForURL(`${baseURL()}/opportunity/${first!.id}`);
      await expect.poll(() => page.locator('h1').innerText()).toBe(first!.title);
    } finally {
      await page.close();
    }
  });
});
