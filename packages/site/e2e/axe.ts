import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe for one page of the site or the console, the one way the end-to-end tests run it: every
 * rule, reporting only the violations (no list of what passed), in legacy mode: `axe.run` in the
 * page itself. The default runs `axe.runPartial` in each frame and then `axe.finishRun` in a blank
 * page it opens beside the checked one, injecting axe into both; that took two to three times as
 * long a page here, and neither product has frames to check across.
 */
export function axeFor(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
}
