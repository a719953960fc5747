import { looksLikeUtr, paymentLimits, paymentTexts } from '@aarambh/machines';
import { Box, Button, Checkbox, Inline, Modal, Stack, TextField, formatRupees } from '@aarambh/ui';
import { fillIn } from '@aarambh/content';
import { useDeferredValue } from 'react';
import { UpiPayDetails, type UpiPayDetailsProps } from './UpiPayDetails';
import { useApplicationWords } from './applicationWords';

export interface UpiPaymentModalProps extends Omit<UpiPayDetailsProps, 'isDisabled' | 'words'> {
  isOpen: boolean;
  /** The 1.5 s simulated processing after Confirm: the button reads 'Processing...'. */
  isProcessing: boolean;
  /** The chosen duration's words, e.g. '4 Weeks'. */
  durationLabel: string;
  transactionId: string;
  confirmed: boolean;
  /** The field the last refusal is about, and its message. */
  error: { field: 'transactionId' | 'confirmed'; message: string } | null;
  onTransactionIdChange: (value: string) => void;
  onConfirmedChange: (confirmed: boolean) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The UPI payment dialog of the internship application: the fee, where to pay it
 * (`UpiPayDetails`: the QR code, the UPI id to copy, the payment reference, a UPI app's link on
 * phones), then the transaction id (where to find the UTR, and a gentle warning when what was
 * typed is not 12 digits) and the confirmation box. Confirm shows 'Processing...' while the
 * payment is checked. The press that opens it paints the dialog's frame (its title, the fee and
 * the buttons) and the focus in it; the body renders just after, as a transition (on a slow phone
 * rendering it in the press kept the dialog from the screen for over 100 ms).
 */
export function UpiPaymentModal({
  isOpen,
  isProcessing,
  amount,
  durationLabel,
  upiId,
  payeeName,
  reference,
  transactionId,
  confirmed,
  error,
  onTransactionIdChange,
  onConfirmedChange,
  onConfirm,
  onCancel,
  qrSrc,
  copyToClipboard,
  showAppLink,
}: UpiPaymentModalProps) {
  const words = useApplicationWords();
  const { payment: copy } = words.copy;
  const price = formatRupees(amount, 'indian', words.language);
  const typedId = transactionId.trim();
  const warnNotUtr = typedId.length >= paymentLimits.transactionId.min && !looksLikeUtr(typedId);
  const bodyShown = useDeferredValue(isOpen);
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      isDismissable={!isProcessing}
      isKeyboardDismissDisabled={isProcessing}
      title={copy.pay}
      description={words.text(fillIn(copy.dialogText, { price, duration: durationLabel }))}
      closeLabel={copy.close}
      footer={
        <Inline space="sm" align="right">
          <Button variant="secondary" onPress={onCancel} isDisabled={isProcessing}>
            {copy.cancel}
          </Button>
          <Button
            onPress={onConfirm}
            isPending={isProcessing}
            pendingLabel={words.message(paymentTexts.processing)}
          >
            {copy.confirm}
          </Button>
        </Inline>
      }
    >
      {isOpen && !bodyShown ? (
        // About the body's height, so that it arrives without moving the dialog's title.
        <Box aria-busy="true" style={{ minHeight: '39rem' }} />
      ) : (
        <Stack space="lg">
          <UpiPayDetails
            words={{
              copy: words.copy.upi,
              message: words.message,
              text: words.text,
              language: words.language,
            }}
            upiId={upiId}
            payeeName={payeeName}
            amount={amount}
            reference={reference}
            qrSrc={qrSrc}
            copyToClipboard={copyToClipboard}
            showAppLink={showAppLink}
            isDisabled={isProcessing}
          />
          <TextField
            label={copy.transactionId}
            description={
              <>
                {words.text(words.copy.upi.utrHint)}
                {warnNotUtr ? (
                  <>
                    {' '}
                    <strong role="status">{words.text(copy.notUtr)}</strong>
                  </>
                ) : null}
              </>
            }
            name="upiTransactionId"
            isRequired
            isDisabled={isProcessing}
            value={transactionId}
            onChange={onTransactionIdChange}
            isInvalid={error?.field === 'transactionId'}
            errorMessage={error?.field === 'transactionId' ? error.message : undefined}
          />
          <Checkbox
            label={copy.done}
            name="paymentConfirmed"
            isRequired
            isDisabled={isProcessing}
            isSelected={confirmed}
            onChange={onConfirmedChange}
            isInvalid={error?.field === 'confirmed'}
            errorMessage={error?.field === 'confirmed' ? error.message : undefined}
          />
        </Stack>
      )}
    </Modal>
  );
}
