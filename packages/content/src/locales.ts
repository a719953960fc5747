// What English pages use of the languages too: a module apart from translation.ts, whose checks of
// the Hindi texts only Hindi pages load (the site's build puts it in a chunk of its own).

/** The site's languages: English at the current URLs, Hindi under `/hi`. */
export const locales = ['en', 'hi'] as const;
export type Locale = (typeof locales)[number];

/**
 * The language a text is written in, by its script: Hindi where most of its letters are
 * Devanagari, else English (Hindi typed in Latin letters reads as English here). What staff write
 * (a reply, a notice: the mail around their words is in it) and what visitors typed (shown to
 * staff, marked with it so that it is read, and drawn, as the language it is in).
 */
export function languageByScript(text: string): Locale {
  const letters = text.match(/\p{L}/gu) ?? [];
  const devanagari = letters.filter((letter) => /\p{Script=Devanagari}/u.test(letter)).length;
  return devanagari * 2 > letters.length ? 'hi' : 'en';
}
