import axe from 'axe-core';
import type { A11yParameters } from '@storybook/addon-a11y';
import type { ProjectAnnotations, Renderer } from 'storybook/internal/types';
import { expect } from 'vitest';
import { page } from 'vitest/browser';
import { darkTheme, lightTheme } from '@aarambh/ui';
import { storyViewportSize } from './viewport';

/**
 * Story parameters for the visual check, under `parameters.visual`:
 * - `target: 'page'` screenshots the whole viewport instead of the story's root element, for
 *   stories whose content is portalled (dialogs, toasts, popovers) or fixed to the viewport.
 *
 * - `beyondViewport: 'blank'` lets the target be taller than the viewport, for a story about the
 *   screen (an overlay over a long page): the story tests draw nothing below the viewport, so a
 *   screenshot of a taller target is blank there, and without this the test fails and names the
 *   size to pick.
 *
 * A story's size is not set here but with Storybook's own viewport global, which addon-vitest
 * applies to the story test's page (see viewport.ts).
 */
export interface VisualParameters {
  target?: 'canvas' | 'page';
  beyondViewport?: 'blank';
}

const themes = { light: lightTheme, dark: darkTheme } as const;

function applyTheme(name: keyof typeof themes) {
  document.documentElement.classList.remove(lightTheme, darkTheme);
  document.documentElement.classList.add(themes[name]);
}

async function settle() {
  await document.fonts.ready;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/**
 * The rules whose outcome a theme can change: a theme swaps colours and nothing else, so the
 * other rules (names, roles, structure) find in the second theme what they found in the first.
 */
const colourRules = ['color-contrast', 'link-in-text-block'];

async function expectNoAxeViolations(
  context: Element,
  theme: string,
  a11y: A11yParameters | undefined,
  only: 'every rule' | 'colour rules',
) {
  // As the a11y addon configures axe for its panel: the story's `a11y.config`, and no 'region'
  // rule, since a story is a fragment of a page (the site's end-to-end tests check whole pages
  // with it).
  axe.reset();
  axe.configure({
    ...a11y?.config,
    rules: [{ id: 'region', enabled: false }, ...(a11y?.config?.rules ?? [])],
  });
  const options = { ...a11y?.options, resultTypes: ['violations'] } as axe.RunOptions;
  if (only === 'colour rules') {
    // `runOnly` would run a rule the story turned off: leave those out.
    const off = new Set([
      ...(a11y?.config?.rules ?? []).filter((rule) => rule.enabled === false).map((rule) => rule.id),
      ...Object.entries(a11y?.options?.rules ?? {})
        .filter(([, rule]) => rule.enabled === false)
        .map(([id]) => id),
    ]);
    options.runOnly = { type: 'rule', values: colourRules.filter((id) => !off.has(id)) };
  }
  const results = await axe.run(context, options);
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => `${node.target.join(' ')}: ${node.html.slice(0, 160)}`).join(', ')})`,
  );
  // The violations go in the message too: a test run's summary shows the message, not the diff.
  expect(summary, `axe violations in the ${theme} theme: ${summary.join('; ')}`).toEqual([]);
}

/**
 * After every story's play function, in the light and then the dark theme: axe must find no
 * violation (every rule in the story's own theme, the colour rules in the other), then a strict
 * screenshot is compared with the baseline. (This is the story tests'
 * accessibility check, in both themes and over portalled content; the a11y addon's own check,
 * which would run axe once more in one theme, is left to Storybook's panel.) Baselines
 * live in `__screenshots__/` beside the story file; `npm run test:visual:update` rewrites them.
 */
export const visualAnnotations: ProjectAnnotations<Renderer> = {
  beforeEach: (context) => {
    // addon-vitest has sized the page from the story's viewport global already, but shows an
    // unknown name at the default size without a word, and so does Storybook with a size asked
    // for anywhere else.
    storyViewportSize((context.globals.viewport as { value?: unknown } | undefined)?.value);
    const misplaced = ['visual.viewport', 'viewport.value'].filter((key) => {
      const [group, name] = key.split('.') as [string, string];
      return (context.parameters[group] as Record<string, unknown> | undefined)?.[name] !== undefined;
    });
    if (misplaced.length > 0) {
      throw new Error(
        `parameters.${misplaced.join(', parameters.')} sizes nothing: a story picks its size with ` +
          "globals: { viewport: { value: '390x600' } } (.storybook/viewport.ts)",
      );
    }
  },
  afterEach: async (context) => {
    const visual = (context.parameters.visual ?? {}) as VisualParameters;
    const target = visual.target === 'page' ? document.body : context.canvasElement;
    const initial: keyof typeof themes = context.globals.theme === 'dark' ? 'dark' : 'light';
    const other: keyof typeof themes = initial === 'dark' ? 'light' : 'dark';
    const a11y = context.parameters.a11y as A11yParameters | undefined;
    // The page the story tests run in paints only what is inside its viewport: the rest of a taller
    // target would be blank in its baseline, and a change there would go unseen.
    const height = Math.ceil(target.getBoundingClientRect().height);
    if (height > window.innerHeight && visual.beyondViewport !== 'blank') {
      throw new Error(
        `The story is ${height} px tall in a ${window.innerWidth} x ${window.innerHeight} viewport, so its screenshot ` +
          'would be blank below the viewport: pick a taller size with globals: { viewport: { value } } ' +
          "(.storybook/viewport.ts), or, for a story about the screen, parameters.visual.beyondViewport: 'blank'",
      );
    }
    try {
      for (const theme of [initial, other]) {
        // Paint the whole page afresh: after an interaction Chromium repaints only the changed
        // areas, and anti-aliased pixels at their edges (rounded corners, focus rings) then depend
        // on what was drawn before, so a screenshot could differ by a pixel from run to run.
        applyTheme(theme === 'light' ? 'dark' : 'light');
        await settle();
        applyTheme(theme);
        await settle();
        await expectNoAxeViolations(target, theme, a11y, theme === initial ? 'every rule' : 'colour rules');
        await expect.element(page.elementLocator(target)).toMatchScreenshot(`${context.id}--${theme}`);
      }
    } finally {
      applyTheme(initial);
    }
  },
};
