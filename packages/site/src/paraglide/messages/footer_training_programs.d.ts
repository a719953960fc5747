/**
* | output |
* | --- |
* | "Training Programs" |
*
* @param {Footer_Training_ProgramsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_training_programs: ((inputs?: Footer_Training_ProgramsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_Training_ProgramsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Footer_Training_ProgramsInputs = {};
