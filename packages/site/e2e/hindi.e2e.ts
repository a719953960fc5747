import { company, cookieBannerCopy, helpChatCopy, jobs, openListings, promoCopy } from '@aarambh/content';
import { protocol } from '../src/boot/protocol';
import { allTwins, HINDI_NOT_FOUND_PATH } from '../src/i18n/pages';
import {
  axeViolations,
  baseURL,
  expect,
  loadedScriptsContaining,
  loadHydrated,
  test,
  waitForHydration,
} from './fixtures';

/** The Hindi pages (the listed and the catalogue's, then each open opening's, as the sitemap orders them), and a path under `/hi/` that none is (its 404). */
const hindiPaths: string[] = [
  ...Object.values(allTwins),
  ...openListings(jobs, new Date()).map((job) => `/hi/career/job/${job.id}`),
];
/** Each open opening's Hindi application form: prerendered, out of the sitemap as its English twin. */
const hindiApplyPaths = openListings(jobs, new Date()).map((job) => `/hi/career/apply/${job.id}`);
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

/**
 * The share of the letters (with their vowel signs) in `<main>` that are Devanagari (U+0900 to
 * U+097F), leaving out a policy's lists marked as English (`listsLang`: the last part of their
 * section, up to its end).
 */
function devanagariShare(body: string): number {
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(body)?.[1] ?? '';
  const text = main
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, '')
    .replace(/<div lang="en"[\s\S]*?<\/section>/g, '')
    .replace(/<[^>]+>/g, ' ');
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

  for (const path of [...hindiPaths, ...hindiApplyPaths, unknownHindiPath]) {
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
    // An application form and its twin link to each other too, out of the sitemap as search
    // engines do not index them.
    for (const path of hindiApplyPaths) {
      const links = alternates((await html(path)).body);
      expect(links).toEqual(
        [
          `en-IN ${company.siteUrl}${path.slice('/hi'.length)}`,
          `hi-IN ${company.siteUrl}${path}`,
          `x-default ${company.siteUrl}${path.slice('/hi'.length)}`,
        ].sort(),
      );
      expect(alternates((await html(path.slice('/hi'.length))).body)).toEqual(links);
      expect(sitemap).not.toContain(path);
    }
    // A page in English only has none.
    expect(alternates((await html('/coming-soon')).body)).toEqual([]);
    expect(alternates((await html(HINDI_NOT_FOUND_PATH)).body)).toEqual([]);
  });
});

