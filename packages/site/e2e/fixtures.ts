import { PROMO_POPUP_STORAGE_KEY } from '@aarambh/machines';
import {
  expect,
  test as base,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
  type Page,
  type Response,
} from '@playwright/test';
import { CONSENT_STORAGE_KEY, essentialOnly, serializeConsent } from '../src/flows/consent/consentStore';
import { axeViolationsIn } from './axe.ts';
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
 * Makes `page` a visitor's who has already seen this session's promo popup (unless
 * `promoPopupSeen` is false) and made a cookie choice (essential only), so that neither covers the
 * page under test. Written afresh on every load.
 */
async function settle(page: Page, promoPopupSeen = true): Promise<void> {
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
}

/** Opens a settled page: the `newSettledPage` fixture, for a file's helpers that take it. */
export type NewSettledPage = (
  options?: BrowserContextOptions,
  settings?: SettledPageSettings,
) => Promise<Page>;

interface SettledFixtures {
  /**
   * Opens a settled page (see `settle`). Pages with context options (a viewport, touch) or
   * `isolated` get a context of their own; the others share the worker's context. The popup's own tests pass `{ promoPopupSeen: false }`. What it opened is
   * closed when the test ends.
   */
  newSettledPage: NewSettledPage;
  /** A new settled page at `urlPath`, hydrated (see loadHydrated). */
  openSettled: (urlPath: string) => Promise<Page>;
  /** The worker's settled tab's uncaught and console errors during this test (see watchErrors). */
  tabErrors: string[];
}

interface SharedFixtures {
  /**
   * The context the settled pages without options of their own share, one per worker: a context
   * costs a Chromium renderer's start (about half a CPU-second here), and most tests only read
   * pages. Each page still has its own session storage, and the settled state is written afresh on
   * every load.
   */
  sharedContext: BrowserContext;
  /**
   * One settled tab for the tests that only navigate and read, each of which loads its page afresh
   * (see loadHydrated): a new tab starts a renderer and compiles the site's code (and axe) afresh,
   * about half the CPU of a short check.
   */
  settledTab: Page;
}

/** Playwright's test with the site's fixtures: settled pages, and the contexts they share. */
export const test = base.extend<SettledFixtures, SharedFixtures>({
  sharedContext: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  settledTab: [
    async ({ sharedContext }, use) => {
      const page = await sharedContext.newPage();
      await settle(page);
      await use(page);
    },
    { scope: 'worker' },
  ],
  newSettledPage: async ({ browser, sharedContext }, use) => {
    const opened: (Page | BrowserContext)[] = [];
    await use(async (options, { promoPopupSeen = true, isolated = false } = {}) => {
      let page: Page;
      if (options || isolated) {
        const context = await browser.newContext(options);
        opened.push(context);
        page = await context.newPage();
      } else {
        page = await sharedContext.newPage();
        opened.push(page);
      }
      await settle(page, promoPopupSeen);
      return page;
    });
    await Promise.all(opened.map((each) => each.close()));
  },
  openSettled: async ({ newSettledPage }, use) => {
    await use(async (urlPath) => {
      const page = await newSettledPage();
      await loadHydrated(page, urlPath);
      return page;
    });
  },
  tabErrors: async ({ settledTab }, use) => {
    const errors: string[] = [];
    const stop = listenForErrors(settledTab, errors);
    await use(errors);
    stop();
  },
});

export { expect };

/**
 * Loads `urlPath` in `page` and waits for hydration; returns the document's response. Tests that
 * only navigate and read load their pages in the worker's settled tab with it.
 */
export async function loadHydrated(page: Page, urlPath: string): Promise<Response | null> {
  const response = await page.goto(baseURL() + urlPath);
  await waitForHydration(page);
  return response;
}

/**
 * Holds the page's requests for `url` (a glob, e.g. one of the site's code chunks) until the
 * returned function is called: the page as a visitor on a slow connection uses it while that code
 * is still on its way. Releasing first waits for the page to ask for that code (on a busy machine
 * the request can come after the test's input: the entry is asked for after the first paint, and
 * the navigation's code on first use), so the code is let through only once it was held; it
 * throws when nothing is asked for within `timeout`: the test would then check the page with its
 * code already there (a chunk renamed by the build, say).
 */
export async function holdRequests(page: Page, url: string, timeout = 20_000): Promise<() => Promise<void>> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = () => {};
  const firstRequest = new Promise<void>((resolve) => {
    requested = resolve;
  });
  await page.route(url, async (route) => {
    requested();
    await released;
    await route.continue();
  });
  return async () => {
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`holdRequests: the page requested nothing matching ${url} in ${timeout} ms`)),
        timeout,
      );
    });
    try {
      await Promise.race([firstRequest, gaveUp]);
    } finally {
      clearTimeout(timer);
    }
    release();
  };
}

