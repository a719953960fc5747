// `npm test`: every gate in order, stopping at the first that fails, then one summary.
// Vitest gates also write a JSON report so the summary can count tests across gates.
import { spawnSync } from 'node:child_process';
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

/** @type {{ name: string; command: string[]; report?: string }[]} */
const gates = [
  { name: 'Type check', command: ['tsc', '--build'] },
  { name: 'Lint', command: ['eslint', '--max-warnings=0', '.'] },
  { name: 'Format', command: ['prettier', '--check', '--log-level=warn', '.'] },
  {
    name: 'Unit tests',
    command: ['vitest', 'run', '--project', 'unit', ...machinesCoverage, ...vitestReport('unit')],
    report: 'unit',
  },
  {
    name: 'Story tests (a11y + visual)',
    command: ['vitest', 'run', '--project', 'storybook', ...vitestReport('storybook')],
    report: 'storybook',
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
    command: [
      'node',
      'scripts/with-postgres.mjs',
      'vitest',
      'run',
      '--project',
      'api',
      ...vitestReport('api'),
    ],
    report: 'api',
  },
  {
    // Builds the site, then drives the production build served by the API in Chromium.
    name: 'End-to-end tests (site)',
    command: ['npm', 'run', '--silent', 'test:e2e', '--', ...vitestReport('e2e')],
    report: 'e2e',
  },
];

/** @type {{ name: string; ok: boolean; seconds: number; passed?: number; failed?: number }[]} */
const results = [];
for (const gate of gates) {
  console.log(`\n━━ ${gate.name} ━━ ${gate.command.join(' ')}`);
  const started = performance.now();
  const run = spawnSync(gate.command[0], gate.command.slice(1), { stdio: 'inherit', shell: false });
  const seconds = (performance.now() - started) / 1000;
  const result = { name: gate.name, ok: run.status === 0, seconds };
  if (gate.report) {
    try {
      const report = JSON.parse(readFileSync(path.join(reports, `${gate.report}.json`), 'utf8'));
      Object.assign(result, { passed: report.numPassedTests, failed: report.numFailedTests });
      if (report.numTotalTests === 0) result.ok = false;
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
