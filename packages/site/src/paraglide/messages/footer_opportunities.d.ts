/**
* | output |
* | --- |
* | "Opportunities" |
*
* @param {Footer_OpportunitiesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_opportunities: ((inputs?: Footer_OpportunitiesInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_OpportunitiesInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Footer_OpportunitiesInputs = {};