test.describe('the Hindi pages in the browser', () => {
  // Each test loads its page in the worker's settled tab and only reads it (as pages.e2e.ts does):
  // a context of its own cost each about a second more, a Chromium renderer started and the site's
  // code and axe compiled afresh. No test of the shared context follows the language link (those
  // that do have a context of their own), so no remembered language moves these pages.
  test.describe.configure({ mode: 'parallel' });
  for (const path of [...hindiPaths, ...hindiApplyPaths, unknownHindiPath]) {
    test(`${path} hydrates without errors and passes axe`, async ({
      settledTab: page,
      tabErrors: errors,
    }) => {
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
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await loadHydrated(page, '/services');
    // The Hindi pages' routes are in a module of their own, found on the way there: an English
    // page's first visit loads none of them, nor does a Hindi page's, which hydrates from its own
    // route module; they come with react-router on the visitor's first use of the Hindi page.
    const hindiTable = () => scripts.filter((path) => path.includes('hindiRoutes'));
    expect(hindiTable()).toEqual([]);
    await page.getByRole('link', { name: 'हिन्दी' }).click();
    await expect(page).toHaveURL(`${baseURL()}/hi/services`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('हमारी सेवाएँ');
    await waitForHydration(page);
    expect(hindiTable()).toEqual([]);
    await page.mouse.move(10, 10);
    await page.mouse.move(40, 40);
    await expect.poll(() => hindiTable().length).toBe(1);
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

  test('a Hindi page leads to the Hindi category pages, whose link leads to the same category in English', async ({
    newSettledPage,
  }) => {
    const page = await newSettledPage(undefined, { isolated: true });
    await loadHydrated(page, '/hi/services');
    await page.getByRole('link', { name: 'और जानें' }).nth(1).click();
    await expect(page).toHaveURL(`${baseURL()}/hi/services/app-development`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ऐसे ऐप बनाइए जो लोगों को पसंद आएँ');
    // Prices in hi-IN: lakh grouping, Latin digits.
    await expect(page.locator('#opportunities').getByText('₹1,500').first()).toBeVisible();
    // Its cards lead to the opportunities' Hindi pages.
    await expect(page.locator('#opportunities a[href^="/opportunity/"]')).toHaveCount(0);
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(`${baseURL()}/services/app-development`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  });

  test("an opportunity's page leads to the same opportunity in Hindi and back; its application is in Hindi", async ({
    newSettledPage,
  }) => {
    const page = await newSettledPage(undefined, { isolated: true });
    await loadHydrated(page, '/opportunity/1');
    await page.getByRole('link', { name: 'हिन्दी' }).click();
    await expect(page).toHaveURL(`${baseURL()}/hi/opportunity/1`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Full Stack Development Internship');
    await expect(page.getByRole('heading', { name: 'इस अवसर के बारे में' })).toBeVisible();
    // Apply Now opens the form in Hindi on the same page (issue 42's path: hindiApplication.e2e.ts).
    await page.getByRole('button', { name: 'अभी आवेदन करें' }).first().click();
    await expect(page.getByRole('heading', { name: 'आपका आवेदन' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'आपकी जानकारी', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'अवसर की जानकारी पर वापस जाएँ' }).click();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(`${baseURL()}/opportunity/1`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page.getByRole('heading', { name: 'About This Opportunity' })).toBeVisible();
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
    // The URL changes before the new page renders (react-router renders it in a transition, which
    // a busy machine may hold back): the link is the Services page's once its heading is shown.
    await expect(page.getByRole('heading', { level: 1, name: 'हमारी सेवाएँ' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/services');
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(`${baseURL()}/services`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  });
});

test.describe('the shell of a Hindi page', () => {
  test('the navigation and the footer lead to the Hindi twins; the Services menu names the categories in English', async ({
    newSettledPage,
  }) => {
    const page = await newSettledPage(undefined, { isolated: true });
    await loadHydrated(page, '/hi/about');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'करियर' })).toHaveAttribute('href', '/hi/career');
    await expect(footer.getByRole('link', { name: 'कुकी नीति' })).toHaveAttribute('href', '/hi/cookie-policy');
    await expect(
      page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'परिचय' }),
    ).toHaveAttribute('href', '/hi/about');
    await page.getByRole('button', { name: 'सेवाएँ' }).click();
    const internships = page.getByRole('menuitem', { name: 'Internships' });
    await expect(internships.locator('[lang="en"]')).toHaveText('Internships');
  });

  test('the help chat, the promo popup and the cookie banner speak Hindi, and an English page loads none of it nor a Hindi page their English; the open chat and the preferences load their Hindi on first use', async ({
    browser,
  }) => {
    // A first visit: no popup seen, no cookie choice made.
    const english = await (await browser.newContext()).newPage();
    const scripts: string[] = [];
    english.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await loadHydrated(english, '/about');
    await expect(english.getByRole('dialog', { name: 'Explore What We Offer' })).toBeVisible();
    expect(scripts.filter((path) => path.includes('afterFirstPaintHindi'))).toEqual([]);
    await english.context().close();
    const hindi = await (await browser.newContext()).newPage();
    const hindiScripts: string[] = [];
    hindi.on('request', (request) => {
      if (request.resourceType() === 'script') hindiScripts.push(new URL(request.url()).pathname);
    });
    await loadHydrated(hindi, '/hi/about');
    const popup = hindi.getByRole('dialog', { name: 'देखिए हम क्या-क्या देते हैं' });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('link', { name: /^और जानें ?: सॉफ़्टवेयर डेवलपमेंट$/ })).toBeVisible();
    await hindi.keyboard.press('Escape');
    await expect(hindi.getByRole('region', { name: 'हम आपकी निजता का सम्मान करते हैं' })).toBeVisible();
    const chatButton = hindi.getByRole('button', { name: 'WhatsApp पर मदद के लिए चैट करें' });
    await expect(chatButton).toBeVisible();
    for (const english of [promoCopy.title, cookieBannerCopy.heading, helpChatCopy.tooltip])
      expect(await loadedScriptsContaining(hindi, english), english).toEqual([]);
    const firstUseWords = () =>
      hindiScripts.filter((path) => /chatPanelHindi|cookiePreferencesHindi/.test(path));
    expect(firstUseWords()).toEqual([]);
    await hindi.getByRole('button', { name: 'अपनी पसंद चुनें' }).click();
    const preferences = hindi.getByRole('dialog', { name: 'कुकी की पसंद' });
    await expect(preferences.getByRole('checkbox', { name: /^एनालिटिक्स कुकीज़/ })).toBeVisible();
    await hindi.keyboard.press('Escape');
    await expect(preferences).toBeHidden();
    await chatButton.click();
    const chat = hindi.getByRole('dialog', { name: 'मदद चाहिए?' });
    await expect(chat.getByRole('button', { name: 'मेरा अपने आवेदन के बारे में एक सवाल है।' })).toBeVisible();
    expect(firstUseWords()).toHaveLength(2);
    await hindi.context().close();
  });
});
