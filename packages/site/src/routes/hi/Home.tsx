import { homeCopy } from '@aarambh/content';
import { hindiCopy, homeHindi } from '@aarambh/content/hindi';
import { HindiPage } from '../../i18n/HindiPage';
import { markLatin } from '../../i18n/latin';
import { hindiTwins } from '../../i18n/pages';
import { HomeView } from '../HomeView';

export function HindiHomePage() {
  const { lang, copy } = hindiCopy(homeCopy, homeHindi);
  return (
    <HindiPage lang={lang}>
      <HomeView
        copy={copy}
        path={hindiTwins['/']}
        servicesHref={hindiTwins['/services']}
        aboutHref={hindiTwins['/about']}
        feedbackHref={hindiTwins['/feedback']}
        text={lang === 'hi' ? markLatin : undefined}
        ogLocale={lang === 'hi' ? 'hi_IN' : undefined}
      />
    </HindiPage>
  );
}

export { HindiHomePage as Component };
export { hindiLayoutHandle as handle } from '../../layout/hindiLayout';
