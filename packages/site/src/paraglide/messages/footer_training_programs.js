/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_Training_ProgramsInputs */

const en_footer_training_programs = /** @type {(inputs: Footer_Training_ProgramsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Training Programs`)
};

const hi_footer_training_programs = /** @type {(inputs: Footer_Training_ProgramsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ट्रेनिंग प्रोग्राम`)
};

/**
* | output |
* | --- |
* | "Training Programs" |
*
* @param {Footer_Training_ProgramsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_training_programs = /** @type {((inputs?: Footer_Training_ProgramsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Training_ProgramsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_footer_training_programs(inputs)
	return en_footer_training_programs(inputs)
});