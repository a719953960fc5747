import { formsCopy, privacyRequestCopy } from '@aarambh/content';
import { formsHindi, hindiCopy, privacyRequestHindi } from '@aarambh/content/hindi';
import { privacyRequestPages } from '@aarambh/machines/schemas';
import { FormLanguageProvider } from '../../flows/forms/FormLanguage';
import { HindiPage } from '../../i18n/HindiPage';
import { hindiForms } from '../../i18n/hindiForms';
import { markLatin } from '../../i18n/latin';
import { PageLanguage } from '../../i18n/PageLanguage';
import { PrivacyRequestView } from '../PrivacyRequest';

// One language for the whole page, its form included: English while any of its Hindi is stale.
const { lang, copy } = hindiCopy(
  { page: privacyRequestCopy, forms: formsCopy },
  { page: privacyRequestHindi, forms: formsHindi },
);
const forms = hindiForms(copy.forms);

/**
 * `/hi/privacy/request`: the privacy request form in Hindi (the DPDP Act asks that a person can use
 * their rights in a language of the Eighth Schedule); the request is sent in Hindi, so its mail is
 * written in Hindi and leads to the Hindi confirmation page.
 */
export function HindiPrivacyRequestPage() {
  return (
    <HindiPage lang={lang}>
      <PageLanguage lang="hi">
        <FormLanguageProvider value={forms}>
          <PrivacyRequestView
            words={copy.page}
            path={privacyRequestPages.hi.form}
            {...(lang === 'hi' ? { text: markLatin, ogLocale: 'hi_IN' as const } : {})}
          />
        </FormLanguageProvider>
      </PageLanguage>
    </HindiPage>
  );
}

export { HindiPrivacyRequestPage as Component };
export { hindiLayoutHandle as handle } from '../../layout/hindiLayout';
