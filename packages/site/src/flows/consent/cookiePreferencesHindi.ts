// The cookie preferences' words on a Hindi page (layout/afterFirstPaintHindi.tsx). A module of its
// own, loaded with the dialog's code when it is first opened, as the English words come with the
// dialog: no first visit carries them.
import { cookiePreferencesCopy } from '@aarambh/content';
import { cookiePreferencesHindi, hindiCopy } from '@aarambh/content/hindi';
import type { PreferencesWords } from './PreferencesDialog';

/** The preferences' words in Hindi: English, marked so, while any of their Hindi is stale (docs/i18n.md). */
export const preferencesWordsHindi: PreferencesWords = hindiCopy(
  cookiePreferencesCopy,
  cookiePreferencesHindi,
);
