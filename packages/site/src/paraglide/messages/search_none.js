/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ query: NonNullable<unknown> }} Search_NoneInputs */

const en_search_none = /** @type {(inputs: Search_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No opportunities found for "${i?.query}"`)
};

const hi_search_none = /** @type {(inputs: Search_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.query}" के लिए कोई अवसर नहीं मिला`)
};

/**
* | output |
* | --- |
* | "No opportunities found for \"{query}\"" |
*
* @param {Search_NoneInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const search_none = /** @type {((inputs: Search_NoneInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_NoneInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_search_none(inputs)
	return en_search_none(inputs)
});