// The built Storybook (`npm run build-storybook`, what designers open and Chromatic publishes) must
// render stories exactly as the story tests do against the dev server. Production builds tree-shake
// by the kit's `sideEffects`; the dev server does not, so only a built Storybook shows a missing
// global stylesheet or font face. A sample of stories, at least one per component family, is
// rendered from `storybook-static/` in Chromium, in both themes, the way `visual.ts` does it, and
// compared pixel for pixel with the story tests' own baselines.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import type { Browser, Frame, Page } from 'playwright';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  built,
  type IndexEntry,
  kitStories,
  launchChromium,
  readIndex,
  root,
  serve,
} from './staticStorybook';
import { fontSample } from './fontSample';
import { stillPixelsCss } from './stillPixels';
import { storyTestViewport, storyViewportSize } from './viewport';
import type { VisualParameters } from './visual';

const failures = path.join(root, '.vitest', 'storybook-static');

/** One story per component family of the kit, plus the OpportunityCard whose h3 needs the reset. */
const sample = [
  'foundations-text--sizes',
  'actions-button--secondary',
  'forms-radiogroup--horizontal',
  'display-opportunitycard--default',
  'navigation-backlink--default',
  'overlays-modal--open',
  'feedback-toast--tones',
  'effects-cursorfollower--touch-screen',
];

const index = readIndex();

/** The baseline the story test wrote for `${story id}--${theme}` (see visual.ts). */
function baseline(entry: IndexEntry, theme: string) {
  const name = `${entry.id}--${theme}`.replace(/-+/g, '-');
  return path.join(
    root,
    path.dirname(entry.importPath),
    '__screenshots__',
    path.basename(entry.importPath),
    `${name}-chromium-linux.png`,
  );
}

/**
 * The story tests render inside Vitest's tester iframe, which its orchestrator page sizes and scales
 * with a transform (a compositing layer: shadows and blurs are drawn there, a few levels apart from
 * a top-level page). The story's Storybook iframe is put in the same frame for the same pixels.
 */
