// The internship application on a Hindi page: the same form, given the Hindi words. Only the
// Hindi opportunity page loads this module (flows/lazy.tsx), so an English page never loads any
// of its Hindi. See docs/i18n.md.
import { applicationFormCopy, categoryPageCopy, feeNoteCopy, formsCopy } from '@aarambh/content';
import {
  applicationFormHindi,
  applyInEnglishNoteHindi,
  categoryPageHindi,
  feeNoteHindi,
  formsHindi,
  hindiCopy,
} from '@aarambh/content/hindi';
import { shownNotice } from '@aarambh/machines/hindi';
import { Text } from '@aarambh/ui';
import { englishForms, FormLanguageProvider, type FormLanguage } from '../forms/FormLanguage';
import { hindiForms } from '../../i18n/hindiForms';
import { markLatin } from '../../i18n/latin';
import { ApplicationWordsProvider, englishApplicationWords, type ApplicationWords } from './applicationWords';
import { InternshipApplicationForm, type InternshipApplicationFormProps } from './InternshipApplicationForm';

/**
 * The form's Hindi words: its own copy, the machines' messages through `messageInHindi` (the
 * browser's checks and the API's answers alike), the durations' Hindi labels. While any of the
 * copy is stale the form is the English one, marked `lang="en"` (`hindiCopy`).
 */
function hindiWords(): { application: ApplicationWords; forms: FormLanguage } | null {
  const english = {
    form: applicationFormCopy,
    durations: categoryPageCopy.durations,
    feeNote: feeNoteCopy,
    forms: formsCopy,
  };
  const { lang, copy } = hindiCopy(english, {
    form: applicationFormHindi,
    durations: categoryPageHindi.durations,
    feeNote: feeNoteHindi,
    forms: formsHindi,
  });
  if (lang === 'en') return null;
  // The words every form shares (the retry notice, the upload's progress), the machines' messages
  // and the links of a Hindi form: one Hindi form language, which the application's words reuse.
  const forms = hindiForms(copy.forms);
  const application: ApplicationWords = {
    language: 'hi',
    copy: copy.form,
    message: forms.message,
    durationLabel: (value) => (copy.durations as Readonly<Record<string, string>>)[value] ?? '',
    text: markLatin,
    href: forms.href,
    feeNote: copy.feeNote,
  };
  return { application, forms };
}

const words = hindiWords();

/**
 * The English form's language while its Hindi copy is stale: English words, but the notice a
 * Hindi submission's consents are recorded under (`shownNotice('hi')`), marked with its language.
 */
const staleForms: FormLanguage = { ...englishForms, notice: shownNotice('hi'), text: markLatin };

/** The internship application in Hindi, sending `language: 'hi'` (its e-mails and status page are in Hindi). */
export function HindiInternshipApplicationForm(props: Omit<InternshipApplicationFormProps, 'language'>) {
  if (!words)
    return (
      <>
        <Text tone="muted">{applyInEnglishNoteHindi}</Text>
        <div lang="en">
          <FormLanguageProvider value={staleForms}>
            <ApplicationWordsProvider value={englishApplicationWords}>
              <InternshipApplicationForm {...props} language="hi" />
            </ApplicationWordsProvider>
          </FormLanguageProvider>
        </div>
      </>
    );
  return (
    <FormLanguageProvider value={words.forms}>
      <ApplicationWordsProvider value={words.application}>
        <InternshipApplicationForm {...props} language="hi" />
      </ApplicationWordsProvider>
    </FormLanguageProvider>
  );
}
