import { fillIn, formsCopy, type Copy, type Locale } from '@aarambh/content';
import { noticeCopy, type FieldErrors, type NoticeWords } from '@aarambh/machines/schemas';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * The language a form speaks and sends in: the words every form shares, the machines' messages
 * (validation, the server's refusals, toasts) in that language, and the `language` its submission
 * carries. English by default, so an English page loads no other; a Hindi page provides its own
 * around the form (`hindiForms` in `i18n/hindiForms.ts`, a module only Hindi pages import).
 */
export interface FormLanguage {
  /** The language the submission is sent in (the API stores it and writes its mails in it). */
  lang: Locale;
  /** The words the forms share. */
  words: Copy<typeof formsCopy>;
  /** A machine's English message (a rule's, the server's, a toast's) in this language; unknown ones as they are. */
  message: (english: string) => string;
  /** Where a link to the English page `path` leads (a Hindi form's, to the Hindi twin where there is one). */
  href: (path: string) => string;
  /**
   * The privacy notice and consent choices the form shows, and their language: the one the API
   * records the consents under for a submission sent in `lang` (`shownNotice` of
   * `@aarambh/machines/hindi`; English while their Hindi is stale).
   */
  notice: { language: Locale; words: NoticeWords };
  /** A text of the notice as shown: a Hindi one with its Latin-script words marked `lang="en"`. */
  text: (value: string) => ReactNode;
}

const same = (value: string) => value;

export const englishForms: FormLanguage = {
  lang: 'en',
  words: formsCopy,
  message: same,
  href: same,
  notice: { language: 'en', words: noticeCopy },
  text: same,
};

const FormLanguageContext = createContext<FormLanguage>(englishForms);

/** Each field's error (a machine's English message) as `message` gives it in the page's language. */
export function errorsIn(errors: FieldErrors, message: (english: string) => string): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, text]) => [field, text === undefined ? text : message(text)]),
  );
}

/** The `language` a submission carries: its page's, none from an English page (English to the API). */
export function sentLanguage(language: FormLanguage): Locale | undefined {
  return language.lang === 'en' ? undefined : language.lang;
}

/** Gives the forms inside `value`'s language. */
export const FormLanguageProvider = FormLanguageContext.Provider;

/** The language of the forms around. */
export function useFormLanguage(): FormLanguage {
  return useContext(FormLanguageContext);
}

/** A text area's count and limit hint in the forms' words (the kit's `countMessage` and `limitHint`). */
export function characterCount(words: FormLanguage['words']) {
  return {
    countMessage: (remaining: number) => {
      if (remaining === 1) return words.oneCharacterLeft;
      if (remaining === -1) return words.oneCharacterTooMany;
      const count = String(Math.abs(remaining));
      return fillIn(remaining >= 0 ? words.charactersLeft : words.charactersTooMany, { count });
    },
    limitHint: (limit: number) => fillIn(words.characterLimit, { limit: String(limit) }),
  };
}
