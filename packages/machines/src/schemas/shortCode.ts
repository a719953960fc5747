// Codes a person reads out on the phone or types from paper: Crockford's base 32 with his check
// symbol (https://www.crockford.com/base32.html). The check is the code's value modulo 37, a
// prime larger than every digit's value, so a code with one digit changed, or two adjacent digits
// (or the last digit and the check) swapped, never checks: the value changes by d·32^k or by
// 31·(a−b)·32^k, and 37 divides neither. Codes are drawn so the check is one of the 32 digits
// themselves, never one of Crockford's five extra check symbols (*~$=U): letters and digits only.

/** Crockford's base-32 digits: no I, L, O or U, so a code read aloud or retyped stays right. */
export const CROCKFORD_DIGITS = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

const CHECK_MODULUS = 37;

/** The check symbol's value for the digits (already canonical): their value modulo 37. */
function checkValue(digits: string): number {
  let remainder = 0;
  for (const digit of digits) {
    remainder = (remainder * 32 + CROCKFORD_DIGITS.indexOf(digit)) % CHECK_MODULUS;
  }
  return remainder;
}

/**
 * `length` random digits of which the last is the check of the others, from the Web Crypto API
 * (browsers and Node alike); `randomBytes` is for tests.
 */
export function createCheckedCode(
  length: number,
  randomBytes: (count: number) => Uint8Array = (count) => crypto.getRandomValues(new Uint8Array(count)),
): string {
  for (;;) {
    const digits = [...randomBytes(length - 1)].map((byte) => CROCKFORD_DIGITS[byte % 32]).join('');
    const check = checkValue(digits);
    if (check < 32) return digits + CROCKFORD_DIGITS[check];
  }
}

/**
 * A code as typed, made canonical the way Crockford's decoding reads it: case, spaces and hyphens
 * ignored, I and L read as 1, O as 0. Undefined unless it has `length` digits whose last is the
 * check of the others.
 */
export function readCheckedCode(typed: string, length: number): string | undefined {
  const digits = typed.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  if (digits.length !== length || [...digits].some((digit) => !CROCKFORD_DIGITS.includes(digit))) {
    return undefined;
  }
  const body = digits.slice(0, -1);
  return CROCKFORD_DIGITS[checkValue(body)] === digits.at(-1) ? digits : undefined;
}

/** A submission's reference has eight digits (seven random, one check) after its prefix. */
const REFERENCE_DIGITS = 8;
const REFERENCE_PREFIX = 'AL';

/**
 * A submission's reference as people see it: 'AL-' and eight digits in two groups of four, the
 * last the check, e.g. 'AL-7K3M-Q2PC'. Every e-mail, the confirmation, the status page, the
 * receipt and the console show it; the submission's UUID stays internal.
 */
export const SUBMISSION_REFERENCE_PATTERN = /^AL-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

function formatReference(digits: string): string {
  return `${REFERENCE_PREFIX}-${digits.slice(0, 4)}-${digits.slice(4)}`;
}

/** A new submission reference (about 34 billion possible; the database keeps them unique). */
export function createSubmissionReference(randomBytes?: (count: number) => Uint8Array): string {
  return formatReference(createCheckedCode(REFERENCE_DIGITS, randomBytes));
}

/**
 * A reference as typed (any case, with or without the prefix, hyphens or spaces), in its
 * canonical form; undefined when it is not one or a digit was mistyped, so a wrong reference is
 * caught before anything is looked up.
 */
export function readSubmissionReference(typed: string): string | undefined {
  const trimmed = typed
    .trim()
    .toUpperCase()
    .replace(/^AL[\s-]*/, '');
  const digits = readCheckedCode(trimmed, REFERENCE_DIGITS);
  return digits === undefined ? undefined : formatReference(digits);
}
