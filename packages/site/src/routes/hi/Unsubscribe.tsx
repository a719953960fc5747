import { subscriptionPagesCopy } from '@aarambh/content';
import { hindiCopy, subscriptionPagesHindi } from '@aarambh/content/hindi';
import { messageInHindi } from '@aarambh/machines/hindi';
import { subscriptionPages } from '@aarambh/machines/schemas';
import { HindiPage } from '../../i18n/HindiPage';
import { markLatin } from '../../i18n/latin';
import { UnsubscribeView } from '../Unsubscribe';

/** `/hi/unsubscribe`: where the unsubscribe link in a Hindi subscriber's e-mails leads. */
export function HindiUnsubscribePage() {
  const { lang, copy } = hindiCopy(subscriptionPagesCopy, subscriptionPagesHindi);
  return (
    <HindiPage lang={lang}>
      <UnsubscribeView
        words={copy.unsubscribe}
        path={subscriptionPages.hi.unsubscribe}
        {...(lang === 'hi' ? { message: messageInHindi, text: markLatin, ogLocale: 'hi_IN' } : {})}
      />
    </HindiPage>
  );
}

export { HindiUnsubscribePage as Component };
