import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, headlessShellPath } from '../../scripts/chromium.mjs';
import { e2eEnvironment } from './e2e/environment.ts';

/** A free loopback port, asked of the system. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No free port')),
      );
    });
  });
}

// Chosen once, by the runner: its workers load this file again and inherit the environment.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'aarambh-e2e-'));
const { baseURL } = e2eEnvironment();

/**
 * The end-to-end tests of the site and of the staff console: Chromium against the production
 * builds served by the real API (`npm run test:e2e` builds first), one server for both. Files run
 * two at a time (one per core), each file's tests in order; nothing is retried, so a test that
 * fails only sometimes shows.
 */
export default defineConfig({
  // The longest files start first, so that none runs on alone at the end: the console's two (a
  // whole staff workflow each), then the slow uplink's (a throttled upload of about 20 s, mostly
  // waiting: it ran last, alphabetically, with one core idle beside it).
  projects: [
    { name: 'console', testDir: '../console/e2e' },
    { name: 'site: slow uplink', testDir: 'e2e', testMatch: 'upload.e2e.ts' },
    { name: 'site', testDir: 'e2e', testIgnore: 'upload.e2e.ts' },
  ],
  testMatch: '**/*.e2e.ts',
  outputDir: 'test-results',
  workers: 2,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  // Generous on a busy two-core machine running two browsers.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['github']] : [['list']],
  use: {
    browserName: 'chromium',
    baseURL,
    // No test here compares pixels: the lighter headless shell (scripts/chromium.mjs).
    launchOptions: chromiumLaunchOptions(headlessShellPath),
    // No trace by default: recording one for every test (to keep a failed test's) took a third of
    // the gate's CPU (371 against 227 CPU-s; its screencast alone about 100), on machines where the
    // test command must stay under ten minutes. A failed test keeps its screenshot, and
    // `npm run test:e2e -- --trace retain-on-failure` records traces again.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node e2e/server.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
