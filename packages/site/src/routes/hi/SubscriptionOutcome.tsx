import { subscriptionPagesCopy } from '@aarambh/content';
import { hindiCopy, subscriptionPagesHindi } from '@aarambh/content/hindi';
import { subscriptionPages } from '@aarambh/machines/schemas';
import { HindiPage } from '../../i18n/HindiPage';
import { markLatin } from '../../i18n/latin';
import { hindiTwins } from '../../i18n/pages';
import { FOOTER_SUBSCRIBE_ID } from '../../layout/footerAnchor';
import { SubscriptionOutcomeView, type SubscriptionOutcomePageProps } from '../SubscriptionOutcome';
import { HindiNotFoundPage } from './NotFound';

/**
 * `/hi/subscription/<outcome>`: what a Hindi subscriber's confirmation led to. "Subscribe again"
 * leads to the footer's form on the same page (the coming-soon page has no Hindi twin).
 */
export function HindiSubscriptionOutcomePage({ outcome }: SubscriptionOutcomePageProps) {
  const { lang, copy } = hindiCopy(subscriptionPagesCopy, subscriptionPagesHindi);
  return (
    <HindiPage lang={lang}>
      <SubscriptionOutcomeView
        outcome={outcome}
        copy={copy}
        outcomes={subscriptionPages.hi.outcomes}
        subscribeHref={`#${FOOTER_SUBSCRIBE_ID}`}
        homeHref={hindiTwins['/']}
        notFound={<HindiNotFoundPage />}
        {...(lang === 'hi' ? { text: markLatin, ogLocale: 'hi_IN' } : {})}
      />
    </HindiPage>
  );
}

export { HindiSubscriptionOutcomePage as Component };
export { hindiLayoutHandle as handle } from '../../layout/hindiLayout';
