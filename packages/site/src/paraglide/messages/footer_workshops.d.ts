/**
* | output |
* | --- |
* | "Workshops" |
*
* @param {Footer_WorkshopsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_workshops: ((inputs?: Footer_WorkshopsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_WorkshopsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Footer_WorkshopsInputs = {};
