/**
* | output |
* | --- |
* | "Company" |
*
* @param {Footer_CompanyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_company: ((inputs?: Footer_CompanyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_CompanyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Footer_CompanyInputs = {};
