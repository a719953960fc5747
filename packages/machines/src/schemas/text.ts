import * as v from 'valibot';

/**
 * Free text as it is stored and mailed: what a visitor types, without the characters that can
 * forge a line in a staff e-mail, reorder what a reader sees or hide text.
 *
 * - Line breaks (CR LF, CR, LF, VT, FF, NEL, U+2028, U+2029): a space in a one-line field, LF in a
 *   multi-line one (a message, a cover letter). A tab is a space.
 * - Every other C0 and C1 control character, and DEL: removed.
 * - Bidirectional controls (U+061C, U+200E, U+200F, U+202A-U+202E, U+2066-U+2069): removed.
 * - Zero-width characters (U+200B, U+2060, U+FEFF): removed. The zero-width non-joiner and joiner
 *   (U+200C, U+200D) are kept only between two letters or marks of a script other than Latin,
 *   where they choose how the letters join (Malayalam chillus, Devanagari half forms, Persian
 *   words); anywhere else they are removed too.
 *
 * So a name made only of such characters becomes empty, and the field's length rules refuse it.
 */
const LINE_BREAKS = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/g;
// eslint-disable-next-line no-control-regex -- finding control characters is what this module is for
const CONTROLS = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/g;
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const ZERO_WIDTH = /[\u200B\u2060\uFEFF]/g;
const JOINERS = /[\u200C\u200D]/g;
const JOINING_LETTER = /^[\p{L}\p{M}]$/u;
const LATIN = /^\p{Script=Latin}$/u;

function joins(char: string | undefined): boolean {
  return char !== undefined && JOINING_LETTER.test(char) && !LATIN.test(char);
}

function withoutInvisibles(value: string): string {
  const visible = value.replace(BIDI_CONTROLS, '').replace(ZERO_WIDTH, '');
  // Looked at after the others are gone, so a joiner hidden between two of them is judged too.
  return visible.replace(JOINERS, (joiner, at: number, whole: string) =>
    joins(whole[at - 1]) && joins(whole[at + 1]) ? joiner : '',
  );
}

/**
 * One-line text: line breaks and tabs become spaces, the rest as described above. The API applies
 * it to what no schema sees, such as an uploaded file's name.
 */
export function normaliseLine(value: string): string {
  return withoutInvisibles(value.replace(LINE_BREAKS, ' ').replace(/\t/g, ' ').replace(CONTROLS, ''));
}

/** Multi-line text: every line break becomes LF, tabs spaces, the rest as described above. */
function normaliseText(value: string): string {
  return withoutInvisibles(value.replace(LINE_BREAKS, '\n').replace(/\t/g, ' ').replace(CONTROLS, ''));
}

/** The first step of every one-line text field: normalised (`normaliseLine`), then trimmed. */
export function cleanLine() {
  return v.transform((value: string) => normaliseLine(value).trim());
}

/** The first step of every multi-line text field: normalised (`normaliseText`), then trimmed. */
export function cleanText() {
  return v.transform((value: string) => normaliseText(value).trim());
}
