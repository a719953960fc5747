import { paymentTexts } from '@aarambh/machines';
import {
  CopyButton,
  Inline,
  Link,
  Stack,
  Text,
  formatRupees,
  useMediaQuery,
  writeToClipboard,
} from '@aarambh/ui';
import { useState } from 'react';
import { fillIn, upiPaymentCopy, type Copy, type Locale } from '@aarambh/content';
import type { ReactNode } from 'react';
import { useToasts } from '../../contexts/ToastsContext';
import { upiPayLink } from './internshipFlow';
import { qrCodeSrc } from './qrCode';

/** Drawn when the QR image cannot be loaded: a framed note, as an inline image that needs no request. */
export const qrPlaceholderSrc = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240"><rect x="4" y="4" width="232" height="232" rx="12" fill="#F3F4F6" stroke="#6B7280" stroke-width="4" stroke-dasharray="12 8"/><text x="120" y="112" font-family="sans-serif" font-size="18" text-anchor="middle" fill="#374151">QR code</text><text x="120" y="140" font-family="sans-serif" font-size="18" text-anchor="middle" fill="#374151">unavailable</text></svg>',
)}`;

/** Phones (below the kit's tablet breakpoint) also get a link that opens a UPI app. */
const PHONE_QUERY = '(max-width: 739px)';

/** What the details say, in the page's language (`ApplicationWords`' parts). */
export interface UpiPayWords {
  language: Locale;
  copy: Copy<typeof upiPaymentCopy>;
  /** A machine's message (the copy toast's title) in that language. */
  message: (english: string) => string;
  /** A text with its Latin-script words marked on a Hindi page. */
  text: (value: string) => ReactNode;
}

const same = <T,>(value: T) => value;
const englishWords: UpiPayWords = { language: 'en', copy: upiPaymentCopy, message: same, text: same };

export interface UpiPayDetailsProps {
  /** Its words. @default the English */
  words?: UpiPayWords;
  /** The fee in rupees. */
  amount: number;
  /** The payee's UPI handle, shown, copied and put in the phone link. */
  upiId: string;
  /** The payee's name in the phone link. */
  payeeName: string;
  /** The application's payment reference, which the QR code and the phone link carry. */
  reference: string;
  /**
   * An image to show instead of the QR code drawn from the payment link (a story's missing image).
   * @default the QR code of the UPI link, drawn in the page
   */
  qrSrc?: string;
  /** Writes the UPI id to the clipboard. @default the Clipboard API (the kit's `writeToClipboard`) */
  copyToClipboard?: (value: string) => Promise<void>;
  /** Force the phone link on or off (stories); by default it shows on narrow screens. */
  showAppLink?: boolean;
  /** While the payment is being checked, the copy button waits. */
  isDisabled?: boolean;
}

/**
 * Where a fee is paid by UPI: the QR code of the payment link (a placeholder when the image cannot
 * load), the UPI id with a copy button, the payment reference, and on phones a link that opens a
 * UPI app with payee, name, amount, INR, note and reference filled in. The payment dialog of the
 * application and the status page (a fee asked for after the application) show it alike. Copying
 * is confirmed with the 'UPI ID Copied' toast (or 'Copy Failed' with the id to copy by hand).
 */
export function UpiPayDetails({
  amount,
  upiId,
  payeeName,
  reference,
  qrSrc,
  copyToClipboard = writeToClipboard,
  showAppLink,
  isDisabled = false,
  words = englishWords,
}: UpiPayDetailsProps) {
  const toasts = useToasts();
  const { copy } = words;
  // The amount between the link's words, as its own text (a text node apart, drawn as before).
  const [appLinkBefore = '', appLinkAfter = ''] = copy.appLink.split('{price}');
  const [qrFailed, setQrFailed] = useState(false);
  const isPhone = useMediaQuery(PHONE_QUERY);
  const appLink = showAppLink ?? isPhone;
  const payLink = upiPayLink({ upiId, payeeName, amount, reference });
  return (
    <Inline space="lg" alignY="center">
      <img
        src={qrFailed ? qrPlaceholderSrc : (qrSrc ?? qrCodeSrc(payLink))}
        alt={qrFailed ? copy.qrUnavailable : fillIn(copy.qr, { upiId })}
        width={160}
        height={160}
        onError={() => setQrFailed(true)}
      />
      <Stack space="sm">
        <Text size="sm" tone="muted">
          {words.text(copy.upiId)}
        </Text>
        <Text weight="semibold">{words.text(upiId)}</Text>
        <Inline>
          <CopyButton
            value={upiId}
            label={copy.copy}
            copiedLabel={copy.copied}
            onCopy={() => toasts.add({ tone: 'success', title: words.message(paymentTexts.upiIdCopied) })}
            onCopyError={() =>
              toasts.add({
                tone: 'error',
                title: copy.copyFailed,
                description: fillIn(copy.copyByHand, { upiId }),
              })
            }
            copy={copyToClipboard}
            size="small"
            isDisabled={isDisabled}
          />
        </Inline>
        <Text size="sm" tone="muted">
          {copy.reference}
        </Text>
        <Text weight="semibold">{words.text(reference)}</Text>
        <Text size="sm" tone="muted">
          {words.text(copy.referenceHint)}
        </Text>
        {appLink ? (
          <Link href={payLink} variant="standalone">
            {words.text(appLinkBefore)}
            {formatRupees(amount, 'indian', words.language)}
            {words.text(appLinkAfter)}
          </Link>
        ) : null}
      </Stack>
    </Inline>
  );
}
