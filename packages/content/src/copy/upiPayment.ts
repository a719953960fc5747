/**
 * Where a fee is paid by UPI: the payment dialog's and the status page's (`UpiPayDetails`), and
 * where the transaction id is found.
 */
export const upiPaymentCopy = {
  qrUnavailable: 'QR code unavailable: pay to the UPI ID instead',
  qr: 'UPI QR code for {upiId}',
  upiId: 'UPI ID',
  copy: 'Copy UPI ID',
  copied: 'Copied',
  copyFailed: 'Copy Failed',
  copyByHand: 'Copy the UPI ID by hand: {upiId}',
  reference: 'Payment reference',
  referenceHint: 'The QR code adds it to your payment. Paying to the UPI ID? Add it as the note.',
  appLink: 'Pay {price} with a UPI app',
  /** Where the 12-digit UPI reference (UTR) is in common payment apps. */
  utrHint:
    'The 12-digit UPI reference (UTR) of your payment: in Google Pay open the payment and look for "UPI transaction ID"; in PhonePe, "UTR"; in Paytm, "UPI Ref No."; in BHIM, "Transaction ID".',
};
