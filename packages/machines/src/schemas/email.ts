import * as v from 'valibot';

/** The longest e-mail address any form accepts (spec section 9). */
export const EMAIL_MAX_LENGTH = 100;

/**
 * An e-mail address with custom messages: empty, malformed and too long each have their own.
 * Leading and trailing spaces are trimmed first, as a visitor would expect.
 */
export function emailSchema(messages: { required: string; invalid: string; tooLong?: string }) {
  return v.pipe(
    v.string(messages.required),
    v.trim(),
    v.nonEmpty(messages.required),
    v.email(messages.invalid),
    v.maxLength(EMAIL_MAX_LENGTH, messages.tooLong ?? messages.invalid),
  );
}
