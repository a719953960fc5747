// Valid HTML: the Nu Html Checker (scripts/nu-html-checker.mjs) over every prerendered page in
// dist/ (`npm run build` makes them; in `npm test` the end-to-end gate just before this one has).
// Any error fails, with its page, line and message.
//
// Run with Node 24 from the repository root: `node packages/site/scripts/check-html.mjs`.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nuHtmlErrors } from '../../../scripts/nu-html-checker.mjs';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('packages/site/dist has no pages: run `npm run build` first.');
  process.exit(1);
}
const pages = readdirSync(dist, { recursive: true }).filter((file) => String(file).endsWith('.html'));

const errors = nuHtmlErrors([dist]);
for (const error of errors) {
  const page = path.relative(dist, fileURLToPath(error.url));
  console.log(`${page}:${error.lastLine ?? '?'}: ${error.message}`);
}
console.log(`${pages.length} pages checked, ${errors.length} errors.`);
process.exit(errors.length === 0 ? 0 : 1);
