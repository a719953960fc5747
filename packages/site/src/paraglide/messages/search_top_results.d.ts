/**
* | output |
* | --- |
* | "Showing top 8 results..." |
*
* @param {Search_Top_ResultsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const search_top_results: ((inputs?: Search_Top_ResultsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Top_ResultsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Top_ResultsInputs = {};
