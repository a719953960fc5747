import { categories, opportunityIds, type Category, type Locale } from '@aarambh/content';

export { htmlLang, languageOf } from './language';

/**
 * The pages that exist in both languages: each English path and its Hindi twin. With the
 * catalogue's pages (`catalogueTwins`), the one list the routes' language links, the `hreflang`
 * links, the sitemap and the pages to prerender read (see docs/i18n.md). A page not here is
 * English only and has no language links.
 */
export const hindiTwins = {
  '/': '/hi',
  '/services': '/hi/services',
  '/about': '/hi/about',
  '/career': '/hi/career',
  '/privacy-policy': '/hi/privacy-policy',
  '/terms-of-service': '/hi/terms-of-service',
  '/cookie-policy': '/hi/cookie-policy',
  '/refund-policy': '/hi/refund-policy',
  '/contact': '/hi/contact',
  '/feedback': '/hi/feedback',
  '/privacy/request': '/hi/privacy/request',
  '/verify': '/hi/verify',
} as const satisfies Record<string, string>;

/**
 * The pages in both languages found by their English path's shape rather than listed: each
 * opening's page (`/career/job/{id}`, one per job of the catalogue) and its application form
 * (`/career/apply/{id}`), whose twin is the same path under `/hi`. The build prerenders both for
 * each job (boot/server/paths.ts). A document's verify page (`/verify/{id}`, twelve characters of
 * Crockford's base 32) is rendered by the server for each request, in either language.
 */
const hindiTwinShapes = [/^\/career\/job\/\d+$/, /^\/career\/apply\/\d+$/, /^\/verify\/[0-9A-Z]{12}$/];

export type EnglishPath = keyof typeof hindiTwins;
export type HindiPath = (typeof hindiTwins)[EnglishPath];

/** A category page's path in a language: `/services/internship`, `/hi/services/internship`. */
export function categoryPath(category: Category, locale: Locale): string {
  return `${locale === 'hi' ? '/hi' : ''}/services/${category}`;
}

/** An opportunity's page in a language: `/opportunity/1`, `/hi/opportunity/1`. */
export function opportunityPath(id: number, locale: Locale): string {
  return `${locale === 'hi' ? '/hi' : ''}/opportunity/${id}`;
}

/**
 * The pages made from the catalogue that have a Hindi twin: each category page and each
 * opportunity's page. Their Hindi path is the English one under `/hi`.
 */
export const catalogueTwins: Readonly<Record<string, string>> = Object.fromEntries([
  ...categories.map((category) => [categoryPath(category, 'en'), categoryPath(category, 'hi')]),
  ...opportunityIds.map((id) => [opportunityPath(id, 'en'), opportunityPath(id, 'hi')]),
]);

/** Every pair of pages in two languages: the static pages' and the catalogue's. */
export const allTwins: Readonly<Record<string, string>> = { ...hindiTwins, ...catalogueTwins };

/** The path the Hindi 404 page is rendered from, written to `hi/404.html`. */
export const HINDI_NOT_FOUND_PATH = '/hi/404';

/** The `hreflang` of each language, and of the page for anyone else (`x-default`, the English). */
const hreflangs: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/** The same page in the other language, if it has one. */
export function twinOf(path: string): { lang: Locale; path: string } | undefined {
  for (const [english, hindi] of Object.entries(allTwins)) {
    if (path === english) return { lang: 'hi', path: hindi };
    if (path === hindi) return { lang: 'en', path: english };
  }
  if (hindiTwinShapes.some((shape) => shape.test(path))) return { lang: 'hi', path: `/hi${path}` };
  const english = path.slice('/hi'.length);
  if (path.startsWith('/hi/') && hindiTwinShapes.some((shape) => shape.test(english))) {
    return { lang: 'en', path: english };
  }
  return undefined;
}

/** A page's language links: `en-IN`, `hi-IN` and `x-default`, for a page with a twin; none otherwise. */
export function alternatesOf(path: string): { hreflang: string; path: string }[] {
  const twin = twinOf(path);
  if (!twin) return [];
  const english = twin.lang === 'en' ? twin.path : path;
  const hindi = twin.lang === 'hi' ? twin.path : path;
  return [
    { hreflang: hreflangs.en, path: english },
    { hreflang: hreflangs.hi, path: hindi },
    { hreflang: 'x-default', path: english },
  ];
}
