import { company } from '@aarambh/content';
import { lightTokens, logoMarkSvg } from '@aarambh/ui';
import { FAVICON_HREF, rasterIcon } from './iconLinks';

/** The kit's mark in the light theme's colours: the favicon, and the picture in every PNG icon. */
export const faviconSvg = logoMarkSvg({
  tile: lightTokens.color.brand,
  letter: lightTokens.color.onBrand,
  sun: lightTokens.color.accent,
});

/** The web app manifest: the name, the icons and the colours of the light theme. */
export function webManifest(): string {
  const manifestIcon = (href: string, purpose: 'any' | 'maskable') => {
    const { size } = rasterIcon(href);
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
