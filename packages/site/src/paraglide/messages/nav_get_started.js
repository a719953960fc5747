/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Get_StartedInputs */

const en_nav_get_started = /** @type {(inputs: Nav_Get_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get Started`)
};

const hi_nav_get_started = /** @type {(inputs: Nav_Get_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`शुरू करें`)
};

/**
* | output |
* | --- |
* | "Get Started" |
*
* @param {Nav_Get_StartedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_get_started = /** @type {((inputs?: Nav_Get_StartedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Get_StartedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_nav_get_started(inputs)
	return en_nav_get_started(inputs)
});