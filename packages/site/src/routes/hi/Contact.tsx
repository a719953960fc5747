import { contactFormCopy, contactPageCopy, formsCopy } from '@aarambh/content';
import { contactFormHindi, contactPageHindi, formsHindi, hindiCopy } from '@aarambh/content/hindi';
import { FormLanguageProvider } from '../../flows/forms/FormLanguage';
import { HindiPage } from '../../i18n/HindiPage';
import { hindiForms } from '../../i18n/hindiForms';
import { markLatin } from '../../i18n/latin';
import { hindiTwins } from '../../i18n/pages';
import { PageLanguage } from '../../i18n/PageLanguage';
import { ContactView } from '../Contact';

// One language for the whole page, its form included: English while any of its Hindi is stale.
const { lang, copy } = hindiCopy(
  { page: contactPageCopy, form: contactFormCopy, forms: formsCopy },
  { page: contactPageHindi, form: contactFormHindi, forms: formsHindi },
);
const forms = hindiForms(copy.forms);

export function HindiContactPage() {
  return (
    <HindiPage lang={lang}>
      <PageLanguage lang="hi">
        <FormLanguageProvider value={forms}>
          <ContactView
            copy={copy.page}
            formWords={copy.form}
            path={hindiTwins['/contact']}
            text={lang === 'hi' ? markLatin : undefined}
            ogLocale={lang === 'hi' ? 'hi_IN' : undefined}
          />
        </FormLanguageProvider>
      </PageLanguage>
    </HindiPage>
  );
}

export { HindiContactPage as Component };
export { hindiLayoutHandle as handle } from '../../layout/hindiLayout';
