// What every page's head links to (written by `Seo`): a module of its own, without the drawing of
// the icons (siteIcons.ts, which the server bundle and scripts/icons.mjs use), so that the pages'
// code does not carry the kit's mark and theme tokens.

/**
 * The PNG copies of the favicon, for what cannot use the SVG one: browsers without SVG favicons,
 * iOS home screens (apple-touch) and installed apps (the manifest's icons). A `fullBleed` icon fills
 * its square with the tile's colour and draws the mark smaller inside, as iOS (which rounds the
 * corners itself) and Android's maskable icons (which crop to a circle) expect.
 * `scripts/icons.mjs` draws them into public/ from the built site.
 */
export const rasterIcons = [
  { href: '/favicon-32.png', size: 32, fullBleed: false },
  { href: '/apple-touch-icon.png', size: 180, fullBleed: true },
  { href: '/icon-192.png', size: 192, fullBleed: false },
  { href: '/icon-512.png', size: 512, fullBleed: false },
  { href: '/icon-maskable-512.png', size: 512, fullBleed: true },
] as const;

export const FAVICON_HREF = '/favicon.svg';
export const MANIFEST_HREF = '/site.webmanifest';

/** The raster icon at `href`. */
export const rasterIcon = (href: string) => rasterIcons.find((entry) => entry.href === href)!;

/** The `<link>`s every page's head carries (written by `Seo`). */
export const iconLinks = [
  { rel: 'icon', href: FAVICON_HREF, type: 'image/svg+xml' },
  { rel: 'icon', href: rasterIcon('/favicon-32.png').href, type: 'image/png', sizes: '32x32' },
  { rel: 'apple-touch-icon', href: rasterIcon('/apple-touch-icon.png').href },
  { rel: 'manifest', href: MANIFEST_HREF },
] as const;
