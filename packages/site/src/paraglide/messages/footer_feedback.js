/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_FeedbackInputs */

const en_footer_feedback = /** @type {(inputs: Footer_FeedbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Feedback`)
};

const hi_footer_feedback = /** @type {(inputs: Footer_FeedbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`फ़ीडबैक`)
};

/**
* | output |
* | --- |
* | "Feedback" |
*
* @param {Footer_FeedbackInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_feedback = /** @type {((inputs?: Footer_FeedbackInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_FeedbackInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_footer_feedback(inputs)
	return en_footer_feedback(inputs)
});