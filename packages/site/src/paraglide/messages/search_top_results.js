/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Top_ResultsInputs */

const en_search_top_results = /** @type {(inputs: Search_Top_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Showing top 8 results...`)
};

const hi_search_top_results = /** @type {(inputs: Search_Top_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सबसे सही 8 नतीजे दिखाए जा रहे हैं...`)
};

/**
* | output |
* | --- |
* | "Showing top 8 results..." |
*
* @param {Search_Top_ResultsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const search_top_results = /** @type {((inputs?: Search_Top_ResultsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Top_ResultsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_search_top_results(inputs)
	return en_search_top_results(inputs)
});