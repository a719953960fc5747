import { feedbackFormCopy, feedbackPageCopy, formsCopy } from '@aarambh/content';
import { feedbackFormHindi, feedbackPageHindi, formsHindi, hindiCopy } from '@aarambh/content/hindi';
import { FormLanguageProvider } from '../../flows/forms/FormLanguage';
import { HindiPage } from '../../i18n/HindiPage';
import { hindiForms } from '../../i18n/hindiForms';
import { markLatin } from '../../i18n/latin';
import { hindiTwins } from '../../i18n/pages';
import { PageLanguage } from '../../i18n/PageLanguage';
import { FeedbackView } from '../Feedback';

// One language for the whole page, its form included: English while any of its Hindi is stale.
const { lang, copy } = hindiCopy(
  { page: feedbackPageCopy, form: feedbackFormCopy, forms: formsCopy },
  { page: feedbackPageHindi, form: feedbackFormHindi, forms: formsHindi },
);
const forms = hindiForms(copy.forms);

export function HindiFeedbackPage() {
  return (
    <HindiPage lang={lang}>
      <PageLanguage lang="hi">
        <FormLanguageProvider value={forms}>
          <FeedbackView
            copy={copy.page}
            formWords={copy.form}
            path={hindiTwins['/feedback']}
            text={lang === 'hi' ? markLatin : undefined}
            ogLocale={lang === 'hi' ? 'hi_IN' : undefined}
          />
        </FormLanguageProvider>
      </PageLanguage>
    </HindiPage>
  );
}

export { HindiFeedbackPage as Component };
export { hindiLayoutHandle as handle } from '../../layout/hindiLayout';
