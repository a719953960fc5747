// Chromatic is the hosted visual review for designers; the offline baselines in `npm test` are
// the gate. Without a project token there is nothing to upload to, so say so and stop cleanly.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'Chromatic: CHROMATIC_PROJECT_TOKEN is not set, so nothing was uploaded.\n' +
      'Set it to the project token from chromatic.com to publish Storybook for visual review.\n' +
      'The offline visual tests (`npm run test:stories`) do not need it.',
  );
  process.exit(0);
}

const run = spawnSync(
  'chromatic',
  ['--build-script-name', 'build-storybook', '--exit-zero-on-changes', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exit(run.status ?? 1);
