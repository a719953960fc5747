/**
* | output |
* | --- |
* | "Refund Policy" |
*
* @param {Footer_RefundsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_refunds: ((inputs?: Footer_RefundsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_RefundsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Footer_RefundsInputs = {};
