import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { company } from '@aarambh/content';
import { NOT_FOUND_PATH, prerenderPages, render } from './entry-server';
import { policyTranslationNoteHindi } from '@aarambh/content/hindi';
import { HINDI_NOT_FOUND_PATH } from './i18n/pages';
import { routes as hindiRoutes } from './hindiRoutes';
import { hindiLayoutHandle } from './layout/hindiLayout';
import { routes } from './routes';

const siteRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RENDER_DATE = '2026-11-22';
/** The pages of the build on RENDER_DATE: which listings are open, and so in the sitemap, depends on the day. */
const pagesOnRenderDate = () => prerenderPages(new Date(2026, 10, 22));

describe('the route table', () => {
  const children = [...(routes[0]?.children ?? []), ...hindiRoutes];

  it('gives the prerender step the source file of the module each page loads', async () => {
    expect((await render('/', RENDER_DATE)).modules).toEqual(['src/routes/Home.tsx']);
    expect((await render('/services/internship', RENDER_DATE)).modules).toEqual(['src/routes/Category.tsx']);
    expect((await render(NOT_FOUND_PATH, RENDER_DATE)).modules).toEqual(['src/routes/NotFound.tsx']);
    // A Hindi page's route is found on navigation, yet its page hydrates from its module alone.
    expect((await render('/hi/about', RENDER_DATE)).modules).toEqual(['src/routes/hi/About.tsx']);
  });

  it("gives the client the path pattern of the page's route, none for an index route", async () => {
    expect((await render('/', RENDER_DATE)).routePath).toBeUndefined();
    expect((await render('/opportunity/1', RENDER_DATE)).routePath).toBe('opportunity/:id');
    expect((await render('/hi/career/job/1', RENDER_DATE)).routePath).toBe('hi/career/job/:jobId');
    expect((await render('/hi', RENDER_DATE)).routePath).toBe('hi');
  });

  it("loads a Component from every lazy route module, and the Hindi layout's handle from each Hindi one", async () => {
    for (const route of children) {
      expect(typeof route.lazy, route.id).toBe('function');
      const module = await (route.lazy as () => Promise<{ Component?: unknown; handle?: unknown }>)();
      expect(typeof module.Component, route.id).toBe('function');
      expect(module.handle, route.id).toBe(hindiRoutes.includes(route) ? hindiLayoutHandle : undefined);
    }
  });
});

