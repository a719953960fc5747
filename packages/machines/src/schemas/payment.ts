import * as v from 'valibot';
import { CROCKFORD_DIGITS } from './shortCode.ts';
import { latinDigits, toLatinDigits } from './fields.ts';
import { cleanLine } from './text.ts';

/** The payment modal's limits: the id is 10 to 50 characters, like the application form's field. */
export const paymentLimits = { transactionId: { min: 10, max: 50 } } as const;

/**
 * The payment reference of an application: 'AL' and 10 base-32 digits, e.g. 'AL7K3M9QX2PD'. It
 * exists before the application is sent (the UPI link and QR code carry it as `tr` and in the
 * note), goes with the application, and lets a statement row be matched to it.
 */
export const PAYMENT_REFERENCE_PATTERN = /^AL[0-9A-HJKMNP-TV-Z]{10}$/;

/** The same reference anywhere in a statement's text (a narration, a reference column). */
export const PAYMENT_REFERENCE_IN_TEXT = /(?<![0-9A-Z])AL[0-9A-HJKMNP-TV-Z]{10}(?![0-9A-Z])/g;

/**
 * A new payment reference from 10 random bytes (the Web Crypto API, in browsers and Node alike);
 * `randomBytes` is for tests.
 */
export function createPaymentReference(
  randomBytes: (count: number) => Uint8Array = (count) => crypto.getRandomValues(new Uint8Array(count)),
): string {
  const digits = [...randomBytes(10)].map((byte) => CROCKFORD_DIGITS[byte % 32]);
  return `AL${digits.join('')}`;
}

/**
 * The UPI transaction reference (UTR) most payment apps show: 12 digits. The transaction id field
 * takes any 10 to 50 characters; one that is not 12 digits only gets a hint to check it.
 */
export const UTR_PATTERN = /^\d{12}$/;

/** Whether `value` (as typed: spaces are ignored, digits in either script) looks like a 12-digit UPI reference. */
export function looksLikeUtr(value: string): boolean {
  return UTR_PATTERN.test(toLatinDigits(value).replace(/\s/g, ''));
}

/**
 * The payment flow's toasts (docs/validation.md): a title and, where the product rules give one, a description.
 * The schema's issue messages are the descriptions (or the title when there is none);
 * `paymentToastFor` finds the toast of a message.
 */
export const paymentToasts = {
  durationRequired: {
    title: 'Duration Required',
    description: 'Please select a duration before making payment',
  },
  transactionIdRequired: {
    title: 'Transaction ID Required',
    description: 'Please enter your transaction ID',
  },
  confirmationRequired: { title: 'Payment Confirmation Required' },
  transactionIdTooShort: {
    title: 'Invalid Transaction ID',
    description: 'Transaction ID must be at least 10 characters long',
  },
  transactionIdTooLong: {
    title: 'Invalid Transaction ID',
    description: 'Transaction ID must be less than 50 characters',
  },
} as const satisfies Record<string, { title: string; description?: string }>;

export interface Toast {
  title: string;
  description?: string;
}

/** The toast whose description (or title, when it has none) is `message`. */
export function paymentToastFor(message: string): Toast | undefined {
  return Object.values(paymentToasts).find(
    (toast) => ('description' in toast ? toast.description : toast.title) === message,
  );
}

/** The UPI payment modal: the transaction id the visitor copied from their UPI app, and the confirmation box. */
export const paymentConfirmationSchema = v.object({
  transactionId: v.optional(
    v.pipe(
      v.string(paymentToasts.transactionIdRequired.description),
      cleanLine(),
      latinDigits(),
      v.nonEmpty(paymentToasts.transactionIdRequired.description),
      v.minLength(paymentLimits.transactionId.min, paymentToasts.transactionIdTooShort.description),
      v.maxLength(paymentLimits.transactionId.max, paymentToasts.transactionIdTooLong.description),
    ),
    '',
  ),
  confirmed: v.pipe(
    v.optional(v.boolean(paymentToasts.confirmationRequired.title), false),
    v.check((value) => value, paymentToasts.confirmationRequired.title),
  ),
});

export type PaymentConfirmationInput = v.InferInput<typeof paymentConfirmationSchema>;
export type PaymentConfirmation = v.InferOutput<typeof paymentConfirmationSchema>;
