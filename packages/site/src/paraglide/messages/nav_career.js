/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_CareerInputs */

const en_nav_career = /** @type {(inputs: Nav_CareerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Career`)
};

const hi_nav_career = /** @type {(inputs: Nav_CareerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`करियर`)
};

/**
* | output |
* | --- |
* | "Career" |
*
* @param {Nav_CareerInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_career = /** @type {((inputs?: Nav_CareerInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_CareerInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_nav_career(inputs)
	return en_nav_career(inputs)
});