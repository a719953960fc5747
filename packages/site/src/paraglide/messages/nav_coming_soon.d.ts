/**
* | output |
* | --- |
* | "Coming Soon" |
*
* @param {Nav_Coming_SoonInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_coming_soon: ((inputs?: Nav_Coming_SoonInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Coming_SoonInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Coming_SoonInputs = {};
