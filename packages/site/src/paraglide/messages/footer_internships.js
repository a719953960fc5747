/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_InternshipsInputs */

const en_footer_internships = /** @type {(inputs: Footer_InternshipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Internships`)
};

const hi_footer_internships = /** @type {(inputs: Footer_InternshipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इंटर्नशिप`)
};

/**
* | output |
* | --- |
* | "Internships" |
*
* @param {Footer_InternshipsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_internships = /** @type {((inputs?: Footer_InternshipsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_InternshipsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_footer_internships(inputs)
	return en_footer_internships(inputs)
});