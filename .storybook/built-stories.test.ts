// The stories played where a designer opens them: the built Storybook (`storybook-static/`, what
// Chromatic publishes too): every story of the kit, and every other story file's first (`stories`
// below). Each story is a test: it is rendered through Storybook's own preview
// at the size its `globals.viewport` picks and passes when Storybook reports it finished without
// an error (its play function, its loaders and hooks, no unhandled error while playing). The same
// pass keeps what each story of the kit renders, as its play function left it, and checks it with
// the Nu Html Checker, so the stories are played once here, not once for each check.
//
// The story tests (the `storybook` project) play the same stories against the dev server, where
// they also run axe in both themes and compare screenshots; the a11y addon's own axe run is turned
// off here (`a11y.manual`) rather than repeated.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { headlessShellPath } from '../scripts/chromium.mjs';
import { nuHtmlErrors } from '../scripts/nu-html-checker.mjs';
import { built, launchChromium, readIndex, serve } from './staticStorybook';
import { storyTestViewport, storyViewportSize } from './viewport';

const index = readIndex();
const isKitStory = (importPath: string) => importPath.startsWith('./packages/ui/');
const allStories = Object.values(index?.entries ?? {}).filter((entry) => entry.type === 'story');
/**
 * The stories played here: every story of the kit (what other teams install; its HTML is checked
 * below), and the first story of each of the site's and the console's story files, which proves the
 * file loads and plays in the production build. Their other stories are played, with axe and
 * screenshots, by the story tests; playing them here again (about 200) took about a third of this
 * gate, in the test command's longest stretch.
 */
const stories = allStories.filter(
  (entry, position) =>
    isKitStory(entry.importPath) ||
    allStories.findIndex((other) => other.importPath === entry.importPath) === position,
);

/** Pages played at once; a third gained nothing on two busy cores. */
const pageCount = 2;
/** How long a story may take to finish before its test fails with what it was doing. */
const storyTimeoutMs = 20_000;

/**
 * Markup the checker rejects that comes from react-aria-components (1.22.1) itself, not from the
 * kit's code, and that does no harm (packages/ui/README.md, 'Valid HTML'). `message` and `extract`
 * (the markup around the error) must both match.
 */
const htmlExceptions = [
  {
    name: 'popover-labelled-by-its-trigger',
    message:
      /^The “aria-labelledby” attribute must not be specified on any “div” element unless the element has a “role” value other than/,
    extract: /data-trigger="DialogTrigger"/,
    why:
      "RAC's Popover passes the DialogTrigger's aria-labelledby to its own element, which takes " +
      'the dialog role only when no Dialog is inside it. The kit always puts a Dialog inside ' +
      '(named by its heading), so the attribute sits on a wrapper without a role, where ' +
      'assistive technology ignores it.',
  },
  {
    name: 'aria-hidden-outside-open-results',
    message:
      /^The “aria-hidden” attribute must not be (specified on the “template” element|used on any “label” element that is associated with a labelable element)/,
    extract: /aria-hidden="true"/,
    why:
      "While a SearchField's results are open, React Aria hides everything but the input and the " +
      "list from assistive technology (ariaHideOutside), including the field's label and the " +
      '<template> its collection renders into. The input keeps its name (aria-labelledby reads ' +
      'hidden elements), and the attributes go when the list closes.',
  },
  {
    name: 'table-grid-roles',
    message:
      /^The “role” attribute must not be used on a “(tr|th|td)” element which has a “table” ancestor with no “role” attribute, or with a “role” attribute whose value is “table”, “grid”, or “treegrid”/,
    extract: /role="(row|columnheader|rowheader|gridcell)"/,
    why:
      'RAC\'s Table renders a native <table> with role="grid" and writes role="row", ' +
      '"columnheader", "rowheader" and "gridcell" on its rows and cells. Under a grid those are the ' +
      'roles the elements have anyway (rowheader marks the Column with isRowHeader), so the ' +
      'attributes repeat what assistive technology already gets; the checker rejects them as redundant.',
  },
];

interface PreviewWindow {
  __STORYBOOK_PREVIEW__: {
    currentRender?: { id?: string; phase?: string };
    loadStory(options: { storyId: string }): Promise<{ storyGlobals?: { viewport?: { value?: unknown } } }>;
  };
  __STORYBOOK_ADDONS_CHANNEL__: {
    on(event: string, listener: (payload: never) => void): void;
    off(event: string, listener: (payload: never) => void): void;
    emit(event: string, payload: unknown): void;
  };
  /** Storybook's own elements in <body>, before any story put a portal there. */
  __storybookShell: Set<Element>;
}

