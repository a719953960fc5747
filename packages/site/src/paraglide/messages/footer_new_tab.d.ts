/**
* | output |
* | --- |
* | "(opens in a new tab)" |
*
* @param {Footer_New_TabInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_new_tab: ((inputs?: Footer_New_TabInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_New_TabInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Footer_New_TabInputs = {};
