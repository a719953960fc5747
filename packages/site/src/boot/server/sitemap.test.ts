import { describe, expect, it } from 'vitest';
import { categories, jobs, opportunities } from '@aarambh/content';
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
    expect(paths.filter((path) => path.startsWith('/hi/career/apply/'))).toHaveLength(7);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('covers the Hindi pages, each with its language links', () => {
    expect(paths.filter((path) => path === '/hi' || path.startsWith('/hi/'))).toEqual([
      '/hi',
      '/hi/services',
      '/hi/about',
      '/hi/career',
      '/hi/privacy-policy',
      '/hi/terms-of-service',
      '/hi/cookie-policy',
      '/hi/refund-policy',
      '/hi/contact',
      '/hi/feedback',
      '/hi/privacy/request',
      '/hi/verify',
      ...categories.map((category) => `/hi/services/${category}`),
      ...opportunities.map((entry) => `/hi/opportunity/${entry.id}`),
      ...jobs.map((job) => `/hi/career/job/${job.id}`),
      ...jobs.map((job) => `/hi/career/apply/${job.id}`),
      '/hi/subscription/confirm',
      '/hi/subscription/confirmed',
      '/hi/subscription/expired',
      '/hi/subscription/invalid',
      '/hi/unsubscribe',
      '/hi/privacy/withdraw',
      '/hi/application-status',
      '/hi/application-status/receipt',
      '/hi/privacy/request/confirm',
      '/hi/guardian/confirm',
    ]);
    expect(prerenderPages().find((page) => page.path === '/hi/opportunity/3')?.alternates).toEqual([
      { hreflang: 'en-IN', path: '/opportunity/3' },
      { hreflang: 'hi-IN', path: '/hi/opportunity/3' },
      { hreflang: 'x-default', path: '/opportunity/3' },
    ]);
    expect(prerenderPages().find((page) => page.path === '/services/internship')?.alternates).toEqual([
      { hreflang: 'en-IN', path: '/services/internship' },
      { hreflang: 'hi-IN', path: '/hi/services/internship' },
      { hreflang: 'x-default', path: '/services/internship' },
    ]);
    expect(prerenderPages().find((page) => page.path === '/hi')?.alternates).toEqual([
      { hreflang: 'en-IN', path: '/' },
      { hreflang: 'hi-IN', path: '/hi' },
      { hreflang: 'x-default', path: '/' },
    ]);
    expect(prerenderPages().find((page) => page.path === '/hi/career/job/3')?.alternates).toEqual([
      { hreflang: 'en-IN', path: '/career/job/3' },
      { hreflang: 'hi-IN', path: '/hi/career/job/3' },
      { hreflang: 'x-default', path: '/career/job/3' },
    ]);
    expect(prerenderPages().find((page) => page.path === '/hi/career/apply/3')?.alternates).toEqual([
      { hreflang: 'en-IN', path: '/career/apply/3' },
      { hreflang: 'hi-IN', path: '/hi/career/apply/3' },
      { hreflang: 'x-default', path: '/career/apply/3' },
    ]);
    expect(prerenderPages().find((page) => page.path === '/contact')?.alternates).toEqual([
      { hreflang: 'en-IN', path: '/contact' },
      { hreflang: 'hi-IN', path: '/hi/contact' },
      { hreflang: 'x-default', path: '/contact' },
    ]);
    expect(prerenderPages().find((page) => page.path === '/privacy/request')?.alternates).toEqual([
      { hreflang: 'en-IN', path: '/privacy/request' },
      { hreflang: 'hi-IN', path: '/hi/privacy/request' },
      { hreflang: 'x-default', path: '/privacy/request' },
    ]);
    expect(prerenderPages().find((page) => page.path === '/coming-soon')?.alternates).toBeUndefined();
    // A private page opened by a signed link: no language links to it, in either language.
    for (const path of [
      '/application-status',
      '/hi/application-status',
      '/hi/application-status/receipt',
      '/hi/privacy/request/confirm',
    ]) {
      expect(prerenderPages().find((page) => page.path === path)?.alternates, path).toBeUndefined();
    }
  });

  it('keeps the application pages, the pages of mailed links (subscription, privacy, withdrawal, a guardian’s consent) and the status pages (English and Hindi) out of the sitemap, and puts /verify in it', () => {
    const outside =
      /^\/((hi\/)?career\/apply\/|(hi\/)?subscription\/|(hi\/)?unsubscribe$|(hi\/)?privacy\/withdraw$|(hi\/)?application-status|(hi\/)?privacy\/request\/confirm|(hi\/)?guardian\/confirm$)/;
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
    expect(twins).toContain('<url><loc>https://site.example/coming-soon</loc></url>');
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