function storyTestFrame(params: URLSearchParams) {
  const { width, height } = { width: params.get('width'), height: params.get('height') };
  const src = `iframe.html?id=${encodeURIComponent(params.get('id') ?? '')}&viewMode=story`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Story</title><style>
html { overflow: hidden; padding: 0; margin: 0; } body { padding: 0; margin: 0; }
html, body, #tester { width: 100%; height: 100%; }
iframe { display: block; border: none; background-color: #fff; width: ${width}px; height: ${height}px;
  transform: scale(1); transform-origin: left top; }
</style></head><body><div id="tester"><iframe src="${src}"></iframe></div></body></html>`;
}

let server: Server | undefined;
let browser: Browser | undefined;
let page: Page;
let origin: string;
/** The theme classes of the build (hashed names): what the preview's decorator puts on <html>. */
const themeClasses = { light: '', dark: '' };

beforeAll(async () => {
  if (!index) throw new Error('storybook-static/ is missing: run `npm run build-storybook` first');
  ({ server, origin } = await serve(built, { '/story-test-frame.html': storyTestFrame }));
  browser = await launchChromium();
  page = await browser.newPage({ viewport: storyTestViewport });
  // As the story tests' setup file (vitest.setup.ts) does before any story renders.
  await page.addInitScript((css) => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = css;
      document.head.append(style);
    });
  }, stillPixelsCss);
  for (const theme of ['light', 'dark'] as const) {
    await page.goto(`${origin}/iframe.html?id=${sample[0]}&viewMode=story&globals=theme:${theme}`);
    await page.waitForFunction(() => document.documentElement.classList.length === 1);
    themeClasses[theme] = await page.evaluate(() => document.documentElement.className);
  }
});

afterAll(async () => {
  await browser?.close();
  server?.close();
});

/**
 * Opens the story alone (Storybook's iframe, in a frame like the story tests' one, at the viewport
 * they use) and waits until its play function has finished; returns the story's frame and its
 * `parameters.visual` and the viewport its `globals` pick.
 */
async function renderStory(id: string, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await page.goto(
    `${origin}/story-test-frame.html?id=${id}&width=${viewport.width}&height=${viewport.height}`,
  );
  const frame = page.frames().find((candidate) => candidate.url().includes('/iframe.html'));
  if (!frame) throw new Error(`no story frame for ${id}`);
  await frame.waitForFunction(() => {
    const render = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
      .__STORYBOOK_PREVIEW__?.currentRender;
    if (render?.phase === 'errored') throw new Error('the story failed to render');
    return render?.phase === 'finished';
  });
  const visual = await frame.evaluate(async (sample) => {
    await document.fonts.load('400 16px "Inter Variable"', sample);
    await document.fonts.load('700 16px "Inter Variable"', sample);
    // The story tests render into a bare <div> in <body>; Storybook's layout classes centre and pad
    // its root instead. Without them the root is laid out as the story tests' one.
    document.body.classList.remove('sb-main-centered', 'sb-main-padded', 'sb-main-fullscreen');
    const story = (
      window as {
        __STORYBOOK_PREVIEW__?: {
          currentRender?: {
            story?: {
              parameters?: { visual?: unknown };
              storyGlobals?: { viewport?: { value?: unknown } };
            };
          };
        };
      }
    ).__STORYBOOK_PREVIEW__?.currentRender?.story;
    return {
      visual: (story?.parameters?.visual ?? {}) as VisualParameters,
      viewportName: story?.storyGlobals?.viewport?.value,
    };
  }, fontSample);
  return { frame, visual: visual.visual, size: storyViewportSize(visual.viewportName) };
}

/** As visual.ts: paint the other theme, then this one, each after fonts and two frames. */
async function showTheme(frame: Frame, theme: 'light' | 'dark') {
  const other = theme === 'light' ? 'dark' : 'light';
  await frame.evaluate(
    async ({ first, then }) => {
      const settle = async () => {
        await document.fonts.ready;
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      };
      for (const [remove, add] of [
        [then, first],
        [first, then],
      ] as const) {
        document.documentElement.classList.remove(remove);
        document.documentElement.classList.add(add);
        await settle();
      }
    },
    { first: themeClasses[other], then: themeClasses[theme] },
  );
}

function pixels(png: Buffer) {
  const image = PNG.sync.read(png);
  return { width: image.width, height: image.height, data: image.data };
}

describe('the built Storybook renders stories as the story tests do', () => {
  test('the sample has a story of every component family of the kit', () => {
    const families = new Set(kitStories(index).map((entry) => entry.title.split('/')[0]));
    const sampled = new Set(
      sample.map((id) => index?.entries[id]?.title.split('/')[0]).filter((family) => family),
    );
    expect([...families].filter((family) => !sampled.has(family))).toEqual([]);
  });

  test.for(sample)('%s matches its baselines in both themes', async (id) => {
    const entry = index?.entries[id];
    if (!entry) throw new Error(`${id} is not in the built Storybook`);
    const first = await renderStory(id, storyTestViewport);
    const { frame, visual } = first.size === storyTestViewport ? first : await renderStory(id, first.size);
    const target = frame.locator(visual.target === 'page' ? 'body' : '#storybook-root');
    for (const theme of ['light', 'dark'] as const) {
      await showTheme(frame, theme);
      const screenshot = await target.screenshot({ animations: 'disabled', caret: 'hide', scale: 'device' });
      const actual = pixels(screenshot);
      const expected = pixels(readFileSync(baseline(entry, theme)));
      // On a mismatch, what the built Storybook showed lands beside Vitest's own diffs (ignored).
      if (Buffer.compare(actual.data, expected.data) !== 0) {
        mkdirSync(failures, { recursive: true });
        writeFileSync(path.join(failures, `${id}--${theme}-actual.png`), screenshot);
      }
      expect({ width: actual.width, height: actual.height }, `${theme} size`).toEqual({
        width: expected.width,
        height: expected.height,
      });
      expect(Buffer.compare(actual.data, expected.data), `${theme} pixels`).toBe(0);
    }
  });
});

interface DocgenProp {
  description?: string;
  declarations?: { fileName: string }[];
}

describe('the built Storybook documents the kit', () => {
  /**
   * Every prop a kit component declares itself (not the ones it passes on from React Aria) has its
   * JSDoc as the props table's description: with the root tsconfig.json, a solution file, the
   * docgen saw no file and every table was empty without a word.
   */
  test("every prop of a kit component's own has its description in the props table", async () => {
    const firstStories = [...new Map(kitStories(index).map((entry) => [entry.title, entry.id])).values()];
    await page.setViewportSize(storyTestViewport);
    await page.goto(`${origin}/iframe.html?id=${sample[0]}&viewMode=story`);
    await page.waitForFunction(
      () =>
        (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__
          ?.currentRender?.phase === 'finished',
    );
    const tables = await page.evaluate(async (ids) => {
      type Story = {
        component?: { __docgenInfo?: { displayName?: string; props?: Record<string, DocgenProp> } };
      };
      const preview = (
        window as unknown as {
          __STORYBOOK_PREVIEW__: { storyStoreValue: { loadStory(o: { storyId: string }): Promise<Story> } };
        }
      ).__STORYBOOK_PREVIEW__;
      const found: { id: string; component: string | null; props: Record<string, DocgenProp> | null }[] = [];
      for (const id of ids) {
        const story = await preview.storyStoreValue.loadStory({ storyId: id });
        if (!story.component) continue;
        const info = story.component.__docgenInfo;
        found.push({ id, component: info?.displayName ?? null, props: info?.props ?? null });
      }
      return found;
    }, firstStories);
    // These five show a demo defined in the story file (a controlled wrapper, a whole contact form,
    // a card with its price), which has no props table of its own; any other story must show its
    // component's.
    const demoTitles = [
      'forms-durationselector',
      'forms-form',
      'display-opportunitycard',
      'forms-searchfield',
      'feedback-toast',
    ];
    expect(
      tables
        .filter((table) => !table.props && !demoTitles.some((title) => table.id.startsWith(`${title}--`)))
        .map((table) => table.id),
    ).toEqual([]);
    const undocumented = tables.flatMap(({ component, props }) =>
      Object.entries(props ?? {})
        .filter(([, prop]) =>
          prop.declarations?.some((declaration) => declaration.fileName.includes('packages/ui/src/')),
        )
        .filter(([, prop]) => !prop.description?.trim())
        .map(([name]) => `${component}.${name}`),
    );
    expect(undocumented).toEqual([]);
    // The one every designer opens first, whole: Button's own props, each with its default.
    const button = tables.find((table) => table.component === 'Button')?.props ?? {};
    expect(Object.keys(button)).toEqual(
      expect.arrayContaining(['variant', 'size', 'fullWidth', 'pendingLabel']),
    );
    // And what a component passes through to React Aria, with React Aria's description: a designer
    // asks how a button looks disabled or pending, and which rows of a table can be selected.
    const table = tables.find((entry) => entry.component === 'Table')?.props ?? {};
    const described = (props: Record<string, DocgenProp>, names: string[]) =>
      Object.fromEntries(names.map((name) => [name, Boolean(props[name]?.description?.trim())]));
    expect(described(button, ['isDisabled', 'isPending', 'type'])).toEqual({
      isDisabled: true,
      isPending: true,
      type: true,
    });
    expect(described(table, ['selectionMode', 'selectedKeys', 'sortDescriptor', 'aria-label'])).toEqual({
      selectionMode: true,
      selectedKeys: true,
      sortDescriptor: true,
      'aria-label': true,
    });
    // Not the 70 handlers and attributes every element has, which would bury them.
    expect(Object.keys(button)).not.toContain('onMouseEnter');
  });
});
