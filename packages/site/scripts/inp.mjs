// The speed budget's INP run: how soon each interaction a page offers paints, on a settled page
// (loaded, idle, the cookie banner answered and the popup seen unless the interaction is the
// popup's) with the CPU slowed 4x, as Lighthouse's mobile profile slows it. Each interaction's
// figure is its longest Event Timing entry (the browser's measure of Interaction to Next Paint:
// from the input to the next frame painted after its handlers, rounded to 8 ms; entries under
// the observer's 16 ms threshold are not reported and print as "<16"), the median of the runs,
// beside a static page's button that toggles a paragraph under the same throttling in the same
// run (what the browser itself costs), clicked with a mouse on a desktop and tapped on the phone:
// a tap's own way to its click (its pointer, touch and compatibility mouse events, and the frames
// between them) costs more than a click's, and each press is read beside the reference of its own
// input (a key beside the click). For typing, each key is an interaction and the longest key counts.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { devices } from 'playwright';

/** Targets: a press paints within 100 ms at 4x CPU, a key within 50 ms. */
const PRESS_TARGET_MS = 100;
const KEY_TARGET_MS = 50;
const EFFECT_TIMEOUT_MS = 30_000;
/** What a trace of a measurement records: what DevTools' Performance panel shows, with JS samples. */
const traceCategories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'blink.user_timing',
  'latencyInfo',
  'disabled-by-default-v8.cpu_profiler',
];
const { defaultBrowserType: _phoneBrowser, ...phone } = devices['Pixel 7'];
const desktop = { viewport: { width: 1280, height: 800 } };

/** The static page the figures are read beside: a button that shows and hides a paragraph. */
export const toggleReferencePage = `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Reference: a toggle</title>
<style>body{margin:0;padding:48px 16px;font-family:system-ui,sans-serif}button{padding:12px 24px}</style>
</head>
<body>
<main>
<h1>A static toggle</h1>
<button type="button" aria-expanded="false" aria-controls="more">Show more</button>
<p id="more" hidden>The paragraph the button shows and hides.</p>
</main>
<script>
const button = document.querySelector('button');
const more = document.getElementById('more');
button.addEventListener('click', () => {
  more.hidden = !more.hidden;
  button.setAttribute('aria-expanded', String(!more.hidden));
});
</script>
</body>
</html>
`;

const pdf = {
  name: 'resume.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
};

/** What the typing interactions type, a key every 100 ms (a quick typist). */
const typedText = 'When does the next batch start?';

/** @typedef {import('playwright').Page} Page */
/** @typedef {import('playwright').Locator} Locator */

/** The pages opened on a touch screen (the phone's), which a finger presses. */
const touchPages = new WeakSet();

/**
 * Presses the middle of `locator` with the mouse (or a finger on a touch screen) as a visitor
 * would: Playwright's own click adds its listeners to the page to check what it hit, and their
 * time would count in the interaction's.
 * @param {Locator} locator
 */
async function press(locator) {
  await locator.scrollIntoViewIfNeeded({ timeout: EFFECT_TIMEOUT_MS });
  const box = await locator.boundingBox({ timeout: EFFECT_TIMEOUT_MS });
  if (!box) throw new Error('nothing to press');
  const page = locator.page();
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  if (touchPages.has(page)) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}
/**
 * Chooses the resume in the job form's file field, as a visitor would (the button, then the
 * browser's file chooser), and waits until the form shows the file.
 * @param {Page} page
 */
async function chooseResume(page) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser', { timeout: EFFECT_TIMEOUT_MS }),
    press(page.getByRole('button', { name: 'Choose File' })),
  ]);
  await chooser.setFiles(pdf);
  await page.getByText(pdf.name).first().waitFor({ timeout: EFFECT_TIMEOUT_MS });
}

/**
 * @type {{ name: string; path: string; context?: object; popup?: boolean; key?: boolean;
 *   setup?: (page: Page) => Promise<void>; act: (page: Page) => Promise<void> }[]}
 * `setup` brings the page to where the interaction starts (not measured); `act` makes the
 * interaction and waits for what it shows.
 */
