/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_About_UsInputs */

const en_footer_about_us = /** @type {(inputs: Footer_About_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About Us`)
};

const hi_footer_about_us = /** @type {(inputs: Footer_About_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारे बारे में`)
};

/**
* | output |
* | --- |
* | "About Us" |
*
* @param {Footer_About_UsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_about_us = /** @type {((inputs?: Footer_About_UsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_About_UsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_footer_about_us(inputs)
	return en_footer_about_us(inputs)
});