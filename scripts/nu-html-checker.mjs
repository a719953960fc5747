// The Nu Html Checker (the `vnu-jar` package, run with the machine's Java), shared by the checks of
// the site's prerendered pages (packages/site/scripts/check-html.mjs) and of the built Storybook's
// stories (.storybook/built-stories.test.ts).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

// The package's main module is the jar's path. Its own launcher would download a Java runtime
// from outside the npm registry when none is installed; `.ci/run` installs Debian's instead.
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

/**
 * @typedef {{ type: string; subType?: string; url: string; lastLine?: number; message: string; extract?: string }} NuMessage
 */

/**
 * Checks the HTML files named or found under the folders named; returns the errors (warnings and
 * notes left out). Exits the process with a message when the checker cannot run.
 * @param {string[]} targets files or folders
 * @returns {NuMessage[]}
 */
export function nuHtmlErrors(targets) {
  const result = spawnSync(
    process.env.JAVA ?? 'java',
    ['-jar', vnuJar, '--errors-only', '--skip-non-html', '--format', 'json', ...targets],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.error || (result.status !== 0 && !result.stderr.trim().startsWith('{'))) {
    console.error(`The Nu Html Checker did not run (is Java installed?): ${result.error ?? result.stderr}`);
    process.exit(1);
  }
  // With --format json the report is written to stderr; the exit status is 1 when there are errors.
  /** @type {{ messages: NuMessage[] }} */
  const { messages } = JSON.parse(result.stderr);
  return messages.filter((message) => message.type === 'error' || message.subType === 'fatal');
}