const interactions = [
  {
    name: 'Home: open the Services menu',
    path: '/',
    context: desktop,
    act: async (page) => {
      await press(page.getByRole('button', { name: 'Services' }));
      await page.getByRole('menu').waitFor({ timeout: EFFECT_TIMEOUT_MS });
    },
  },
  {
    name: 'category: open a duration list',
    path: '/services/software-development',
    act: async (page) => {
      await press(
        page
          .locator('main')
          .getByRole('button', { name: /Duration/ })
          .first(),
      );
      await page.getByRole('listbox').waitFor({ timeout: EFFECT_TIMEOUT_MS });
    },
  },
  {
    name: 'category: choose 12 weeks',
    path: '/services/software-development',
    setup: async (page) => {
      await press(
        page
          .locator('main')
          .getByRole('button', { name: /Duration/ })
          .first(),
      );
      await page.getByRole('listbox').waitFor({ timeout: EFFECT_TIMEOUT_MS });
    },
    act: async (page) => {
      await press(page.getByRole('option', { name: '12 Weeks', exact: true }));
      await page.getByRole('listbox').waitFor({ state: 'detached', timeout: EFFECT_TIMEOUT_MS });
    },
  },
  {
    name: 'opportunity: Apply Now',
    path: '/opportunity/1',
    act: async (page) => {
      await press(page.getByRole('button', { name: 'Apply Now' }).first());
      await page
        .getByRole('button', { name: 'Back to Opportunity Details' })
        .waitFor({ timeout: EFFECT_TIMEOUT_MS });
    },
  },
  {
    name: 'opportunity: open the payment dialog',
    path: '/opportunity/1',
    setup: async (page) => {
      await press(page.getByRole('button', { name: 'Apply Now' }).first());
      await page.getByRole('button', { name: 'Pay by UPI' }).waitFor({ timeout: EFFECT_TIMEOUT_MS });
      await settle(page);
    },
    act: async (page) => {
      await press(page.getByRole('button', { name: 'Pay by UPI' }));
      await page.getByRole('dialog', { name: 'Pay by UPI' }).waitFor({ timeout: EFFECT_TIMEOUT_MS });
    },
  },
  {
    name: 'contact: typing in the message, per key',
    path: '/contact',
    key: true,
    setup: async (page) => {
      await press(page.getByRole('form', { name: 'Send us a Message' }).getByLabel('Message'));
      await settle(page);
    },
    act: (page) => page.keyboard.type(typedText, { delay: 100 }),
  },
  {
    name: 'contact: Send Message, empty form',
    path: '/contact',
    act: async (page) => {
      await press(
        page.getByRole('form', { name: 'Send us a Message' }).getByRole('button', { name: 'Send Message' }),
      );
      await page.getByText('First name is required').first().waitFor({ timeout: EFFECT_TIMEOUT_MS });
    },
  },
  {
    name: 'contact: open a FAQ answer',
    path: '/contact',
    act: async (page) => {
      const question = page.locator('#faq').getByRole('button').first();
      await press(question);
      await page.locator('#faq [aria-expanded="true"]').first().waitFor({ timeout: EFFECT_TIMEOUT_MS });
    },
  },
  {
    name: 'Careers: filter by Engineering',
    path: '/career',
    act: async (page) => {
      await press(page.locator('#open-positions').getByText('Engineering', { exact: true }).first());
      await page.waitForURL(/department=Engineering/, { timeout: EFFECT_TIMEOUT_MS });
    },
  },
  {
    name: 'career apply: choose a file',
    path: '/career/apply/1',
    act: (page) => chooseResume(page),
  },
  {
    name: 'career apply: cover letter, per key',
    path: '/career/apply/1',
    key: true,
    setup: async (page) => {
      await press(page.getByRole('form').getByLabel('Cover Letter'));
      await settle(page);
    },
    act: (page) => page.keyboard.type(typedText, { delay: 100 }),
  },
  {
    name: 'career apply: Submit, empty form',
    path: '/career/apply/1',
    // Submit is disabled until a resume is chosen: choose one, then submit the form otherwise empty.
    setup: async (page) => {
      await chooseResume(page);
      await settle(page);
    },
    act: async (page) => {
      await press(page.getByRole('button', { name: 'Submit Application' }));
      await page.getByText('First name is required').first().waitFor({ timeout: EFFECT_TIMEOUT_MS });
    },
  },
  {
    name: 'feedback: message, per key',
    path: '/feedback',
    key: true,
    setup: async (page) => {
      await press(page.getByRole('form', { name: 'Your Feedback' }).getByLabel('Message'));
      await settle(page);
    },
    act: (page) => page.keyboard.type(typedText, { delay: 100 }),
  },
  {
    name: 'feedback: Submit Feedback, empty form',
    path: '/feedback',
    act: async (page) => {
      await press(
        page.getByRole('form', { name: 'Your Feedback' }).getByRole('button', { name: 'Submit Feedback' }),
      );
      await page.getByText('Message is required').first().waitFor({ timeout: EFFECT_TIMEOUT_MS });
    },
  },
  {
    name: 'phone: open the menu',
    path: '/',
    context: phone,
    act: async (page) => {
      await press(page.getByRole('button', { name: 'Menu' }));
      await page.getByRole('dialog', { name: 'Menu' }).waitFor({ timeout: EFFECT_TIMEOUT_MS });
    },
  },
  {
    name: 'help chat: open',
    path: '/about',
    act: async (page) => {
      await press(page.getByRole('button', { name: 'Help chat on WhatsApp' }));
      await page.getByRole('dialog', { name: 'Need Help?' }).waitFor({ timeout: EFFECT_TIMEOUT_MS });
    },
  },
  {
    name: 'popup: next slide',
    path: '/about',
    popup: true,
    setup: async (page) => {
      await page
        .getByRole('dialog', { name: 'Explore What We Offer' })
        .waitFor({ timeout: EFFECT_TIMEOUT_MS });
      await settle(page);
    },
    act: async (page) => {
      const shown = page.locator(
        '[aria-roledescription="slide"]:not([inert]) h2, [aria-roledescription="slide"]:not([inert]) h3',
      );
      const before = await shown.first().innerText();
      await press(
        page
          .getByRole('dialog', { name: 'Explore What We Offer' })
          .getByRole('button', { name: 'Next slide' }),
      );
      await page.waitForFunction(
        (text) =>
          document
            .querySelector('[aria-roledescription="slide"]:not([inert])')
            ?.textContent?.includes(text) === false,
        before,
        { timeout: EFFECT_TIMEOUT_MS },
      );
    },
  },
];

