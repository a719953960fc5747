// The one rule for which Chromium the story tests, the site's end-to-end tests, the static
// Storybook check, the kit's consumer check and the site's speed budget launch, and how.
import { existsSync } from 'node:fs';

/**
 * The browser: the one CHROMIUM_PATH names; else Debian's /usr/bin/chromium where it exists
 * (Playwright cannot download its own browsers on our CI machines); else undefined, for
 * Playwright's own. The visual baselines were drawn with it.
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/**
 * For checks that compare no pixels (the end-to-end tests, the stories played in the built
 * Storybook, the kit's consumer check): Chromium's headless shell, the same
 * engine without the browser's own windows and their compositing (Playwright's own choice for
 * headless runs), which took about 30% less CPU over the end-to-end tests. The one CHROMIUM_PATH
 * names; else Debian's /usr/bin/chromium-headless-shell (package chromium-headless-shell) where
 * it exists; else the browser above.
 */
export const headlessShellPath =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : chromiumPath);

/** Quiet on a closed network: no background calls home. */
export const quietChromiumArgs = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Playwright's launch options for a browser (the one above unless given), quiet. */
export function chromiumLaunchOptions(executablePath = chromiumPath) {
  return { ...(executablePath ? { executablePath } : {}), args: [...quietChromiumArgs] };
}
