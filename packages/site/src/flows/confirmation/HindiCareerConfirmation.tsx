// The careers page's confirmation of a job application on the Hindi careers page: the same
// confirmation in the Hindi forms' words. Only the Hindi careers page loads this module
// (flows/lazy.tsx), once a confirmation is kept. See docs/i18n.md.
import { formsCopy } from '@aarambh/content';
import { formsHindi, hindiCopy } from '@aarambh/content/hindi';
import { hindiForms } from '../../i18n/hindiForms';
import { FormLanguageProvider } from '../forms/FormLanguage';
import { CareerConfirmation } from './CareerConfirmation';

// English, marked so, while any of the forms' Hindi is stale.
const { lang, copy } = hindiCopy(formsCopy, formsHindi);
const forms = hindiForms(copy);

/** The job application's confirmation on the Hindi careers page (after `/hi/career/apply/{id}`). */
export function HindiCareerConfirmation() {
  return (
    <div lang={lang === 'hi' ? undefined : 'en'} style={{ display: 'contents' }}>
      <FormLanguageProvider value={forms}>
        <CareerConfirmation />
      </FormLanguageProvider>
    </div>
  );
}
