import { receiptPageCopy } from '@aarambh/content';
import { hindiCopy, receiptPageHindi } from '@aarambh/content/hindi';
import { HindiPage } from '../../i18n/HindiPage';
import { PaymentReceiptView } from '../PaymentReceipt';

/** `/hi/application-status/receipt`: the receipt in Hindi, from the Hindi status page's link. */
export function HindiPaymentReceiptPage() {
  const { lang, copy } = hindiCopy(receiptPageCopy, receiptPageHindi);
  return (
    <HindiPage lang={lang}>
      <PaymentReceiptView copy={copy} locale={lang} page="hi" />
    </HindiPage>
  );
}

export { HindiPaymentReceiptPage as Component };
export { hindiLayoutHandle as handle } from '../../layout/hindiLayout';
