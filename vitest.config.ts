import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { storyTestViewport } from './.storybook/viewport.ts';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  resolve: { conditions: ['@aarambh/source'] },
  test: {
    projects: [
      {
        extends: true,
        plugins: [vanillaExtractPlugin()],
        // Node tests of the site import the kit by package name: read it from source there too.
        ssr: { resolve: { conditions: ['@aarambh/source', 'node', 'import', 'module', 'default'] } },
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/{ui,content,machines,site,console}/{src,harness}/**/*.test.{ts,tsx}',
            'scripts/*.test.ts',
          ],
          // Most of this gate was importing the kit and the site (their styles compile on import)
          // once per file; the tests share no state and mock no modules, so a worker keeps its
          // modules from file to file. Two workers, one a core (Vitest's default here is one):
          // 38 s isolated with one worker, 18.5 s this way, with the same coverage.
          isolate: false,
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['packages/api/src/**/*.test.ts'],
          // Two files at a time, one a core: a file's tests spend much of their time waiting on
          // sockets, SMTP and SQLite's threads (one at a time kept the machine 77% busy and took
          // 106 s; two, 96% and 86 s). Each file that reaches PostgreSQL creates a database of its
          // own, and every test app its own data folder.
          maxWorkers: 2,
          // Real sockets, an SMTP server and worker threads: generous on a busy machine, where this
          // gate shares two cores with the static Storybook's Chromium and the site's build. The
          // longest tests (a backup restored by the CLI's processes, the pipeline walked on
          // PostgreSQL: 3.5 to 4.5 s on a quiet machine) took over 20 s there; a hang still fails.
          // A test app starts in a `beforeEach` (its SQLite threads, its migrations, a PostgreSQL
          // database), so hooks get the same time as tests (Vitest's 10 s failed whole files).
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // The tests open and close hundreds of SQLite worker threads; on a CPU with memory
          // protection keys, V8's JIT page tracking can abort the worker under that churn
          // ("Check failed: jit_page.has_value()", SIGTRAP; seen once in about ten runs here).
          execArgv: ['--no-memory-protection-keys'],
        },
      },
      {
        extends: true,
        test: {
          // The built Storybook (`npm run build-storybook` first; `npm run test:storybook-static`
          // does both): every story played there and its kit's HTML checked, a sample compared with
          // the story tests' baselines, and the props tables.
          name: 'storybook-static',
          environment: 'node',
          include: ['.storybook/built-stories.test.ts', '.storybook/static-storybook.test.ts'],
          // The stories are played in two pages (built-stories.test.ts), two tests at a time.
          maxConcurrency: 2,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        test: {
          name: 'storybook',
          setupFiles: [path.join(root, '.storybook/vitest.setup.ts')],
          // Story files run three at a time, in three pages of one Chromium. Vitest's
          // default here is one less than the cores, one on these two-core machines, which leaves
          // a core waiting on screenshots and page loads.
          maxWorkers: 3,
          // The files of a page share one frame instead of loading React, Storybook's runtime, the
          // kit and axe afresh for each: the gate took 457 CPU-s (240 s) isolated, 328 CPU-s
          // (177 s) shared. Every story renders into a fresh root and the theme and viewport are
          // reset after each (visual.ts), so what one file leaves does not reach the next.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions() }),
            instances: [{ browser: 'chromium', viewport: storyTestViewport }],
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // Strict: a one-step colour change must fail (see the toolchain notes).
                comparatorOptions: { threshold: 0, includeAA: true, allowedMismatchedPixels: 0 },
              },
            },
          },
        },
      },
    ],
  },
});
