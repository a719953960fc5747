// Per-locale copy: the English text is the source, and each Hindi text records a hash of the
// English it translates, so that a changed English text is found (stale) and never shown in an
// outdated Hindi version. See docs/i18n.md.

import type { Locale } from './locales.ts';

/** A Hindi text and the hash of the English text it translates (`sourceHash`). */
export interface Translated {
  readonly text: string;
  readonly source: string;
}

/**
 * The Hindi set of an English copy: the same keys, each string a `Translated`. A missing or extra
 * key fails the type check.
 */
export type Translation<T> = T extends string ? Translated : { readonly [K in keyof T]: Translation<T[K]> };

/** The English copy's shape with plain strings (what a page renders, in either language). */
export type Copy<T> = T extends string ? string : { readonly [K in keyof T]: Copy<T[K]> };

/** FNV-1a (32 bits, over UTF-16 code units) of a text, as 8 hex digits: short enough to write beside each translation. */
export function sourceHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** A Hindi text whose English has changed since it was translated. */
export interface StaleText {
  /** Where it is, as a dotted path: `home.features.0.title`. */
  key: string;
  /** The English text now. */
  english: string;
  /** The hash to record once the Hindi is brought up to date. */
  hash: string;
}

/** The stale texts of one copy, each with its dotted key under `name`. */
export function staleTexts<T>(name: string, english: T, hindi: Translation<T>): StaleText[] {
  if (typeof english === 'string') {
    const translated = hindi as Translated;
    const hash = sourceHash(english);
    return translated.source === hash ? [] : [{ key: name, english, hash }];
  }
  return Object.entries(english as object).flatMap(([key, value]) =>
    staleTexts(`${name}.${key}`, value, (hindi as Record<string, Translation<unknown>>)[key]!),
  );
}

/**
 * The Hindi texts of a copy, in the English copy's shape. A text may be a plain string: the site's
 * client build drops the recorded hashes when it found nothing stale (`hindiAtBuild`).
 */
function hindiTexts<T>(hindi: Translation<T>): Copy<T> {
  if (typeof hindi === 'string') return hindi as Copy<T>;
  if ('source' in hindi && typeof hindi.text === 'string') return hindi.text as Copy<T>;
  const entries = Object.entries(hindi as object).map(([key, value]) => [key, hindiTexts(value)]);
  return (Array.isArray(hindi) ? entries.map(([, value]) => value) : Object.fromEntries(entries)) as Copy<T>;
}

/**
 * The copy a Hindi page renders: the Hindi when every text of it is up to date, otherwise the
 * English (the page then says so in Hindi, rather than show outdated Hindi).
 */
export function hindiCopy<T>(english: T, hindi: Translation<T>): { lang: Locale; copy: Copy<T> } {
  return staleTexts('', english, hindi).length > 0
    ? { lang: 'en', copy: english as Copy<T> }
    : currentHindi(hindi);
}

/**
 * `hindiCopy` of a Hindi copy known to be up to date: the site's client build calls this in place
 * of `hindiCopy` when `staleTranslations()` found nothing at build time, so that a Hindi page
 * carries neither the English it translates nor the hashes (`scripts/hindiAtBuild.ts`).
 */
export function currentHindi<T>(hindi: Translation<T>): { lang: Locale; copy: Copy<T> } {
  return { lang: 'hi', copy: hindiTexts(hindi) };
}
