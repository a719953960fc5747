// Valid HTML: the Nu Html Checker (the `vnu-jar` package, run with the machine's Java) over every
// prerendered page in dist/ (`npm run build` makes them; in `npm test` the end-to-end gate just
// before this one has). Any error fails, with its page, line and message.
//
// Run with Node 24 from the repository root: `node packages/site/scripts/check-html.mjs`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
// The package's main module is the jar's path. Its own launcher would download a Java runtime
// from outside the npm registry when none is installed; `.ci/run` installs Debian's instead.
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('packages/site/dist has no pages: run `npm run build` first.');
  process.exit(1);
}
const pages = readdirSync(dist, { recursive: true }).filter((file) => String(file).endsWith('.html'));

const result = spawnSync(
  process.env.JAVA ?? 'java',
  ['-jar', vnuJar, '--errors-only', '--skip-non-html', '--format', 'json', dist],
  { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
);
if (result.error || (result.status !== 0 && !result.stderr.trim().startsWith('{'))) {
  console.error(`The Nu Html Checker did not run (is Java installed?): ${result.error ?? result.stderr}`);
  process.exit(1);
}
// With --format json the report is written to stderr; the exit status is 1 when there are errors.
const { messages } = JSON.parse(result.stderr);
const errors = messages.filter((message) => message.type === 'error' || message.subType === 'fatal');
for (const error of errors) {
  const page = path.relative(dist, fileURLToPath(error.url));
  console.log(`${page}:${error.lastLine ?? '?'}: ${error.message}`);
}
console.log(`${pages.length} pages checked, ${errors.length} errors.`);
process.exit(errors.length === 0 ? 0 : 1);
