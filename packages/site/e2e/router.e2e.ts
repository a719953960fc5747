// The router when it is needed (src/boot/README.md): a prerendered page hydrates with the location,
// params and search parameters the boot reads from the page, and react-router loads on the
// visitor's first use or first navigation, then keeps the history.
import type { Page } from '@playwright/test';
import { jobs } from '@aarambh/content';
import { protocol, type RouteModules } from '../src/boot/protocol';
import {
  baseURL,
  chunks,
  expect,
  holdRequests,
  moveMouse,
  scrollSettled,
  test,
  waitForHydration,
  waitForNavigation,
} from './fixtures';

const routerRequests = (page: Page) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (/\/reactRouter-[\w-]+\.js$/.test(request.url())) requested.push(request.url());
  });
  return requested;
};

const sameDocument = {
  mark: (page: Page) =>
    page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    }),
  kept: (page: Page) =>
    page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true),
};

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test.describe('the router', () => {
  test('is not loaded to hydrate a page with a filter in its URL, and loads on the first use', async ({
    newSettledPage,
  }) => {
    const page = await newSettledPage({ viewport: { width: 1280, height: 900 } });
    const requested = routerRequests(page);
    await page.goto(`${baseURL()}/career?department=Design`);
    await waitForHydration(page);
    await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark).length > 0,
      protocol.afterFirstPaintMark,
    );
    await page.waitForLoadState('networkidle');
    // The search parameters came from the page: the list shows Design's openings only.
    await expect
      .poll(() => page.locator('#open-positions article h3').allInnerTexts())
      .toEqual(jobs.filter((job) => job.department === 'Design').map((job) => job.title));
    expect(requested).toEqual([]);
    await moveMouse(page, 200, 200);
    await expect.poll(() => requested.length).toBe(1);
  });

  test('takes a link clicked before it arrived to the next page in the same document', async ({
    newSettledPage,
  }) => {
    const page = await newSettledPage();
    const release = await holdRequests(page, chunks.router);
    await page.goto(`${baseURL()}/`);
    await waitForHydration(page);
    await sameDocument.mark(page);
    await page.getByRole('link', { name: 'Explore Services' }).click();
    await release();
    await page.waitForURL(`${baseURL()}/services`);
    await expect.poll(() => page.title()).toContain('Our Services');
    expect(await sameDocument.kept(page)).toBe(true);
  });

  test('lets the browser load the next page when its code does not arrive', async ({ newSettledPage }) => {
    const page = await newSettledPage();
    await page.route(chunks.router, (route) => route.abort());
    await page.goto(`${baseURL()}/`);
    await waitForHydration(page);
    await sameDocument.mark(page);
    await page.getByRole('link', { name: 'Explore Services' }).click();
    await page.waitForURL(`${baseURL()}/services`);
    await expect.poll(() => page.title()).toContain('Our Services');
    expect(await sameDocument.kept(page)).toBe(false);
  });

  test('keeps the scroll position made before hydration when it takes over', async ({ newSettledPage }) => {
    const page = await newSettledPage({ viewport: { width: 390, height: 844 } });
    const release = await holdRequests(page, chunks.entry);
    await page.goto(`${baseURL()}/career`, { waitUntil: 'commit' });
    await page.locator('footer').waitFor({ state: 'attached' });
    await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
    await release();
    await waitForHydration(page);
    const loaded = page.waitForResponse((response) => /\/reactRouter-[\w-]+\.js$/.test(response.url()));
    await moveMouse(page, 100, 100);
    await loaded;
    await page.waitForLoadState('networkidle');
    expect(await scrollY(page)).toBe(900);
  });

  test("asks for every chunk of the next page at once, none after the chunk that imports it has arrived (the prerender step's lists)", async ({
    newSettledPage,
  }) => {
    const page = await newSettledPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseURL()}/`);
    await waitForHydration(page);
    const lists = (await (await page.request.get(baseURL() + protocol.routeModules)).json()) as RouteModules;
    // The contact page's code is several chunks deep (its form, the kit's fields, the machines).
    const contact = lists.contact!;
    expect(contact.length).toBeGreaterThan(5);
    expect(contact[0]).toMatch(/\/assets\/Contact-[\w-]+\.js$/);
    // Every script takes a while to arrive: a chunk the browser found only in its importer's code
    // would be asked for that long after it.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await moveMouse(page, 200, 200);
    await waitForNavigation(page);
    await page.waitForLoadState('networkidle');
    const clickedAt = await page.evaluate(() => performance.now());
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
    await page.waitForURL(`${baseURL()}/contact`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Get in Touch');
    const started = await page.evaluate(
      ({ urls, after }) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime > after && urls.includes(new URL(entry.name).pathname))
          .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime - after })),
      { urls: contact, after: clickedAt },
    );
    // The page's own chunks came with this navigation (Home had none of them but the shared ones).
    expect(started.map((entry) => entry.url)).toContain(contact[0]);
    const first = Math.min(...started.map((entry) => entry.start));
    for (const entry of started) expect(entry.start - first, entry.url).toBeLessThan(300);
  });

  test('goes back and forward in the page, each page where the visitor left it', async ({
    newSettledPage,
  }) => {
    const page = await newSettledPage({ viewport: { width: 1280, height: 900 } });
    // A first visit paints in the system font and the page after a navigation in Inter
    // (src/boot/server/webFont.ts), which changes the pages' heights: a visitor who has the font
    // sees the same page when going back.
    await page.goto(`${baseURL()}/`);
    await page.waitForFunction(() => document.fonts.check('1em "Inter Variable"'));
    await page.reload();
    await waitForHydration(page);
    await sameDocument.mark(page);
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'About Us' });
    await link.scrollIntoViewIfNeeded();
    // The footer's links go through the router once its code is there (until then they load a document).
    await waitForNavigation(page);
    await scrollSettled(page);
    const left = await scrollY(page);
    expect(left).toBeGreaterThan(500);
    await link.click();
    await page.waitForURL(`${baseURL()}/about`);
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.goBack();
    await page.waitForURL(`${baseURL()}/`);
    await expect.poll(() => page.locator('h1').innerText()).toContain('Launch Your Career');
    await expect.poll(() => scrollY(page)).toBe(left);
    await page.goForward();
    await page.waitForURL(`${baseURL()}/about`);
    await expect.poll(() => scrollY(page)).toBe(0);
    expect(await sameDocument.kept(page)).toBe(true);
  });
});
