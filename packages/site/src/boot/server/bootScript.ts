import { holdEarlyInput } from '../inline/holdEarlyInput';
import { loadAfterFirstPaint } from '../inline/loadAfterFirstPaint';
import { rememberLanguage } from '../inline/rememberLanguage';
import { protocol } from '../protocol';

/**
 * The inline script every prerendered page carries at the top of its head (its CSP hash is the
 * API's): it keeps the visitor's choice of language, holds early input, then loads the page's code
 * and the web font after the first paint.
 * Each half is handed the HTML contract as its argument, since it can import nothing.
 */
const names = JSON.stringify(protocol);
export const bootScript = `(${rememberLanguage.toString()})(${names});(${holdEarlyInput.toString()})(${names});(${loadAfterFirstPaint.toString()})(${names})`;
