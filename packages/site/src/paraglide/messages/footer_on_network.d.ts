/**
* | output |
* | --- |
* | "{company} on {network}" |
*
* @param {Footer_On_NetworkInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_on_network: ((inputs: Footer_On_NetworkInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_On_NetworkInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Footer_On_NetworkInputs = {
    company: NonNullable<unknown>;
    network: NonNullable<unknown>;
};