let server: Server | undefined;
let browser: Browser | undefined;
let origin: string;
const idle: Page[] = [];
const waiting: ((page: Page) => void)[] = [];
/** What each story of the kit rendered, as a minimal document, by story id. */
const documents = new Map<string, string>();
const outcomes = { played: 0, failed: 0 };

/** Opens Storybook's preview (the iframe a designer's canvas shows) on `id`, with no axe run. */
async function openPreview(page: Page, id: string) {
  await page.goto(`${origin}/iframe.html?id=${id}&viewMode=story&globals=a11y.manual:!true`);
  await page.waitForFunction(() => {
    const phase = (window as unknown as Partial<PreviewWindow>).__STORYBOOK_PREVIEW__?.currentRender?.phase;
    return phase === 'finished' || phase === 'errored';
  });
  await page.evaluate(() => {
    (window as unknown as PreviewWindow).__storybookShell = new Set(document.body.children);
  });
}

/** Lends one of the pages to `play`, waiting for one to be free. */
async function withPage<T>(play: (page: Page) => Promise<T>) {
  const page = idle.pop() ?? (await new Promise<Page>((resolve) => waiting.push(resolve)));
  try {
    return await play(page);
  } finally {
    const next = waiting.shift();
    if (next) next(page);
    else idle.push(page);
  }
}

/**
 * Renders the story in a page that shows Storybook's preview (switching stories through its
 * channel, as the manager does, which is much faster than loading the page again) at the size its
 * viewport global picks, and resolves with how it ended: 'passed', or why not. The signals are
 * the preview's channel events: `playFunctionThrewException` and `unhandledErrorsWhilePlaying`
 * while it plays, then `storyFinished` once its render, play function and `afterEach` hooks are
 * done (`status: 'error'` when a hook's report failed or an error went unhandled).
 */
async function playStory(page: Page, id: string): Promise<string> {
  const viewportName = await page.evaluate(
    async (storyId) =>
      (await (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__.loadStory({ storyId })).storyGlobals
        ?.viewport?.value,
    id,
  );
  const size = storyViewportSize(viewportName);
  const current = page.viewportSize();
  if (current?.width !== size.width || current.height !== size.height) await page.setViewportSize(size);
  return page.evaluate(
    ({ storyId, timeout }) =>
      new Promise<string>((resolve) => {
        const preview = window as unknown as PreviewWindow;
        const channel = preview.__STORYBOOK_ADDONS_CHANNEL__;
        const errors: string[] = [];
        const firstLine = (error: { message?: string } | undefined) => (error?.message ?? '').split('\n')[0];
        const events: Record<string, (payload: never) => void> = {
          storyFinished: (event: { storyId: string; status: string }) => {
            if (event.storyId !== storyId) return;
            // A play function's exception does not make the status 'error' outside a test runner
            // (the preview catches it to show it), hence the events before this one.
            if (errors.length > 0) finish(errors.join('; '));
            else finish(event.status === 'success' ? 'passed' : 'finished with an error');
          },
          playFunctionThrewException: (error: { message?: string }) =>
            errors.push(`play function: ${firstLine(error)}`),
          unhandledErrorsWhilePlaying: (list: { message?: string }[]) =>
            errors.push(...list.map((error) => `unhandled while playing: ${firstLine(error)}`)),
          storyThrewException: (error: { message?: string }) => errors.push(`threw: ${firstLine(error)}`),
          storyErrored: (error: { title?: string; description?: string }) =>
            finish(`errored: ${error.title ?? ''} ${error.description ?? ''}`.trim()),
          storyMissing: () => finish('missing from the built Storybook'),
        };
        const timer = setTimeout(
          () =>
            finish(
              `not finished after ${timeout / 1000} s (phase '${preview.__STORYBOOK_PREVIEW__.currentRender?.phase}')` +
                (errors.length > 0 ? `: ${errors.join('; ')}` : ''),
            ),
          timeout,
        );
        const finish = (outcome: string) => {
          clearTimeout(timer);
          for (const [event, listener] of Object.entries(events)) channel.off(event, listener);
          resolve(outcome);
        };
        for (const [event, listener] of Object.entries(events)) channel.on(event, listener);
        // The story the page shows already: render it again instead.
        if (preview.__STORYBOOK_PREVIEW__.currentRender?.id === storyId)
          channel.emit('forceRemount', { storyId });
        else channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }),
    { storyId: id, timeout: storyTimeoutMs },
  );
}

/**
 * The story's own markup: Storybook's root element and every element added to <body> since the
 * preview loaded (React Aria's portals), in document order, as a minimal document.
 */
async function storyDocument(page: Page, id: string) {
  const markup = await page.evaluate(() => {
    const shell = (window as unknown as PreviewWindow).__storybookShell;
    return [...document.body.children]
      .filter(
        (element) =>
          element.id === 'storybook-root' ||
          (!shell.has(element) && !element.id.startsWith('storybook-') && element.localName !== 'script'),
      )
      .map((element) => element.outerHTML)
      .join('\n');
  });
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${id}</title></head><body>\n${markup}\n</body></html>\n`;
}

beforeAll(async () => {
  if (!index) throw new Error('storybook-static/ is missing: run `npm run build-storybook` first');
  ({ server, origin } = await serve(built));
  // No pixels compared here (static-storybook.test.ts compares a sample with the baselines): the
  // headless shell plays the stories for less CPU.
  browser = await launchChromium(headlessShellPath);
  // Storybook waits for every CSS animation to end (100 ms at least) after each story's play
  // function, unless the page is a test runner's, as this user agent says (the Storybook test
  // runner's mark; Storybook then pauses them instead). The play functions run with motion all the same.
  const probe = await browser.newPage();
  const userAgent = `${await probe.evaluate(() => navigator.userAgent)} StorybookTestRunner`;
  await probe.close();
  for (let count = 0; count < pageCount; count += 1) {
    const page = await browser.newPage({ viewport: storyTestViewport, userAgent });
    await openPreview(page, stories[0]!.id);
    idle.push(page);
  }
});

afterAll(async () => {
  await browser?.close();
  server?.close();
  console.log(
    `Built Storybook: ${outcomes.played} stories played, ${outcomes.failed} failed ` +
      `(of ${allStories.length} in its index: the kit's and the first of each other file).`,
  );
});

