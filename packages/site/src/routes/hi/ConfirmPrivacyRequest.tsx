import { confirmPrivacyRequestCopy } from '@aarambh/content';
import { confirmPrivacyRequestHindi, hindiCopy } from '@aarambh/content/hindi';
import { privacyMessagesHindi } from '@aarambh/machines/hindi';
import { privacyMessages, privacyRequestPages } from '@aarambh/machines/schemas';
import { HindiPage } from '../../i18n/HindiPage';
import { hindiAnswers } from '../../i18n/hindiAnswers';
import { markLatin } from '../../i18n/latin';
import { ConfirmPrivacyRequestView } from '../ConfirmPrivacyRequest';

// The API's answers the page shows, and the network's messages, in Hindi.
const inHindi = hindiAnswers({ english: privacyMessages, hindi: privacyMessagesHindi });

/**
 * `/hi/privacy/request/confirm`: where a Hindi privacy request's mailed link leads. A private page:
 * no language links (the token would not follow them).
 */
export function HindiConfirmPrivacyRequestPage() {
  const { lang, copy } = hindiCopy(confirmPrivacyRequestCopy, confirmPrivacyRequestHindi);
  return (
    <HindiPage lang={lang}>
      <ConfirmPrivacyRequestView
        words={copy}
        path={privacyRequestPages.hi.confirm}
        {...(lang === 'hi'
          ? { locale: 'hi' as const, message: inHindi, text: markLatin, ogLocale: 'hi_IN' as const }
          : {})}
      />
    </HindiPage>
  );
}

export { HindiConfirmPrivacyRequestPage as Component };
export { hindiLayoutHandle as handle } from '../../layout/hindiLayout';
