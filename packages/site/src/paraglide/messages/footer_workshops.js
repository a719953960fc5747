/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_WorkshopsInputs */

const en_footer_workshops = /** @type {(inputs: Footer_WorkshopsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Workshops`)
};

const hi_footer_workshops = /** @type {(inputs: Footer_WorkshopsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`वर्कशॉप`)
};

/**
* | output |
* | --- |
* | "Workshops" |
*
* @param {Footer_WorkshopsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_workshops = /** @type {((inputs?: Footer_WorkshopsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_WorkshopsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_footer_workshops(inputs)
	return en_footer_workshops(inputs)
});