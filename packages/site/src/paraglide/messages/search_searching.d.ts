/**
* | output |
* | --- |
* | "Searching..." |
*
* @param {Search_SearchingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const search_searching: ((inputs?: Search_SearchingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_SearchingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_SearchingInputs = {};
