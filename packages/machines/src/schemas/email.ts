import * as v from 'valibot';
import { cleanLine } from './text.ts';

/** The longest e-mail address any form accepts (docs/limits.md). */
export const EMAIL_MAX_LENGTH = 100;

export interface EmailMessages {
  /** Missing, blank or not a string. */
  required: string;
  /** Not an e-mail address. */
  invalid: string;
  /** Longer than 100 characters. @default the `invalid` message */
  tooLong?: string;
}

/**
 * An e-mail address with custom messages: empty, too long and malformed each have their own.
 * Leading and trailing spaces are trimmed first, as a visitor would expect. The length is checked
 * before the format, so any address longer than the limit gets the length message.
 */
export function emailSchema(messages: EmailMessages) {
  return v.optional(
    v.pipe(
      v.string(messages.required),
      cleanLine(),
      v.nonEmpty(messages.required),
      v.maxLength(EMAIL_MAX_LENGTH, messages.tooLong ?? messages.invalid),
      v.email(messages.invalid),
    ),
    '',
  );
}

/** An optional e-mail address: missing or blank gives `''`, anything else must be valid. */
export function optionalEmailSchema(messages: Omit<EmailMessages, 'required'>) {
  return v.optional(
    v.pipe(
      v.string(messages.invalid),
      cleanLine(),
      v.maxLength(EMAIL_MAX_LENGTH, messages.tooLong ?? messages.invalid),
      v.check((value) => value === '' || v.is(v.pipe(v.string(), v.email()), value), messages.invalid),
    ),
    '',
  );
}

/** The messages of the contact and internship forms (docs/validation.md). */
export const emailMessages = {
  required: 'Email is required',
  invalid: 'Please enter a valid email address',
  tooLong: 'Email must be less than 100 characters',
} as const;
