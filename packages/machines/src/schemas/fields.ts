import { type Locale, locales } from '@aarambh/content/locales';
import * as v from 'valibot';
import { cleanLine, cleanText } from './text.ts';

/**
 * Building blocks shared by the form and payload schemas. Lengths count UTF-16 code units, the
 * way a browser's `maxlength` attribute and `String.prototype.length` count them, so a field's
 * limit means the same thing in the form, in the API and in the input's attributes. Every text
 * field is normalised first (`text.ts`: no control, bidi or zero-width characters; line breaks
 * only in multi-line fields), so the limits count what is stored and mailed.
 */

/** Whether a free-text field takes several lines (a message, a cover letter) or one. */
export type Lines = 'one' | 'several';

const clean = (lines: Lines) => (lines === 'several' ? cleanText() : cleanLine());

/** Devanagari digits (U+0966 to U+096F), as a Hindi keyboard types them. */
const DEVANAGARI_DIGITS = /[\u0966-\u096F]/g;

/** `value` with each Devanagari digit written as its Latin digit: '२०२६' is '2026'. */
export function toLatinDigits(value: string): string {
  return value.replace(DEVANAGARI_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x0966));
}

/**
 * The step every field a visitor types numbers into (a UTR, a phone number, a year, a GPA) takes
 * before its rules: Devanagari digits become Latin ones, so they are checked and stored as Latin.
 */
export function latinDigits() {
  return v.transform(toLatinDigits);
}

/** Names are 2 to 50 characters (docs/limits.md). */
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 50;

/**
 * Letters of any script with their combining marks (Devanagari vowel signs and viramas are marks),
 * spaces, hyphens and apostrophes (straight or typographic). The zero-width joiner and non-joiner
 * are allowed too: several Indian scripts need them to spell a name correctly. At least one letter,
 * and no mark first (a mark sits on the letter before it): marks alone, or `--`, are no name.
 */
