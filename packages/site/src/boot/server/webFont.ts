import { lightTokens, vars } from '@aarambh/ui';
import type { WebFontBoot } from '../protocol';

/**
 * The site's web font on a first visit. The kit's body font stack starts with Inter, which the kit
 * serves itself (`font-display: optional`: a page uses it only if it is there within about 100 ms,
 * and never swaps fonts later). A first visit on a phone seldom has it in time, yet fetching it
 * would share the connection with the page's HTML before its first paint. So a visitor whose
 * browser does not have it yet sees the first page in the system font: the boot script
 * (inline/loadAfterFirstPaint.ts) sets the stack to the system part, fetches the font after
 * the first paint, and notes that this browser has it; the next page, loaded or reached by a
 * link in the page, uses it. Build time: the prerender step writes a `WebFontBoot` (protocol.ts)
 * on the boot script.
 */

/** The custom property of the kit's body font stack (`--x` of `var(--x)`). */
const bodyFontProperty = /^var\((--[\w-]+)\)$/.exec(vars.font.body)?.[1] ?? '';

const unquote = (family: string) => family.trim().replace(/^(['"])(.*)\1$/, '$2');

/**
 * What the boot script needs, from the site's stylesheet (the families its `@font-face` rules
 * declare are the ones it serves) and the built font file's URL. Undefined when the body stack
 * starts with no font the site serves: then there is nothing to defer.
 */
export function webFontBoot(stylesheet: string, file: string): WebFontBoot | undefined {
  const served = new Set(
    [...stylesheet.matchAll(/@font-face\s*\{[^}]*?font-family:\s*([^;}]+)/g)].map((match) =>
      unquote(match[1]!),
    ),
  );
  const stack = lightTokens.font.body.split(',');
  const family = unquote(stack[0] ?? '');
  if (!bodyFontProperty || !served.has(family)) return undefined;
  const fallback = stack.filter((entry) => !served.has(unquote(entry))).map((entry) => entry.trim());
  return { file, family, property: bodyFontProperty, fallback: fallback.join(', ') };
}
