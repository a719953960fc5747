/**
* | output |
* | --- |
* | "1 opportunity found" |
*
* @param {Search_Found_OneInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const search_found_one: ((inputs?: Search_Found_OneInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Found_OneInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Found_OneInputs = {};
