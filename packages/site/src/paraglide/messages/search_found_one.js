/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Found_OneInputs */

const en_search_found_one = /** @type {(inputs: Search_Found_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 opportunity found`)
};

const hi_search_found_one = /** @type {(inputs: Search_Found_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 अवसर मिला`)
};

/**
* | output |
* | --- |
* | "1 opportunity found" |
*
* @param {Search_Found_OneInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const search_found_one = /** @type {((inputs?: Search_Found_OneInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Found_OneInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_search_found_one(inputs)
	return en_search_found_one(inputs)
});