describe('render', () => {
  it.each(pagesOnRenderDate().map((page) => [page.path, page.inSitemap]))(
    'prerenders %s with its own head',
    async (pagePath, inSitemap) => {
      const page = await render(pagePath, RENDER_DATE);
      expect(page.status).toBe(200);
      expect(page.head).toMatch(/^<title>[^<]+\| [^<]+<\/title>/);
      expect(page.head).toContain(company.name);
      expect(page.head).toMatch(/<meta name="description" content="[^"]{30,}"\/>/);
      expect(page.head).toContain(
        `<meta property="og:url" content="${company.siteUrl}${pagePath === '/' ? '/' : pagePath}"/>`,
      );
      // A page kept out of the sitemap is kept out of search results too.
      if (!inSitemap) {
        expect(page.head).toContain('<meta name="robots" content="noindex"/>');
      } else {
        expect(page.head).toContain(
          `<link rel="canonical" href="${company.siteUrl}${pagePath === '/' ? '/' : pagePath}"/>`,
        );
      }
      expect(page.html.match(/<h1[ >]/g)).toHaveLength(1);
      expect(page.html).toContain('<main id="main">');
      // The page's module alone, on a Hindi page too (it hydrates without the Hindi routes' table).
      expect(page.modules).toHaveLength(1);
      for (const module of page.modules) expect(existsSync(path.join(siteRoot, module)), module).toBe(true);
    },
  );

  it('points og:image at a file the site serves', async () => {
    const page = await render('/', RENDER_DATE);
    const image = /<meta property="og:image" content="([^"]+)"\/>/.exec(page.head)?.[1];
    expect(image?.startsWith(company.siteUrl)).toBe(true);
    expect(existsSync(path.join(siteRoot, 'public', image!.slice(company.siteUrl.length)))).toBe(true);
  });

  it('gives every page a different title', async () => {
    const titles = await Promise.all(
      pagesOnRenderDate().map(
        async (page) => /<title>([^<]+)<\/title>/.exec((await render(page.path, RENDER_DATE)).head)?.[1],
      ),
    );
    expect(new Set(titles).size).toBe(titles.length);
    // Renders every page (about 90): seconds on a busy machine.
  }, 30_000);

  it('renders unknown paths as the 404 page with status 404', async () => {
    for (const pagePath of [NOT_FOUND_PATH, '/no/such/page', '/services/unknown/deeper']) {
      const page = await render(pagePath, RENDER_DATE);
      expect(page.status).toBe(404);
      expect(page.routeId).toBe('not-found');
      expect(page.html).toContain('Page Not Found');
      expect(page.head).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  it('renders unknown paths under /hi/ as the Hindi 404 page, in Hindi, with status 404', async () => {
    for (const pagePath of [HINDI_NOT_FOUND_PATH, '/hi/no/such/page']) {
      const page = await render(pagePath, RENDER_DATE);
      expect(page.status).toBe(404);
      expect(page.routeId).toBe('hi-not-found');
      expect(page.lang).toBe('hi');
      expect(page.html).toContain('पेज नहीं मिला');
      expect(page.head).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  it("gives a page its language from its path, and a page in two languages its twin's links", async () => {
    const hindi = await render('/hi/services', RENDER_DATE);
    expect(hindi.lang).toBe('hi');
    expect(hindi.twin).toBe('/services');
    expect(hindi.head).toContain('<meta property="og:locale" content="hi_IN"/>');
    const english = await render('/services', RENDER_DATE);
    expect(english.lang).toBe('en-IN');
    expect(english.twin).toBe('/hi/services');
    for (const page of [hindi, english]) {
      expect(page.head).toContain(
        `<link rel="alternate" hreflang="en-IN" href="${company.siteUrl}/services"/>` +
          `<link rel="alternate" hreflang="hi-IN" href="${company.siteUrl}/hi/services"/>` +
          `<link rel="alternate" hreflang="x-default" href="${company.siteUrl}/services"/>`,
      );
    }
    const comingSoon = await render('/coming-soon', RENDER_DATE);
    expect([comingSoon.lang, comingSoon.twin, comingSoon.head.includes('hreflang')]).toEqual([
      'en-IN',
      undefined,
      false,
    ]);
  });

  it('marks the English words inside Hindi text as English', async () => {
    const page = await render('/hi', RENDER_DATE);
    expect(page.html).toContain(`<span lang="en">${company.name}</span> के साथ`);
  });

  it('renders the Hindi policies in Hindi, saying that the English version prevails, their English lists marked', async () => {
    const titles = {
      '/hi/privacy-policy': 'गोपनीयता नीति',
      '/hi/terms-of-service': 'सेवा की शर्तें',
      '/hi/cookie-policy': 'कुकी नीति',
      '/hi/refund-policy': 'रिफ़ंड नीति',
    };
    for (const [pagePath, title] of Object.entries(titles)) {
      const page = await render(pagePath, RENDER_DATE);
      expect([page.status, page.lang, page.twin]).toEqual([200, 'hi', pagePath.slice('/hi'.length)]);
      expect(page.html).toContain(`<h1`);
      expect(page.html).toContain(`>${title}</h1>`);
      expect(page.html).toContain(policyTranslationNoteHindi);
      expect(page.head).toContain(`<link rel="canonical" href="${company.siteUrl}${pagePath}"/>`);
    }
    const privacy = (await render('/hi/privacy-policy', RENDER_DATE)).html;
    expect(privacy.match(/<div lang="en" style="display:contents">/g)).toHaveLength(2);
  });

  it("renders 'Opportunity Not Found' for ids that name nothing", async () => {
    for (const id of ['0', '22', 'abc', '7abc', '%20']) {
      const page = await render(`/opportunity/${id}`, RENDER_DATE);
      expect(page.html).toContain('Opportunity Not Found');
      expect(page.html).toContain('href="/services"');
    }
  });

  it('draws the date ranges from the day after the render date', async () => {
    const page = await render('/services/internship', RENDER_DATE);
    expect(page.html).toContain('23-Nov');
    expect(page.html).toContain('21-Dec');
  });

  it('carries JobPosting data on job pages, Course data on every opportunity and Event data on dated workshops', async () => {
    expect((await render('/career/job/1', RENDER_DATE)).html).toContain('"@type":"JobPosting"');
    expect((await render('/opportunity/15', RENDER_DATE)).html).toContain('"@type":"Course"');
    const workshop = (await render('/opportunity/12', RENDER_DATE)).html;
    expect(workshop).toContain('"@type":"Course"');
    expect(workshop).toContain('"@type":"Event"');
    const internship = (await render('/opportunity/1', RENDER_DATE)).html;
    expect(internship).toContain('"@type":"Course"');
    expect(internship).not.toContain('"@type":"JobPosting"');
  });
});
