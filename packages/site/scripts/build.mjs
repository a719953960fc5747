// `npm run build -w packages/site`: the client bundle, the server renderer, the prerendered pages and
// their compressed copies, written into a fresh folder of this build's own (scripts/builds.mjs at
// the root), which replaces the served `dist` only once it is whole. Each step reads the step
// before's output and writes a new folder; none rewrites its input, so two builds at once cannot
// spoil each other and a build can be repeated.
import { renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStep, publishBuild, startBuild, viteBin } from '../../../scripts/builds.mjs';

const siteRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const folder = startBuild(siteRoot);
const client = path.join(folder, 'client');
const server = path.join(folder, 'server');
const site = path.join(folder, 'site');

buildStep(folder, siteRoot, viteBin, 'build', '--outDir', client);
buildStep(folder, siteRoot, viteBin, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', server);
buildStep(folder, siteRoot, 'scripts/prerender.mjs', client, server, site);
buildStep(folder, siteRoot, 'scripts/compress.mjs', site);
rmSync(client, { recursive: true });
// The server renderer goes with the pages: the API renders the pages it fills per request (the
// application status page) with it. A hidden folder, which the site never serves.
renameSync(server, path.join(site, '.ssr'));
publishBuild(siteRoot, folder);
console.log(`The site is built: packages/site/dist serves ${path.relative(siteRoot, site)}.`);
