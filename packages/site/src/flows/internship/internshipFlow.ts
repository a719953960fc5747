import {
  internshipApplicationMachine,
  internshipApplicationTexts,
  PAYMENT_PROCESSING_MS,
  paymentMachine,
  type InternshipApplicationMachine,
  type InternshipApplicationSubmission,
  type PaymentContext,
} from '@aarambh/machines';
import { fillIn, type Locale } from '@aarambh/content';
import type { InternshipApplicationFacts, InternshipApplicationPayload } from '@aarambh/machines/schemas';
import type { ToastContent } from '@aarambh/ui';
import type { SnapshotFrom } from 'xstate';
import type { ApiClient } from '../../api/client';
import { withoutFinalStop } from '../forms/messages';
import { submitActor } from '../forms/submitActor';
import type { ApplicationWords } from './applicationWords';

export interface InternshipBindings {
  client: ApiClient;
  /** The simulated payment processing. @default PAYMENT_PROCESSING_MS (1.5 s) */
  paymentProcessingMs?: number;
  /** The page's language, sent with the application (its e-mails and status page are in it). @default none: English */
  language?: Locale;
}

/**
 * The internship application machine with its effects: call 1 (multipart, with the resume when
 * there is one) through `client`, and the payment chart inside it with its processing delay.
 */
export function bindInternshipMachine({
  client,
  paymentProcessingMs = PAYMENT_PROCESSING_MS,
  language,
}: InternshipBindings): InternshipApplicationMachine {
  return internshipApplicationMachine.provide({
    actors: {
      submitApplication: submitActor(({ application, resume }, signal) =>
        client.submitApplication(
          { ...toApplicationPayload(application), ...(language ? { language } : {}) },
          resume ?? undefined,
          signal,
        ),
      ),
      payment: paymentMachine.provide({ delays: { paymentProcessing: paymentProcessingMs } }),
    },
  });
}

/**
 * Call 1's fields from the machine's validated application and the opportunity's facts. The form
 * schema has already refused an application without the terms agreed or its consent given; this
 * keeps that promise in the type the client takes.
 */
function toApplicationPayload(
  application: InternshipApplicationSubmission['application'],
): InternshipApplicationPayload & InternshipApplicationFacts {
  if (application.agreedToTerms !== true) throw new Error('The terms must be agreed before submitting');
  if (application.consentApplication !== true)
    throw new Error("The application's consent must be given before submitting");
  return { ...application, agreedToTerms: true, consentApplication: true };
}

export type InternshipSnapshot = SnapshotFrom<typeof internshipApplicationMachine>;

/**
 * The toast for a result of the application (docs/messages.md), in the form's language: the
 * failure's message (the server's, or the client's) is a machine's message too.
 */
export function internshipNotice(snapshot: InternshipSnapshot, words: ApplicationWords): ToastContent | null {
  if (snapshot.matches({ editing: 'succeeded' }))
    return toastIn(words, { tone: 'success', ...internshipApplicationTexts.success });
  if (snapshot.matches({ editing: 'succeededWithWarnings' }))
    return toastIn(words, { tone: 'warning', ...internshipApplicationTexts.warning });
  if (snapshot.matches({ editing: 'failed' })) {
    const message = snapshot.context.failureMessage;
    return {
      tone: 'error',
      title: words.message(internshipApplicationTexts.failureTitle),
      description:
        message === null
          ? words.message(internshipApplicationTexts.genericFailure)
          : fillIn(words.message(internshipApplicationTexts.failureDescription), {
              message: withoutFinalStop(words.message(message)),
            }),
    };
  }
  return null;
}

/** A toast in the form's language: its title and description are the machines' messages. */
export function toastIn(words: ApplicationWords, toast: ToastContent): ToastContent {
  return {
    ...toast,
    title: words.message(toast.title),
    ...(toast.description === undefined ? {} : { description: words.message(toast.description) }),
  };
}

/** The toast for the payment chart's last refused step ('Duration Required', 'Invalid Transaction ID'...). */
export function paymentNotice(payment: Pick<PaymentContext, 'error'>): ToastContent | null {
  return payment.error ? { tone: 'error', ...payment.error } : null;
}

/** Which field of the payment modal a refusal is about, to mark it beside the toast. */
export function paymentErrorField(
  payment: Pick<PaymentContext, 'error'>,
): 'transactionId' | 'confirmed' | null {
  if (!payment.error) return null;
  if (payment.error.title === 'Payment Confirmation Required') return 'confirmed';
  return payment.error.title === 'Duration Required' ? null : 'transactionId';
}

export interface UpiPayment {
  /** The payee's UPI handle (`pa`). */
  upiId: string;
  /** The payee's name (`pn`). */
  payeeName: string;
  /** The amount in rupees, as the catalogue gives it for the chosen duration (`am`). */
  amount: number;
  /** The application's payment reference (`tr`, and the start of the note `tn`). */
  reference: string;
}

/**
 * The UPI deep link a phone's payment apps open, and the QR code holds:
 * `upi://pay?pa=...&pn=...&am=...&cu=INR&tn=...&tr=...`, each value percent-encoded, the amount
 * with two decimals. The note begins with the payment reference, so a bank that shortens it in
 * the statement's narration still keeps the part that names the application. Only the company's
 * handle and name, the catalogue's fee and the reference go in: nothing the visitor typed.
 */
export function upiPayLink({ upiId, payeeName, amount, reference }: UpiPayment): string {
  const params = [
    ['pa', upiId],
    ['pn', payeeName],
    ['am', amount.toFixed(2)],
    ['cu', 'INR'],
    ['tn', `${reference} application fee`],
    ['tr', reference],
  ] as const;
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}
