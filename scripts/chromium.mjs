// The one rule for which Chromium the story tests, the site's end-to-end tests, the static
// Storybook check, the kit's consumer check and the site's speed budget launch, and how.
import { existsSync } from 'node:fs';

/**
 * The browser: the one CHROMIUM_PATH names; else Debian's /usr/bin/chromium where it exists
 * (Playwright cannot download its own browsers on our CI machines); else undefined, for
 * Playwright's own.
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Quiet on a closed network: no background calls home. */
export const quietChromiumArgs = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Playwright's launch options for that browser, quiet. */
export function chromiumLaunchOptions() {
  return { ...(chromiumPath ? { executablePath: chromiumPath } : {}), args: [...quietChromiumArgs] };
}
