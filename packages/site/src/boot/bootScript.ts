import { holdEarlyInput } from './holdEarlyInput';
import { loadPageScript } from './loadPageScript';

/**
 * The inline script every prerendered page carries at the top of its head (its CSP hash is the
 * API's): it holds early input, then starts the page's code after the first paint.
 */
export const bootScript = `(${holdEarlyInput.toString()})();(${loadPageScript.toString()})()`;
