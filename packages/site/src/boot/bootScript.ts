import { holdEarlyInput } from './holdEarlyInput';
import { loadAfterFirstPaint } from './loadAfterFirstPaint';

/**
 * The inline script every prerendered page carries at the top of its head (its CSP hash is the
 * API's): it holds early input, then loads the page's code and the web font after the first paint.
 */
export const bootScript = `(${holdEarlyInput.toString()})();(${loadAfterFirstPaint.toString()})()`;
