/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_OpportunitiesInputs */

const en_footer_opportunities = /** @type {(inputs: Footer_OpportunitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opportunities`)
};

const hi_footer_opportunities = /** @type {(inputs: Footer_OpportunitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अवसर`)
};

/**
* | output |
* | --- |
* | "Opportunities" |
*
* @param {Footer_OpportunitiesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_opportunities = /** @type {((inputs?: Footer_OpportunitiesInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_OpportunitiesInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_footer_opportunities(inputs)
	return en_footer_opportunities(inputs)
});