/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_TrainingInputs */

const en_nav_training = /** @type {(inputs: Nav_TrainingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Training`)
};

const hi_nav_training = /** @type {(inputs: Nav_TrainingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ट्रेनिंग`)
};

/**
* | output |
* | --- |
* | "Training" |
*
* @param {Nav_TrainingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_training = /** @type {((inputs?: Nav_TrainingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_TrainingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_nav_training(inputs)
	return en_nav_training(inputs)
});