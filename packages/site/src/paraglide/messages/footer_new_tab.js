/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_New_TabInputs */

const en_footer_new_tab = /** @type {(inputs: Footer_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(opens in a new tab)`)
};

const hi_footer_new_tab = /** @type {(inputs: Footer_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(नए टैब में खुलता है)`)
};

/**
* | output |
* | --- |
* | "(opens in a new tab)" |
*
* @param {Footer_New_TabInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_new_tab = /** @type {((inputs?: Footer_New_TabInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_New_TabInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_footer_new_tab(inputs)
	return en_footer_new_tab(inputs)
});