/** How long a page may take to settle before its run is given up (a minute: a busy machine). */
const SETTLE_TIMEOUT_MS = 60_000;
/** How long the main thread must go without a long task for the page to count as settled. */
const QUIET_MS = 2_000;

/**
 * Waits until the page is settled: loaded, past the layout's idle mark, the network quiet, and
 * no long task (over 50 ms, the Long Tasks API's) for QUIET_MS: what is left to run then (a
 * timer, an animation frame) adds no input delay worth the name. (It waited for ten idle periods
 * of nearly 50 ms in a row, which a busy two-core machine seldom gives: at a load average of 4 a
 * category page saw 1,650 idle periods in a minute, never more than nine long ones in a row, and
 * the wait had no end.) Gives up after SETTLE_TIMEOUT_MS, saying how long the longest quiet was.
 * @param {Page} page
 * @param {string} [mark]
 */
async function settle(page, mark) {
  await page.waitForLoadState('load');
  if (mark)
    await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, mark, {
      timeout: EFFECT_TIMEOUT_MS,
    });
  await page.waitForLoadState('networkidle');
  const unsettled = await page.evaluate(
    ({ quiet, timeout }) =>
      new Promise((resolve) => {
        const start = performance.now();
        let lastLong = start;
        let longest = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            lastLong = Math.max(lastLong, entry.startTime + entry.duration);
        }).observe({ type: 'longtask', buffered: true });
        const check = () => {
          const now = performance.now();
          longest = Math.max(longest, now - lastLong);
          if (now - lastLong >= quiet) resolve('');
          else if (now - start > timeout)
            resolve(
              `no ${quiet / 1000} s without a long task in ${timeout / 1000} s (the longest ${Math.round(longest)} ms)`,
            );
          else setTimeout(check, 100);
        };
        check();
      }),
    { quiet: QUIET_MS, timeout: SETTLE_TIMEOUT_MS },
  );
  if (unsettled) throw new Error(`the page did not settle: ${unsettled}`);
}

