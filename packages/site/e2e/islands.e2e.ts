import type { Locator, Page } from '@playwright/test';
import { protocol } from '../src/boot/protocol';
import {
  baseURL,
  chunks,
  expect,
  holdRequests,
  loadHydrated,
  logPressFrameAndChunks,
  test,
  waitForHydration,
} from './fixtures';
import { openProgramme } from './submissions';
import { feedbackFormCopy } from '@aarambh/content';
import { privacyRequestTypeLabels } from '@aarambh/machines/schemas';

// Islands (src/boot/client/islands.tsx): parts of a page that keep their prerendered HTML after the page
// hydrates, until they come near the viewport or the visitor uses them.

const phone = { viewport: { width: 390, height: 844 } };

/** Whether the first island `selector` finds has hydrated: React has attached its fiber to its content. */
const hydrated = (page: Page, selector: string) =>
  page
    .locator(`${selector} > *`)
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));

/**
 * Presses the middle of `target` with the mouse, lets the held code through (`release`), waits
 * until React handles `target`'s events itself (its props are on the element), then releases the
 * press: a press the code arrives in the middle of.
 */
async function pressAcrossHydration(target: Locator, release: () => Promise<void>): Promise<void> {
  const page = target.page();
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await release();
  await expect
    .poll(() =>
      target.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))),
    )
    .toBe(true);
  await page.mouse.up();
}

/**
 * Loads `urlPath` and waits until the page has hydrated (the layout's idle mark), what loads after
 * it has loaded and the browser is idle: React hydrates what is inside a Suspense boundary after
 * the rest of the page, in renders of its own, as late as that.
 */
async function loadIdle(page: Page, urlPath: string): Promise<void> {
  await loadHydrated(page, urlPath);
  await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark).length > 0,
    protocol.afterFirstPaintMark,
  );
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
}

test.describe('islands', () => {
  test('hydrate a category card only once it comes near the viewport', async ({ newSettledPage }) => {
    const page = await newSettledPage(phone);
    await loadIdle(page, '/services/internship');
    // The hero and 'What We Offer' fill a phone's screen: the cards, further down, keep their HTML.
    const card = `#opportunities [${protocol.island}]`;
    expect(await hydrated(page, card)).toBe(false);
    await page.locator(`${card} article`).first().scrollIntoViewIfNeeded();
    await expect.poll(() => hydrated(page, card)).toBe(true);
  });

  test("ask for a waiting island's code once the frame of the touch that opens it has painted, not in its handler", async ({
    newSettledPage,
  }) => {
    const page = await newSettledPage(phone);
    await loadIdle(page, '/about');
    expect(await hydrated(page, `[${protocol.island}="header"]`)).toBe(false);
    const pressLog = await logPressFrameAndChunks(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    const log = await pressLog();
    expect(log.slice(0, 2)).toEqual(['press', 'frame']);
    expect(log).toContain('chunk');
  });

  test('navigate in the page from a link of an island that has not hydrated yet', async ({
    newSettledPage,
  }) => {
    const page = await newSettledPage(phone);
    await loadIdle(page, `/opportunity/${openProgramme.id}`);
    expect(await hydrated(page, `[${protocol.island}="other-opportunities"]`)).toBe(false);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    const link = page.locator(`[${protocol.island}="other-opportunities"] a`).first();
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForURL(`${baseURL()}${href}`);
    // The router, not the browser, went to the next page: the document is the same one.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
  });

  test("keep a card's duration press made before the page's code arrives, and choose from it once hydrated", async ({
    newSettledPage,
  }) => {
    const page = await newSettledPage(phone);
    const release = await holdRequests(page, chunks.entry);
    await page.goto(`${baseURL()}/services/internship`, { waitUntil: 'commit' });
    const card = page.locator('#opportunities article').first();
    await card.getByRole('button', { name: /Duration/ }).click();
    await release();
    await waitForHydration(page);
    await page.getByRole('option', { name: '8 Weeks', exact: true }).click();
    await expect.poll(() => card.locator('[data-kind]').innerText()).toContain('₹2,500');
  });
});

test.describe('a press the code arrives in the middle of', () => {
  test("opens the opportunity page's duration select when its code commits between the press and the release", async ({
    newSettledPage,
  }) => {
    const page = await newSettledPage();
    const release = await holdRequests(page, '**/assets/OpportunityDuration-*.js');
    await page.goto(`${baseURL()}/opportunity/${openProgramme.id}`);
    await waitForHydration(page);
    // Released once the island has committed: React handles the trigger's events itself by then.
    await pressAcrossHydration(page.locator('main').getByRole('button', { name: /Duration/ }), release);
    await expect(page.getByRole('listbox')).toBeVisible();
  });

  // React Aria stops a radio's or a checkbox's label from checking its input as the browser would,
  // and checks it on the press it saw begin: a press that began before the page's code checked
  // nothing (boot/README.md).
  for (const { path, module, choice, label } of [
    {
      path: '/privacy/request',
      module: '**/assets/PrivacyRequest-*.js',
      choice: 'radio',
      label: privacyRequestTypeLabels.access.label,
    },
    {
      path: '/feedback',
      module: '**/assets/Feedback-*.js',
      choice: 'checkbox',
      label: feedbackFormCopy.anonymous,
    },
  ] as const) {
    test(`checks a ${choice} whose label is pressed before the page's code arrives and released after it hydrates (${path})`, async ({
      newSettledPage,
    }) => {
      const page = await newSettledPage();
      const release = await holdRequests(page, module);
      await page.goto(baseURL() + path);
      await pressAcrossHydration(page.locator('main').getByText(label), release);
      await expect(page.locator('main').getByRole(choice, { name: label })).toBeChecked();
    });
  }
});
