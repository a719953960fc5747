import {
  baseURL,
  chunks,
  expect,
  holdRequests,
  moveMouse,
  test,
  waitForHydration,
  waitForNavigation,
  watchErrors,
} from './fixtures';

test.describe('the navigation', () => {
  test('keeps its code away while the promo popup opens and takes focus, before the visitor does anything', async ({
    newSettledPage,
  }) => {
    const page = await newSettledPage(undefined, { promoPopupSeen: false });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${baseURL()}/`);
    const popup = page.getByRole('dialog', { name: 'Explore What We Offer' });
    await popup.waitFor();
    await expect.poll(() => popup.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(requested.filter((url) => /\/chromeParts-[\w-]+\.js$/.test(url))).toEqual([]);
  });

  test('loads its code on the first interaction and opens the Services dropdown', async ({
    newSettledPage,
  }) => {
    const page = await newSettledPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await page.goto(`${baseURL()}/`);
    await waitForHydration(page);
    expect(await page.evaluate(() => document.querySelector('header') !== null)).toBe(true);
    const services = (await page.getByRole('button', { name: 'Services' }).boundingBox())!;
    await moveMouse(page, services.x + services.width / 2, services.y + services.height / 2);
    await waitForNavigation(page);
    await page.getByRole('button', { name: 'Services' }).click();
    const items = page.getByRole('menuitem');
    await expect.poll(() => items.count()).toBe(6);
    await expect(page.getByRole('menu')).toContainText('Development', { useInnerText: true });
    await expect(page.getByRole('menu')).toContainText('Training', { useInnerText: true });
    await page.getByRole('menuitem', { name: 'Workshop Training' }).click();
    await page.waitForURL(`${baseURL()}/services/workshop-training`);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Learn by Doing in Focused Workshops');
    expect(errors).toEqual([]);
  });

  test("goes to /services with 'Get Started' and marks the current page", async ({ newSettledPage }) => {
    const page = await newSettledPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseURL()}/about`);
    await waitForHydration(page);
    await moveMouse(page, 20, 20);
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
  });

  test('opens the mobile menu and navigates from it', async ({ newSettledPage }) => {
    const page = await newSettledPage({ viewport: { width: 390, height: 800 }, hasTouch: true });
    const errors = watchErrors(page);
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
  });

  test('opens the Services dropdown for a click made before its code arrived', async ({ newSettledPage }) => {
    const page = await newSettledPage({ viewport: { width: 1280, height: 900 } });
    const release = await holdRequests(page, chunks.chrome);
    await page.goto(`${baseURL()}/`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Services' }).click();
    await release();
    await expect.poll(() => page.getByRole('menuitem').count()).toBe(6);
  });

  test('opens the mobile menu for a tap made before its code arrived', async ({ newSettledPage }) => {
    const page = await newSettledPage({ viewport: { width: 390, height: 800 }, hasTouch: true });
    const release = await holdRequests(page, chunks.chrome);
    await page.goto(`${baseURL()}/`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Menu' }).tap();
    await release();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
    await page.getByRole('dialog').getByRole('link', { name: 'Career' }).waitFor();
  });

  test('navigates in the page without reloading once hydrated', async ({ newSettledPage }) => {
    const page = await newSettledPage();
    await page.goto(`${baseURL()}/`);
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await page.getByRole('link', { name: 'Explore Services' }).click();
    await page.waitForURL(`${baseURL()}/services`);
    await expect.poll(() => page.title()).toContain('Our Services');
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  });
});