/** Collects every Event Timing entry that belongs to an interaction, from the page's start. */
function observeInteractions() {
  /** @type {{ name: string; id: number; duration: number; delay: number; processing: number }[]} */
  const seen = [];
  Object.defineProperty(window, '__interactions', { value: seen });
  new PerformanceObserver((list) => {
    for (const entry of /** @type {PerformanceEventTiming[]} */ (list.getEntries()))
      if (entry.interactionId)
        seen.push({
          name: entry.name,
          id: entry.interactionId,
          duration: entry.duration,
          delay: entry.processingStart - entry.startTime,
          processing: entry.processingEnd - entry.processingStart,
        });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** The longest one measurement may take, settling included, before it is given up. */
const MEASURE_TIMEOUT_MS = 3 * 60_000;

/**
 * One measurement: a fresh page, throttled from the start, settled, then the interaction.
 * Returns the longest entry of the interaction (of its longest key for typing), or a duration of
 * 0 when no entry reached the threshold. A run that takes longer than MEASURE_TIMEOUT_MS is given
 * up (its context closed), and a page that crashes says so.
 */
async function measure(browser, origin, settled, { path, context, popup, setup, act }, mark, trace) {
  const browserContext = await browser.newContext(context ?? phone);
  let stopped = '';
  let tracing = false;
  const limit = setTimeout(() => {
    stopped = `over ${MEASURE_TIMEOUT_MS / 1000} s`;
    void browserContext.close();
  }, MEASURE_TIMEOUT_MS);
  try {
    await browserContext.addInitScript(
      ({ consentKey, consent, popupKey, seen }) => {
        window.localStorage.setItem(consentKey, consent);
        if (seen) window.sessionStorage.setItem(popupKey, 'true');
      },
      { ...settled, seen: !popup },
    );
    await browserContext.addInitScript(observeInteractions);
    const page = await browserContext.newPage();
    page.on('crash', () => {
      stopped = 'the page crashed';
    });
    if ((context ?? phone).hasTouch) touchPages.add(page);
    const cdp = await browserContext.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(origin + path);
    await settle(page, mark);
    if (setup) await setup(page);
    const from = await page.evaluate(() => window.__interactions.length);
    if (trace) {
      await browser.startTracing(page, { path: trace, categories: traceCategories });
      tracing = true;
      // The profiler's start costs the page's first script after it hundreds of ms: let it fall
      // here, not in the interaction's first event.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    }
    await act(page);
    // Entries are reported after the frame that followed the interaction: wait for two more.
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))),
        ),
    );
    const entries = (await page.evaluate(() => window.__interactions)).slice(from);
    if (tracing) {
      tracing = false;
      await browser.stopTracing();
    }
    const longest = entries.reduce((worst, entry) => (entry.duration > worst.duration ? entry : worst), {
      name: '-',
      id: 0,
      duration: 0,
      delay: 0,
      processing: 0,
    });
    return longest;
  } catch (error) {
    throw stopped ? new Error(`${stopped} (${String(error?.message ?? error).split('\n')[0]})`) : error;
  } finally {
    clearTimeout(limit);
    // A run that failed while tracing stops it, so that the next can trace.
    if (tracing) await browser.stopTracing().catch(() => undefined);
    await browserContext.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const ms = (value) => (value === 0 ? '<16' : value.toFixed(0)).padStart(6);

/**
 * Measures the static toggle and every interaction `runs` times (in rounds, so that the machine's
 * load falls on all alike), prints the medians against the targets and returns whether all met.
 * @param {() => Promise<import('playwright').Browser>} launch starts the browser the run uses (and
 *   another, should one close under it: the rest of the run goes on in the new one)
 * @param {string} origin
 * @param {{ consentKey: string; consent: string; popupKey: string }} settled
 * @param {{ runs: number; mark: string; referencePath: string; only?: string; traces?: string }} options
 *   `traces`: a folder to write a trace of each measurement into (from just before the input to
 *   the paint after it: scripts with their CPU samples, style, layout, paint), one `.json` a run,
 *   which the Performance panel of Chromium's DevTools opens
 */
export async function inpRun(launch, origin, settled, { runs, mark, referencePath, only, traces }) {
  const chosen = only ? interactions.filter((item) => item.name.includes(only)) : interactions;
  if (traces) mkdirSync(traces, { recursive: true });
  console.log(
    `\nINP on settled pages, 4x CPU slowdown: each interaction's longest Event Timing entry, median of ${runs}` +
      `\n(ms; "<16" is under the browser's reporting threshold; delay and handlers are the longest entry's` +
      `\ninput delay and processing time, the rest of its duration is rendering to the next paint; /ref is the\nmedian against the static toggle's, clicked or tapped as the interaction is, in the same run: on a busy\nmachine, the figure to compare)\n`,
  );
  const toggle = async (page) => {
    await press(page.getByRole('button', { name: 'Show more' }));
    await page.locator('#more').waitFor();
  };
  const references = {
    mouse: { name: 'static page: click the toggle', path: referencePath, context: desktop, act: toggle },
    touch: { name: 'static page: tap the toggle (phone)', path: referencePath, context: phone, act: toggle },
  };
  // A key is read beside the click: typing has no tap's way to its event.
  const referenceOf = (interaction) =>
    (interaction.context ?? phone).hasTouch && !interaction.key ? references.touch : references.mouse;
  const isReference = (interaction) => Object.values(references).includes(interaction);
  const all = [references.mouse, references.touch, ...chosen];
  /** @type {Map<string, { duration: number; name: string; delay: number; processing: number }[]>} */
  const samples = new Map();
  let browser = await launch();
  for (let run = 0; run < runs; run++)
    for (const interaction of all) {
      if (!browser.isConnected()) {
        console.log('The browser closed: the run goes on in a new one.');
        browser = await launch();
      }
      const started = Date.now();
      let sample;
      try {
        sample = await measure(
          browser,
          origin,
          settled,
          interaction,
          isReference(interaction) ? undefined : mark,
          traces &&
            join(traces, `${interaction.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}-${run + 1}.json`),
        );
      } catch (error) {
        console.log(`${interaction.name}: a run failed (${String(error?.message ?? error).split('\n')[0]})`);
        sample = { name: 'failed', duration: Number.NaN, delay: 0, processing: 0 };
      }
      // Progress on stderr, so that a slow run shows where it is; the table goes to stdout.
      console.error(
        `  run ${run + 1} of ${runs}, ${interaction.name}: ${Number.isNaN(sample.duration) ? 'failed' : `${sample.duration} ms`} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
      samples.set(interaction.name, [...(samples.get(interaction.name) ?? []), sample]);
    }
  await browser.close();
  // An entry under the threshold counts as 16 ms for the ratio.
  const referenceValue = (reference) =>
    Math.max(
      16,
      median(
        samples
          .get(reference.name)
          .filter((sample) => !Number.isNaN(sample.duration))
          .map((sample) => sample.duration),
      ) ?? 16,
    );
  console.log(
    `${'interaction'.padEnd(40)} ${'INP'.padStart(6)} ${'target'.padStart(6)} ${'/ref'.padStart(5)} ${'runs'.padStart(16)} ${'event'.padEnd(12)} ${'delay'.padStart(6)} ${'handlers'.padStart(8)}  met`,
  );
  let allMet = true;
  for (const interaction of all) {
    const runsOf = samples.get(interaction.name);
    const measured = runsOf.filter((sample) => !Number.isNaN(sample.duration));
    const value = measured.length ? median(measured.map((sample) => sample.duration)) : Number.NaN;
    const typical = measured.find((sample) => sample.duration === value);
    const target = interaction.key ? KEY_TARGET_MS : PRESS_TARGET_MS;
    const met = isReference(interaction)
      ? ''
      : measured.length === runsOf.length && value <= target
        ? 'yes'
        : 'NO';
    if (met === 'NO') allMet = false;
    console.log(
      `${interaction.name.padEnd(40)} ${Number.isNaN(value) ? '   n/a' : ms(value)} ${(isReference(interaction) ? '' : String(target)).padStart(6)} ${(Math.max(16, value) / referenceValue(referenceOf(interaction))).toFixed(1).padStart(5)} ${runsOf
        .map((sample) =>
          Number.isNaN(sample.duration) ? 'x' : sample.duration === 0 ? '<16' : sample.duration.toFixed(0),
        )
        .join('/')
        .padStart(
          16,
        )} ${(typical?.name ?? '-').padEnd(12)} ${typical ? typical.delay.toFixed(0).padStart(6) : ''.padStart(6)} ${typical ? typical.processing.toFixed(0).padStart(8) : ''.padStart(8)}  ${met}`,
    );
  }
  console.log(
    `\nINP targets (${PRESS_TARGET_MS} ms a press, ${KEY_TARGET_MS} ms a key, at 4x CPU): ${allMet ? 'all met' : 'not all met'}`,
  );
  return allMet;
}
