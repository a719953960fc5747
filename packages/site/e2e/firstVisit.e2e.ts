// What a first visit loads and when: the page's code after its first paint, hydration that moves
// nothing, the flows every page mounts once idle, and the web font for the next page.
import type { Page } from '@playwright/test';
import { protocol, type WebFontBoot, type WebFontFile } from '../src/boot/protocol';
import { CONSENT_STORAGE_KEY } from '../src/flows/consent/consentStore';
import { baseURL, expect, loadedScriptsContaining, loadHydrated, test, waitForHydration } from './fixtures';
import { openProgramme } from './submissions';

test.describe('the first visit', () => {
  test("asks for the page's chunks, what it mounts once idle and the full stylesheet with its entry, after the first paint", async ({
    newSettledPage,
  }) => {
    const page = await newSettledPage({ viewport: { width: 412, height: 823 } });
    await page.goto(baseURL() + '/career');
    await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark).length > 0,
      protocol.afterFirstPaintMark,
    );
    const boot = page.locator(`script[${protocol.pageScript}]`);
    const list = async (attribute: string) =>
      ((await boot.getAttribute(attribute)) ?? '').split(' ').filter(Boolean);
    const [entry, pageModules, laterModules] = [
      (await boot.getAttribute(protocol.pageScript))!,
      await list(protocol.pageModules),
      await list(protocol.laterModules),
    ];
    const stylesheet = (await page.locator('#root').getAttribute(protocol.stylesheet))!;
    expect(pageModules.length).toBeGreaterThan(0);
    expect(laterModules.length).toBeGreaterThan(0);
    // The flows' code (vite.config.ts's `afterFirstPaint` group) and their words in the page's
    // language (layout/englishFlows.tsx), fetched together: over HTTP/1.1 a browser fetches six files
    // at a time, and each file more can cost a phone another round trip before the popup can show.
    expect(laterModules, laterModules.join(' ')).toHaveLength(2);
    // A file's resource entry is recorded once it has arrived, which for what the page mounts once
    // idle can be after the idle mark on a busy machine.
    await page.waitForFunction(
      (files) =>
        files.every((file) =>
          performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === file),
        ),
      [entry, ...pageModules, ...laterModules, stylesheet],
    );
    const timing = await page.evaluate(
      ({ mark, files }) => {
        const resource = (file: string) =>
          performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === file) as
            PerformanceResourceTiming | undefined;
        return {
          paintedAt: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
          idleAt: performance.getEntriesByName(mark)[0]!.startTime,
          files: Object.fromEntries(
            files.map((file) => [
              file,
              {
                start: resource(file)?.startTime,
                end: resource(file)?.responseEnd,
                initiator: resource(file)?.initiatorType,
              },
            ]),
          ),
        };
      },
      {
        mark: protocol.afterFirstPaintMark,
        files: [entry, ...pageModules, ...laterModules, stylesheet],
      },
    );
    const entryArrived = timing.files[entry]!.end!;
    // The page's chunks are asked for with the entry, not found in its imports once it has arrived;
    // so are what the page mounts once idle and the stylesheet that waits for, so that they are
    // there when the page is idle rather than a round trip (or two) after the entry has run. Asked
    // for by the boot script's links, or before the entry arrived (a chunk the entry imports is
    // one fetch with its link, which the browser may credit to the import): on a busy machine the
    // tiny entry can arrive before the browser has started the last of the links given with it.
    for (const file of [...pageModules, ...laterModules, stylesheet]) {
      const { start, initiator } = timing.files[file]!;
      expect(start, file).toBeGreaterThan(timing.paintedAt);
      expect(initiator === 'link' || start! <= entryArrived, `${file}: ${initiator} at ${start}`).toBe(true);
    }
    expect(timing.files[stylesheet]!.end).toBeLessThan(timing.idleAt);
  });

  // The kit's overlays (rolldown names their chunk after Dialog) are the navigation's menus, the
  // dialogs and the duration selects' popovers: pages without a select must not load them to paint.
  for (const [path, { overlays }] of [
    ['/', { overlays: false }],
    // Its Devanagari face is fetched after the first paint, as Inter is, and swapped in by nothing.
    ['/hi', { overlays: false }],
    ['/career', { overlays: false }],
    ['/services/software-development', { overlays: true }],
    [`/opportunity/${openProgramme.id}`, { overlays: true }],
  ] as const) {
    test(`${path} hydrates without moving anything, changes the head only to add its script and the full stylesheet's preload after the first paint and the stylesheet itself at idle, and loads no navigation code`, async ({
      newSettledPage,
    }) => {
      const page = await newSettledPage({ viewport: { width: 412, height: 823 } });
      await page.addInitScript(() => {
        const record = { shifts: 0, headChanges: [] as string[], moved: [] as string[] };
        (window as unknown as { firstVisit: typeof record }).firstVisit = record;
        type Shift = {
          value: number;
          startTime: number;
          sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Shift[]) {
            record.shifts += entry.value;
            // What moved, where from and to, to say so when this fails.
            for (const source of entry.sources ?? []) {
              const node = source.node;
              const rect = ({ x, y, width, height }: DOMRectReadOnly) =>
                [x, y, width, height].map(Math.round).join(',');
              record.moved.push(
                `${node instanceof Element ? `${node.tagName} ${node.className}`.trim() : String(node?.nodeName)} ` +
                  `(${rect(source.previousRect)} -> ${rect(source.currentRect)})`,
              );
            }
            // When, beside what the page had done by then: its paint and idle marks, the fonts it
            // had, the stylesheets it applied and the root's inline style (the boot's font stack).
            const marks = performance
              .getEntries()
              .filter((mark) => mark.entryType === 'paint' || mark.entryType === 'mark')
              .map((mark) => `${mark.name} ${Math.round(mark.startTime)}`);
            const fonts = [...document.fonts]
              .filter((font) => font.status !== 'unloaded')
              .map((font) => `${font.family} ${font.unicodeRange.slice(0, 12)} ${font.status}`);
            record.moved.push(
              `at ${Math.round(entry.startTime)} ms after ${marks.join(', ')}; fonts: ${fonts.join(', ')}; ` +
                `${document.styleSheets.length} stylesheets; html style "${document.documentElement.style.cssText}"`,
            );
          }
        }).observe({ type: 'layout-shift', buffered: true });
        document.addEventListener('DOMContentLoaded', () => {
          new MutationObserver((mutations) => {
            for (const mutation of mutations) {
              // Lazy modules bring their imports with them (Vite's preload links): code, not head.
              if (
                [...mutation.addedNodes].some(
                  (node) => node instanceof HTMLLinkElement && node.rel === 'modulepreload',
                )
              )
                continue;
              const added = [...mutation.addedNodes].map((node) =>
                node instanceof HTMLScriptElement
                  ? `script ${node.getAttribute('src')}`
                  : node instanceof HTMLLinkElement
                    ? `${node.rel} ${node.getAttribute('href')}`
                    : node.nodeName,
              );
              record.headChanges.push(`${mutation.type}: ${added.join(', ')}`);
            }
          }).observe(document.head, { childList: true, subtree: true, attributes: true });
        });
      });
      await page.goto(baseURL() + path, { waitUntil: 'networkidle' });
      await waitForHydration(page);
      await page.waitForTimeout(500);
      const stylesheet = await page.locator('#root').getAttribute(protocol.stylesheet);
      const pageScript = await page
        .locator(`script[${protocol.pageScript}]`)
        .getAttribute(protocol.pageScript);
      const { moved, ...record } = await page.evaluate(
        () =>
          (window as unknown as { firstVisit: { shifts: number; headChanges: string[]; moved: string[] } })
            .firstVisit,
      );
      // The boot script adds the page's script and a preload of the full stylesheet once the page
      // has painted (src/boot); the global flows (help chat, promo popup, cookie banner) mount when
      // the page is idle and apply the stylesheet. Nothing else.
      expect(record, `moved: ${moved.join('; ')}`).toEqual({
        shifts: 0,
        headChanges: [
          `childList: script ${pageScript}`,
          `childList: preload ${stylesheet}`,
          `childList: stylesheet ${stylesheet}`,
        ],
      });
      // The page's script is requested only once the page is on screen.
      const { paintedAt, requestedAt } = await page.evaluate(
        (src) => ({
          paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          requestedAt: performance.getEntriesByType('resource').find((entry) => entry.name.endsWith(src!))
            ?.startTime,
        }),
        pageScript,
      );
      expect(requestedAt).toBeGreaterThan(paintedAt!);
      // Scripts fetched: never the navigation's, whose code loads on the first interaction. What
      // the page hydrates with (the entry and the chunks the boot script preloads with it) has
      // react-aria's dialog code only where the page itself shows a dialog or popover, and the
      // flows every page mounts once idle (on the kit's platform overlays) bring none.
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => url.endsWith('.js')),
      );
      expect(scripts.filter((url) => /\/chromeParts-/.test(url))).toEqual([]);
      const pageModules = await page
        .locator(`script[${protocol.pageModules}]`)
        .getAttribute(protocol.pageModules);
      // None of these pages shows a form before it is used: the calls' schemas with valibot (its
      // Standard Schema property, '~standard') and the API client (vite.config.ts's `contracts`
      // group) come with the first form, not with the page.
      expect(await loadedScriptsContaining(page, '~standard')).toEqual([]);
      if (!overlays) {
        expect(pageModules!.split(' ').filter((url) => /\/Dialog-/.test(url))).toEqual([]);
        expect(scripts.filter((url) => /\/Dialog-/.test(url))).toEqual([]);
      }
    });
  }
});

