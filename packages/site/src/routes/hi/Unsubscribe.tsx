import { subscriptionPagesCopy } from '@aarambh/content';
import { hindiCopy, subscriptionPagesHindi } from '@aarambh/content/hindi';
import { unsubscribeAnswersHindi } from '@aarambh/machines/hindi';
import { subscriptionLinks, subscriptionPages } from '@aarambh/machines/schemas';
import { HindiPage } from '../../i18n/HindiPage';
import { hindiAnswers } from '../../i18n/hindiAnswers';
import { markLatin } from '../../i18n/latin';
import { UnsubscribeView } from '../Unsubscribe';

// The API's answers the page shows, and the network's messages, in Hindi.
const inHindi = hindiAnswers({
  english: subscriptionLinks.unsubscribe.answers,
  hindi: unsubscribeAnswersHindi,
});

/** `/hi/unsubscribe`: where the unsubscribe link in a Hindi subscriber's e-mails leads. */
export function HindiUnsubscribePage() {
  const { lang, copy } = hindiCopy(subscriptionPagesCopy, subscriptionPagesHindi);
  return (
    <HindiPage lang={lang}>
      <UnsubscribeView
        words={copy.unsubscribe}
        path={subscriptionPages.hi.unsubscribe}
        {...(lang === 'hi' ? { message: inHindi, text: markLatin, ogLocale: 'hi_IN' } : {})}
      />
    </HindiPage>
  );
}

export { HindiUnsubscribePage as Component };
export { hindiLayoutHandle as handle } from '../../layout/hindiLayout';
