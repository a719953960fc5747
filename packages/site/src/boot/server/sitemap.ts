import type { PrerenderPage } from './paths';

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * sitemap.xml for the pages marked `inSitemap`, with absolute URLs on the site's origin; a page in
 * two languages lists each language's URL, as its `hreflang` links do.
 */
export function sitemapXml(origin: string, pages: readonly PrerenderPage[]): string {
  const urls = pages
    .filter((page) => page.inSitemap)
    .map((page) => {
      const alternates = (page.alternates ?? []).map(
        (alternate) =>
          `<xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeXml(origin + alternate.path)}"/>`,
      );
      return `  <url><loc>${escapeXml(origin + page.path)}</loc>${alternates.join('')}</url>`;
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything may be crawled except the API; the sitemap is announced. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join(
    '\n',
  );
}