test.describe("Home's first visit until the visitor interacts", () => {
  test("loads none of react-aria's focus containment (FocusScope) and none of the form fields' code, which other parts use and the help chat and the cookie preferences load when opened; nor the toast region, which loads with the first toast, nor a progress bar, nor react-aria's locale code", async ({
    newSettledPage,
  }) => {
    const page = await newSettledPage({ viewport: { width: 412, height: 823 } }, { promoPopupSeen: false });
    await page.addInitScript((key) => window.localStorage.removeItem(key), CONSENT_STORAGE_KEY);
    await page.goto(baseURL() + '/');
    // The flows every page mounts once idle are there: the popup shows (the cookie banner, due too,
    // waits for it) with the help chat's bar.
    await page.getByRole('dialog', { name: 'Explore What We Offer' }).waitFor();
    await page.getByRole('button', { name: 'Help chat on WhatsApp' }).waitFor();
    expect(await loadedScriptsContaining(page, 'react-aria-focus-scope-restore')).toEqual([]);
    expect(await loadedScriptsContaining(page, 'react-aria-TextField')).toEqual([]);
    // The field labels' code (react-aria-components' Label) goes with the fields'.
    expect(await loadedScriptsContaining(page, 'react-aria-Label')).toEqual([]);
    expect(await loadedScriptsContaining(page, 'react-aria-ToastRegion')).toEqual([]);
    // react-aria-components' Button imports its ProgressBar's module; the kit's ProgressBar is not
    // built on it, so no page loads that progress bar with its buttons.
    expect(await loadedScriptsContaining(page, 'react-aria-ProgressBar')).toEqual([]);
    // Evaluating it finds the default locale, the page's first Intl call: ICU's set-up, a long task
    // on a phone while the page hydrates. Only the selects, dialogs and toasts need it.
    expect(await loadedScriptsContaining(page, 'react-aria.i18n.locale')).toEqual([]);
  });
});