export const NAME_PATTERN = /^(?!\p{M})(?=.*\p{L})(?:[\p{L}\p{M} '\u2019-]|\u200C|\u200D)+$/u;

/** A phone number: an optional plus, a digit 1-9, then up to 15 more digits (docs/validation.md). */
export const PHONE_PATTERN = /^\+?[1-9]\d{0,15}$/;

/** Spaces, hyphens and brackets people type to group digits; ignored when checking the pattern. */
const PHONE_SEPARATORS = /[\s()-]/g;

/** The digits and plus of a phone number, without the separators people type between groups. */
export function compactPhone(phone: string): string {
  return phone.replace(PHONE_SEPARATORS, '');
}

export interface TextMessages {
  required: string;
  tooShort: string;
  tooLong: string;
}

/**
 * A required text field, trimmed, with a minimum and maximum length. Missing and wrongly typed
 * values get the `required` message, so an API caller that leaves a key out is told which one.
 */
export function requiredText(min: number, max: number, messages: TextMessages, lines: Lines = 'one') {
  return v.optional(
    v.pipe(
      v.string(messages.required),
      clean(lines),
      v.nonEmpty(messages.required),
      v.minLength(min, messages.tooShort),
      v.maxLength(max, messages.tooLong),
    ),
    '',
  );
}

/**
 * An optional text field: missing or blank gives `''`; otherwise trimmed and between `min` and
 * `max` characters, with one message for both limits.
 */
export function optionalText(min: number, max: number, message: string, lines: Lines = 'one') {
  return v.optional(
    v.pipe(
      v.string(message),
      clean(lines),
      v.check((value) => value === '' || (value.length >= min && value.length <= max), message),
    ),
    '',
  );
}

/** The documented four messages of a first or last name, e.g. 'First name is required'. */
export function nameMessages(label: 'First name' | 'Last name') {
  return {
    required: `${label} is required`,
    tooShort: `${label} must be at least ${NAME_MIN_LENGTH} characters`,
    tooLong: `${label} must be less than ${NAME_MAX_LENGTH} characters`,
    pattern: `${label} can only contain letters, spaces, hyphens, and apostrophes`,
  };
}

/** The first name's and the last name's messages, keyed (the Hindi sets translate them). */
export const firstNameMessages = nameMessages('First name');
export const lastNameMessages = nameMessages('Last name');

/** A first or last name with its four messages (`nameMessages`). */
export function personNameSchema(label: 'First name' | 'Last name') {
  const messages = nameMessages(label);
  return v.optional(
    v.pipe(
      v.string(messages.required),
      cleanLine(),
      v.nonEmpty(messages.required),
      v.minLength(NAME_MIN_LENGTH, messages.tooShort),
      v.maxLength(NAME_MAX_LENGTH, messages.tooLong),
      v.regex(NAME_PATTERN, messages.pattern),
    ),
    '',
  );
}

/** An optional URL field: `''` when missing or blank, else at most `max` characters and `isValid`. */
export function optionalUrl(isValid: (value: string) => boolean, max: number, message: string) {
  return v.optional(
    v.pipe(
      v.string(message),
      cleanLine(),
      v.maxLength(max, message),
      v.check((value) => value === '' || isValid(value), message),
    ),
    '',
  );
}

/** A field that must be present and non-blank, with no length rule of its own beyond `max`. */
export function requiredString(message: string, max: number, tooLong: string) {
  return v.optional(
    v.pipe(v.string(message), cleanLine(), v.nonEmpty(message), v.maxLength(max, tooLong)),
    '',
  );
}

/** An optional free-text field: `''` when missing, trimmed, at most `max` characters. */
export function optionalString(max: number, tooLong: string, lines: Lines = 'one') {
  return v.optional(v.pipe(v.string(tooLong), clean(lines), v.maxLength(max, tooLong)), '');
}

/**
 * One value of an option list; missing, blank or unknown values all get `message`. Devanagari digits
 * read as Latin ones (a graduation year chosen as '२०२६').
 */
export function requiredOption<const TOptions extends readonly [string, ...string[]]>(
  options: TOptions,
  message: string,
) {
  return v.pipe(v.optional(v.string(message), ''), latinDigits(), v.picklist(options, message));
}

/** A checkbox that must be ticked. */
export function mustBeTrue(message: string) {
  return v.pipe(
    v.optional(v.boolean(message), false),
    v.check((value) => value, message),
  );
}

/**
 * A boolean the way `FormData` sends it: `'true'` or `'false'`, transformed to a boolean.
 * A missing key counts as `'false'`.
 */
export function booleanString(message: string) {
  return v.pipe(
    v.optional(v.picklist(['true', 'false'], message), 'false'),
    v.transform((value) => value === 'true'),
  );
}

/** A checkbox sent by `FormData` that must be `'true'`. */
export function trueString(message: string) {
  return v.pipe(
    v.optional(v.string(message), ''),
    v.literal('true', message),
    v.transform(() => true as const),
  );
}

/** Messages for the fields the site adds on submit: the documented generic fallbacks. */
export const genericMessages = { required: 'Required', invalid: 'Invalid input' } as const;

/** A string the site adds on submit: missing or blank is 'Required', anything else passes `pattern`. */
function generatedString(pattern: RegExp) {
  return v.pipe(
    v.optional(v.string(genericMessages.invalid), ''),
    cleanLine(),
    v.nonEmpty(genericMessages.required),
    v.regex(pattern, genericMessages.invalid),
  );
}

/** A whole number sent as a decimal string (`'7'`), transformed to a number at least `min`. */
export function integerString(min: number) {
  return v.pipe(generatedString(/^\d{1,9}$/), v.transform(Number), v.minValue(min, genericMessages.invalid));
}

/** One of `options`, added by the site on submit: missing is 'Required', another value 'Invalid input'. */
export function generatedOption<const TOptions extends readonly [string, ...string[]]>(options: TOptions) {
  return v.pipe(
    v.optional(v.string(genericMessages.invalid), ''),
    v.nonEmpty(genericMessages.required),
    v.picklist(options, genericMessages.invalid),
  );
}

/** An ISO 8601 timestamp such as `new Date().toISOString()` gives. */
export const isoTimestampString = v.pipe(
  v.optional(v.string(genericMessages.invalid), ''),
  v.nonEmpty(genericMessages.required),
  v.isoTimestamp(genericMessages.invalid),
);

/** The message for a `language` outside the site's languages. */
export const languageMessage = `Language must be one of: ${locales.join(', ')}`;

/**
 * The language of the page a submission was sent from (`@aarambh/content`'s `locales`), which
 * its e-mails and status page are written in (`submissionLanguage`). It may be missing, so a
 * page built before it keeps working; any other value is refused.
 */
export const languageSchema = v.optional(v.picklist(locales, languageMessage));

/** The language a validated submission was sent in: English when its page did not say. */
export function submissionLanguage(payload: { language?: Locale | undefined }): Locale {
  return payload.language ?? 'en';
}
