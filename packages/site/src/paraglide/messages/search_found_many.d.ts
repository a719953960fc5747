/**
* | output |
* | --- |
* | "{count} opportunities found" |
*
* @param {Search_Found_ManyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const search_found_many: ((inputs: Search_Found_ManyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_Found_ManyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_Found_ManyInputs = {
    count: NonNullable<unknown>;
};
