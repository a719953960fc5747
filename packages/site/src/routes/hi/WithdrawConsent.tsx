import { withdrawConsentCopy } from '@aarambh/content';
import { hindiCopy, withdrawConsentHindi } from '@aarambh/content/hindi';
import { withdrawAnswersHindi } from '@aarambh/machines/hindi';
import { consentLinks, privacyRequestPages, withdrawPages } from '@aarambh/machines/schemas';
import { HindiPage } from '../../i18n/HindiPage';
import { hindiAnswers } from '../../i18n/hindiAnswers';
import { markLatin } from '../../i18n/latin';
import { WithdrawConsentView } from '../WithdrawConsent';

// The API's answers the page shows, and the network's messages, in Hindi.
const inHindi = hindiAnswers({ english: consentLinks.withdraw.answers, hindi: withdrawAnswersHindi });

/**
 * `/hi/privacy/withdraw`: where a Hindi application's withdraw links lead (its mails' and its
 * Hindi status page's). A private page: no language links (the token would not follow them).
 */
export function HindiWithdrawConsentPage() {
  const { lang, copy } = hindiCopy(withdrawConsentCopy, withdrawConsentHindi);
  return (
    <HindiPage lang={lang}>
      <WithdrawConsentView
        words={copy}
        path={withdrawPages.hi}
        requestForm={privacyRequestPages.hi.form}
        {...(lang === 'hi' ? { message: inHindi, text: markLatin, ogLocale: 'hi_IN' } : {})}
      />
    </HindiPage>
  );
}

export { HindiWithdrawConsentPage as Component };
export { hindiLayoutHandle as handle } from '../../layout/hindiLayout';
