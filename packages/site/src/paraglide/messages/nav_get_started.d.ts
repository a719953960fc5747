/**
* | output |
* | --- |
* | "Get Started" |
*
* @param {Nav_Get_StartedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_get_started: ((inputs?: Nav_Get_StartedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Get_StartedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Get_StartedInputs = {};
