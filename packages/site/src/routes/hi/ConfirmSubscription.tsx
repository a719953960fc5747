import { subscriptionPagesCopy } from '@aarambh/content';
import { hindiCopy, subscriptionPagesHindi } from '@aarambh/content/hindi';
import { subscriptionPages } from '@aarambh/machines/schemas';
import { HindiPage } from '../../i18n/HindiPage';
import { hindiAnswers } from '../../i18n/hindiAnswers';
import { markLatin } from '../../i18n/latin';
import { ConfirmSubscriptionView } from '../ConfirmSubscription';

// The API's answers the page shows, and the network's messages, in Hindi.
const inHindi = hindiAnswers();

/**
 * `/hi/subscription/confirm`: where a Hindi subscriber's confirmation link leads; its outcomes are
 * the Hindi pages too. A private page: no language links (the token would not follow them).
 */
export function HindiConfirmSubscriptionPage() {
  const { lang, copy } = hindiCopy(subscriptionPagesCopy, subscriptionPagesHindi);
  return (
    <HindiPage lang={lang}>
      <ConfirmSubscriptionView
        words={copy.confirm}
        pages={subscriptionPages.hi}
        {...(lang === 'hi' ? { message: inHindi, text: markLatin, ogLocale: 'hi_IN' } : {})}
      />
    </HindiPage>
  );
}

export { HindiConfirmSubscriptionPage as Component };
export { hindiLayoutHandle as handle } from '../../layout/hindiLayout';
