// fast-check generators shared by the schema and machine tests (not part of the package's API).
import fc from 'fast-check';

/** Letters of several scripts, single code units each, including Devanagari and Tamil marks. */
const letters = [...'aZéßŁğΩжقअकमलि्ंसौதமிழ்ਗੁਰবাংলা'];

/** The letters a name may start with: not a mark, which sits on the letter before it. */
const firstLetters = letters.filter((letter) => !/\p{M}/u.test(letter));

/** A name-like string: a letter, then letters, spaces, hyphens or apostrophes, then a letter. */
export function nameArbitrary(minLength = 2, maxLength = 50) {
  return fc
    .tuple(
      fc.constantFrom(...firstLetters),
      fc.array(fc.constantFrom(...letters, ' ', '-', "'"), {
        minLength: minLength - 2,
        maxLength: maxLength - 2,
      }),
      fc.constantFrom(...letters),
    )
    .map(([first, middle, last]) => `${first}${middle.join('')}${last}`);
}

/** Text of exactly `min` to `max` characters with no space at either end (so trimming keeps it). */
export function textArbitrary(min: number, max: number) {
  return fc
    .string({ minLength: min, maxLength: max })
    .map((text) => text.replace(/\s/g, 'x'))
    .filter((text) => text.length >= min && text.length <= max);
}

/** Any string longer than `limit` once trimmed. */
export function tooLongArbitrary(limit: number) {
  return fc
    .string({ minLength: limit + 1, maxLength: limit + 40 })
    .filter((text) => text.trim().length > limit);
}

/** A valid e-mail address of at most 100 characters. */
export const emailArbitrary = fc
  .tuple(
    fc.stringMatching(/^[a-z][a-z0-9._-]{0,30}[a-z0-9]$/),
    fc.stringMatching(/^[a-z0-9]{1,20}(-[a-z0-9]{1,10})?$/),
    fc.constantFrom('example', 'co.in', 'org', 'in'),
  )
  .filter(([local]) => !local.includes('..'))
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);

/** A phone number the documented pattern accepts, with `minDigits` to 16 digits. */
export function phoneArbitrary(minDigits = 1) {
  return fc
    .tuple(
      fc.boolean(),
      fc.integer({ min: 1, max: 9 }),
      fc.stringMatching(new RegExp(`^\\d{${minDigits - 1},15}$`)),
    )
    .map(([plus, first, rest]) => `${plus ? '+' : ''}${first}${rest}`);
}
