// `npm pack` and `npm publish` run this before (prepack) and after (postpack, postpublish) making
// the tarball. The repository's package.json serves the workspace: the `@aarambh/source` export
// condition points at src/, which is not published, and `sideEffects` names source files. Before
// packing, the manifest is rewritten for the published files only; afterwards the workspace's is
// put back. `npm publish` reads package.json again after packing and sends that to the registry,
// so within a publish it is put back after publishing (postpublish) instead of after packing.
//
//   node scripts/pack-manifest.mjs prepack | postpack | postpublish
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const kit = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = path.join(kit, 'package.json');
// Outside "files", so never in the tarball.
const saved = path.join(kit, '.package.workspace.json');

/** The exports map without the source condition: `{ "@aarambh/source": ..., ...rest }` -> rest. */
function publishedExports(exports) {
  if (typeof exports !== 'object' || exports === null) return exports;
  const entries = Object.entries(exports)
    .filter(([key]) => key !== '@aarambh/source')
    .map(([key, value]) => [key, publishedExports(value)]);
  // A condition object left with only `default` is the plain path.
  if (entries.length === 1 && entries[0][0] === 'default') return entries[0][1];
  return Object.fromEntries(entries);
}

/** @param {Record<string, unknown>} pkg */
export function publishedManifest(pkg) {
  return {
    ...pkg,
    exports: publishedExports(pkg.exports),
    // dist/index.js has no side effects; the stylesheet is the only file that has.
    sideEffects: ['*.css'],
  };
}

const step = process.argv[2];
if (step === 'prepack') {
  if (existsSync(saved)) {
    throw new Error(
      `${saved} exists: a previous pack or publish did not finish; move it back to package.json`,
    );
  }
  const text = readFileSync(manifest, 'utf8');
  writeFileSync(saved, text);
  writeFileSync(manifest, `${JSON.stringify(publishedManifest(JSON.parse(text)), null, 2)}\n`);
} else if (step === 'postpack' || step === 'postpublish') {
  const publishing = process.env.npm_command === 'publish';
  if ((step === 'postpublish' || !publishing) && existsSync(saved)) renameSync(saved, manifest);
} else if (step !== undefined) {
  throw new Error(`Unknown step ${step}: prepack, postpack or postpublish`);
}
