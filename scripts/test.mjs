// `npm test`: every gate in order, stopping at the first that fails, then one summary.
// Gates with a `report` (Vitest's, and Playwright's end-to-end tests) also write a JSON report, so
// the summary can count tests across gates.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensurePrerequisites } from './prerequisites.mjs';

// Before any gate: the browsers and Java the gates need, installed where this process may.
if (!ensurePrerequisites()) process.exit(1);

const reports = mkdtempSync(path.join(tmpdir(), 'aarambh-test-'));

/** @param {string} name */
const vitestReport = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, `${name}.json`)}`,
];

// packages/machines must keep at least 95% of its lines and branches covered; the table is printed
// and the gate fails below the thresholds.
const machinesCoverage = [
  '--coverage.enabled',
  '--coverage.provider=v8',
  '--coverage.include=packages/machines/src/**/*.ts',
  '--coverage.exclude=packages/machines/src/**/*.test.ts',
  '--coverage.reporter=text',
  '--coverage.thresholds.lines=95',
  '--coverage.thresholds.branches=95',
];

// Node's compile cache for every process the gates start: a module's compiled code (and, for a
// TypeScript file, its type-stripped text) is kept on disk and reused by the next process or
// thread that loads it. Most of the API gate's time was starting the SQLite worker threads of a
// fresh app for each test, each stripping and compiling the same files again (about a fifth of
// each start's CPU).
const compileCache = {
  NODE_COMPILE_CACHE:
    process.env.NODE_COMPILE_CACHE ?? path.resolve('node_modules/.cache/node-compile-cache'),
};

/**
 * A gate with `beside` starts with the gate it names and runs at the same time; its output is held
 * and printed once both have finished, so each gate's output stays in one piece.
 * @type {{ name: string; command: string[]; report?: string; runner?: 'playwright'; beside?: string }[]}
 */
const gates = [
  { name: 'Type check', command: ['tsc', '--build'] },
  // tsc, ESLint and Prettier each keep one core busy: the three run at once.
  { name: 'Lint', command: ['eslint', '--max-warnings=0', '.'], beside: 'Type check' },
  { name: 'Format', command: ['prettier', '--check', '--log-level=warn', '.'], beside: 'Type check' },
  {
    name: 'Unit tests',
    command: ['vitest', 'run', '--project', 'unit', ...machinesCoverage],
    report: 'unit',
  },
  {
    // Story files run three at a time in one Chromium (see vitest.config.ts).
    name: 'Story tests (a11y + visual)',
    command: ['vitest', 'run', '--project', 'storybook'],
    report: 'storybook',
  },
  {
    // The static Storybook (what designers open), for its own gate. Beside the story tests: the
    // build keeps about half a core busy for half a minute, which they give up for a few seconds.
    name: 'Storybook build',
    command: ['storybook', 'build', '--quiet', '--loglevel', 'warn'],
    beside: 'Story tests (a11y + visual)',
  },
  {
    name: 'API tests',
    command: ['node', 'scripts/with-postgres.mjs', 'vitest', 'run', '--project', 'api'],
    report: 'api',
  },
  {
    // Plays every story in the static Storybook, each a test, two pages at a time; checks what the
    // kit's stories rendered with the Nu Html Checker; renders a story of every component family
    // in both themes against the story tests' baselines (a production build tree-shakes by the
    // kit's `sideEffects`, the story tests' dev server does not); and checks the props tables.
    // (`npm run test:storybook-static` builds and runs it on its own.) Beside the API tests: each
    // keeps about a core and a half busy, and the two took about 112 s one after the other.
    name: 'Static Storybook (built)',
    command: ['vitest', 'run', '--project', 'storybook-static'],
    report: 'storybook-static',
    beside: 'API tests',
  },
  {
    // The site and the console, for the end-to-end tests. Beside the API tests, whose files wait on
    // sockets, SMTP and SQLite's threads; they serve a site of their own, never this build's.
    name: 'Site and console build',
    command: ['npm', 'run', '--silent', 'build'],
    beside: 'API tests',
  },
  {
    // Drives the production build served by the API in Chromium (`npm run test:e2e` builds and
    // runs them on their own).
    name: 'End-to-end tests (site and console)',
    command: ['playwright', 'test', '-c', 'packages/site/playwright.config.ts'],
    report: 'e2e',
    runner: 'playwright',
  },
  {
    // Builds and packs the kit (publint, arethetypeswrong, no stories, tests or baselines),
    // publishes it to a throwaway local registry (Verdaccio), installs it by name into a throwaway
    // Vite app outside the workspace, builds that, and checks in Chromium that a Button, a Modal
    // and a Toast render with the kit's styles.
    name: 'Consumer check (packed kit)',
    command: ['node', 'packages/ui/scripts/consumer-check.mjs'],
    // Beside the end-to-end tests, whose two browsers leave about a quarter of the machine idle
    // (they wait on timers, frames and a throttled upload); the check itself waits on its registry
    // and installs. It shares nothing with them: its own temporary folders, registry and ports.
    beside: 'End-to-end tests (site and console)',
  },
  {
    // The Nu Html Checker (Java) over every page the end-to-end gate's build prerendered.
    name: 'Valid HTML (site)',
    command: ['npm', 'run', '--silent', 'test:html'],
    // The build it checks is made before the end-to-end tests start.
    beside: 'End-to-end tests (site and console)',
  },
];

/**
 * Runs a command; resolves whether it succeeded. Its output goes to the terminal, or, with `held`,
 * into that list (standard output and error in the order they came).
 * @param {string[]} command
 * @param {Record<string, string>} [env] added to this process's environment
 * @param {Buffer[]} [held]
 * @returns {Promise<boolean>}
 */
function run(command, env = {}, held) {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), {
      stdio: ['ignore', held ? 'pipe' : 'inherit', held ? 'pipe' : 'inherit'],
      env: { ...process.env, ...env },
    });
    if (held) {
      child.stdout?.on('data', (chunk) => held.push(chunk));
      child.stderr?.on('data', (chunk) => held.push(chunk));
    }
    child.on('error', (error) => {
      if (held) held.push(Buffer.from(`${error.message}\n`));
      else console.error(error.message);
      resolve(false);
    });
    child.on('close', (status) => resolve(status === 0));
  });
}

/** The first line of an error message, at most 300 characters. */
const firstLine = (/** @type {string | undefined} */ message) => (message ?? '').split('\n')[0].slice(0, 300);

/**
 * `file > title: first line of the error` for each failed test of a Vitest JSON report, and
 * `file: error` for a file that failed without a failed test (an import error, a failing hook).
 * @param {{ testResults: { name: string; status: string; message?: string; assertionResults: { status: string; fullName: string; failureMessages: string[] }[] }[] }} json
 */
function failedTests(json) {
  return json.testResults.flatMap((file) => {
    const name = path.relative(process.cwd(), file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    if (failed.length === 0) return file.status === 'failed' ? [`${name}: ${firstLine(file.message)}`] : [];
    return failed.map((test) => `${name} > ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
  });
}

