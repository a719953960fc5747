import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, waitForHydration, waitForNavigation, watchErrors } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('the navigation', () => {
  it('loads its code on the first interaction and opens the Services dropdown', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    try {
      await page.goto(`${baseURL()}/`);
      await waitForHydration(page);
      expect(await page.evaluate(() => document.querySelector('header') !== null)).toBe(true);
      await page.getByRole('button', { name: 'Services' }).hover();
      await waitForNavigation(page);
      await page.getByRole('button', { name: 'Services' }).click();
      const items = page.getByRole('menuitem');
      await expect.poll(() => items.count()).toBe(6);
      expect(await page.getByRole('menu').innerText()).toContain('Development');
      expect(await page.getByRole('menu').innerText()).toContain('Training');
      await page.getByRole('menuitem', { name: 'Workshop Training' }).click();
      await page.waitForURL(`${baseURL()}/services/workshop-training`);
      await expect.poll(() => page.locator('h1').innerText()).toBe('Learn by Doing in Focused Workshops');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("goes to /services with 'Get Started' and marks the current page", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await page.goto(`${baseURL()}/about`);
      await waitForHydration(page);
      await page.mouse.move(10, 10);
      await expect
        .poll(() =>
          page
            .getByRole('navigation', { name: 'Main' })
            .getByRole('link', { name: 'About' })
            .getAttribute('aria-current'),
        )
        .toBe('page');
      await page.getByRole('link', { name: 'Get Started' }).click();
      await page.waitForURL(`${baseURL()}/services`);
    } finally {
      await page.close();
    }
  });

  it('opens the mobile menu and navigates from it', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 800 }, hasTouch: true });
    const errors = watchErrors(page);
    try {
      await page.goto(`${baseURL()}/`);
      await waitForHydration(page);
      const menu = page.getByRole('button', { name: 'Menu' });
      await menu.dispatchEvent('touchstart');
      await waitForNavigation(page);
      await menu.click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
      await page.getByRole('dialog').getByRole('link', { name: 'Career' }).click();
      await page.waitForURL(`${baseURL()}/career`);
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('navigates in the page without reloading once hydrated', async () => {
    const page = await browser.newPage();
    try {
      await page.goto(`${baseURL()}/`);
      await waitForHydration(page);
      await page.evaluate(() => {
        (window as unknown as { marker: boolean }).marker = true;
      });
      await page.getByRole('link', { name: 'Explore Services' }).click();
      await page.waitForURL(`${baseURL()}/services`);
      await expect.poll(() => page.title()).toContain('Our Services');
      expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    } finally {
      await page.close();
    }
  });
});

describe('the first visit', () => {
  it.each([['/'], ['/career'], ['/services/software-development'], ['/opportunity/1']])(
    '%s hydrates without moving anything or changing the document head, and loads no navigation code',
    async (path) => {
      const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
      try {
        await page.addInitScript(() => {
          const record = { shifts: 0, headChanges: 0 };
          (window as unknown as { firstVisit: typeof record }).firstVisit = record;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              record.shifts += (entry as unknown as { value: number }).value;
          }).observe({ type: 'layout-shift', buffered: true });
          document.addEventListener('DOMContentLoaded', () => {
            new MutationObserver((mutations) => {
              record.headChanges += mutations.length;
            }).observe(document.head, { childList: true, subtree: true, attributes: true });
          });
        });
        const scripts: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'script') scripts.push(request.url());
        });
        await page.goto(baseURL() + path, { waitUntil: 'networkidle' });
        await waitForHydration(page);
        await page.waitForTimeout(500);
        const record = await page.evaluate(
          () => (window as unknown as { firstVisit: { shifts: number; headChanges: number } }).firstVisit,
        );
        expect(record).toEqual({ shifts: 0, headChanges: 0 });
        expect(scripts.filter((url) => /\/(SiteHeader|SiteFooter|Dialog)-/.test(url))).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );
});
