// What the test command needs from the machine besides npm packages, checked before any gate
// starts: Chromium (the story tests and their baselines), its headless shell (the end-to-end
// tests, the built Storybook, the consumer check) and Java (the Nu Html Checker). PostgreSQL is not
// here: scripts/with-postgres.mjs uses the machine's server binaries, else the ones npm installed.
//
// On Debian or Ubuntu they come from apt, installed here when this process may (root, or sudo
// without a password); otherwise the test command stops at once with the one command to run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** @typedef {{ apt: string; why: string; present: () => boolean }} Need */

const onPath = (/** @type {string} */ command) =>
  spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/** @type {Need[]} */
export const needs = [
  {
    apt: 'chromium',
    why: 'the story tests run in Chromium, whose fonts drew the visual baselines',
    present: () => Boolean(process.env.CHROMIUM_PATH) || existsSync('/usr/bin/chromium'),
  },
  {
    apt: 'chromium-headless-shell',
    why: 'the end-to-end tests, the built Storybook and the consumer check run in its headless shell',
    present: () => Boolean(process.env.CHROMIUM_PATH) || existsSync('/usr/bin/chromium-headless-shell'),
  },
  {
    apt: 'default-jre-headless',
    why: 'the Nu Html Checker that checks the prerendered pages runs on Java',
    present: () => onPath('java'),
  },
];

/**
 * How this process may run apt-get: as itself (root), through sudo without a password, or not.
 * @returns {string[] | undefined} the command's prefix
 */
function privileged() {
  if (process.getuid?.() === 0) return [];
  if (onPath('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0) return ['sudo'];
  return undefined;
}

/**
 * Installs what is missing where it may; else says what to run and returns false.
 * @param {Need[]} [required] what to check (the tests give their own)
 * @param {() => string[] | undefined} [mayInstall] how apt-get may be run, if at all
 * @returns {boolean} whether everything is there now
 */
export function ensurePrerequisites(required = needs, mayInstall = privileged) {
  const missing = required.filter((need) => !need.present());
  if (missing.length === 0) return true;
  const packages = missing.map((need) => need.apt);
  const command = `apt-get update && apt-get install -y ${packages.join(' ')}`;
  const prefix = mayInstall();
  if (!onPath('apt-get') || prefix === undefined) {
    console.error(
      `\nThe tests need, from the machine:\n${missing.map((need) => `  - ${need.apt}: ${need.why}`).join('\n')}\n\n` +
        (onPath('apt-get')
          ? `Run once (as root), then \`npm test\` again:\n  sudo sh -c '${command}'\n`
          : `Install them with your system's packages, or set CHROMIUM_PATH to a Chromium; then run \`npm test\` again.\n`),
    );
    return false;
  }
  console.log(`Installing from apt: ${packages.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (/** @type {string[]} */ args) => {
    const [file, ...rest] = [...prefix, 'apt-get', ...args];
    return spawnSync(file, rest, { stdio: ['ignore', 'ignore', 'inherit'], env }).status === 0;
  };
  if (!apt(['update', '-qq']) || !apt(['install', '-y', '-qq', ...packages])) {
    console.error(
      `\napt-get could not install ${packages.join(' ')}. Run it yourself:\n  sudo sh -c '${command}'\n`,
    );
    return false;
  }
  const still = required.filter((need) => !need.present());
  if (still.length > 0) {
    console.error(`\nStill missing after apt-get: ${still.map((need) => need.apt).join(', ')}`);
    return false;
  }
  return true;
}
