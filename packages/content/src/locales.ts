// What English pages use of the languages too: a module apart from translation.ts, whose checks of
// the Hindi texts only Hindi pages load (the site's build puts it in a chunk of its own).

/** The site's languages: English at the current URLs, Hindi under `/hi`. */
export const locales = ['en', 'hi'] as const;
export type Locale = (typeof locales)[number];
