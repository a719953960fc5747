// Longer than most files on purpose: one check, told in the order it happens.
// The consumer check: does the published kit work in someone else's app?
//
// 1. `npm pack` the kit (its prepack script builds it first); the tarball must hold no stories,
//    tests or baselines, and publint and arethetypeswrong must report nothing on it.
// 2. Start a throwaway registry (Verdaccio, local-registry.mjs) and `npm publish` the kit to it,
//    as a release does to the company registry (building it again: the same tarball must arrive).
// 3. Generate a throwaway Vite + React app in the system's temp folder (outside the workspace),
//    with an `.npmrc` scope line pointing @aarambh at that registry; install `@aarambh/ui@<version>`
//    by name (everything else from the normal registry, the cache first: --prefer-offline), build.
// 4. Serve the build and check in Chromium that a Button, a Modal and a Toast render with the kit's
//    styles (colours from the theme tokens, the Inter font loaded from the package), in both themes;
//    that a kit Link navigates through React Router 8 (the README's recipe), that the Table
//    sorts when a column header is pressed, and that DialogElement, PopoverElement, Carousel and
//    Disclosure (which need React 19.2's useEffectEvent) open and close.
//    The same app is installed a second time, at the same moment, with the lowest versions the
//    kit's peer ranges allow (react 19.2.0, ...), built and checked the same way: a range wider than
//    the code's needs builds fine and shows a blank page.
//    A second page of the app imports only the Button: the CSS it ships is printed beside the
//    whole kit's (what every app shipped when the kit had one stylesheet), and must hold no other
//    component's rules.
// 5. The same for a Next.js App Router app (next-consumer.mjs): its server components render kit
//    components from the server tree, a client island the Button, the Modal and the Toast;
//    `next build` type-checks the kit's declarations as a product's build would, `next start`
//    serves it.
//
// Run with Node 24 from the repository root: `node packages/ui/scripts/consumer-check.mjs`.
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  mkdirSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { chromiumLaunchOptions, headlessShellPath } from '../../../scripts/chromium.mjs';
import { darkTokens, lightTokens } from '../src/themes/tokens.ts';
import { startRegistry } from './local-registry.mjs';
import { startNext, writeNextApp } from './next-consumer.mjs';

const kit = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(kit, '../..');
const started = performance.now();
const work = mkdtempSync(path.join(tmpdir(), 'aarambh-consumer-'));
const app = path.join(work, 'app');
const lowestApp = path.join(work, 'app-lowest');
const nextApp = path.join(work, 'next');

/** npm's own settings from `npm test` (workspace, prefix) must not leak into the other app. */
const cleanEnv = {
  ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key))),
  NEXT_TELEMETRY_DISABLED: '1',
};

