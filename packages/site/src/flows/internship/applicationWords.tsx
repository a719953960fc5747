import { applicationFormCopy, type Copy, type feeNoteCopy, type Locale } from '@aarambh/content';
import {
  durationOptions,
  graduationYears,
  internshipAvailabilities,
  internshipDurations,
} from '@aarambh/machines';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the internship application says, in one language: its own words (`applicationFormCopy`
 * or its Hindi), the machines' messages through `message` (validation messages found in the
 * browser or returned by the API, toasts, the labels the schemas own: English as they are, or
 * `messageInHindi` on a Hindi page), and a duration's label. English unless a Hindi page
 * provides its own (`HindiInternshipApplicationForm`), so an English page never loads any Hindi.
 */
export interface ApplicationWords {
  language: Locale;
  copy: Copy<typeof applicationFormCopy>;
  /** A machine's message in the form's language. */
  message: (english: string) => string;
  /** A duration's label ('4 Weeks'), by its value; '' for none. */
  durationLabel: (value: string) => string;
  /** A text with its Latin-script words marked (UPI, LinkedIn) on a Hindi page. */
  text: (value: string) => ReactNode;
  /** Where a link to the English page `path` leads: its Hindi twin from a Hindi page. */
  href: (path: string) => string;
  /** The note beside the fee. @default the English (`FeeNote`'s) */
  feeNote?: Copy<typeof feeNoteCopy>;
}

const same = <T,>(value: T) => value;

export const englishApplicationWords: ApplicationWords = {
  language: 'en',
  copy: applicationFormCopy,
  message: same,
  durationLabel: (value) => durationOptions.find((option) => option.value === value)?.label ?? '',
  text: same,
  href: same,
};

const ApplicationWordsContext = createContext(englishApplicationWords);

/** Gives the application's parts their words (a Hindi page's; English without it). */
export const ApplicationWordsProvider = ApplicationWordsContext.Provider;

/** The application's words, in the language of the page it is on. */
export function useApplicationWords(): ApplicationWords {
  return useContext(ApplicationWordsContext);
}

/** The choices of the form's selects, in the form's language. */
export function internshipOptionsIn(words: ApplicationWords) {
  return {
    graduationYears: graduationYears.map((year) => ({ value: year, label: year })),
    availabilities: internshipAvailabilities.map((value) => ({
      value,
      label: words.copy.availabilities[value],
    })),
    durations: internshipDurations.map((value) => ({ value, label: words.durationLabel(value) })),
  };
}

/** The choices of the form's selects, in English. */
export const internshipOptions = internshipOptionsIn(englishApplicationWords);
