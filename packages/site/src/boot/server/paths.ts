import {
  categories,
  guardianPages,
  privacyRequestPages,
  statusPagePaths,
  subscriptionPages,
  withdrawPages,
} from '@aarambh/machines/schemas';
import { isOpen, jobs, locales, opportunities, subscriptionOutcomeNames } from '@aarambh/content';
import { allTwins, alternatesOf, HINDI_NOT_FOUND_PATH } from '../../i18n/pages';

/** A page the build writes to `dist/<path>/index.html`, and whether the sitemap lists it. */
export interface PrerenderPage {
  path: string;
  inSitemap: boolean;
  /** The page in each language, for `hreflang` (none for a page in one language only). */
  alternates?: { hreflang: string; path: string }[];
}

/** The path 404.html is rendered from: any path the routes do not know. */
export const NOT_FOUND_PATH = '/404';

/**
 * The 404 pages and their files: the API answers an unknown path with the nearest `404.html` up
 * its folders, so that a path under `/hi/` gets the Hindi one.
 */
export const notFoundPages = [
  { path: NOT_FOUND_PATH, file: '404.html' },
  { path: HINDI_NOT_FOUND_PATH, file: 'hi/404.html' },
] as const;

const staticPaths = [
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
];

/**
 * Every page the site can render without a visitor: all routes, each category, opportunity and
 * job. A listing closed on `today` keeps its page (for old links, saying it is closed) but leaves
 * the sitemap.
 */
export function prerenderPages(today: Date = new Date()): PrerenderPage[] {
  const pages: PrerenderPage[] = [
    ...staticPaths.map((path) => ({ path, inSitemap: true })),
    ...Object.values(allTwins).map((path) => ({ path, inSitemap: true })),
    ...categories.map((category) => ({ path: `/services/${category}`, inSitemap: true })),
    ...opportunities.map((entry) => ({ path: `/opportunity/${entry.id}`, inSitemap: isOpen(entry, today) })),
    ...jobs.map((job) => ({ path: `/career/job/${job.id}`, inSitemap: isOpen(job, today) })),
    ...jobs.map((job) => ({ path: `/hi/career/job/${job.id}`, inSitemap: isOpen(job, today) })),
    // The application pages are prerendered for speed but kept out of search results.
    ...jobs.map((job) => ({ path: `/career/apply/${job.id}`, inSitemap: false })),
    ...jobs.map((job) => ({ path: `/hi/career/apply/${job.id}`, inSitemap: false })),
    // The pages the links in subscribers' e-mails lead to, in each language: for them only, not
    // for search, and without language links (the token would not follow them).
    ...locales.flatMap((locale) => {
      const pages = subscriptionPages[locale];
      return [
        pages.confirm,
        ...subscriptionOutcomeNames.map((outcome) => `${pages.outcomes}/${outcome}`),
        pages.unsubscribe,
      ].map((path) => ({ path, inSitemap: false }));
    }),
    // Where every application mail's and status page's withdraw link leads, in each language.
    ...locales.map((locale) => ({ path: withdrawPages[locale], inSitemap: false })),
    // The shells the API renders each status link into (packages/api's status pages), English
    // and Hindi; alone, the status page offers to send the link again. Private pages: no
    // sitemap, no language links.
    ...locales.flatMap((locale) => [
      { path: statusPagePaths[locale].page, inSitemap: false },
      { path: statusPagePaths[locale].receipt, inSitemap: false },
    ]),
    // The form for a document's id typed from paper: in search results, so that an employer
    // finds the company's own page, not a lookalike. The pages the API renders from it (a
    // document's, a typed id's) are never indexed.
    { path: '/verify', inSitemap: true },
    // The form any visitor may use (its Hindi twin is among `allTwins`), and the page its mailed
    // link opens in each language (for the link only).
    { path: privacyRequestPages.en.form, inSitemap: true },
    ...locales.map((locale) => ({ path: privacyRequestPages[locale].confirm, inSitemap: false })),
    // The page a parent's or guardian's mailed link opens, in each language (for the link only).
    ...locales.map((locale) => ({ path: guardianPages[locale], inSitemap: false })),
  ];
  return pages.map((page) => {
    const alternates = alternatesOf(page.path);
    return alternates.length > 0 ? { ...page, alternates } : page;
  });
}

/** The file a prerendered path is written to, relative to `dist`. */
export function outputFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}
