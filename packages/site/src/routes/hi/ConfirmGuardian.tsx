import { confirmGuardianCopy } from '@aarambh/content';
import { confirmGuardianHindi, hindiCopy } from '@aarambh/content/hindi';
import { guardianMessagesHindi } from '@aarambh/machines/hindi';
import { guardianMessages, guardianPages } from '@aarambh/machines/schemas';
import { HindiPage } from '../../i18n/HindiPage';
import { hindiAnswers } from '../../i18n/hindiAnswers';
import { markLatin } from '../../i18n/latin';
import { ConfirmGuardianView } from '../ConfirmGuardian';

// The API's answers the page shows, and the network's messages, in Hindi.
const inHindi = hindiAnswers({ english: guardianMessages, hindi: guardianMessagesHindi });

/**
 * `/hi/guardian/confirm`: where the guardian's mailed link of an application made on a Hindi page
 * leads. A private page: no language links (the token would not follow them).
 */
export function HindiConfirmGuardianPage() {
  const { lang, copy } = hindiCopy(confirmGuardianCopy, confirmGuardianHindi);
  return (
    <HindiPage lang={lang}>
      <ConfirmGuardianView
        words={copy}
        path={guardianPages.hi}
        {...(lang === 'hi' ? { message: inHindi, text: markLatin, ogLocale: 'hi_IN' as const } : {})}
      />
    </HindiPage>
  );
}

export { HindiConfirmGuardianPage as Component };
export { hindiLayoutHandle as handle } from '../../layout/hindiLayout';