/**
 * Where a failed Playwright test stood, from its result's errors after the first: a test that
 * timed out reports its timeout first and the call it was waiting in after it (the line, and
 * what the call log says it waited for), which the first line alone leaves out.
 * @param {{ message?: string; location?: { file: string; line: number } }[]} errors
 */
function pendingCalls(errors) {
  return errors
    .slice(1)
    .map((error) => {
      const message = stripVTControlCharacters(error.message ?? '');
      const waiting = /^\s*- (waiting for .*)$/m.exec(message)?.[1];
      const line = error.location
        ? `at ${path.relative(process.cwd(), error.location.file)}:${error.location.line}, `
        : '';
      return ` (${line}${(waiting ?? firstLine(message)).slice(0, 300)})`;
    })
    .join('');
}

/**
 * The same of a Playwright JSON report: `file > title: first line of the error` for each failed
 * test (with where it stood, `pendingCalls`), and the errors outside any test (a failing hook,
 * the web server).
 * @typedef {{ message?: string; location?: { file: string; line: number } }} ReportError
 * @typedef {{ title: string; ok: boolean; file: string; tests: { results: { error?: { message?: string }; errors?: ReportError[] }[] }[] }} Spec
 * @typedef {{ title: string; specs?: Spec[]; suites?: Suite[] }} Suite
 * @param {{ config: { rootDir: string }; suites: Suite[]; errors?: { message?: string }[] }} json
 */
function failedPlaywrightTests(json) {
  /** @param {Suite} suite @param {string[]} titles @returns {string[]} */
  const inSuite = (suite, titles) => [
    ...(suite.specs ?? [])
      .filter((spec) => !spec.ok)
      .map((spec) => {
        const failed = spec.tests.flatMap((test) => test.results).find((result) => result.error);
        const file = path.relative(process.cwd(), path.join(json.config.rootDir, spec.file));
        // Playwright colours its messages for the terminal.
        const message = stripVTControlCharacters(failed?.error?.message ?? '');
        return `${file} > ${[...titles, spec.title].join(' > ')}: ${firstLine(message)}${pendingCalls(failed?.errors ?? [])}`;
      }),
    ...(suite.suites ?? []).flatMap((child) => inSuite(child, [...titles, child.title])),
  ];
  return [
    ...json.suites.flatMap((file) => inSuite(file, [])),
    ...(json.errors ?? []).map((error) => firstLine(error.message)),
  ];
}

