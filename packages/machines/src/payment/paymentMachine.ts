import { priceOf as cataloguePrice, type Pricing } from '@aarambh/content';
import * as v from 'valibot';
import { assign, not, setup } from 'xstate';
import {
  createPaymentReference,
  paymentConfirmationSchema,
  paymentToastFor,
  paymentToasts,
  type Toast,
} from '../schemas/payment.ts';

export type { Pricing };

export interface PaymentInput {
  /** The opportunity's prices by duration key ('4-weeks' ...). */
  pricing: Pricing;
  /** The duration already chosen, if any. @default '' */
  duration?: string;
  /** The UPI handle the visitor pays to. */
  upiId: string;
  /** The application's payment reference (`PAYMENT_REFERENCE_PATTERN`). @default a new one */
  reference?: string;
}

export interface PaymentContext {
  pricing: Pricing;
  upiId: string;
  /**
   * The payment reference of the application being filled in: the UPI link and QR code carry it,
   * and it is sent with the application. A new one after `payment.reset` (a new application).
   */
  reference: string;
  /** The chosen duration key, '' while none is chosen. */
  duration: string;
  /** The price of the chosen duration; `null` while no priced duration is chosen. 0 means free. */
  price: number | null;
  /** What the visitor types in the modal. */
  transactionId: string;
  /** The modal's "I have completed the payment" box. */
  confirmed: boolean;
  /** The amount that was paid (the price when it was paid). */
  paidAmount: number | null;
  /** The toast to show for the last refused step, e.g. 'Duration Required'. */
  error: Toast | null;
}

export type PaymentEvent =
  | { type: 'payment.selectDuration'; duration: string }
  | { type: 'payment.open' }
  | { type: 'payment.changeTransactionId'; value: string }
  | { type: 'payment.setConfirmed'; confirmed: boolean }
  | { type: 'payment.confirm' }
  | { type: 'payment.cancel' }
  | { type: 'payment.reset' };

/** How long the simulated payment processing takes (docs/limits.md). */
export const PAYMENT_PROCESSING_MS = 1500;

/** The pay button's label while processing and once paid, and the toast of the UPI id's copy button (docs/screens.md and docs/behaviour.md). */
export const paymentTexts = {
  processing: 'Processing...',
  paid: 'Payment Completed',
  upiIdCopied: 'UPI ID Copied',
} as const;

/** The price of `duration`; `null` while no priced duration is chosen. */
export function priceOf(pricing: Pricing, duration: string): number | null {
  return cataloguePrice(pricing, duration) ?? null;
}

/** The toast for the modal's first problem (the id before the box), or `null` when it may be confirmed. */
function confirmationToast(context: PaymentContext): Toast | null {
  const result = v.safeParse(paymentConfirmationSchema, {
    transactionId: context.transactionId,
    confirmed: context.confirmed,
  });
  if (result.success) return null;
  const message = result.issues[0].message;
  return paymentToastFor(message) ?? { title: message };
}

/**
 * The UPI payment of an internship fee: not paid; the modal opens only once a duration is chosen
 * ('Duration Required' otherwise) and only when there is something to pay; confirming checks the
 * transaction id and the box with the modal's messages, shows 'Processing...' for 1.5 s, then
 * records the payment. The application's payment reference is made with the chart and renewed by
 * `payment.reset`, never by a change of duration. A later duration with another price undoes the payment, so the amount sent
 * always matches the duration applied for. Whether it is paid is the state, `snapshot.matches('paid')`,
 * not a flag. It has no effects to provide: the delay can be changed with `.provide({ delays })`.
 */
export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentInput,
  },
  actions: {
    selectDuration: assign(({ context }, { duration }: { duration: string }) => ({
      duration,
      price: priceOf(context.pricing, duration),
      error: null,
    })),
    reportDurationRequired: assign({ error: paymentToasts.durationRequired }),
    reportInvalidConfirmation: assign(({ context }) => ({ error: confirmationToast(context) })),
    changeTransactionId: assign((_, { value }: { value: string }) => ({ transactionId: value, error: null })),
    setConfirmed: assign((_, { confirmed }: { confirmed: boolean }) => ({ confirmed, error: null })),
    clearError: assign({ error: null }),
    recordPayment: assign(({ context }) => ({
      transactionId: context.transactionId.trim(),
      paidAmount: context.price,
    })),
    /** A new payment reference, for the next application. Stories and tests may provide a fixed one. */
    newReference: assign({ reference: () => createPaymentReference() }),
    resetPayment: assign({
      transactionId: '',
      confirmed: false,
      paidAmount: null,
      error: null,
    }),
  },
  guards: {
    isDurationChosen: ({ context }) => context.duration !== '',
    isPaymentNeeded: ({ context }) => context.price !== null && context.price > 0,
    isConfirmationValid: ({ context }) => confirmationToast(context) === null,
    isSamePrice: ({ context }, { duration }: { duration: string }) =>
      priceOf(context.pricing, duration) === context.paidAmount,
  },
  delays: {
    paymentProcessing: PAYMENT_PROCESSING_MS,
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({
    pricing: input.pricing,
    upiId: input.upiId,
    reference: input.reference ?? createPaymentReference(),
    duration: input.duration ?? '',
    price: priceOf(input.pricing, input.duration ?? ''),
    transactionId: '',
    confirmed: false,
    paidAmount: null,
    error: null,
  }),
  initial: 'notPaid',
  on: {
    'payment.reset': { target: '.notPaid', actions: ['resetPayment', 'newReference'] },
  },
  states: {
    notPaid: {
      on: {
        'payment.selectDuration': { actions: { type: 'selectDuration', params: ({ event }) => event } },
        'payment.open': [
          { guard: 'isPaymentNeeded', target: 'modal' },
          { guard: not('isDurationChosen'), actions: 'reportDurationRequired' },
        ],
      },
    },
    modal: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'payment.changeTransactionId': {
              actions: { type: 'changeTransactionId', params: ({ event }) => event },
            },
            'payment.setConfirmed': { actions: { type: 'setConfirmed', params: ({ event }) => event } },
            'payment.confirm': [
              { guard: 'isConfirmationValid', target: 'processing', actions: 'clearError' },
              { actions: 'reportInvalidConfirmation' },
            ],
            'payment.cancel': { target: '#payment.notPaid', actions: 'clearError' },
          },
        },
        processing: {
          after: {
            paymentProcessing: { target: '#payment.paid', actions: 'recordPayment' },
          },
        },
      },
    },
    paid: {
      on: {
        'payment.selectDuration': [
          {
            guard: { type: 'isSamePrice', params: ({ event }) => event },
            actions: { type: 'selectDuration', params: ({ event }) => event },
          },
          {
            target: 'notPaid',
            actions: [{ type: 'selectDuration', params: ({ event }) => event }, 'resetPayment'],
          },
        ],
      },
    },
  },
});

export type PaymentMachine = typeof paymentMachine;
