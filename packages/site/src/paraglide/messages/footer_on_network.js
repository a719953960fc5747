/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ company: NonNullable<unknown>, network: NonNullable<unknown> }} Footer_On_NetworkInputs */

const en_footer_on_network = /** @type {(inputs: Footer_On_NetworkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.company} on ${i?.network}`)
};

const hi_footer_on_network = /** @type {(inputs: Footer_On_NetworkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.network} पर ${i?.company}`)
};

/**
* | output |
* | --- |
* | "{company} on {network}" |
*
* @param {Footer_On_NetworkInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_on_network = /** @type {((inputs: Footer_On_NetworkInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_On_NetworkInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_footer_on_network(inputs)
	return en_footer_on_network(inputs)
});