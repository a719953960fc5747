import { company } from '@aarambh/content';
import { protocol } from '../src/boot/protocol';
import { HINDI_NOT_FOUND_PATH, hindiTwins } from '../src/i18n/pages';
import { axeViolations, baseURL, expect, loadHydrated, test, watchErrors } from './fixtures';

/** The Hindi pages, and a path under `/hi/` that none is (its 404). */
const hindiPaths: string[] = Object.values(hindiTwins);
const unknownHindiPath = '/hi/no-such-page';

/** The HTML as a crawler gets it: no script runs. */
async function html(path: string): Promise<{ status: number; body: string }> {
  const response = await fetch(baseURL() + path);
  return { status: response.status, body: await response.text() };
}

/** The page's `hreflang` links, as `hreflang url` lines, sorted. */
const alternates = (body: string) =>
  [...body.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)]
    .map(([, hreflang, href]) => `${hreflang} ${href}`)
    .sort();

/** The share of the letters (with their vowel signs) in `<main>` that are Devanagari (U+0900 to U+097F). */
function devanagariShare(body: string): number {
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(body)?.[1] ?? '';
  const text = main.replace(/<(script|style)[\s\S]*?<\/\1>/g, '').replace(/<[^>]+>/g, ' ');
  const letters = text.match(/[\p{L}\p{M}]/gu) ?? [];
  return letters.filter((letter) => /[\u0900-\u097F]/.test(letter)).length / letters.length;
}

test.describe('the Hindi pages before any script', () => {
  test('every Hindi page is in the sitemap', async () => {
    const sitemap = (await html('/sitemap.xml')).body;
    const inSitemap = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map(([, url]) => url!.slice(company.siteUrl.length))
      .filter((path) => path === '/hi' || path.startsWith('/hi/'));
    expect(inSitemap).toEqual(hindiPaths);
  });

  for (const path of [...hindiPaths, unknownHindiPath]) {
    test(`${path} is Hindi: lang="hi" and its main content in Devanagari`, async () => {
      const { status, body } = await html(path);
      expect(status).toBe(path === unknownHindiPath ? 404 : 200);
      expect(body).toMatch(/<html lang="hi"/);
      expect(devanagariShare(body)).toBeGreaterThan(0.6);
    });
  }

  test('each Hindi page and its English twin link to each other with absolute URLs, as the sitemap does', async () => {
    const sitemap = (await html('/sitemap.xml')).body;
    for (const path of hindiPaths) {
      const links = alternates((await html(path)).body);
      expect(links.map((link) => link.split(' ')[0])).toEqual(['en-IN', 'hi-IN', 'x-default']);
      for (const link of links) {
        const url = link.split(' ')[1]!;
        expect(url.startsWith(`${company.siteUrl}/`), link).toBe(true);
        // The same three links on every page of the pair.
        expect(alternates((await html(url.slice(company.siteUrl.length))).body)).toEqual(links);
      }
      const entry =
        new RegExp(`<url><loc>${company.siteUrl}${path}</loc>(.*?)</url>`).exec(sitemap)?.[1] ?? '';
      const inSitemap = [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)]
        .map(([, hreflang, href]) => `${hreflang} ${href}`)
        .sort();
      expect(inSitemap).toEqual(links);
    }
    // A page in English only has none.
    expect(alternates((await html('/about')).body)).toEqual([]);
    expect(alternates((await html(HINDI_NOT_FOUND_PATH)).body)).toEqual([]);
  });
});

test.describe('the Hindi pages in the browser', () => {
  for (const path of [...hindiPaths, unknownHindiPath]) {
    test(`${path} hydrates without errors and passes axe`, async ({ newSettledPage }) => {
      const page = await newSettledPage(undefined, { isolated: true });
      const errors = watchErrors(page);
      await loadHydrated(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.locator('h1')).toHaveCount(1);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('the link to the other language', () => {
  test('leads to the same page in Hindi and back; the choice is remembered on the next visit to the site', async ({
    newSettledPage,
  }) => {
    const page = await newSettledPage(undefined, { isolated: true });
    await loadHydrated(page, '/services');
    await page.getByRole('link', { name: 'हिन्दी' }).click();
    await expect(page).toHaveURL(`${baseURL()}/hi/services`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('हमारी सेवाएँ');
    // A new visit (a typed address: no page of the site before it) to the English Home.
    await page.goto(`${baseURL()}/`);
    await expect(page).toHaveURL(`${baseURL()}/hi`);
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(`${baseURL()}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await page.goto(`${baseURL()}/`);
    await page.waitForLoadState('load');
    await expect(page).toHaveURL(`${baseURL()}/`);
  });

  test('remembers a click made before any of the code of the page has run', async ({ newSettledPage }) => {
    const page = await newSettledPage(undefined, { isolated: true });
    // None of the site's modules arrive: the page is its HTML and the inline script alone.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${baseURL()}/`);
    const hydrated = () =>
      page.evaluate(() =>
        Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
      );
    expect(await hydrated()).toBe(false);
    await page.getByRole('link', { name: 'हिन्दी' }).click();
    await expect(page).toHaveURL(`${baseURL()}/hi`);
    await page.unrouteAll();
    expect(await page.evaluate((key) => localStorage.getItem(key), protocol.languageKey)).toBe('hi');
    await page.goto(`${baseURL()}/`);
    await expect(page).toHaveURL(`${baseURL()}/hi`);
  });

  test('a move to another page in the page sets the language of the document to the new page', async ({
    newSettledPage,
  }) => {
    const page = await newSettledPage(undefined, { isolated: true });
    await loadHydrated(page, '/hi');
    await page.getByRole('link', { name: 'सेवाएँ देखें' }).first().click();
    await expect(page).toHaveURL(`${baseURL()}/hi/services`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.getByRole('link', { name: 'परिचय' }).first().click();
    await expect(page).toHaveURL(`${baseURL()}/about`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  });
});
