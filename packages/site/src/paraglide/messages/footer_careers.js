/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_CareersInputs */

const en_footer_careers = /** @type {(inputs: Footer_CareersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Careers`)
};

const hi_footer_careers = /** @type {(inputs: Footer_CareersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`करियर`)
};

/**
* | output |
* | --- |
* | "Careers" |
*
* @param {Footer_CareersInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_careers = /** @type {((inputs?: Footer_CareersInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_CareersInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_footer_careers(inputs)
	return en_footer_careers(inputs)
});