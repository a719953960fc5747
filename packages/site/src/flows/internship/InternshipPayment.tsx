import {
  paymentTexts,
  type InternshipApplicationEvent,
  type PaymentMachine,
  type Pricing,
} from '@aarambh/machines';
import { Button, Card, Heading, Inline, PriceDisplay, Stack, Text } from '@aarambh/ui';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { fillIn } from '@aarambh/content';
import { useToasts } from '../../contexts/ToastsContext';
import { FeeNote } from '../../sections/FeeNote';
import { paymentErrorField, paymentNotice, toastIn, upiPayLink } from './internshipFlow';
import { prepareQrCode } from './qrCode';
import { UpiPaymentModal } from './UpiPaymentModal';
import { useApplicationWords } from './applicationWords';

export interface InternshipPaymentProps {
  /** The payment chart, the internship chart's child `payment`. */
  payment: ActorRefFrom<PaymentMachine>;
  /** The internship chart's `send`: it forwards every `payment.*` event to the child. */
  send: (event: InternshipApplicationEvent) => void;
  /** The price of the chosen duration; `null` while none is chosen. */
  price: number | null;
  /** The opportunity's prices, for the range shown before a duration is chosen. */
  pricing: Pricing;
  /** The chosen duration key, '' while none is chosen. */
  duration: string;
  /** Its words, e.g. '4 Weeks'. */
  durationLabel: string;
  /** The application is being sent: the pay button waits. */
  submitting: boolean;
  headingId: string;
  upiId: string;
  payeeName: string;
  /** An image instead of the QR code drawn from the payment link (a story's missing image). */
  qrSrc?: string;
  copyToClipboard?: (value: string) => Promise<void>;
}

/**
 * The internship application's payment section: the fee for the chosen duration, the 'Pay by
 * UPI' button ('Payment Completed' once paid, or a note when the opportunity is free), and the UPI
 * dialog it opens. A step the payment chart refuses ('Duration Required', 'Invalid Transaction
 * ID'...) is shown as a toast and marks its field in the dialog.
 */
export function InternshipPayment({
  payment,
  send,
  price,
  pricing,
  duration,
  durationLabel,
  submitting,
  headingId,
  upiId,
  payeeName,
  qrSrc,
  copyToClipboard,
}: InternshipPaymentProps) {
  const toasts = useToasts();
  const words = useApplicationWords();
  const { payment: copy } = words.copy;
  const snapshot = useSelector(payment, (state) => state);
  const paid = snapshot.matches('paid');

  /** Sends an event to the payment chart and shows the toast of a step it refused. */
  const sendToPayment = (event: InternshipApplicationEvent) => {
    send(event);
    const notice = paymentNotice(payment.getSnapshot().context);
    if (notice) toasts.add(toastIn(words, notice));
  };

  // The dialog's QR code, drawn by a worker while the visitor fills the form, not at the press.
  const { reference } = snapshot.context;
  const payLink = price ? upiPayLink({ upiId, payeeName, amount: price, reference }) : null;
  useEffect(() => {
    if (payLink && !qrSrc) prepareQrCode(payLink);
  }, [payLink, qrSrc]);

  const errorField = paymentErrorField(snapshot.context);
  const modalError =
    snapshot.context.error && errorField
      ? {
          field: errorField,
          message: words.message(snapshot.context.error.description ?? snapshot.context.error.title),
        }
      : null;

  return (
    <>
      <Card as="section" tone="flat" aria-labelledby={headingId}>
        <Stack space="md">
          <Heading level={3} size="4" id={headingId}>
            {copy.heading}
          </Heading>
          {price === 0 ? (
            <Text>{copy.free}</Text>
          ) : (
            <>
              <PriceDisplay
                label={durationLabel ? fillIn(copy.feeFor, { duration: durationLabel }) : copy.fee}
                amount={price}
                prices={Object.values(pricing).filter((amount) => amount !== undefined)}
                grouping="indian"
                size="large"
                language={words.language}
                rangeWord={copy.priceRange}
              />
              <FeeNote {...(words.feeNote ? { copy: words.feeNote } : {})} />
              <Text tone="muted">
                {words.text(
                  paid
                    ? fillIn(copy.paid, { id: snapshot.context.transactionId })
                    : duration === ''
                      ? copy.chooseFirst
                      : copy.payThen,
                )}
              </Text>
              <Inline>
                <Button
                  variant={paid ? 'secondary' : 'primary'}
                  onPress={() => sendToPayment({ type: 'payment.open' })}
                  isDisabled={paid || submitting}
                >
                  {paid ? words.message(paymentTexts.paid) : words.text(copy.pay)}
                </Button>
              </Inline>
            </>
          )}
        </Stack>
      </Card>

      {price !== null && price > 0 ? (
        <UpiPaymentModal
          isOpen={snapshot.matches('modal')}
          isProcessing={snapshot.matches({ modal: 'processing' })}
          amount={price}
          durationLabel={durationLabel}
          upiId={upiId}
          payeeName={payeeName}
          reference={reference}
          transactionId={snapshot.context.transactionId}
          confirmed={snapshot.context.confirmed}
          error={modalError}
          onTransactionIdChange={(value) => send({ type: 'payment.changeTransactionId', value })}
          onConfirmedChange={(confirmed) => send({ type: 'payment.setConfirmed', confirmed })}
          onConfirm={() => sendToPayment({ type: 'payment.confirm' })}
          onCancel={() => send({ type: 'payment.cancel' })}
          qrSrc={qrSrc}
          copyToClipboard={copyToClipboard}
        />
      ) : null}
    </>
  );
}
