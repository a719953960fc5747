import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PROMO_POPUP_STORAGE_KEY } from '@aarambh/machines';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Response,
} from 'playwright';
import { inject } from 'vitest';
import { CONSENT_STORAGE_KEY, essentialOnly, serializeConsent } from '../flows/consent/consentStore';

/**
 * Debian's Chromium where it exists (Playwright cannot download its own browsers on our CI
 * machines), else the one CHROMIUM_PATH names, else Playwright's own.
 */
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: ['--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export const baseURL = () => inject('baseURL');

interface SettledPageSettings {
  /** False leaves the promo popup to open as on a session's first page. @default true */
  promoPopupSeen?: boolean;
  /** A browser context of its own, for a test that routes or closes the whole context. @default false */
  isolated?: boolean;
}

/**
 * The context that settled pages without options of their own share, one per browser: a context
 * costs a Chromium renderer's start (about half a CPU-second here), and most tests only read
 * pages. Each page still has its own session storage; the settled state below is written afresh
 * on every load.
 */
const sharedContexts = new WeakMap<Browser, Promise<BrowserContext>>();

function sharedContext(browser: Browser): Promise<BrowserContext> {
  let context = sharedContexts.get(browser);
  if (!context) {
    context = browser.newContext();
    sharedContexts.set(browser, context);
  }
  return context;
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
    options || isolated ? await browser.newPage(options) : await (await sharedContext(browser)).newPage();
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

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe on the page (WCAG 2.x A and AA and best practices) and returns its violations, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Colours are measured as they are at that moment: an overlay still fading in (the help tip
  // comes up 2 s after idle, whenever that is on a busy machine) would make a passing pair of
  // colours look faint. Running animations are taken to their end first.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().iterations !== Infinity) animation.finish();
    }
  });
  // Evaluated through the DevTools protocol: the site's Content-Security-Policy forbids inline scripts.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    type Results = { violations: { id: string; help: string; nodes: { target: string[] }[] }[] };
    const { axe } = window as unknown as {
      axe: { run: (context: unknown, options: unknown) => Promise<Results> };
    };
    const all = await axe.run(document, { rules: { region: { enabled: false } } });
    // React Aria portals its overlays (the help tip, popovers, dialogs) to the end of <body>,
    // outside every landmark; they are reached through their trigger and announced by their role,
    // not found by landmark navigation. The region rule checks the page itself: without this, the
    // result would depend on whether the help tip (2 s after idle) happened to be up.
    const region = await axe.run({ exclude: [['[data-overlay-container]']] }, { runOnly: ['region'] });
    return [...all.violations, ...region.violations].map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  });
  return violations;
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
