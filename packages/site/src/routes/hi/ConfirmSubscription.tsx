import { subscriptionPagesCopy } from '@aarambh/content';
import { hindiCopy, subscriptionPagesHindi } from '@aarambh/content/hindi';
import { messageInHindi } from '@aarambh/machines/hindi';
import { subscriptionPages } from '@aarambh/machines/schemas';
import { HindiPage } from '../../i18n/HindiPage';
import { markLatin } from '../../i18n/latin';
import { ConfirmSubscriptionView } from '../ConfirmSubscription';

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
        {...(lang === 'hi' ? { message: messageInHindi, text: markLatin, ogLocale: 'hi_IN' } : {})}
      />
    </HindiPage>
  );
}

export { HindiConfirmSubscriptionPage as Component };
