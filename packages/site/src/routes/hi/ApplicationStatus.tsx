import { formsCopy, noticesCopy, statusPageCopy, upiPaymentCopy } from '@aarambh/content';
import {
  formsHindi,
  hindiCopy,
  noticesHindi,
  statusPageHindi,
  upiPaymentHindi,
} from '@aarambh/content/hindi';
import { messageInHindi } from '@aarambh/machines/hindi';
import { HindiPage } from '../../i18n/HindiPage';
import { markLatin } from '../../i18n/latin';
import { ApplicationStatusView } from '../ApplicationStatus';
import type { StatusWords } from '../statusWords';

// One language for the whole page, its UPI details, form words and the machines' messages included: English
// while any of its Hindi is stale (docs/i18n.md).
const { lang, copy } = hindiCopy(
  { page: statusPageCopy, upi: upiPaymentCopy, forms: formsCopy, notices: noticesCopy },
  { page: statusPageHindi, upi: upiPaymentHindi, forms: formsHindi, notices: noticesHindi },
);
const words: StatusWords = {
  copy: copy.page,
  upi: copy.upi,
  forms: copy.forms,
  notices: copy.notices,
  ...(lang === 'hi'
    ? { message: messageInHindi, locale: 'hi', text: markLatin }
    : { message: (english: string) => english, locale: 'en', text: (text: string) => text }),
  page: 'hi',
};

/**
 * `/hi/application-status`: the status page in Hindi, the page a Hindi applicant's mails link to.
 * The same signed link as the English page's; its forms come back to this page. A private page:
 * no language links, no language bar (the token would not follow it).
 */
export function HindiApplicationStatusPage() {
  return (
    <HindiPage lang={lang}>
      <ApplicationStatusView words={words} />
    </HindiPage>
  );
}

export { HindiApplicationStatusPage as Component };
export { hindiLayoutHandle as handle } from '../../layout/hindiLayout';
