import { aboutCopy } from '@aarambh/content';
import { aboutHindi, hindiCopy } from '@aarambh/content/hindi';
import { HindiPage } from '../../i18n/HindiPage';
import { markLatin } from '../../i18n/latin';
import { hindiTwins } from '../../i18n/pages';
import { AboutView, type AboutPageProps } from '../About';

export function HindiAboutPage({ animateCounters }: AboutPageProps) {
  const { lang, copy } = hindiCopy(aboutCopy, aboutHindi);
  return (
    <HindiPage lang={lang}>
      <AboutView
        copy={copy}
        path={hindiTwins['/about']}
        text={lang === 'hi' ? markLatin : undefined}
        ogLocale={lang === 'hi' ? 'hi_IN' : undefined}
        animateCounters={animateCounters}
      />
    </HindiPage>
  );
}

export { HindiAboutPage as Component };
export { hindiLayoutHandle as handle } from '../../layout/hindiLayout';
