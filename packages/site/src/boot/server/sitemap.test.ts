import { describe, expect, it } from 'vitest';
import { outputFileFor, prerenderPages } from './paths';
import { robotsTxt, sitemapXml } from './sitemap';

describe('prerenderPages', () => {
  const paths = prerenderPages().map((page) => page.path);

  it('covers every static route, the six categories, 21 opportunities and 7 jobs', () => {
    for (const path of [
      '/',
      '/services',
      '/about',
      '/career',
      '/contact',
      '/privacy-policy',
      '/terms-of-service',
      '/cookie-policy',
      '/refund-policy',
      '/coming-soon',
      '/feedback',
    ]) {
      expect(paths).toContain(path);
    }
    expect(paths.filter((path) => path.startsWith('/services/'))).toHaveLength(6);
    expect(paths.filter((path) => path.startsWith('/opportunity/'))).toHaveLength(21);
    expect(paths.filter((path) => path.startsWith('/career/job/'))).toHaveLength(7);
    expect(paths.filter((path) => path.startsWith('/career/apply/'))).toHaveLength(7);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('covers the Hindi pages, each with its language links', () => {
    expect(paths.filter((path) => path === '/hi' || path.startsWith('/hi/'))).toEqual([
      '/hi',
      '/hi/services',
    ]);
    expect(prerenderPages().find((page) => page.path === '/hi')?.alternates).toEqual([
      { hreflang: 'en-IN', path: '/' },
      { hreflang: 'hi-IN', path: '/hi' },
      { hreflang: 'x-default', path: '/' },
    ]);
    expect(prerenderPages().find((page) => page.path === '/about')?.alternates).toBeUndefined();
  });

  it('keeps the application pages, the pages of mailed links (subscription, privacy, withdrawal, a guardian’s consent) and the status pages out of the sitemap, and puts /verify in it', () => {
    const outside =
      /^\/(career\/apply\/|subscription\/|unsubscribe$|privacy\/withdraw$|application-status|privacy\/request\/confirm|guardian\/confirm$)/;
    expect(prerenderPages().find((page) => page.path === '/verify')?.inSitemap).toBe(true);
    for (const page of prerenderPages()) expect(page.inSitemap, page.path).toBe(!outside.test(page.path));
  });
});

describe('outputFileFor', () => {
  it('writes each path to its folder index', () => {
    expect(outputFileFor('/')).toBe('index.html');
    expect(outputFileFor('/about')).toBe('about/index.html');
    expect(outputFileFor('/career/job/3')).toBe('career/job/3/index.html');
  });
});

describe('sitemapXml', () => {
  const xml = sitemapXml('https://site.example', [
    { path: '/', inSitemap: true },
    { path: '/about', inSitemap: true },
    { path: '/career/apply/1', inSitemap: false },
  ]);

  it('lists absolute URLs of the pages marked for it', () => {
    expect(xml).toContain('<loc>https://site.example/</loc>');
    expect(xml).toContain('<loc>https://site.example/about</loc>');
    expect(xml).not.toContain('/career/apply/1');
  });

  it('is a sitemaps.org urlset', () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it("lists each language's URL of a page in two languages, and none for a page in one", () => {
    const pages = prerenderPages();
    const twins = sitemapXml('https://site.example', pages);
    const alternates = [
      '<xhtml:link rel="alternate" hreflang="en-IN" href="https://site.example/services"/>',
      '<xhtml:link rel="alternate" hreflang="hi-IN" href="https://site.example/hi/services"/>',
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://site.example/services"/>',
    ].join('');
    expect(twins).toContain(`<url><loc>https://site.example/services</loc>${alternates}</url>`);
    expect(twins).toContain(`<url><loc>https://site.example/hi/services</loc>${alternates}</url>`);
    expect(twins).toContain('<url><loc>https://site.example/about</loc></url>');
  });

  it('escapes XML in addresses', () => {
    expect(sitemapXml('https://a.example', [{ path: '/x&y', inSitemap: true }])).toContain('/x&#38;y');
  });
});

describe('robotsTxt', () => {
  it('allows crawling, keeps the API out and announces the sitemap', () => {
    expect(robotsTxt('https://site.example')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://site.example/sitemap.xml\n',
    );
  });
});
