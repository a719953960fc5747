// `npm run build -w packages/console`: Vite's build into a fresh folder of this build's own
// (scripts/builds.mjs at the root), which replaces the served `dist` only once it is whole.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStep, publishBuild, startBuild, viteBin } from '../../../scripts/builds.mjs';

const consoleRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const folder = startBuild(consoleRoot);
const site = path.join(folder, 'site');

buildStep(folder, consoleRoot, viteBin, 'build', '--outDir', site);
publishBuild(consoleRoot, folder);
console.log(`The staff console is built: packages/console/dist serves ${path.relative(consoleRoot, site)}.`);