test.describe("react-aria's locale code on a page that runs it as it loads", () => {
  test("checks the visitor's language without setting up the browser's date formatting (Careers: its filter is a toolbar)", async ({
    newSettledPage,
  }) => {
    const page = await newSettledPage({ viewport: { width: 412, height: 823 } });
    await loadHydrated(page, '/career');
    expect(await loadedScriptsContaining(page, 'react-aria.i18n.locale')).not.toEqual([]);
    // Intl.DateTimeFormat.supportedLocalesOf, the page's first date-formatting call, sets up ICU's
    // date formats: a long task on a phone, for a check new Intl.Locale makes (vite.config.ts).
    expect(await loadedScriptsContaining(page, 'supportedLocalesOf')).toEqual([]);
  });
});

test.describe('the promo popup on a first visit', () => {
  test("opening with the focus is not the visitor's first use: the navigation's code still waits, and no react-aria overlay code comes with it", async ({
    newSettledPage,
  }) => {
    const page = await newSettledPage({ viewport: { width: 412, height: 823 } }, { promoPopupSeen: false });
    await page.goto(baseURL() + '/');
    const popup = page.getByRole('dialog', { name: 'Explore What We Offer' });
    await popup.waitFor();
    await expect.poll(() => popup.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    // Time for a first use to load what it loads.
    await page.waitForTimeout(1500);
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.js')),
    );
    expect(scripts.filter((path) => /\/(chromeParts|Dialog)-/.test(path))).toEqual([]);
    // Its slides' pictures are in its code (content/slidePictures.ts): a file would come a round trip
    // after the popup on a slow phone.
    const images = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'img')
        .map((entry) => entry.name),
    );
    expect(images).toEqual([]);
  });
});

