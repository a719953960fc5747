import { formsCopy } from '@aarambh/content';
import { formsHindi, hindiCopy } from '@aarambh/content/hindi';
import type { Decorator, Meta } from '@storybook/react-vite';
import { hindiForms } from '../src/i18n/hindiForms';
import { PageLanguage } from '../src/i18n/PageLanguage';
import { FormLanguageProvider } from '../src/flows/forms/FormLanguage';

const hindi = hindiForms(hindiCopy(formsCopy, formsHindi).copy);

/** A form's story on a Hindi page: the forms' language and React Aria's locale Hindi, inside `lang="hi"`. */
export const onHindiPage: Decorator = (Story) => (
  <div lang="hi">
    <PageLanguage lang="hi">
      <FormLanguageProvider value={hindi}>
        <Story />
      </FormLanguageProvider>
    </PageLanguage>
  </div>
);

/**
 * A story's `beforeEach` for a form drawn partly outside the story's root (a select's list, a
 * dialog, the toasts): the document's language Hindi, as a Hindi page's `<html>` has it, then back.
 */
export const hindiDocument: NonNullable<Meta['beforeEach']> = () => {
  const root = document.documentElement;
  const before = root.lang;
  root.lang = 'hi';
  return () => {
    root.lang = before;
  };
};
