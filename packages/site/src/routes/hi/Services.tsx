import { servicesCopy, servicesPageCopy } from '@aarambh/content';
import { hindiCopy, servicesHindi, servicesPageHindi } from '@aarambh/content/hindi';
import { HindiPage } from '../../i18n/HindiPage';
import { markLatin } from '../../i18n/latin';
import { categoryPath, hindiTwins } from '../../i18n/pages';
import { ServicesView } from '../Services';

export function HindiServicesPage() {
  // One language for the whole page, cards included: English while any of its Hindi is stale.
  const { lang, copy } = hindiCopy(
    { page: servicesPageCopy, cards: servicesCopy },
    { page: servicesPageHindi, cards: servicesHindi },
  );
  return (
    <HindiPage lang={lang}>
      <ServicesView
        copy={copy.page}
        serviceCopy={copy.cards}
        path={hindiTwins['/services']}
        aboutHref={hindiTwins['/about']}
        contactHref={hindiTwins['/contact']}
        text={lang === 'hi' ? markLatin : undefined}
        ogLocale={lang === 'hi' ? 'hi_IN' : undefined}
        serviceHref={(service) => categoryPath(service.id, 'hi')}
      />
    </HindiPage>
  );
}

export { HindiServicesPage as Component };
export { hindiLayoutHandle as handle } from '../../layout/hindiLayout';