/** The web fonts the boot script of the page fetches after its first paint (`WebFontBoot`). */
async function bootFonts(page: Page) {
  const font = JSON.parse(
    (await page.locator(`script[${protocol.webFont}]`).getAttribute(protocol.webFont))!,
  ) as WebFontBoot;
  return {
    ...font,
    /** The stack of a first visit, which has none of them: the system's fonts. */
    fallback: font.stack.filter((_, entry) => !font.fonts.some((face) => face.entry === entry)).join(', '),
    /** The body stack the boot script set on the root: empty once it is the kit's again. */
    bodyStack: () =>
      page.evaluate((property) => document.documentElement.style.getPropertyValue(property), font.property),
    /** Whether this browser is noted as having the file of a face. */
    noted: (face: WebFontFile) =>
      page.evaluate((key) => window.localStorage.getItem(key), protocol.webFontKey + face.family),
    /** When a face's file was requested, beside the page's first paint with content. */
    timing: (face: WebFontFile) =>
      page.evaluate(
        (file) => ({
          paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          requestedAt: performance.getEntriesByType('resource').find((entry) => entry.name.endsWith(file))
            ?.startTime,
        }),
        face.file,
      ),
  };
}

/**
 * The fonts the browser drew the text of the element (its own text nodes) with, as Chromium reports them.
 * The element is looked up again when React replaced it between the two calls (a page still settling
 * after a navigation): the node's id then names a node no longer in the document.
 */
async function fontsDrawing(page: Page, selector: string): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  try {
    await session.send('DOM.enable');
    await session.send('CSS.enable');
    for (let attempt = 1; ; attempt++) {
      const { root } = await session.send('DOM.getDocument');
      const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector });
      try {
        const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
        return fonts.map((font) => `${font.familyName}${font.isCustomFont ? ' (web font)' : ''}`);
      } catch (error) {
        if (attempt === 5 || !String(error).includes('Could not find node')) throw error;
      }
    }
  } finally {
    await session.detach();
  }
}