/** The site's code chunks that tests hold back (see vite.config.ts). */
export const chunks = {
  /** The entry: the page's own code, which the boot script starts after the first paint. */
  entry: '**/assets/index-*.js',
  /** The navigation's, the footer's and the cursor follower's code (src/layout/chromeParts.ts). */
  chrome: '**/assets/chromeParts-*.js',
  /** The flows every page has (help chat, promo popup, cookie banner), mounted once the page is idle. */
  globalFlows: '**/assets/afterFirstPaint-*.js',
  /** react-router, which a page at its own URL hydrates without and loads when first used (src/boot/client/router.ts). */
  router: '**/assets/reactRouter-*.js',
  /**
   * The full stylesheet (src/boot/client/stylesheet.ts), which the flows every page has wait for
   * before they mount: on the pages whose own code shares the flows' chunk, the one way to hold them.
   */
  fullStylesheet: '**/assets/style-*.css',
  /** XState, which the help chat and the promo popup load on their first use (src/hooks/useChartOnFirstUse.ts). */
  statecharts: '**/assets/statecharts-*.js',
} as const;

/** The paths of the scripts the page has loaded (as its resource timing lists them) whose text holds `text` (or matches it). */
export async function loadedScriptsContaining(page: Page, text: string | RegExp): Promise<string[]> {
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => new URL(url).pathname.endsWith('.js')),
  );
  const found: string[] = [];
  for (const url of scripts) {
    const body = await (await page.request.get(url)).text();
    if (typeof text === 'string' ? body.includes(text) : text.test(body)) found.push(new URL(url).pathname);
  }
  return found;
}

/**
 * Logs, in order, what follows the page's next `pointerdown`: 'press' at it, 'frame' at the frame
 * after it, and 'chunk' each time a chunk is asked for (Vite's preload helper adds a
 * `modulepreload` link a chunk, each a few milliseconds of a slow phone's main thread, which in the
 * input's handler would delay its frame). The returned function reads the log so far.
 */
export async function logPressFrameAndChunks(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const log: string[] = [];
    (window as unknown as { pressLog: string[] }).pressLog = log;
    window.addEventListener(
      'pointerdown',
      () => {
        log.push('press');
        requestAnimationFrame(() => log.push('frame'));
      },
      { capture: true, once: true },
    );
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLLinkElement && node.rel === 'modulepreload') log.push('chunk');
    }).observe(document.head, { childList: true });
  });
  return () => page.evaluate(() => (window as unknown as { pressLog: string[] }).pressLog);
}

/** Collects the page's uncaught errors and console errors (other than failed requests, such as a 404 document). */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  listenForErrors(page, errors);
  return errors;
}

/** Adds the page's errors (see watchErrors) to `errors` until the returned function is called. */
function listenForErrors(page: Page, errors: string[]): () => void {
  const onPageError = (error: Error) => errors.push(`pageerror: ${error.message}`);
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(`console: ${message.text()}`);
    }
  };
  page.on('pageerror', onPageError);
  page.on('console', onConsole);
  return () => {
    page.off('pageerror', onPageError);
    page.off('console', onConsole);
  };
}

/** Runs axe on the page, every rule (axe.ts), and returns its violations, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  const violations = await axeViolationsIn(page);
  // React Aria portals its overlays (the help tip, popovers, dialogs) to the end of <body>,
  // outside every landmark; they are reached through their trigger and announced by their role,
  // not found by landmark navigation. The region rule checks the page itself: without this, the
  // result would depend on whether the help tip (2 s after idle) happened to be up.
  const regionTargets = violations.flatMap((violation) =>
    violation.id === 'region' ? violation.nodes.map((node) => String(node.target.at(-1))) : [],
  );
  const inOverlays = await page.evaluate(
    (targets) =>
      targets.filter((target) => document.querySelector(target)?.closest('[data-overlay-container]')),
    regionTargets,
  );
  // React Aria's live announcer points at a pending button's id for seven seconds; once the button
  // has given way to the outcome, the entry points at nothing, an image without a name to axe.
  // Whether axe runs within those seconds depends on how busy the machine is: an entry whose label
  // is gone is the library's, not the page's.
  const orphaned = await page.evaluate(
    (targets) =>
      targets.filter((target) => {
        const node = document.querySelector(target)?.closest('[data-live-announcer] [aria-labelledby]');
        const ids = (node?.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
        return ids.some((id) => !document.getElementById(id));
      }),
    violations.flatMap((violation) => violation.nodes.map((node) => String(node.target.at(-1)))),
  );
  return violations.flatMap((violation) => {
    const nodes = violation.nodes.filter(
      (node) =>
        (violation.id !== 'region' || !inOverlays.includes(String(node.target.at(-1)))) &&
        !orphaned.includes(String(node.target.at(-1))),
    );
    return nodes.length === 0
      ? []
      : [`${violation.id}: ${violation.help} (${nodes.map((node) => node.target.join(' ')).join(', ')})`];
  });
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

/**
 * The visitor moves the mouse to `x`, `y`, as a mouse does: several moves on the way. One move
 * would not do: a mouse the page has not seen move yet reports no movement, and a mouse at rest
 * is not a use (src/boot/client/firstUse.ts); Chromium's headless shell keeps one at the page's
 * corner, the browser one none.
 */
export async function moveMouse(page: Page, x: number, y: number): Promise<void> {
  await page.mouse.move(x - 10, y - 10);
  await page.mouse.move(x, y, { steps: 2 });
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
