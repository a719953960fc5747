import type { Page } from '@playwright/test';
import { protocol } from '../src/boot/protocol';
import { axeViolations, baseURL, expect, loadHydrated, test } from './fixtures';
import { routeTexts } from './routeTexts';

// Each test loads its own page and only reads it: the routes spread over the workers rather than
// waiting for one another in one (this file has the most tests of any).
test.describe.configure({ mode: 'parallel' });

/** Loads `path` in the worker's settled tab and waits for hydration; returns the document's HTTP status. */
async function open(page: Page, path: string): Promise<number | undefined> {
  return (await loadHydrated(page, path))?.status();
}

test.describe('every route', () => {
  for (const [path, texts] of routeTexts) {
    test(`${path} renders its texts, hydrates without errors and passes axe`, async ({
      settledTab: page,
      tabErrors: errors,
    }) => {
      expect(await open(page, path)).toBe(200);
      const text = await page.locator('body').innerText();
      for (const expected of texts) expect(text, `${path} shows '${expected}'`).toContain(expected);
      await expect(page.locator('h1')).toHaveCount(1);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('share the navigation, the Services groups and the footer', async ({ settledTab: page }) => {
    await open(page, '/about');
    const text = await page.locator('body').innerText();
    for (const expected of ['Home', 'About', 'Services', 'Career', 'Coming Soon', 'Contact', 'Get Started']) {
      expect(text).toContain(expected);
    }
    for (const column of ['Company', 'Opportunities', 'Legal', 'Contact']) {
      await expect(page.getByRole('heading', { name: column, exact: true }).count()).resolves.toBe(1);
    }
    await expect(page.getByRole('link', { name: 'Feedback', exact: true }).count()).resolves.toBe(1);
    await expect(page.getByRole('link', { name: 'Refund Policy', exact: true })).toHaveAttribute(
      'href',
      '/refund-policy',
    );
    for (const network of ['LinkedIn', 'Twitter', 'GitHub', 'Instagram']) {
      await expect(page.getByRole('link', { name: new RegExp(`on ${network}`) }).count()).resolves.toBe(1);
    }
  });
});

test.describe('delivery', () => {
  test('sends pages and their scripts brotli-compressed, caches hashed assets for good and revalidates pages', async () => {
    const get = (path: string, headers: Record<string, string> = {}) =>
      fetch(baseURL() + path, { headers: { 'Accept-Encoding': 'br, gzip', ...headers } });
    const home = await get('/');
    expect(home.headers.get('content-encoding')).toBe('br');
    expect(home.headers.get('vary')).toBe('Accept-Encoding');
    expect(home.headers.get('cache-control')).toBe('no-cache');
    // The page's modules, from the entry's preload list. The entry itself is a line of about
    // 100 bytes that brotli cannot always make smaller (it depends on the hashes in its names):
    // the build keeps no copy then, and it is sent as it is.
    const modules = new RegExp(`${protocol.pageModules}="([^"]+)"`).exec(await home.text())?.[1]?.split(' ');
    expect(modules?.length).toBeGreaterThan(1);
    for (const script of modules!) {
      const raw = await get(script, { 'Accept-Encoding': 'identity' });
      const size = (await raw.arrayBuffer()).byteLength;
      const asset = await get(script);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      if (size > 1024) expect(asset.headers.get('content-encoding'), script).toBe('br');
    }

    const again = await get('/', { 'If-None-Match': home.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(await get('/.vite/manifest.json').then((response) => response.status)).toBe(404);
  });
});

test.describe('unknown paths', () => {
  for (const path of ['/no-such-page', '/services/unknown', '/career/job', '/about/team']) {
    test(`${path} answers 404 with the Page Not Found screen`, async ({
      settledTab: page,
      tabErrors: errors,
    }) => {
      expect(await open(page, path)).toBe(404);
      const text = await page.locator('body').innerText();
      for (const expected of [
        'Page Not Found',
        'Go Home',
        'Go Back',
        'Our Services',
        'About Us',
        'Careers',
      ]) {
        expect(text).toContain(expected);
      }
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('goes home and back from the 404 page', async ({ settledTab: page }) => {
    await open(page, '/about');
    await open(page, '/no-such-page');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL(`${baseURL()}/about`);
    await open(page, '/no-such-page');
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL(`${baseURL()}/`);
    await expect.poll(() => page.locator('h1').innerText()).toContain('Launch Your Career');
  });
});
