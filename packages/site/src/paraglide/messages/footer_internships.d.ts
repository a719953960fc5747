/**
* | output |
* | --- |
* | "Internships" |
*
* @param {Footer_InternshipsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_internships: ((inputs?: Footer_InternshipsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_InternshipsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Footer_InternshipsInputs = {};
