// Prerenders every route of the site: <out>/<path>/index.html for each page, <out>/404.html for
// unknown paths, sitemap.xml and robots.txt, beside a copy of the client build's files (the full
// stylesheet rewritten to load after the first paint). Run by scripts/build.mjs as
// `node scripts/prerender.mjs <client build> <server build> <out>`: it reads the two builds and
// writes only into <out>, a new folder, so running it again over the same builds gives the same
// pages. Stops the build when the content breaks its schemas, and warns of listings closing soon.
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const folders = process.argv.slice(2);
if (folders.length !== 3) {
  console.error(
    'Usage: node scripts/prerender.mjs <client build> <server build> <out> (npm run build runs it)',
  );
  process.exit(2);
}
const [client, serverBuild, out] = folders.map((folder) => path.resolve(folder));
if (existsSync(out)) throw new Error(`${out} exists already: the prerendered site goes into a new folder`);
const server = await import(pathToFileURL(path.join(serverBuild, 'entry-server.js')).href);
/** The HTML contract's names (src/boot/protocol.ts). */
const { protocol } = server;

const problems = server.checkContent();
if (problems.length > 0) {
  console.error(`The content breaks its schemas:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
const buildDay = new Date();
const warnings = server.contentWarnings(buildDay);
if (warnings.length > 0) {
  console.warn(
    `Listings closing soon (extend their closing day or let them go):\n  ${warnings.join('\n  ')}`,
  );
}

const stale = server.staleTranslations();
if (stale.length > 0) {
  console.warn(
    `Hindi texts whose English changed (their pages show English until they are translated again; docs/i18n.md):\n  ${stale.map((text) => `${text.key}: record ${text.hash} once it translates "${text.english}"`).join('\n  ')}`,
  );
}

const template = readFileSync(path.join(client, 'index.html'), 'utf8');
/** @type {Record<string, { file: string; src?: string; name?: string; isDynamicEntry?: boolean; css?: string[]; imports?: string[] }>} */
const manifest = JSON.parse(readFileSync(path.join(client, '.vite/manifest.json'), 'utf8'));
cpSync(client, out, { recursive: true });

/** The chunks a manifest entry loads, itself first, following static imports. */
function chunkGraph(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) chunkGraph(imported, seen);
  return seen;
}

const entryChunks = chunkGraph('index.html');
const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

// Vite links the entry's static imports with modulepreload; the browser finds them from the entry
// anyway, after the first paint's resources. The site's one stylesheet is inlined per page instead
// of linked (only the rules the page can use; see src/boot/server/criticalCss.ts), and the client adds
// the full stylesheet after hydration.
const stylesheetLink = /\s*<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/;
const stylesheetFile = stylesheetLink.exec(template)?.[1];
if (!stylesheetFile) throw new Error('The built index.html links no stylesheet');
const stylesheet = readFileSync(path.join(client, stylesheetFile), 'utf8');
// Pages link the full stylesheet only after their first paint, and declare the font inline.
writeFileSync(path.join(out, stylesheetFile), server.deferredCss(stylesheet));
// The page is readable without its script: the boot script starts it after the first paint
// (src/boot/inline/loadAfterFirstPaint.ts), so the entry is not linked from the HTML.
const entryScript = /\s*<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const entryFile = entryScript.exec(template)?.[1];
if (!entryFile) throw new Error('The built index.html has no entry script');
const pageTemplate = template
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
  .replace(stylesheetLink, '')
  .replace(entryScript, '');

// The web fonts wait until after the first paint on a browser that does not have them yet
// (src/boot/server/webFont.ts): the boot script fetches Inter's Latin subset, and on a Hindi page the
// Devanagari face too (the fonts of the page's language: an English page's stack has no Devanagari).
const webFontFiles = [
  '/inter-latin-wght-normal.woff2',
  '/noto-sans-devanagari-devanagari-400-normal.woff2',
].map((name) => {
  const file = Object.entries(manifest).find(([key]) => key.endsWith(name))?.[1].file;
  if (!file) throw new Error(`The client build has no ${name}`);
  return `/${file}`;
});
/** The boot script's attributes every page in the language of `<html lang>` has. */
const bootAttributes = (lang) => {
  const webFont = server.webFontBoot(stylesheet, webFontFiles, lang);
  return (
    `${protocol.pageScript}="${entryFile}"` +
    (webFont ? ` ${protocol.webFont}="${escapeAttribute(JSON.stringify(webFont))}"` : '')
  );
};

/**
 * The code a page hydrates with, besides the entry: the entry's own imports and the chunks of the
 * page's route modules. The boot script preloads them with the entry, so they arrive together
 * instead of one level of imports after another.
 */
function pageModules(modules) {
  const chunks = new Set([...entryChunks].filter((key) => key !== 'index.html'));
  for (const module of modules) for (const key of chunkGraph(module)) chunks.add(key);
  return chunks;
}

/**
 * What every page loads once it is idle and has not loaded already: the flows every page has in the
 * page's language (src/layout/englishFlows.tsx, or afterFirstPaintHindi.tsx on a Hindi page), which
 * import their code (src/layout/afterFirstPaint.ts: the help chat, the promo popup, the cookie
 * banner, the notices' region with the toast queue; not the toast region itself, which loads with
 * the first toast). The boot script preloads them right behind the page's code, so that they are
 * there when the page is idle.
 */
const flowsModules = { en: 'src/layout/englishFlows.tsx', hi: 'src/layout/afterFirstPaintHindi.tsx' };
for (const module of Object.values(flowsModules))
  if (!manifest[module]) throw new Error(`The client build has no chunk of ${module}`);
const laterModules = (pageChunks, lang) =>
  [...chunkGraph(lang === 'hi' ? flowsModules.hi : flowsModules.en)].filter((key) => !pageChunks.has(key));
const urls = (keys) => [...keys].map((key) => `/${manifest[key].file}`).join(' ');

const renderDate = (() => {
  const now = buildDay;
  const pad = (value) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
})();

/**
 * The attributes that name the page's route module and its path pattern, from which the client
 * hydrates the page without the route tables (src/boot/client/start.tsx): none where the module is
 * no chunk of its own (the 404 pages', which other pages import), whose exports keep no names.
 */
function routeModuleAttributes(page) {
  const source = page.modules.at(-1);
  const chunk = source === undefined ? undefined : manifest[source];
  if (!chunk?.isDynamicEntry || chunk.src !== source) return '';
  const routePath =
    page.routePath === undefined ? '' : ` ${protocol.routePath}="${escapeAttribute(page.routePath)}"`;
  return ` ${protocol.routeModule}="/${chunk.file}"${routePath}`;
}

async function writePage(urlPath, file) {
  const page = await server.render(urlPath, renderDate);
  const root =
    `<div id="root" ${protocol.path}="${escapeAttribute(urlPath)}" ${protocol.route}="${escapeAttribute(page.routeId)}"` +
    `${routeModuleAttributes(page)} ${protocol.rendered}="${renderDate}" ${protocol.stylesheet}="/${stylesheetFile}">${page.html}</div>`;
  const html = pageTemplate
    .replace('<html lang="en-IN">', `<html lang="${page.lang}" class="${server.themeClass}">`)
    .replace('<div id="root"><!--app-html--></div>', () => root);
  const css = server.criticalCss(stylesheet, server.classNamesIn(html));
  // The boot script first: it holds what the visitor does before the page's code arrives (src/boot).
  const pageChunks = pageModules(page.modules);
  const modules = `${protocol.pageModules}="${urls(pageChunks)}" ${protocol.laterModules}="${urls(laterModules(pageChunks, page.lang))}"`;
  const twin = page.twin ? ` ${protocol.twin}="${escapeAttribute(page.twin)}"` : '';
  const head = `<script ${bootAttributes(page.lang)} ${modules}${twin}>${server.bootScript}</script>${page.head}<style>${css}</style>`;
  const target = path.join(out, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(
    target,
    html.replace('<!--app-head-->', () => head),
  );
  return { ...page, chunks: pageChunks };
}

/** The chunks every page written so far hydrates with (a navigation never needs to ask for them). */
let everyPageChunks;
const pages = server.prerenderPages(buildDay);
for (const { path: urlPath } of pages) {
  const page = await writePage(urlPath, server.outputFileFor(urlPath));
  everyPageChunks = new Set([...(everyPageChunks ?? page.chunks)].filter((key) => page.chunks.has(key)));
  if (page.status !== 200) throw new Error(`${urlPath} rendered with status ${page.status}`);
}
for (const { path: urlPath, file } of server.notFoundPages) {
  const notFound = await writePage(urlPath, file);
  if (notFound.status !== 404) throw new Error(`${urlPath} should render the 404 page`);
}

// Each lazy route's chunks by route id, which the client preloads with the route it navigates to
// (src/boot/client/routeModules.ts): the route tables carry no lists of their own (vite.config.ts).
// A route module that is no chunk of its own (the 404 pages', which other pages import) is in a
// shared chunk, whose list Vite's preload helper keeps (`routeChunks` finds only route chunks).
/** @type {import('../src/boot/protocol.ts').RouteModules} */
const routeModules = {};
for (const [id, source] of Object.entries(await server.routeModuleSources())) {
  if (!manifest[source]) continue;
  routeModules[id] = [...chunkGraph(source)]
    .filter((key) => !everyPageChunks?.has(key))
    .map((key) => `/${manifest[key].file}`);
}
writeFileSync(path.join(out, protocol.routeModules), JSON.stringify(routeModules));
writeFileSync(path.join(out, 'sitemap.xml'), server.sitemap(buildDay));
writeFileSync(path.join(out, 'robots.txt'), server.robots());
console.log(
  `Prerendered ${pages.length} pages, the 404 pages, ${protocol.routeModules.slice(1)}, sitemap.xml and robots.txt.`,
);
