import type { Locale } from '@aarambh/content';

// A module of its own, apart from the list of pages (pages.ts): the layout every page loads, and
// English pages, read the language too, and their first visit carries no list of Hindi pages.

/** The value of `<html lang>` for each language; also the locale React Aria formats in. */
export const htmlLang: Record<Locale, string> = { en: 'en-IN', hi: 'hi' };

/** The language of a page: it comes from its path alone (Hindi under `/hi`). */
export function languageOf(path: string): Locale {
  return path === '/hi' || path.startsWith('/hi/') ? 'hi' : 'en';
}