function run(command, args, cwd, { capture = false } = {}) {
  const result = spawnSync(command, args, {
    cwd,
    env: cleanEnv,
    encoding: 'utf8',
    stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
  return result.stdout;
}

/** `run` without blocking, so two installs can share the wait for the network and the cache. */
function runOne(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: cleanEnv, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} in ${path.basename(cwd)} failed (exit ${code})`)),
    );
  });
}

/**
 * Runs these `[command, args, cwd]` at once; throws the first failure once all have ended, so
 * none is left writing into the folder the check deletes.
 */
async function runAtOnce(...commands) {
  const results = await Promise.allSettled(commands.map((command) => runOne(...command)));
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/** Runs a checking tool with its report on the terminal; true when it exits with 0. */
function tool(command, args) {
  return spawnSync(command, args, { cwd: root, env: cleanEnv, stdio: 'inherit' }).status === 0;
}

function step(message) {
  console.log(`[consumer] ${message} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

const failures = [];
/** Logs a check; `app` ('vite', 'next') prefixes the message of the checks made in an app. */
function check(condition, message, app) {
  if (app) message = `[${app}] ${message}`;
  console.log(`${condition ? 'ok  ' : 'FAIL'} ${message}`);
  if (!condition) failures.push(message);
}

/** The versions the workspace has installed, so the cache can serve the app's install. */
const installed = (name) =>
  JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;

/**
 * The lowest version a peer range of the kit allows: '^19.2.0' -> '19.2.0'. The kit's ranges are
 * caret ranges; any other form fails here rather than being guessed at.
 */
function lowest(range) {
  const version = /^\^(\d+\.\d+\.\d+)$/.exec(range)?.[1];
  if (!version) throw new Error(`peer range ${range}: only ^x.y.z ranges are understood here`);
  return version;
}

/** '#3F37C9' -> 'rgb(63, 55, 201)', as getComputedStyle reports it. */
function rgb(hex) {
  const [r, g, b] = hex
    .replace('#', '')
    .match(/../g)
    .map((pair) => parseInt(pair, 16));
  return `rgb(${r}, ${g}, ${b})`;
}

const appSource = `
import '@aarambh/ui/css';
import {
  Accordion, Button, Carousel, Cell, Column, DialogElement, DialogTrigger, Disclosure, Link, Modal, PopoverElement,
  Row, Table, TableBody, TableHeader, ToastRegion, darkTheme, lightTheme, toasts,
} from '@aarambh/ui';
import { createElement as h, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider as KitRouterProvider } from 'react-aria-components';
import { Outlet, RouterProvider, createBrowserRouter, useHref, useNavigate } from 'react-router';

document.documentElement.classList.add(lightTheme);
window.kitThemes = { lightTheme, darkTheme };
toasts.add({ title: 'UPI ID Copied', description: 'Paste it into any UPI app.', tone: 'success' }, { timeout: 0 });

/** The README's recipe: kit links go through React Router (imported from react-router, v8). */
function Root() {
  const navigate = useNavigate();
  return h(KitRouterProvider, { navigate, useHref }, h(Outlet));
}

function App() {
  return h('main', null,
    h('h1', null, 'Consumer app'),
    h(DialogTrigger, null,
      h(Button, null, 'Pay by UPI'),
      h(Modal, { title: 'Complete your payment' }, h('p', null, 'Scan the QR code with any UPI app.')),
    ),
    h(Link, { href: '/payments' }, 'Payments'),
    h(ToastRegion, null),
  );
}

const payments = [
  { name: 'Asha Rao', amount: 2500 },
  { name: 'Kiran Shah', amount: 1500 },
  { name: 'Meera Iyer', amount: 4000 },
];

/** A table the app sorts, as the kit's Table asks (sortDescriptor and onSortChange). */
function Payments() {
  const [sort, setSort] = useState({ column: 'amount', direction: 'ascending' });
  const rows = useMemo(() => {
    const sorted = [...payments].sort((a, b) => (a[sort.column] < b[sort.column] ? -1 : 1));
    return sort.direction === 'ascending' ? sorted : sorted.reverse();
  }, [sort]);
  return h('main', null,
    h('h1', null, 'Payments'),
    h(Table, { 'aria-label': 'Payments', sortDescriptor: sort, onSortChange: setSort },
      h(TableHeader, null,
        h(Column, { id: 'name', isRowHeader: true, allowsSorting: true }, 'Name'),
        h(Column, { id: 'amount', allowsSorting: true }, 'Amount'),
      ),
      h(TableBody, null, rows.map((row) => h(Row, { key: row.name, id: row.name }, h(Cell, null, row.name), h(Cell, null, String(row.amount))))),
    ),
  );
}

/** The components on the platform's <dialog>, popover and button, and the Carousel: React 19.2 or later. */
function Platform() {
  const [open, setOpen] = useState(false);
  const slides = ['Scholarships', 'Internships'].map((label) => ({ id: label, label, content: h('p', null, label) }));
  return h('main', null,
    h('h1', null, 'Platform'),
    h(Button, { onPress: () => setOpen(true) }, 'Open the dialog'),
    h(DialogElement, { title: 'Payment received', isOpen: open, onOpenChange: setOpen }, h('p', null, 'Thank you.')),
    h(PopoverElement, { title: 'Fees', trigger: (props) => h(Button, props, 'Show the fees') }, h('p', null, 'No fees.')),
    h(Carousel, { label: 'Highlights', slides }),
    h(Accordion, null,
      h(Disclosure, { id: 'fee', title: 'Is there a fee?' }, h('p', null, 'Some programs have one.')),
      h(Disclosure, { id: 'reply', title: 'When do you reply?' }, h('p', null, 'Within a day.')),
    ),
  );
}

const router = createBrowserRouter([
  {
    path: '/',
    element: h(Root),
    children: [
      { index: true, element: h(App) },
      { path: 'payments', element: h(Payments) },
      { path: 'platform', element: h(Platform) },
    ],
  },
]);
createRoot(document.getElementById('root')).render(h(RouterProvider, { router }));
`;

/** The second page of the app: a Button and nothing else from the kit. */
const buttonPageSource = `
import '@aarambh/ui/css';
import { Button, lightTheme } from '@aarambh/ui';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';

document.documentElement.classList.add(lightTheme);
createRoot(document.getElementById('root')).render(h('main', null, h(Button, null, 'Pay by UPI')));
`;

/** Both pages are inputs of the one build, as in a product with several pages. */
const appViteConfig = `
export default {
  build: { rolldownOptions: { input: { main: 'index.html', button: 'button.html' } } },
};
`;

const htmlPage = (script) =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Consumer</title>' +
  '<link rel="icon" href="data:,"></head>' +
  `<body><div id="root"></div><script type="module" src="${script}"></script></body></html>`;

/**
 * Writes the Vite app into `folder` with these dependencies (the kit's version, its peers and
 * React Router).
 */
function writeViteApp(folder, dependencies) {
  mkdirSync(path.join(folder, 'src'), { recursive: true });
  writeFileSync(
    path.join(folder, 'package.json'),
    JSON.stringify(
      {
        name: 'aarambh-ui-consumer',
        private: true,
        type: 'module',
        dependencies,
        devDependencies: { vite: installed('vite') },
      },
      null,
      2,
    ),
  );
  writeFileSync(path.join(folder, 'index.html'), htmlPage('/src/main.js'));
  writeFileSync(path.join(folder, 'button.html'), htmlPage('/src/button.js'));
  writeFileSync(path.join(folder, 'vite.config.js'), appViteConfig);
  writeFileSync(path.join(folder, 'src/main.js'), appSource);
  writeFileSync(path.join(folder, 'src/button.js'), buttonPageSource);
}

/** Bytes and gzip bytes of what `files` hold together. */
function sizes(files) {
  const text = Buffer.concat(files.map((file) => readFileSync(file)));
  return { raw: text.length, gzip: gzipSync(text).length };
}
const kB = ({ raw, gzip }) => `${(raw / 1000).toFixed(1)} kB (gzip ${(gzip / 1000).toFixed(1)} kB)`;

/**
 * The CSS a Button-only page ships, beside the whole kit's: the built button.html's stylesheets
 * against every CSS file of the installed package (what each app shipped when the kit had one
 * stylesheet). It must hold the Button's rules, the tokens and the reset, and not the Carousel's.
 */
function checkButtonPageCss(folder) {
  const ok = (condition, message) => check(condition, message, 'vite');
  const dist = path.join(folder, 'dist');
  const html = readFileSync(path.join(dist, 'button.html'), 'utf8');
  const sheets = [...html.matchAll(/<link rel="stylesheet"[^>]* href="\/([^"]+)"/g)].map((match) =>
    path.join(dist, match[1]),
  );
  const kitDist = path.join(folder, 'node_modules/@aarambh/ui/dist');
  const kitCss = readdirSync(kitDist, { recursive: true })
    .filter((file) => String(file).endsWith('.css'))
    .map((file) => path.join(kitDist, String(file)));
  const buttonOnly = sizes(sheets);
  const whole = sizes(kitCss);
  console.log(
    `[consumer] CSS of a Button-only page: ${kB(buttonOnly)}; the whole kit's CSS, which every app shipped with one stylesheet: ${kB(whole)}`,
  );
  const css = sheets.map((file) => readFileSync(file, 'utf8')).join('\n');
  /** The first class a CSS file of the kit defines. */
  const firstClass = (file) => readFileSync(path.join(kitDist, file), 'utf8').match(/\.([\w-]+)/)?.[1];
  const carousel = firstClass('components/Carousel/Carousel.css.ts.vanilla.css');
  const button = firstClass('components/private/button.css.ts.vanilla.css');
  ok(Boolean(button) && css.includes(`.${button}`), "the Button-only page ships the Button's styles");
  ok(
    css.includes('@font-face') && css.includes('box-sizing'),
    'and the global styles (fonts, tokens, reset)',
  );
  ok(Boolean(carousel) && !css.includes(`.${carousel}`), "and not the Carousel's");
  ok(buttonOnly.raw < whole.raw / 3, "its CSS is under a third of the whole kit's");
}

/**
 * Checks the components that need React 19.2 (useEffectEvent): on an older React the page is
 * blank. The DialogElement opens and closes with Escape, the PopoverElement opens, the Carousel
 * goes to its next slide, and an Accordion's Disclosures open one at a time.
 */
async function checkPlatform(browser, url, app) {
  const ok = (condition, message) => check(condition, message, app);
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(url);
  try {
    await page.getByRole('button', { name: 'Open the dialog' }).click({ timeout: 5000 });
    const dialog = page.getByRole('dialog', { name: 'Payment received' });
    await dialog.waitFor({ timeout: 3000 });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden', timeout: 3000 });
    ok(true, 'the DialogElement opens, and closes on Escape');
    await page.getByRole('button', { name: 'Show the fees' }).click();
    await page.getByRole('dialog', { name: 'Fees' }).waitFor({ timeout: 3000 });
    ok(true, 'the PopoverElement opens');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Next slide' }).click();
    await page.getByRole('group', { name: /2 of 2/ }).waitFor({ timeout: 3000 });
    ok(true, 'the Carousel goes to its next slide');
    await page.getByRole('button', { name: 'Is there a fee?' }).click();
    await page.getByText('Some programs have one.').waitFor({ timeout: 3000 });
    await page.getByRole('button', { name: 'When do you reply?' }).click();
    await page.getByText('Some programs have one.').waitFor({ state: 'hidden', timeout: 3000 });
    ok(true, "the Accordion's Disclosures open one at a time");
  } catch (error) {
    ok(false, `DialogElement, PopoverElement, Carousel and Disclosure work: ${String(error).split('\n')[0]}`);
  }
  ok(errors.length === 0, `no errors on that page${errors.length ? `: ${errors.join('; ')}` : ''}`);
  await page.close();
}

function serve(folder) {
  const types = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.woff2': 'font/woff2',
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    // A path without an extension is one of the app's routes: its index.html (a single-page app).
    const file = path.join(
      folder,
      path.extname(url.pathname) === '' ? 'index.html' : path.normalize(url.pathname),
    );
    if (!file.startsWith(folder) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * Checks the Vite app's React Router 8 wiring and the kit's Table: a kit link navigates through
 * the router (the page is not reloaded), and pressing a sortable column's header sorts the rows.
 */
async function checkRouterAndTable(browser, url) {
  const ok = (condition, message) => check(condition, message, 'vite');
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(url);
  await page.evaluate(() => {
    window.samePage = true;
  });
  await page.getByRole('link', { name: 'Payments' }).click();
  await page.getByRole('heading', { name: 'Payments' }).waitFor();
  ok(
    new URL(page.url()).pathname === '/payments' && (await page.evaluate(() => window.samePage === true)),
    'a kit Link navigates through React Router 8 without reloading the page',
  );
  const names = () => page.getByRole('rowheader').allTextContents();
  ok(
    JSON.stringify(await names()) === JSON.stringify(['Kiran Shah', 'Asha Rao', 'Meera Iyer']),
    'the Table shows its rows by amount, ascending',
  );
  await page.getByRole('columnheader', { name: /^Amount/ }).click();
  await page
    .getByRole('rowheader')
    .first()
    .filter({ hasText: 'Meera Iyer' })
    .waitFor({ timeout: 3000 })
    .catch(() => undefined);
  ok(
    JSON.stringify(await names()) === JSON.stringify(['Meera Iyer', 'Asha Rao', 'Kiran Shah']),
    'pressing the sorted column header sorts the rows the other way',
  );
  ok(
    (await page.getByRole('columnheader', { name: /^Amount/ }).getAttribute('aria-sort')) === 'descending',
    'the header says how it is sorted (aria-sort)',
  );
  ok(errors.length === 0, `no errors in the page${errors.length ? `: ${errors.join('; ')}` : ''}`);
  await page.close();
}

/**
 * Checks, in a new tab of `browser`, the page at `url` of the consumer app `app`: a Button, a Toast
 * and a Modal with the kit's styles and behaviour, the font, and the dark theme.
 */
async function checkKit(browser, url, app) {
  const ok = (condition, message) => check(condition, message, app);
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(url);
  // The theme class is on <html> once the app's code has run (in Next, a client component's effect).
  await page.waitForFunction(() => window.kitThemes !== undefined);

  const button = page.getByRole('button', { name: 'Pay by UPI' });
  await button.waitFor();
  /** The button's colours once they have settled on `background` (a theme change is a transition). */
  const settled = (background) =>
    page
      .waitForFunction(
        ([expected]) => getComputedStyle(document.querySelector('main button')).backgroundColor === expected,
        [background],
        { timeout: 3000 },
      )
      .catch(() => undefined)
      .then(() =>
        button.evaluate((element) => {
          const style = getComputedStyle(element);
          return { background: style.backgroundColor, color: style.color, radius: style.borderRadius };
        }),
      );
  const buttonStyle = await settled(rgb(lightTokens.color.brand));
  ok(
    buttonStyle.background === rgb(lightTokens.color.brand),
    `the primary Button is the brand colour ${lightTokens.color.brand} (${buttonStyle.background})`,
  );
  ok(buttonStyle.color === rgb(lightTokens.color.onBrand), `its text is onBrand (${buttonStyle.color})`);
  ok(buttonStyle.radius === lightTokens.radius.md, `its corners use radius.md (${buttonStyle.radius})`);

  const toast = page.getByRole('alertdialog', { name: 'UPI ID Copied' });
  await toast.waitFor();
  const toastStyle = await toast.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      edge: style.borderLeftColor,
      position: getComputedStyle(element.closest('[role=region]')).position,
    };
  });
  ok(
    toastStyle.edge === rgb(lightTokens.color.success),
    `the Toast has the success edge (${toastStyle.edge})`,
  );
  ok(toastStyle.position === 'fixed', `the toast region is fixed to the viewport (${toastStyle.position})`);

  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Complete your payment' });
  await dialog.waitFor();
  const modalStyle = await dialog.evaluate((element) => {
    const modal = element.parentElement;
    const overlay = modal.parentElement;
    return {
      focused: element.contains(document.activeElement),
      radius: getComputedStyle(modal).borderRadius,
      // The scrim is the overlay's ::before (it fades in there: components/private/modalOverlay.css.ts).
      overlay: getComputedStyle(overlay, '::before').backgroundColor,
      overlayPosition: getComputedStyle(overlay).position,
    };
  });
  ok(modalStyle.focused, 'the Modal has focus');
  ok(modalStyle.radius === lightTokens.radius.lg, `the Modal has radius.lg (${modalStyle.radius})`);
  ok(modalStyle.overlayPosition === 'fixed', 'the Modal overlay covers the viewport');
  ok(
    modalStyle.overlay.replace(/\s/g, '') === lightTokens.color.scrim.replace(/\s/g, ''),
    `the overlay is the scrim colour (${modalStyle.overlay})`,
  );
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  // React Aria gives the focus back a frame after the dialog has gone.
  const focusReturned = await page
    .waitForFunction(() => document.activeElement === document.querySelector('main button'), null, {
      timeout: 3000,
    })
    .then(
      () => true,
      () => false,
    );
  ok(focusReturned, 'Escape closes it, focus returns');

  const font = await page.evaluate(async () => {
    await document.fonts.ready;
    await document.fonts.load('16px "Inter Variable"', 'Aa₹');
    return document.fonts.check('16px "Inter Variable"', 'Aa₹');
  });
  ok(font, 'the Inter font loads from the package');

  // Away from the button (no hover), switch the theme and let the colour transition finish.
  await page.mouse.move(1200, 700);
  await page.evaluate(() => {
    const { lightTheme, darkTheme } = window.kitThemes;
    document.documentElement.classList.replace(lightTheme, darkTheme);
  });
  const { background: darkBackground } = await settled(rgb(darkTokens.color.brand));
  ok(
    darkBackground === rgb(darkTokens.color.brand),
    `with darkTheme on <html> the Button is the dark brand colour ${darkTokens.color.brand} (${darkBackground})`,
  );
  ok(errors.length === 0, `no errors in the page${errors.length ? `: ${errors.join(' | ')}` : ''}`);
  await page.close();
}

