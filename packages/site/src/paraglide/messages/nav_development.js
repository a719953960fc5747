/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_DevelopmentInputs */

const en_nav_development = /** @type {(inputs: Nav_DevelopmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Development`)
};

const hi_nav_development = /** @type {(inputs: Nav_DevelopmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`डेवलपमेंट`)
};

/**
* | output |
* | --- |
* | "Development" |
*
* @param {Nav_DevelopmentInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_development = /** @type {((inputs?: Nav_DevelopmentInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_DevelopmentInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_nav_development(inputs)
	return en_nav_development(inputs)
});