import AxeBuilder from '@axe-core/playwright';
import { PROMO_POPUP_STORAGE_KEY } from '@aarambh/machines';
import type { Browser, BrowserContext, BrowserContextOptions, Page, Response } from '@playwright/test';
import { CONSENT_STORAGE_KEY, essentialOnly, serializeConsent } from '../src/flows/consent/consentStore';
import { e2eEnvironment } from './environment.ts';

/** The origin of the production build served by the API, e.g. http://127.0.0.1:40123. */
export const baseURL = () => e2eEnvironment().baseURL;

interface SettledPageSettings {
  /** False leaves the promo popup to open as on a session's first page. @default true */
  promoPopupSeen?: boolean;
  /** A browser context of its own, for a test that routes or closes the whole context. @default false */
  isolated?: boolean;
}

/**
 * The context that settled pages without options of their own share, one per test file (see
 * `closeFileContexts`): a context costs a Chromium renderer's start (about half a CPU-second
 * here), and most tests only read pages. Each page still has its own session storage; the settled
 * state below is written afresh on every load.
 */
const sharedContexts = new WeakMap<Browser, Promise<BrowserContext>>();

/**
 * Closes the contexts (and pages) this file's tests opened: each test file calls it once its tests
 * are done, since the browser (Playwright's worker fixture) goes on to the worker's next file.
 */
export async function closeFileContexts(browser: Browser): Promise<void> {
  const contexts = [sharedContexts.get(browser), ...(ownContexts.get(browser) ?? [])];
  sharedContexts.delete(browser);
  ownContexts.delete(browser);
  await Promise.all(contexts.map(async (context) => (await context)?.close()));
}

function sharedContext(browser: Browser): Promise<BrowserContext> {
  let context = sharedContexts.get(browser);
  if (!context) {
    context = browser.newContext();
    sharedContexts.set(browser, context);
  }
  return context;
}

/** Contexts opened for one page each, per browser, closed with the shared one (`closeFileContexts`). */
const ownContexts = new WeakMap<Browser, Set<BrowserContext>>();

/**
 * A page in a context of its own. (Not `browser.newPage()`: axe opens its report page beside the
 * page it checked, which such a page's context does not allow.)
 */
async function ownContextPage(browser: Browser, options?: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext(options);
  const contexts = ownContexts.get(browser) ?? new Set();
  ownContexts.set(browser, contexts.add(context));
  return context.newPage();
}

/**
 * A page for a visitor who has already seen this session's promo popup and made a cookie choice
 * (essential only), so that neither covers the page under test. The popup's own tests pass
 * `{ promoPopupSeen: false }`; the cookie banner's open plain pages. Pages with context options
 * (a viewport, touch) or `isolated` get a context of their own, closed with the page.
 */
export async function newSettledPage(
  browser: Browser,
  options?: BrowserContextOptions,
  { promoPopupSeen = true, isolated = false }: SettledPageSettings = {},
): Promise<Page> {
  const page =
    options || isolated
      ? await ownContextPage(browser, options)
      : await (await sharedContext(browser)).newPage();
  await page.addInitScript(
    ([popupKey, consentKey, consent, popupSeen]) => {
      if (popupSeen) window.sessionStorage.setItem(popupKey, 'true');
      window.localStorage.setItem(consentKey, consent);
    },
    [
      PROMO_POPUP_STORAGE_KEY,
      CONSENT_STORAGE_KEY,
      serializeConsent(essentialOnly, new Date()),
      promoPopupSeen,
    ] as const,
  );
  return page;
}

/**
 * Loads `urlPath` in `page` and waits for hydration; returns the document's response. Files whose
 * tests only navigate and read load every test's page in one settled tab with it: a new tab starts
 * a renderer and compiles the site's code (and axe) afresh, about half the CPU of a short check.
 */
export async function loadHydrated(page: Page, urlPath: string): Promise<Response | null> {
  const response = await page.goto(baseURL() + urlPath);
  await waitForHydration(page);
  return response;
}

/**
 * Holds the page's requests for `url` (a glob, e.g. one of the site's code chunks) until the
 * returned function is called: the page as a visitor on a slow connection uses it while that code
 * is still on its way.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** A new settled page (see newSettledPage) at `urlPath`, hydrated. */
export async function openSettled(browser: Browser, urlPath: string): Promise<Page> {
  const page = await newSettledPage(browser);
  await loadHydrated(page, urlPath);
  return page;
}

/** Collects the page's uncaught errors and console errors (other than failed requests, such as a 404 document). */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(`console: ${message.text()}`);
    }
  });
  return errors;
}

/** Runs axe (`@axe-core/playwright`) on the page, every rule, and returns its violations, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Colours are measured as they are at that moment: an overlay still fading in (the help tip
  // comes up 2 s after idle, whenever that is on a busy machine) would make a passing pair of
  // colours look faint. Running animations are taken to their end first.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().iterations !== Infinity) animation.finish();
    }
  });
  const all = await new AxeBuilder({ page }).disableRules(['region']).analyze();
  // React Aria portals its overlays (the help tip, popovers, dialogs) to the end of <body>,
  // outside every landmark; they are reached through their trigger and announced by their role,
  // not found by landmark navigation. The region rule checks the page itself: without this, the
  // result would depend on whether the help tip (2 s after idle) happened to be up.
  const region = await new AxeBuilder({ page })
    .withRules(['region'])
    .exclude('[data-overlay-container]')
    .analyze();
  return [...all.violations, ...region.violations].map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

/**
 * With the focus on a closed select: opens it with ArrowDown, picks the first option with Enter,
 * and waits until the focus is back on the select, so that the next key press is the select's
 * again. (React Aria returns the focus after the list is gone, in a later frame: on a busy
 * machine a Tab pressed as soon as the list is gone would start from the page's body.)
 */
export async function pickFirstOption(page: Page): Promise<void> {
  const select = await page.evaluateHandle(() => document.activeElement);
  await page.keyboard.press('ArrowDown');
  await page.getByRole('listbox').waitFor();
  await page.keyboard.press('Enter');
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  await page.waitForFunction((element) => document.activeElement === element, select);
  await select.dispose();
}

/**
 * Waits until the page has not scrolled for five frames. The site scrolls smoothly (unless the
 * visitor asks for reduced motion): a button clicked while the page still moves can slip from
 * under the pointer between press and release, and React Aria then cancels the press.
 */
export async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let stillFrames = 0;
        const check = () => {
          stillFrames = window.scrollY === last ? stillFrames + 1 : 0;
          last = window.scrollY;
          if (stillFrames >= 5) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

/** Waits until the client has hydrated the page (React attaches its root to #root). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/**
 * Waits until the navigation bar is hydrated. Its code loads on the visitor's first interaction
 * (see layout/Chrome.tsx); until then it is server-rendered HTML whose links work as plain links.
 */
export async function waitForNavigation(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const header = document.querySelector('header');
    return header !== null && Object.keys(header).some((key) => key.startsWith('__reactFiber'));
  });
}
