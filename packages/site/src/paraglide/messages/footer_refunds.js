/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_RefundsInputs */

const en_footer_refunds = /** @type {(inputs: Footer_RefundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund Policy`)
};

const hi_footer_refunds = /** @type {(inputs: Footer_RefundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रिफ़ंड नीति`)
};

/**
* | output |
* | --- |
* | "Refund Policy" |
*
* @param {Footer_RefundsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_refunds = /** @type {((inputs?: Footer_RefundsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_RefundsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_footer_refunds(inputs)
	return en_footer_refunds(inputs)
});