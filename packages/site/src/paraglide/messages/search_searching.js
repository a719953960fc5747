/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_SearchingInputs */

const en_search_searching = /** @type {(inputs: Search_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Searching...`)
};

const hi_search_searching = /** @type {(inputs: Search_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`खोज रहे हैं...`)
};

/**
* | output |
* | --- |
* | "Searching..." |
*
* @param {Search_SearchingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const search_searching = /** @type {((inputs?: Search_SearchingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_SearchingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_search_searching(inputs)
	return en_search_searching(inputs)
});