/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_CompanyInputs */

const en_footer_company = /** @type {(inputs: Footer_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company`)
};

const hi_footer_company = /** @type {(inputs: Footer_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कंपनी`)
};

/**
* | output |
* | --- |
* | "Company" |
*
* @param {Footer_CompanyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_company = /** @type {((inputs?: Footer_CompanyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_CompanyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_footer_company(inputs)
	return en_footer_company(inputs)
});