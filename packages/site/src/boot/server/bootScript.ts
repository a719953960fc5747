import { holdEarlyInput } from '../inline/holdEarlyInput';
import { loadAfterFirstPaint } from '../inline/loadAfterFirstPaint';
import { rememberLanguage } from '../inline/rememberLanguage';
import { protocol } from '../protocol';

type InlineHalf = (names: typeof protocol) => void;

/**
 * The names of the HTML contract `half` reads (`protocol.name` in its source), as its argument: a
 * page carries those only, not the whole contract for each half (every page's HTML pays for it).
 */
export function namesReadBy(half: InlineHalf): Partial<typeof protocol> {
  const source = half.toString();
  return Object.fromEntries(
    Object.entries(protocol).filter(([name]) => new RegExp(`\\.${name}\\b`).test(source)),
  );
}

const inline = (half: InlineHalf) => `(${half.toString()})(${JSON.stringify(namesReadBy(half))})`;

/**
 * The inline script every prerendered page carries at the top of its head (its CSP hash is the
 * API's): it keeps the visitor's choice of language, holds early input, then loads the page's code
 * and the web font after the first paint.
 * Each half is handed the names of the HTML contract it reads as its argument, since it can import
 * nothing.
 */
export const bootScript = [rememberLanguage, holdEarlyInput, loadAfterFirstPaint].map(inline).join(';');
