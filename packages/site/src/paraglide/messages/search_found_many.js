/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Search_Found_ManyInputs */

const en_search_found_many = /** @type {(inputs: Search_Found_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} opportunities found`)
};

const hi_search_found_many = /** @type {(inputs: Search_Found_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} अवसर मिले`)
};

/**
* | output |
* | --- |
* | "{count} opportunities found" |
*
* @param {Search_Found_ManyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const search_found_many = /** @type {((inputs: Search_Found_ManyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Found_ManyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_search_found_many(inputs)
	return en_search_found_many(inputs)
});