import type { Locale } from '@aarambh/content';

/**
 * The pages that exist in both languages: each English path and its Hindi twin. The one list the
 * routes' language links, the `hreflang` links, the sitemap and the pages to prerender read (see
 * docs/i18n.md). A page not here is English only and has no language links.
 */
export const hindiTwins = {
  '/': '/hi',
  '/services': '/hi/services',
} as const satisfies Record<string, string>;

export type EnglishPath = keyof typeof hindiTwins;
export type HindiPath = (typeof hindiTwins)[EnglishPath];

/** The path the Hindi 404 page is rendered from, written to `hi/404.html`. */
export const HINDI_NOT_FOUND_PATH = '/hi/404';

/** The value of `<html lang>` for each language. */
export const htmlLang: Record<Locale, string> = { en: 'en-IN', hi: 'hi' };

/** The `hreflang` of each language, and of the page for anyone else (`x-default`, the English). */
const hreflangs: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/** The language of a page: it comes from its path alone (Hindi under `/hi`). */
export function languageOf(path: string): Locale {
  return path === '/hi' || path.startsWith('/hi/') ? 'hi' : 'en';
}

/** The same page in the other language, if it has one. */
export function twinOf(path: string): { lang: Locale; path: string } | undefined {
  for (const [english, hindi] of Object.entries(hindiTwins)) {
    if (path === english) return { lang: 'hi', path: hindi };
    if (path === hindi) return { lang: 'en', path: english };
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
