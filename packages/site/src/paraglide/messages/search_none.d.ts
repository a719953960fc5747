/**
* | output |
* | --- |
* | "No opportunities found for \"{query}\"" |
*
* @param {Search_NoneInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const search_none: ((inputs: Search_NoneInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_NoneInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_NoneInputs = {
    query: NonNullable<unknown>;
};
