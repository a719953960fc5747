// Draws the site's icons into public/ from the built site (`npm run build` first): favicon.svg and
// site.webmanifest as the server bundle writes them (src/seo/siteIcons.ts), and each PNG of
// `rasterIcons` drawn from that SVG in headless Chromium. Run it after changing the kit's mark or
// the colours of the light theme; a unit test (siteIcons.test.ts) fails until it has been run.
//
// Run with Node 24 from the repository root: `node packages/site/scripts/icons.mjs`.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'public');
const server = await import(pathToFileURL(path.join(root, 'node_modules/.cache/ssr/entry-server.js')).href);

const manifest = server.webManifest();
writeFileSync(path.join(publicDir, 'favicon.svg'), `${server.faviconSvg}\n`);
writeFileSync(path.join(publicDir, 'site.webmanifest'), manifest);

// A full-bleed icon's square takes the tile's colour, the brand's: the manifest's theme colour.
const tile = JSON.parse(manifest).theme_color;
/** The mark fills a plain icon; in a full-bleed one it keeps inside the maskable safe circle (80 %). */
const FULL_BLEED_SCALE = 0.8;

const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage({ deviceScaleFactor: 1 });
for (const { href, size, fullBleed } of server.rasterIcons) {
  const mark = fullBleed ? Math.round(size * FULL_BLEED_SCALE) : size;
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<body style="margin:0;display:grid;place-items:center;width:${size}px;height:${size}px;background:${fullBleed ? tile : 'transparent'}">` +
      server.faviconSvg.replace('<svg ', `<svg width="${mark}" height="${mark}" `) +
      '</body>',
  );
  await page.screenshot({ path: path.join(publicDir, href.slice(1)), omitBackground: !fullBleed });
  console.log(`${href} ${size}x${size}`);
}
await browser.close();
