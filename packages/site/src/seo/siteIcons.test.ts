import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { FAVICON_HREF, iconLinks, MANIFEST_HREF, rasterIcons } from './iconLinks';
import { faviconSvg, webManifest } from './siteIcons';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public');
const read = (href: string) => readFileSync(path.join(publicDir, href.slice(1)));
const redraw = 'out of date: run `npm run build` and then `npm run icons -w packages/site`';

describe('the site icons in public/', () => {
  it(`are the kit's mark and the manifest as the code writes them (else ${redraw})`, () => {
    expect(read(FAVICON_HREF).toString('utf8'), redraw).toBe(`${faviconSvg}\n`);
    expect(read(MANIFEST_HREF).toString('utf8'), redraw).toBe(webManifest());
  });

  it('have every PNG at its size', () => {
    for (const { href, size } of rasterIcons) {
      const png = PNG.sync.read(read(href));
      expect([href, png.width, png.height]).toEqual([href, size, size]);
    }
  });

  it('are all reachable from the head or the manifest', () => {
    const manifest = JSON.parse(webManifest()) as { icons: { src: string }[] };
    const linked = new Set([
      ...iconLinks.map((link) => link.href),
      ...manifest.icons.map((icon) => icon.src),
    ]);
    expect(rasterIcons.map((icon) => icon.href).filter((href) => !linked.has(href))).toEqual([]);
  });
});
