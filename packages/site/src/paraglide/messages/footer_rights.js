/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_RightsInputs */

const en_footer_rights = /** @type {(inputs: Footer_RightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All rights reserved.`)
};

const hi_footer_rights = /** @type {(inputs: Footer_RightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सर्वाधिकार सुरक्षित।`)
};

/**
* | output |
* | --- |
* | "All rights reserved." |
*
* @param {Footer_RightsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_rights = /** @type {((inputs?: Footer_RightsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_RightsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_footer_rights(inputs)
	return en_footer_rights(inputs)
});