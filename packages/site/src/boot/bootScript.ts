import { holdEarlyInput } from './holdEarlyInput';

/** The inline script every prerendered page carries in its head (its CSP hash is the API's). */
export const bootScript = `(${holdEarlyInput.toString()})()`;
