// `npm test`: every gate in order, stopping at the first that fails, then one summary.
// Vitest gates (those with a `report`) also write a JSON report, added to their command, so the
// summary can count tests across gates.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

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
  '--coverage.exclude=packages/machines/src/testing/**',
  '--coverage.reporter=text',
  '--coverage.thresholds.lines=95',
  '--coverage.thresholds.branches=95',
];

/** @type {{ name: string; command: string[]; report?: string; shards?: number }[]} */
const gates = [
  { name: 'Type check', command: ['tsc', '--build'] },
  { name: 'Lint', command: ['eslint', '--max-warnings=0', '.'] },
  { name: 'Format', command: ['prettier', '--check', '--log-level=warn', '.'] },
  {
    name: 'Unit tests',
    command: ['vitest', 'run', '--project', 'unit', ...machinesCoverage],
    report: 'unit',
  },
  {
    // Three shards of the story files at once, each with its own Chromium: one browser leaves about
    // 40% of these two-core machines idle (screenshots and page loads wait), and Vitest runs a
    // browser project's files one after another. On a slow machine of this kind the gate took
    // about 440 s as one run, 250 s as two shards and 207 s as three (7% idle).
    name: 'Story tests (a11y + visual)',
    command: ['vitest', 'run', '--project', 'storybook'],
    report: 'storybook',
    shards: 3,
  },
  {
    // Builds and packs the kit, installs the tarball into a throwaway Vite app outside the
    // workspace, builds that, and checks in Chromium that a Button, a Modal and a Toast render
    // with the kit's styles; also that the tarball holds no stories, tests or baselines.
    name: 'Consumer check (packed kit)',
    command: ['node', 'packages/ui/scripts/consumer-check.mjs'],
  },
  {
    name: 'API tests',
    command: ['node', 'scripts/with-postgres.mjs', 'vitest', 'run', '--project', 'api'],
    report: 'api',
  },
  {
    // Builds the site, then drives the production build served by the API in Chromium.
    name: 'End-to-end tests (site)',
    command: ['npm', 'run', '--silent', 'test:e2e', '--'],
    report: 'e2e',
  },
];

/**
 * Runs a command; with `quiet`, its output is kept and returned instead of shown as it comes.
 * @param {string[]} command
 * @param {boolean} quiet
 * @returns {Promise<{ ok: boolean; output: string }>}
 */
function run(command, quiet) {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), {
      stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ ok: false, output: `${output}${error.message}\n` }));
    child.on('close', (status) => resolve({ ok: status === 0, output }));
  });
}

/** @type {{ name: string; ok: boolean; seconds: number; passed?: number; failed?: number }[]} */
const results = [];
for (const gate of gates) {
  const shards = gate.shards ?? 1;
  // The first shard is shown as it runs; the others' output follows it.
  const runs = Array.from({ length: shards }, (_, index) => {
    const report = gate.report && (shards > 1 ? `${gate.report}-${index + 1}` : gate.report);
    const command = [
      ...gate.command,
      ...(shards > 1 ? [`--shard=${index + 1}/${shards}`] : []),
      ...(report ? vitestReport(report) : []),
    ];
    return { report, command };
  });
  console.log(`\n━━ ${gate.name} ━━ ${runs.map((r) => r.command.join(' ')).join('  &  ')}`);
  const started = performance.now();
  const outcomes = await Promise.all(runs.map((r, index) => run(r.command, index > 0)));
  for (const outcome of outcomes.slice(1)) process.stdout.write(outcome.output);
  const seconds = (performance.now() - started) / 1000;
  const result = { name: gate.name, ok: outcomes.every((outcome) => outcome.ok), seconds };
  for (const { report } of runs) {
    if (!report) continue;
    try {
      const json = JSON.parse(readFileSync(path.join(reports, `${report}.json`), 'utf8'));
      result.passed = (result.passed ?? 0) + json.numPassedTests;
      result.failed = (result.failed ?? 0) + json.numFailedTests;
      if (json.numTotalTests === 0) result.ok = false;
    } catch {
      result.ok = false;
    }
  }
  results.push(result);
  if (!result.ok) break;
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
for (const gate of gates.slice(results.length)) console.log(`----  ${gate.name.padEnd(30)}    not run`);
console.log(failedGate ? `\nFAILED at: ${failedGate.name}` : '\nAll gates passed.');
console.log(`${passed} passed, ${failed + (failedGate && failed === 0 ? 1 : 0)} failed`);
process.exit(failedGate ? 1 : 0);
