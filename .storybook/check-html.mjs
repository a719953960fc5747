// Valid HTML of the kit's stories: every story of packages/ui is rendered from the built Storybook
// (`storybook-static/`; in `npm test` the 'Static Storybook (built)' gate just before this one has
// built it), in Chromium, at the size its `globals.viewport` picks, after its play function. What the story
// renders (Storybook's root element and what React Aria puts at the end of <body>: dialogs,
// popovers, toasts, live regions), not Storybook's own page around it, is written into a minimal
// document per story and checked with the Nu Html Checker (scripts/nu-html-checker.mjs). Any error
// fails, with its story and message, unless it is one of the named exceptions below, each
// documented in packages/ui/README.md ('Valid HTML'); an exception that no longer matches anything
// fails too, so the list cannot outlive its reasons.
//
// Run with Node 24 from the repository root: `node .storybook/check-html.mjs`.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nuHtmlErrors } from '../scripts/nu-html-checker.mjs';
import { built, kitStories, launchChromium, readIndex, serve } from './staticStorybook.ts';
import { storyTestViewport, storyViewportSize } from './viewport.ts';

/**
 * Markup the checker rejects that comes from react-aria-components (1.22.1) itself, not from the
 * kit's code, and that does no harm. `message` and `extract` (the markup around the error) must
 * both match.
 */
const exceptions = [
  {
    name: 'disclosure-panel-hidden-until-found',
    message:
      /^Attribute “aria-hidden” with value “true” must not be specified on elements with “hidden” attribute value “until-found”/,
    extract: /role="group"/,
    why:
      'A collapsed DisclosurePanel (Disclosure, Accordion) gets both from useDisclosure ' +
      '(adobe/react-spectrum#10552). The rule guards against text that find-in-page reveals but ' +
      'assistive technology cannot reach; React Aria expands the panel on `beforematch`, which ' +
      'drops aria-hidden in the same update, so that cannot happen.',
  },
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

const index = readIndex();
if (!index) {
  console.error('storybook-static/ is missing: run `npm run build-storybook` first.');
  process.exit(1);
}
const stories = kitStories(index);
const started = performance.now();

const { server, origin } = await serve(built);
const browser = await launchChromium();
const documents = mkdtempSync(path.join(tmpdir(), 'aarambh-story-html-'));
/** @type {string[]} */
const renderFailures = [];
/** @type {string[]} */
const playFailures = [];

/**
 * Renders one story in a page that already shows Storybook's preview (switching stories through
 * its channel, which is much faster than loading the page again), at the story's viewport, and
 * resolves with how the render ended.
 * @param {import('playwright').Page} page
 * @param {string} id
 */
async function renderStory(page, id) {
  const viewportName = await page.evaluate(async (storyId) => {
    const story = await window.__STORYBOOK_PREVIEW__.loadStory({ storyId });
    return story.storyGlobals?.viewport?.value;
  }, id);
  const size = storyViewportSize(viewportName);
  const current = page.viewportSize();
  if (current?.width !== size.width || current.height !== size.height) await page.setViewportSize(size);
  return page.evaluate(
    (storyId) =>
      new Promise((resolve) => {
        const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
        /** @type {Record<string, (payload: unknown) => void>} */
        const events = {
          storyRendered: (renderedId) => renderedId === storyId && finish('rendered'),
          storyErrored: (error) => finish(`errored: ${JSON.stringify(error)}`),
          storyThrewException: (error) => finish(`threw: ${error?.message}`),
          // Checked all the same, as the play function left it: a few fail in the built Storybook
          // though they pass in the story tests, which are where play functions are tested.
          playFunctionThrewException: (error) => finish(`played: ${error?.message?.split('\n')[0]}`),
          storyMissing: () => finish('missing'),
        };
        const finish = (/** @type {string} */ outcome) => {
          for (const [event, listener] of Object.entries(events)) channel.off(event, listener);
          resolve(outcome);
        };
        for (const [event, listener] of Object.entries(events)) channel.on(event, listener);
        // The story the page opened with is shown already: render it again instead.
        if (window.__STORYBOOK_PREVIEW__.currentRender?.id === storyId)
          channel.emit('forceRemount', { storyId });
        else channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }),
    id,
  );
}

/**
 * The story's own markup: Storybook's root element and every element added to <body> since the
 * preview loaded (React Aria's portals), in document order, as a minimal document.
 * @param {import('playwright').Page} page
 * @param {string} id
 */
async function storyDocument(page, id) {
  const markup = await page.evaluate(() => {
    const shell = /** @type {Set<Element>} */ (window.__storybookShell);
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

// Two pages at a time; a third gained nothing on two busy cores (52 s against 54 s of rendering).
const queue = [...stories];
async function renderQueue() {
  const page = await browser.newPage({ viewport: storyTestViewport });
  await page.goto(`${origin}/iframe.html?id=${queue[0]?.id}&viewMode=story`);
  await page.waitForFunction(() => window.__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished');
  // Storybook's own elements in <body>, before any story has put a portal there.
  await page.evaluate(() => {
    window.__storybookShell = new Set(document.body.children);
  });
  for (let entry = queue.shift(); entry; entry = queue.shift()) {
    const outcome = await renderStory(page, entry.id);
    if (outcome.startsWith('played: ')) playFailures.push(entry.id);
    else if (outcome !== 'rendered') renderFailures.push(`${entry.id}: ${outcome}`);
    writeFileSync(path.join(documents, `${entry.id}.html`), await storyDocument(page, entry.id));
  }
  await page.close();
}
try {
  await Promise.all([renderQueue(), renderQueue()]);
} finally {
  await browser.close();
  server.close();
}
const rendered = performance.now();

const errors = nuHtmlErrors([documents]);
rmSync(documents, { recursive: true, force: true });

/** @type {Map<string, number>} */
const excepted = new Map(exceptions.map((exception) => [exception.name, 0]));
const failures = errors.filter((error) => {
  const exception = exceptions.find(
    ({ message, extract }) => message.test(error.message) && extract.test(error.extract ?? ''),
  );
  if (exception) excepted.set(exception.name, (excepted.get(exception.name) ?? 0) + 1);
  return !exception;
});
for (const failure of renderFailures) console.log(`Did not render: ${failure}`);
if (playFailures.length > 0) {
  console.log(`Checked as their play functions left them (they failed here): ${playFailures.join(', ')}`);
}
for (const error of failures) {
  const story = path.basename(fileURLToPath(error.url), '.html');
  console.log(
    `${story}:${error.lastLine ?? '?'}: ${error.message}\n    ${(error.extract ?? '').replace(/\s+/g, ' ')}`,
  );
}
const unused = [...excepted].filter(([, count]) => count === 0).map(([name]) => name);
for (const name of unused) console.log(`The exception '${name}' matched nothing: remove it (and its note).`);
console.log(
  `${stories.length} stories checked, ${failures.length} errors, ${errors.length - failures.length} ` +
    `excepted (${[...excepted].map(([name, count]) => `${name} ${count}`).join(', ')}); ` +
    `rendered in ${((rendered - started) / 1000).toFixed(1)} s, checked in ` +
    `${((performance.now() - rendered) / 1000).toFixed(1)} s.`,
);
process.exit(failures.length === 0 && renderFailures.length === 0 && unused.length === 0 ? 0 : 1);