/** What a gate's report says: passed and failed counts and the failed tests. */
function readReport(/** @type {string} */ file, /** @type {'vitest' | 'playwright'} */ runner) {
  const json = JSON.parse(readFileSync(file, 'utf8'));
  if (runner === 'playwright') {
    const { expected, unexpected, flaky } = json.stats;
    return {
      passed: expected,
      failed: unexpected + flaky,
      total: expected + unexpected + flaky,
      failures: failedPlaywrightTests(json),
    };
  }
  return {
    passed: json.numPassedTests,
    failed: json.numFailedTests,
    total: json.numTotalTests,
    failures: failedTests(json),
  };
}

/** @typedef {{ name: string; ok: boolean; seconds: number; passed?: number; failed?: number }} GateResult */

/**
 * Runs one gate, its output on the terminal or held (see `run`); resolves with its result, its
 * report's counts and failed tests included.
 * @param {(typeof gates)[number]} gate
 * @param {Buffer[]} [held]
 */
async function runGate(gate, held) {
  const runner = gate.runner ?? 'vitest';
  const reportFile = gate.report ? path.join(reports, `${gate.report}.json`) : undefined;
  const command = [
    ...gate.command,
    ...(gate.report ? (runner === 'playwright' ? ['--reporter=list,json'] : vitestReport(gate.report)) : []),
  ];
  const env = {
    ...compileCache,
    ...(reportFile && runner === 'playwright' ? { PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile } : {}),
  };
  const header = `\n━━ ${gate.name} ━━ ${command.join(' ')}`;
  if (held) held.push(Buffer.from(`${header}\n`));
  else console.log(header);
  const started = performance.now();
  const ok = await run(command, env, held);
  /** @type {GateResult} */
  const result = { name: gate.name, ok, seconds: (performance.now() - started) / 1000 };
  /** @type {string[]} */
  let failedHere = [];
  if (reportFile) {
    try {
      const report = readReport(reportFile, runner);
      result.passed = report.passed;
      result.failed = report.failed;
      failedHere = report.failures;
      if (report.total === 0) result.ok = false;
    } catch {
      result.ok = false;
    }
  }
  return { result, failures: failedHere };
}

/** @type {GateResult[]} */
const results = [];
// The failed tests of every gate, named again under the summary: a CI log is often read from its
// end, and a failure early in a long gate's output is far out of sight there.
/** @type {string[]} */
const failures = [];
for (const gate of gates.filter((each) => !each.beside)) {
  const beside = gates
    .filter((each) => each.beside === gate.name)
    .map((each) => {
      /** @type {Buffer[]} */
      const held = [];
      console.log(`\n━━ ${each.name} ━━ runs beside ${gate.name}; its output follows`);
      return { held, outcome: runGate(each, held) };
    });
  const outcomes = [await runGate(gate)];
  for (const { held, outcome } of beside) {
    outcomes.push(await outcome);
    process.stdout.write(Buffer.concat(held));
  }
  for (const { result, failures: failedHere } of outcomes) {
    results.push(result);
    failures.push(...failedHere);
  }
  if (outcomes.some(({ result }) => !result.ok)) break;
}
rmSync(reports, { recursive: true, force: true });

const passed = results.reduce((sum, r) => sum + (r.passed ?? 0), 0);
const failed = results.reduce((sum, r) => sum + (r.failed ?? 0), 0);
const failedGate = results.find((r) => !r.ok);

console.log('\n━━ Summary ━━');
for (const r of results) {
  const counts = r.passed === undefined ? '' : `  ${r.passed} passed, ${r.failed} failed`;
  console.log(
    `${r.ok ? 'PASS' : 'FAIL'}  ${r.name.padEnd(30)} ${r.seconds.toFixed(1).padStart(6)} s${counts}`,
  );
}
for (const gate of gates.filter((each) => !results.some((r) => r.name === each.name))) {
  console.log(`----  ${gate.name.padEnd(30)}    not run`);
}
if (failures.length > 0) console.log(`\nFailed tests:\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
console.log(failedGate ? `\nFAILED at: ${failedGate.name}` : '\nAll gates passed.');
console.log(`${passed} passed, ${failed + (failedGate && failed === 0 ? 1 : 0)} failed`);
process.exit(failedGate ? 1 : 0);
