import { looksLikeUtr, paymentLimits, paymentTexts } from '@aarambh/machines';
import {
  Button,
  Checkbox,
  CopyButton,
  Inline,
  Link,
  Modal,
  Stack,
  Text,
  TextField,
  formatRupees,
  writeToClipboard,
  useMediaQuery,
} from '@aarambh/ui';
import { useState } from 'react';
import { useToasts } from '../../contexts/ToastsContext';
import { qrCodeSrc, upiPayLink } from './internshipFlow';

/** Drawn when the QR image cannot be loaded: a framed note, as an inline image that needs no request. */
export const qrPlaceholderSrc = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240"><rect x="4" y="4" width="232" height="232" rx="12" fill="#F3F4F6" stroke="#6B7280" stroke-width="4" stroke-dasharray="12 8"/><text x="120" y="112" font-family="sans-serif" font-size="18" text-anchor="middle" fill="#374151">QR code</text><text x="120" y="140" font-family="sans-serif" font-size="18" text-anchor="middle" fill="#374151">unavailable</text></svg>',
)}`;

/** Phones (below the kit's tablet breakpoint) also get a link that opens a UPI app. */
const PHONE_QUERY = '(max-width: 739px)';

export interface UpiPaymentModalProps {
  isOpen: boolean;
  /** The 1.5 s simulated processing after Confirm: the button reads 'Processing...'. */
  isProcessing: boolean;
  /** The fee in rupees. */
  amount: number;
  /** The chosen duration's words, e.g. '4 Weeks'. */
  durationLabel: string;
  /** The payee's UPI handle, shown, copied and put in the phone link. */
  upiId: string;
  /** The payee's name in the phone link. */
  payeeName: string;
  /** The application's payment reference, which the QR code and the phone link carry. */
  reference: string;
  transactionId: string;
  confirmed: boolean;
  /** The field the last refusal is about, and its message. */
  error: { field: 'transactionId' | 'confirmed'; message: string } | null;
  onTransactionIdChange: (value: string) => void;
  onConfirmedChange: (confirmed: boolean) => void;
  onConfirm: () => void;
  onCancel: () => void;
  /**
   * An image to show instead of the QR code drawn from the payment link (a story's missing image).
   * @default the QR code of the UPI link, drawn in the page
   */
  qrSrc?: string;
  /** Writes the UPI id to the clipboard. @default the Clipboard API (the kit's `writeToClipboard`) */
  copyToClipboard?: (value: string) => Promise<void>;
  /** Force the phone link on or off (stories); by default it shows on narrow screens. */
  showAppLink?: boolean;
}

/** Where the 12-digit UPI reference (UTR) is in common payment apps. */
export const utrHint =
  'The 12-digit UPI reference (UTR) of your payment: in Google Pay open the payment and look for "UPI transaction ID"; in PhonePe, "UTR"; in Paytm, "UPI Ref No."; in BHIM, "Transaction ID".';

/** Said beside a transaction id of a valid length that is not 12 digits: a hint, not a refusal. */
export const notUtrWarning =
  'This is not 12 digits, as a UPI reference usually is. Please check it; if your app shows it this way, you can go on.';

/**
 * The UPI payment dialog of the internship application: the fee, the QR code of the payment link
 * (a placeholder when the image cannot load), the UPI id with a copy button, the payment
 * reference, on phones a link that opens a UPI app with payee, name, amount, INR, note and
 * reference filled in, then the transaction id (where to find the UTR, and a gentle warning when
 * what was typed is not 12 digits) and the confirmation box. Confirm shows 'Processing...' while the payment is checked. Copying is this dialog's own:
 * the kit's CopyButton writes the clipboard, and the dialog confirms it with the 'UPI ID Copied'
 * toast (or says 'Copy Failed' with the id to copy by hand).
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
  copyToClipboard = writeToClipboard,
  showAppLink,
}: UpiPaymentModalProps) {
  const toasts = useToasts();
  const [qrFailed, setQrFailed] = useState(false);
  const isPhone = useMediaQuery(PHONE_QUERY);
  const appLink = showAppLink ?? isPhone;
  const price = formatRupees(amount, 'indian');
  const payLink = upiPayLink({ upiId, payeeName, amount, reference });
  const typedId = transactionId.trim();
  const warnNotUtr = typedId.length >= paymentLimits.transactionId.min && !looksLikeUtr(typedId);
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      isDismissable={!isProcessing}
      isKeyboardDismissDisabled={isProcessing}
      title="Pay by UPI"
      description={`Pay ${price} for ${durationLabel}, then enter the transaction ID your UPI app shows.`}
      footer={
        <Inline space="sm" align="right">
          <Button variant="secondary" onPress={onCancel} isDisabled={isProcessing}>
            Cancel
          </Button>
          <Button onPress={onConfirm} isPending={isProcessing} pendingLabel={paymentTexts.processing}>
            Confirm Payment
          </Button>
        </Inline>
      }
    >
      <Stack space="lg">
        <Inline space="lg" alignY="center">
          <img
            src={qrFailed ? qrPlaceholderSrc : (qrSrc ?? qrCodeSrc(payLink))}
            alt={qrFailed ? 'QR code unavailable: pay to the UPI ID instead' : `UPI QR code for ${upiId}`}
            width={160}
            height={160}
            onError={() => setQrFailed(true)}
          />
          <Stack space="sm">
            <Text size="sm" tone="muted">
              UPI ID
            </Text>
            <Text weight="semibold">{upiId}</Text>
            <Inline>
              <CopyButton
                value={upiId}
                label="Copy UPI ID"
                copiedLabel="Copied"
                onCopy={() => toasts.add({ tone: 'success', title: paymentTexts.upiIdCopied })}
                onCopyError={() =>
                  toasts.add({
                    tone: 'error',
                    title: 'Copy Failed',
                    description: `Copy the UPI ID by hand: ${upiId}`,
                  })
                }
                copy={copyToClipboard}
                size="small"
                isDisabled={isProcessing}
              />
            </Inline>
            <Text size="sm" tone="muted">
              Payment reference
            </Text>
            <Text weight="semibold">{reference}</Text>
            <Text size="sm" tone="muted">
              The QR code adds it to your payment. Paying to the UPI ID? Add it as the note.
            </Text>
            {appLink ? (
              <Link href={payLink} variant="standalone">
                Pay {price} with a UPI app
              </Link>
            ) : null}
          </Stack>
        </Inline>
        <TextField
          label="Transaction ID"
          description={
            <>
              {utrHint}
              {warnNotUtr ? (
                <>
                  {' '}
                  <strong role="status">{notUtrWarning}</strong>
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
          label="I have completed the payment"
          name="paymentConfirmed"
          isRequired
          isDisabled={isProcessing}
          isSelected={confirmed}
          onChange={onConfirmedChange}
          isInvalid={error?.field === 'confirmed'}
          errorMessage={error?.field === 'confirmed' ? error.message : undefined}
        />
      </Stack>
    </Modal>
  );
}
