import * as v from 'valibot';
import { cleanLine } from './text.ts';

/** The payment modal's limits: the id is 10 to 50 characters, like the application form's field. */
export const paymentLimits = { transactionId: { min: 10, max: 50 } } as const;

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