describe('every story plays where a designer opens it (the built Storybook)', () => {
  test.concurrent.for(stories)('$id', async ({ id, importPath }) => {
    const outcome = await withPage(async (page) => {
      let result: string;
      try {
        result = await playStory(page, id);
      } catch (error) {
        // A story that navigates its frame away from Storybook's preview takes the page with it.
        result = `left the preview (now at ${page.url()}): ${(error as Error).message.split('\n')[0]}`;
        await openPreview(page, id);
      }
      if (isKitStory(importPath)) documents.set(id, await storyDocument(page, id));
      return result;
    });
    outcomes.played += 1;
    if (outcome !== 'passed') outcomes.failed += 1;
    if (outcome !== 'passed') throw new Error(stripVTControlCharacters(outcome));
  });
});

describe('the kit renders valid HTML', () => {
  /**
   * What each story of the kit rendered, after its play function, checked by the Nu Html Checker:
   * any error fails unless it is one of the named exceptions, and an exception that matches
   * nothing fails too, so the list cannot outlive its reasons.
   */
  test('every story of the kit, with three named exceptions', () => {
    const kitStories = stories.filter((entry) => isKitStory(entry.importPath));
    expect([...documents.keys()].sort()).toEqual(kitStories.map((entry) => entry.id).sort());
    const folder = mkdtempSync(path.join(tmpdir(), 'aarambh-story-html-'));
    try {
      for (const [id, html] of documents) writeFileSync(path.join(folder, `${id}.html`), html);
      const errors = nuHtmlErrors([folder]);
      const matched = new Map(htmlExceptions.map((exception) => [exception.name, 0]));
      const failures = errors
        .filter((error) => {
          const exception = htmlExceptions.find(
            ({ message, extract }) => message.test(error.message) && extract.test(error.extract ?? ''),
          );
          if (exception) matched.set(exception.name, (matched.get(exception.name) ?? 0) + 1);
          return !exception;
        })
        .map(
          (error) =>
            `${path.basename(fileURLToPath(error.url), '.html')}:${error.lastLine ?? '?'}: ${error.message}\n` +
            `    ${(error.extract ?? '').replace(/\s+/g, ' ')}`,
        );
      expect(failures, 'HTML errors').toEqual([]);
      const unused = [...matched].filter(([, count]) => count === 0).map(([name]) => name);
      expect(unused, 'exceptions that match nothing: remove them (and their notes)').toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