test.describe('the web font', () => {
  test('waits on a first visit until the page has painted, then serves the next page and the page after a navigation', async ({
    newSettledPage,
  }) => {
    const page = await newSettledPage({ viewport: { width: 412, height: 823 } });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(baseURL() + '/', { waitUntil: 'networkidle' });
    await waitForHydration(page);
    const font = await bootFonts(page);
    // An English page's stack has Inter alone: the Devanagari face is a Hindi page's.
    expect(font.fonts.map((face) => face.family)).toEqual(['Inter Variable']);
    const inter = font.fonts[0]!;
    // The first page paints in the system font; the font is fetched once the page is on screen.
    expect(await font.bodyStack()).toBe(font.fallback);
    await expect.poll(() => font.noted(inter)).toBe(inter.file);
    const { paintedAt, requestedAt } = await font.timing(inter);
    expect(requestedAt).toBeGreaterThan(paintedAt!);
    const headingFont = () => page.evaluate(() => getComputedStyle(document.querySelector('h1')!).fontFamily);
    expect(await headingFont()).not.toContain('Inter Variable');

    // A navigation in the page gives the body its font back.
    await page.evaluate(() => ((window as unknown as { marker?: boolean }).marker = true));
    await page.getByRole('link', { name: 'Explore Services' }).click();
    await page.waitForURL(`${baseURL()}/services`);
    await expect.poll(() => page.title()).toContain('Our Services');
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    expect(await font.bodyStack()).toBe('');
    expect(await headingFont()).toContain('Inter Variable');

    // The next page loaded uses it from its first paint.
    await page.goto(baseURL() + '/about', { waitUntil: 'networkidle' });
    expect(await font.bodyStack()).toBe('');
    expect(await page.evaluate(() => document.fonts.check('1em "Inter Variable"'))).toBe(true);
    // None of them fetched the Devanagari face, though each has Devanagari (the link to the Hindi page).
    expect(await page.getByRole('link', { name: 'हिन्दी' }).count()).toBe(1);
    expect(requested.filter((url) => /devanagari/i.test(url))).toEqual([]);
  });

  test('on a Hindi page, the Devanagari face too waits until the page has painted in the system fonts, then serves the page after a navigation and the next page', async ({
    newSettledPage,
  }) => {
    const page = await newSettledPage({ viewport: { width: 412, height: 823 } });
    await page.goto(baseURL() + '/hi', { waitUntil: 'networkidle' });
    await waitForHydration(page);
    const font = await bootFonts(page);
    expect(font.fonts.map((face) => face.family)).toEqual(['Inter Variable', 'Noto Sans Devanagari']);
    const devanagari = font.fonts[1]!;
    // Named after Inter, before the system's fonts, once the browser has it.
    expect(font.stack.slice(devanagari.entry - 2, devanagari.entry + 2)).toEqual([
      "'Inter Variable'",
      "'Inter'",
      "'Noto Sans Devanagari'",
      'system-ui',
    ]);
    const heading = () =>
      page.evaluate(() => {
        const h1 = document.querySelector('h1')!;
        return { family: getComputedStyle(h1).fontFamily, text: h1.textContent ?? '' };
      });

    // The first paint did not wait for it: it has the system's fonts alone, and the file is asked
    // for once the page is on screen.
    expect(await font.bodyStack()).toBe(font.fallback);
    expect((await heading()).family).not.toContain('Noto Sans Devanagari');
    expect((await heading()).text).toMatch(/[\u0900-\u097F]/);
    for (const face of font.fonts) {
      await expect.poll(() => font.noted(face)).toBe(face.file);
      const { paintedAt, requestedAt } = await font.timing(face);
      expect(requestedAt, face.family).toBeGreaterThan(paintedAt!);
    }
    expect(await fontsDrawing(page, 'h1')).not.toContain('Noto Sans Devanagari (web font)');

    // A navigation in the page draws the new page's Devanagari in it.
    await page.getByRole('link', { name: 'सेवाएँ देखें', exact: true }).click();
    await page.waitForURL(`${baseURL()}/hi/services`);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('hi');
    expect(await font.bodyStack()).toBe('');
    expect((await heading()).family).toContain('Noto Sans Devanagari');
    expect(await page.evaluate(() => document.fonts.check('1em "Noto Sans Devanagari"', 'हिन्दी'))).toBe(true);
    await expect.poll(() => fontsDrawing(page, 'h1')).toContain('Noto Sans Devanagari (web font)');

    // The next page loaded uses it from its first paint, Latin text still in Inter.
    await page.goto(baseURL() + '/hi/about', { waitUntil: 'networkidle' });
    expect(await font.bodyStack()).toBe('');
    expect(await page.evaluate(() => document.fonts.check('1em "Noto Sans Devanagari"', 'हिन्दी'))).toBe(true);
    await expect.poll(() => fontsDrawing(page, 'h1')).toContain('Noto Sans Devanagari (web font)');
  });
});
