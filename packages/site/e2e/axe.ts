import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, ElementContext, Result } from 'axe-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe on one page of the site or the console, the one way the end-to-end tests run it: every
 * rule, `axe.run` in the page itself, reporting only the violations. axe-core is put into the page
 * once for each document, when it is first checked. (`@axe-core/playwright` put its 550 kB source
 * into the page twice on every check, and then into every frame: 1.2 to 1.8 s a check of one of
 * the site's pages on a quiet two-core machine, against 0.5 to 0.8 s this way; neither product has
 * frames to check across.)
 * @param exclude selectors of what the check leaves out
 */
export async function axeViolationsIn(page: Page, exclude: string[] = []): Promise<Result[]> {
  // Colours are measured as they are at that moment: an overlay still fading in (a dialog, the
  // help tip 2 s after idle, whenever that is on a busy machine) would make a passing pair of
  // colours look faint. Running animations are taken to their end first.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().iterations !== Infinity) animation.finish();
    }
  });
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (excluded) => {
    const { axe } = window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } };
    const context: ElementContext = excluded.length > 0 ? { exclude: excluded } : document;
    return (await axe.run(context, { resultTypes: ['violations'] })).violations;
  }, exclude);
}
