import {
  durationOptions,
  graduationYears,
  internshipApplicationMachine,
  internshipApplicationTexts,
  internshipAvailabilities,
  internshipFailureDescription,
  PAYMENT_PROCESSING_MS,
  paymentMachine,
  type InternshipApplicationMachine,
  type InternshipApplicationSubmission,
  type InternshipAvailability,
  type PaymentContext,
} from '@aarambh/machines';
import type { InternshipApplicationFacts, InternshipApplicationPayload } from '@aarambh/machines/schemas';
import type { ToastContent } from '@aarambh/ui';
import { renderSVG } from 'uqr';
import type { SnapshotFrom } from 'xstate';
import type { ApiClient } from '../../api/client';
import { withoutFinalStop } from '../forms/messages';
import { submitActor } from '../forms/submitActor';

export interface InternshipBindings {
  client: ApiClient;
  /** The simulated payment processing. @default PAYMENT_PROCESSING_MS (1.5 s) */
  paymentProcessingMs?: number;
}

/**
 * The internship application machine with its effects: call 1 (multipart, with the resume when
 * there is one) through `client`, and the payment chart inside it with its processing delay.
 */
export function bindInternshipMachine({
  client,
  paymentProcessingMs = PAYMENT_PROCESSING_MS,
}: InternshipBindings): InternshipApplicationMachine {
  return internshipApplicationMachine.provide({
    actors: {
      submitApplication: submitActor(({ application, resume }, signal) =>
        client.submitApplication(toApplicationPayload(application), resume ?? undefined, signal),
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

/** The toast for a result of the application (docs/messages.md). */
export function internshipNotice(snapshot: InternshipSnapshot): ToastContent | null {
  if (snapshot.matches({ editing: 'succeeded' }))
    return { tone: 'success', ...internshipApplicationTexts.success };
  if (snapshot.matches({ editing: 'succeededWithWarnings' }))
    return { tone: 'warning', ...internshipApplicationTexts.warning };
  if (snapshot.matches({ editing: 'failed' })) {
    const message = snapshot.context.failureMessage;
    return {
      tone: 'error',
      title: internshipApplicationTexts.failureTitle,
      description: internshipFailureDescription(message === null ? null : withoutFinalStop(message)),
    };
  }
  return null;
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

/** The QR code of `link` as an SVG data URL: drawn in the page, with no request. */
export function qrCodeSrc(link: string): string {
  return `data:image/svg+xml,${encodeURIComponent(renderSVG(link, { ecc: 'M', border: 2 }))}`;
}

const availabilityLabels: Record<InternshipAvailability, string> = {
  immediately: 'Immediately',
  '1-week': 'In 1 week',
  '2-weeks': 'In 2 weeks',
  '1-month': 'In 1 month',
  flexible: 'Flexible',
};

/** The choices of the form's selects. */
export const internshipOptions = {
  graduationYears: graduationYears.map((year) => ({ value: year, label: year })),
  availabilities: internshipAvailabilities.map((value) => ({ value, label: availabilityLabels[value] })),
  durations: durationOptions.map(({ value, label }) => ({ value, label })),
};
