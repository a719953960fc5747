import type { Translation } from '../translation.ts';
import type { upiPaymentCopy } from './upiPayment.ts';

/** Where a fee is paid by UPI, in Hindi (UPI, UTR and the apps' names in Latin script). */
export const upiPaymentHindi: Translation<typeof upiPaymentCopy> = {
  qrUnavailable: { text: 'QR कोड नहीं दिख रहा: इसकी जगह UPI आईडी पर भुगतान करें', source: '1aa931ce' },
  qr: { text: '{upiId} का UPI QR कोड', source: 'ffc348cd' },
  upiId: { text: 'UPI आईडी', source: '07f03484' },
  copy: { text: 'UPI आईडी कॉपी करें', source: 'd7240e25' },
  copied: { text: 'कॉपी हो गई', source: '8dc21305' },
  copyFailed: { text: 'कॉपी नहीं हो सकी', source: 'f0ea3cc1' },
  copyByHand: { text: 'UPI आईडी ख़ुद कॉपी करें: {upiId}', source: '9a60aa45' },
  reference: { text: 'पेमेंट रेफ़रेंस', source: 'a34bf3a8' },
  referenceHint: {
    text: 'QR कोड इसे आपके भुगतान में जोड़ देता है। UPI आईडी पर भुगतान कर रहे हैं? तो इसे नोट में लिखें।',
    source: 'ea3e6784',
  },
  appLink: { text: 'UPI ऐप से {price} भरें', source: '469ecfcc' },
  utrHint: {
    text: 'आपके भुगतान का 12 अंकों का UPI रेफ़रेंस (UTR): Google Pay में भुगतान खोलें और "UPI transaction ID" देखें; PhonePe में "UTR"; Paytm में "UPI Ref No."; BHIM में "Transaction ID"।',
    source: '68a34431',
  },
};
