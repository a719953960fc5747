/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Coming_SoonInputs */

const en_nav_coming_soon = /** @type {(inputs: Nav_Coming_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coming Soon`)
};

const hi_nav_coming_soon = /** @type {(inputs: Nav_Coming_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`जल्द आ रहा है`)
};

/**
* | output |
* | --- |
* | "Coming Soon" |
*
* @param {Nav_Coming_SoonInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_coming_soon = /** @type {((inputs?: Nav_Coming_SoonInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Coming_SoonInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_nav_coming_soon(inputs)
	return en_nav_coming_soon(inputs)
});