/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_FollowInputs */

const en_footer_follow = /** @type {(inputs: Footer_FollowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow us`)
};

const hi_footer_follow = /** @type {(inputs: Footer_FollowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमसे जुड़ें`)
};

/**
* | output |
* | --- |
* | "Follow us" |
*
* @param {Footer_FollowInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const footer_follow = /** @type {((inputs?: Footer_FollowInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_FollowInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_footer_follow(inputs)
	return en_footer_follow(inputs)
});