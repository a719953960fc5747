// `npm run bench -w packages/console`: the bytes a browser fetches to show each screen of the
// console, brotli-compressed (quality 11, as for a precompressed asset), beside the reference of
// the same run: all the console's code at once (what every screen cost while it was one script).
//
// It builds the console with Vite's manifest into a folder of the system's temp directory (never
// the served `dist`), then, for each screen, follows the entry's static imports and the screen's
// own chunk with its static imports (the CSS they bring included). The sign-in needs the entry
// only: the layout shows it while there is no session, before any screen's chunk is fetched; a
// screen behind the sign-in needs the signed-in header's chunk too (navigation, menus, toasts).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { viteBin } from '../../../scripts/builds.mjs';

/** The first screen (sign-in) must fit in this, compressed (the target). */
const FIRST_SCREEN_BUDGET = 150 * 1024;

const consoleRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const signedIn = 'src/layout/SignedIn.tsx';
const screens = [
  { name: 'Sign-in (first screen)', modules: [] },
  { name: 'Enrolment', modules: ['src/signIn/EnrolScreen.tsx'] },
  { name: 'Inbox', modules: [signedIn, 'src/inbox/InboxScreen.tsx'] },
  { name: 'Submission', modules: [signedIn, 'src/submission/SubmissionScreen.tsx'] },
  { name: 'Payments', modules: [signedIn, 'src/payments/PaymentsScreen.tsx'] },
  { name: 'Staff and data requests', modules: [signedIn, 'src/staff/StaffScreen.tsx'] },
  { name: 'Audit log', modules: [signedIn, 'src/audit/AuditScreen.tsx'] },
];

const out = mkdtempSync(path.join(tmpdir(), 'console-bench-'));
try {
  const build = spawnSync(
    process.execPath,
    [viteBin, 'build', '--manifest', '--outDir', out, '--logLevel', 'warn'],
    {
      cwd: consoleRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (build.status !== 0) throw new Error(`vite build failed (exit ${build.status})`);

  const manifest = JSON.parse(readFileSync(path.join(out, '.vite', 'manifest.json'), 'utf8'));
  const sizes = new Map();
  /** A built file's brotli size, once. */
  const brotli = (file) => {
    if (!sizes.has(file))
      sizes.set(
        file,
        brotliCompressSync(readFileSync(path.join(out, file)), {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
        }).length,
      );
    return sizes.get(file);
  };
  /** The files a chunk needs before it runs: itself, its CSS, and its static imports' closure. */
  const closure = (key, files = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) closure(imported, files);
    return files;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const total = (files) => [...files].reduce((sum, file) => sum + brotli(file), 0);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

  const assets = readdirSync(path.join(out, 'assets')).filter((file) => /\.(js|css)$/.test(file));
  const all = total(assets.map((file) => `assets/${file}`));
  const rows = screens.map(({ name, modules }) => {
    const files = closure(entry);
    // A build without the chunk (one script for every screen) has everything in the entry.
    for (const module of modules) closure(module, files);
    return { name, files: files.size, bytes: total(files) };
  });
  const width = Math.max(...rows.map((row) => row.name.length));
  console.log(`Bytes per screen, brotli (JS and CSS fetched before the screen shows):\n`);
  for (const row of rows)
    console.log(`  ${row.name.padEnd(width)}  ${kb(row.bytes).padStart(9)}  in ${row.files} files`);
  console.log(
    `\n  ${'Reference: all the code'.padEnd(width)}  ${kb(all).padStart(9)}  in ${assets.length} files`,
  );
  const first = rows[0].bytes;
  console.log(
    `\nFirst screen: ${kb(first)} of a ${kb(FIRST_SCREEN_BUDGET)} budget (${Math.round((100 * first) / all)}% of all the code).`,
  );
  if (first > FIRST_SCREEN_BUDGET) process.exitCode = 1;
} finally {
  rmSync(out, { recursive: true, force: true });
}
