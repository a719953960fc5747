/**
* | output |
* | --- |
* | "Cookie Policy" |
*
* @param {Footer_CookiesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_cookies: ((inputs?: Footer_CookiesInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_CookiesInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Footer_CookiesInputs = {};