/** A free port on the loopback, for `next start`. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

let server;
let lowestServer;
let browser;
let registry;
let next;
try {
  step('packing (prepack builds the kit first)');
  const packed = JSON.parse(
    run('npm', ['pack', '--json', '--pack-destination', work], kit, { capture: true }),
  )[0];
  const tarball = path.join(work, packed.filename);
  const files = packed.files.map((file) => file.path);
  const unwanted = files.filter((file) => /\.stories\.|\.test\.|__screenshots__|(^|\/)src\//.test(file));
  check(
    unwanted.length === 0,
    `the tarball holds no stories, tests, baselines or sources (${unwanted.join(', ')})`,
  );
  for (const needed of [
    'package.json',
    'README.md',
    'CHANGELOG.md',
    'dist/index.js',
    'dist/index.d.ts',
    'dist/ui.css',
    'dist/ui.css.d.ts',
  ]) {
    check(files.includes(needed), `the tarball holds ${needed}`);
  }
  check(
    files.some((file) => /^dist\/fonts\/.+\.woff2$/.test(file)),
    'the tarball holds the font files',
  );
  console.log(`[consumer] ${packed.filename}: ${files.length} files, ${(packed.size / 1024).toFixed(0)} kB`);

  step('checking the package as the tools of its consumers see it (publint, arethetypeswrong)');
  const bin = (name) => path.join(root, 'node_modules/.bin', name);
  // Any warning fails too (--strict).
  check(tool(bin('publint'), ['--strict', tarball]), 'publint reports nothing');
  // ESM only (no CommonJS build on purpose); the stylesheet export has no types to check.
  check(tool(bin('attw'), [tarball, '--profile', 'esm-only']), 'arethetypeswrong reports nothing');
  const manifest = JSON.parse(
    run('tar', ['-xOzf', tarball, 'package/package.json'], work, { capture: true }),
  );
  check(
    !JSON.stringify(manifest.exports).includes('@aarambh/source'),
    'the published exports have no @aarambh/source condition (src/ is not published)',
  );
  check(
    JSON.stringify(manifest.sideEffects) === JSON.stringify(['*.css']),
    `the published sideEffects name only the stylesheet (${JSON.stringify(manifest.sideEffects)})`,
  );
  check(
    manifest.peerDependencies?.['react-aria-components'] !== undefined &&
      manifest.dependencies?.['react-aria-components'] === undefined,
    'react-aria-components is a peer dependency (one copy, shared with the app)',
  );
  check(
    [manifest.publishConfig?.registry, manifest.publishConfig?.['@aarambh:registry']].every(
      (url) => typeof url === 'string' && new URL(url).hostname.endsWith('.example'),
    ),
    `publishConfig names the company registry, for the scope too (${manifest.publishConfig?.['@aarambh:registry']})`,
  );
  const clientEntry = run('tar', ['-xOzf', tarball, 'package/dist/index.js'], work, { capture: true });
  check(/^(['"])use client\1;/.test(clientEntry), 'dist/index.js begins with the "use client" directive');

  step('publishing to a local registry (Verdaccio)');
  registry = await startRegistry(path.join(work, 'registry'));
  const publishConfig = path.join(work, 'publish.npmrc');
  writeFileSync(publishConfig, `//${new URL(registry.url).host}/:_authToken=${registry.token}\n`);
  // publishConfig names the company registry for the scope; only the same key on the command
  // line overrides it (see package.json and the README).
  run(
    'npm',
    ['publish', `--@aarambh:registry=${registry.url}`, `--userconfig=${publishConfig}`, '--loglevel=warn'],
    kit,
  );
  // The publish (which builds the kit again) blocked this process for longer than Verdaccio keeps
  // an idle connection open: let the event loop take in that Verdaccio closed the connection fetch
  // pooled while registering the user, or fetch would send on it ("other side closed").
  await new Promise((resolve) => setTimeout(resolve, 50));
  const version = JSON.parse(readFileSync(path.join(kit, 'package.json'), 'utf8')).version;
  const published = await (await fetch(`${registry.url}@aarambh%2fui`)).json();
  check(
    published.versions?.[version]?.dist?.integrity === packed.integrity,
    `the registry holds @aarambh/ui@${version}, the same tarball as the one checked above`,
  );
  check(
    !JSON.stringify(published.versions?.[version]?.exports ?? {}).includes('@aarambh/source'),
    "the registry's manifest has no @aarambh/source condition either",
  );

  step('generating a Vite app outside the workspace, twice: newest and lowest peers');
  const peers = manifest.peerDependencies;
  const lowestPeers = Object.fromEntries(Object.entries(peers).map(([name, range]) => [name, lowest(range)]));
  writeViteApp(app, {
    '@aarambh/ui': version,
    react: installed('react'),
    'react-dom': installed('react-dom'),
    'react-aria-components': installed('react-aria-components'),
    // A new product starts on React Router 8 (which ships no react-router-dom).
    'react-router': '^8.0.0',
  });
  // React Router 8 asks for a newer React than the kit's lowest; 7 works with it (the README's
  // recipe names both).
  writeViteApp(lowestApp, { '@aarambh/ui': version, ...lowestPeers, 'react-router': '^7.0.0' });
  // The scope line a product team adds (the README's), here with the local registry's address.
  for (const folder of [app, lowestApp]) {
    writeFileSync(path.join(folder, '.npmrc'), `@aarambh:registry=${registry.url}\n`);
  }

  step(
    `installing @aarambh/ui@${version} by name in both at once (npm install --prefer-offline); lowest peers: ${Object.entries(
      lowestPeers,
    )
      .map(([name, at]) => `${name}@${at}`)
      .join(', ')}`,
  );
  const install = [
    'install',
    '--prefer-offline',
    '--no-audit',
    '--no-fund',
    '--ignore-scripts',
    '--loglevel=error',
  ];
  await runAtOnce(['npm', install, app], ['npm', install, lowestApp]);
  check(
    !existsSync(path.join(app, 'node_modules/@aarambh/ui/src')),
    'the installed kit is the packed build, not the workspace source',
  );
  // The lockfile may name no registry URL (npm's omit-lockfile-registry-resolved setting); its
  // integrity is the one of the tarball published to the local registry above.
  const lock = JSON.parse(readFileSync(path.join(app, 'package-lock.json'), 'utf8'));
  check(
    lock.packages['node_modules/@aarambh/ui']?.integrity === packed.integrity,
    'the app installed the tarball published to the local registry (same integrity)',
  );

  const installedPeers = Object.keys(lowestPeers).map(
    (name) =>
      JSON.parse(readFileSync(path.join(lowestApp, 'node_modules', name, 'package.json'), 'utf8')).version,
  );
  check(
    JSON.stringify(installedPeers) === JSON.stringify(Object.values(lowestPeers)),
    `the second app has the lowest peers installed (${installedPeers.join(', ')})`,
    'vite lowest',
  );

  step('building both apps');
  const vite = (folder) => [
    process.execPath,
    [path.join(folder, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    folder,
  ];
  await runAtOnce(vite(app), vite(lowestApp));
  checkButtonPageCss(app);

  step('checking them in Chromium');
  server = await serve(path.join(app, 'dist'));
  // It reads computed styles, compares no pixels: the headless shell will do.
  browser = await chromium.launch(chromiumLaunchOptions(headlessShellPath));
  await checkKit(browser, `http://127.0.0.1:${server.address().port}/`, 'vite');
  await checkRouterAndTable(browser, `http://127.0.0.1:${server.address().port}/`);
  await checkPlatform(browser, `http://127.0.0.1:${server.address().port}/platform`, 'vite');
  lowestServer = await serve(path.join(lowestApp, 'dist'));
  await checkKit(browser, `http://127.0.0.1:${lowestServer.address().port}/`, 'vite lowest');
  await checkPlatform(browser, `http://127.0.0.1:${lowestServer.address().port}/platform`, 'vite lowest');

  step('generating a Next.js App Router app outside the workspace');
  writeNextApp(nextApp, {
    dependencies: {
      '@aarambh/ui': version,
      react: installed('react'),
      'react-dom': installed('react-dom'),
      'react-aria-components': installed('react-aria-components'),
    },
    devDependencies: {
      typescript: installed('typescript'),
      '@types/react': installed('@types/react'),
      '@types/node': installed('@types/node'),
    },
  });
  writeFileSync(path.join(nextApp, '.npmrc'), `@aarambh:registry=${registry.url}\n`);

  step(`installing @aarambh/ui@${version} by name and Next.js (npm install --prefer-offline)`);
  run(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'],
    nextApp,
  );

  step('building it (next build, which type-checks the app against the kit)');
  run(process.execPath, [path.join(nextApp, 'node_modules/next/dist/bin/next'), 'build'], nextApp);

  step('checking it in Chromium (next start)');
  next = await startNext(nextApp, await freePort(), cleanEnv);
  await checkKit(browser, `${next.url}/`, 'next');
} catch (error) {
  failures.push(String(error));
  console.error(error);
} finally {
  await browser?.close();
  server?.close();
  lowestServer?.close();
  next?.stop();
  await registry?.stop();
  rmSync(work, { recursive: true, force: true });
}

step(failures.length === 0 ? 'passed' : `${failures.length} failed`);
process.exit(failures.length === 0 ? 0 : 1);
