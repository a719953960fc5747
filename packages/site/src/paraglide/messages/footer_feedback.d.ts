/**
* | output |
* | --- |
* | "Feedback" |
*
* @param {Footer_FeedbackInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_feedback: ((inputs?: Footer_FeedbackInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_FeedbackInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Footer_FeedbackInputs = {};
