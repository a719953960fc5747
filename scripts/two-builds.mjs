// `npm run test:build`: two `npm run build` at once (the site and the console each), then checks that
// what is served is whole: every prerendered page of the sitemap is there, each with its web fonts
// (the boot script's `data-web-font`) and every stylesheet, script and font it names present in the
// same build; the console's page likewise. Exits non-zero, naming each fault, when not.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.env.npm_execpath;

function build(n) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = npm
      ? spawn(process.execPath, [npm, 'run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] })
      : spawn('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => {
      console.log(`build ${n}: exit ${code} after ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve({ code, stderr });
    });
  });
}

/** The files under `folder`, as paths from it with forward slashes. */
function files(folder, prefix = '') {
  return readdirSync(path.join(folder, prefix), { withFileTypes: true }).flatMap((entry) => {
    const name = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? files(folder, name) : [name];
  });
}

const decode = (value) => value.replaceAll('&quot;', '"').replaceAll('&amp;', '&');

/** What an HTML page names from its own origin: src, href and the boot script's attributes. */
function referenced(html) {
  const urls = [];
  for (const [, value] of html.matchAll(/\b(?:src|href)="(\/[^"]*)"/g)) urls.push(value);
  for (const [, value] of html.matchAll(/\bdata-(?:page-script|stylesheet)="([^"]+)"/g)) urls.push(value);
  for (const [, value] of html.matchAll(/\bdata-(?:page-modules|later-modules)="([^"]*)"/g)) {
    urls.push(...value.split(' ').filter(Boolean));
  }
  const font = /\bdata-web-font="([^"]+)"/.exec(html);
  if (font) urls.push(...JSON.parse(decode(font[1])).fonts.map((face) => face.file));
  return urls;
}

/** Whether a URL path resolves to a file of the build: a file, or a route's index.html. */
function resolves(dist, url) {
  const pathname = decodeURI(url.split(/[?#]/)[0]);
  if (pathname.startsWith('//')) return true;
  const file = path.join(dist, pathname);
  return existsSync(file) && (!pathname.endsWith('/') || existsSync(path.join(file, 'index.html')));
}

const faults = [];
const results = await Promise.all([build(1), build(2)]);
for (const [n, { code, stderr }] of results.entries()) {
  if (code !== 0) faults.push(`build ${n + 1} failed (exit ${code}):\n${stderr.slice(-2000)}`);
}

const site = path.join(root, 'packages/site/dist');
const pages = files(site).filter((file) => file.endsWith('.html'));
const sitemap = readFileSync(path.join(site, 'sitemap.xml'), 'utf8');
for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
  const { pathname } = new URL(loc);
  const page = pathname === '/' ? 'index.html' : `${pathname.replace(/^\/|\/$/g, '')}/index.html`;
  if (!pages.includes(page)) faults.push(`site: ${pathname} is in the sitemap and has no ${page}`);
}
for (const page of pages) {
  const html = readFileSync(path.join(site, page), 'utf8');
  if (!html.includes('data-web-font=')) faults.push(`site: ${page} names no web font (data-web-font)`);
  if (!html.includes('data-stylesheet=')) faults.push(`site: ${page} names no stylesheet (data-stylesheet)`);
  for (const url of referenced(html)) {
    if (!resolves(site, url)) faults.push(`site: ${page} names ${url}, which the build does not have`);
  }
}
const stylesheets = files(site).filter((file) => file.endsWith('.css'));
for (const sheet of stylesheets) {
  for (const [, url] of readFileSync(path.join(site, sheet), 'utf8').matchAll(/url\((?:"|')?(\/[^)"']+)/g)) {
    if (!resolves(site, url)) faults.push(`site: ${sheet} names ${url}, which the build does not have`);
  }
}

const consoleDist = path.join(root, 'packages/console/dist');
const consolePage = readFileSync(path.join(consoleDist, 'index.html'), 'utf8');
for (const url of referenced(consolePage)) {
  const file = url.replace(/^\/staff\//, '/');
  if (!resolves(consoleDist, file))
    faults.push(`console: index.html names ${url}, which the build does not have`);
}

console.log(
  `${pages.length} pages and ${stylesheets.length} stylesheets of the site, and the console's page, checked.`,
);
if (faults.length > 0) {
  console.error(`${faults.length} faults:\n- ${faults.slice(0, 40).join('\n- ')}`);
  process.exit(1);
}
console.log('Two builds at once left a whole site and console.');
