import { company } from '@aarambh/content';
import { lightTokens, logoMarkSvg } from '@aarambh/ui';

/** The kit's mark in the light theme's colours: the favicon, and the picture in every PNG icon. */
export const faviconSvg = logoMarkSvg({
  tile: lightTokens.color.brand,
  letter: lightTokens.color.onBrand,
  sun: lightTokens.color.accent,
});

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

const icon = (href: string) => rasterIcons.find((entry) => entry.href === href)!;

/** The `<link>`s every page's head carries (written by `Seo`). */
export const iconLinks = [
  { rel: 'icon', href: FAVICON_HREF, type: 'image/svg+xml' },
  { rel: 'icon', href: icon('/favicon-32.png').href, type: 'image/png', sizes: '32x32' },
  { rel: 'apple-touch-icon', href: icon('/apple-touch-icon.png').href },
  { rel: 'manifest', href: MANIFEST_HREF },
] as const;

/** The web app manifest: the name, the icons and the colours of the light theme. */
export function webManifest(): string {
  const manifestIcon = (href: string, purpose: 'any' | 'maskable') => {
    const { size } = icon(href);
    return { src: href, sizes: `${size}x${size}`, type: 'image/png', purpose };
  };
  return `${JSON.stringify(
    {
      name: company.name,
      short_name: company.name,
      description: company.tagline,
      lang: 'en-IN',
      start_url: '/',
      scope: '/',
      display: 'browser',
      theme_color: lightTokens.color.brand,
      background_color: lightTokens.color.background,
      icons: [
        { src: FAVICON_HREF, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        manifestIcon('/icon-192.png', 'any'),
        manifestIcon('/icon-512.png', 'any'),
        manifestIcon('/icon-maskable-512.png', 'maskable'),
      ],
    },
    null,
    2,
  )}\n`;
}
