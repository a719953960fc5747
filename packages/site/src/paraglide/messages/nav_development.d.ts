/**
* | output |
* | --- |
* | "Development" |
*
* @param {Nav_DevelopmentInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_development: ((inputs?: Nav_DevelopmentInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_DevelopmentInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_DevelopmentInputs = {};
