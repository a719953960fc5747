import { devanagariFontBody, lightTokens, vars } from '@aarambh/ui';
import type { WebFontBoot, WebFontFile } from '../protocol';

/**
 * The site's web fonts on a first visit. The kit's body font stack starts with Inter, and on a
 * Hindi page has Noto Sans Devanagari after it (Inter has no Devanagari); the kit serves both
 * (`font-display: optional`: a page uses a font only if it is there within about 100 ms, and never
 * swaps fonts later). A first visit on a phone seldom has them in time, yet fetching them would
 * share the connection with the page's HTML before its first paint. So a visitor whose browser
 * does not have one yet sees the first page in the system's fonts (the system's Devanagari font on
 * a Hindi page): the boot script (inline/loadAfterFirstPaint.ts) sets the stack without the fonts
 * this browser lacks, fetches them after the first paint, and notes each file it has; the next
 * page, loaded or reached by a link in the page, uses them. Only the fonts of the page's own stack
 * are fetched: an English page never fetches the Devanagari one. Build time: the prerender step
 * writes a `WebFontBoot` (protocol.ts) for the page's language on the boot script.
 */

/** The custom property of the kit's body font stack (`--x` of `var(--x)`). */
const bodyFontProperty = /^var\((--[\w-]+)\)$/.exec(vars.font.body)?.[1] ?? '';

const unquote = (family: string) => family.trim().replace(/^(['"])(.*)\1$/, '$2');

/**
 * The body font stack the kit's CSS gives a page whose `<html lang>` is `lang`: the Devanagari one
 * in Hindi (`html:lang(hi)`, the kit's global.css.ts), the kit's own in any other language.
 */
export function bodyFontStack(lang: string): string {
  return /^hi(-|$)/i.test(lang) ? devanagariFontBody : lightTokens.font.body;
}

/** A character of a `unicode-range` from the space on (the first), so that it is text a font can be loaded for. */
export function sampleOf(unicodeRange: string | undefined): string {
  for (const range of (unicodeRange ?? 'U+0-10FFFF').split(',')) {
    const [, start = '', end] = /^\s*U\+([0-9a-f?]+)(?:-([0-9a-f]+))?\s*$/i.exec(range) ?? [];
    const first = parseInt(start.replaceAll('?', '0'), 16);
    const last = parseInt(end ?? start.replaceAll('?', 'F'), 16);
    if (last >= 0x20) return String.fromCodePoint(Math.max(first, 0x20));
  }
  return ' ';
}

/** The stylesheet's `@font-face` rules: each one's family, the URLs of its files and its range. */
function fontFaces(stylesheet: string) {
  return [...stylesheet.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body = '']) => ({
    family: unquote(/font-family:\s*([^;]+)/.exec(body)?.[1] ?? ''),
    urls: [...body.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)].map((match) => match[2]),
    unicodeRange: /unicode-range:\s*([^;]+)/.exec(body)?.[1],
  }));
}

/**
 * What the boot script of a page in `lang` needs, from the site's stylesheet (its `@font-face`
 * rules say which family each built font file is, and which characters it covers) and the built
 * font files to fetch after the first paint. Undefined when the page's stack names none of their
 * families: then there is nothing to defer.
 */
export function webFontBoot(
  stylesheet: string,
  files: readonly string[],
  lang: string,
): WebFontBoot | undefined {
  const faces = fontFaces(stylesheet);
  const stack = bodyFontStack(lang)
    .split(',')
    .map((entry) => entry.trim());
  const fonts = files.flatMap((file): WebFontFile[] => {
    const face = faces.find((candidate) => candidate.urls.includes(file));
    const entry = face ? stack.findIndex((family) => unquote(family) === face.family) : -1;
    return face && entry >= 0
      ? [{ file, family: face.family, entry, sample: sampleOf(face.unicodeRange) }]
      : [];
  });
  if (!bodyFontProperty || fonts.length === 0) return undefined;
  return { property: bodyFontProperty, stack, fonts };
}
