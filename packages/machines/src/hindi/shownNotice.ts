// The notice a form shows in a language, and the version its consents are recorded under: apart
// from index.ts, whose table of every form's message sets would come with it (a page's form that
// shows a few messages, the footer's subscribe form, takes this alone).
import { locales, type Locale } from '@aarambh/content';
import { hindiCopy } from '@aarambh/content/hindi';
import { currentNoticeVersion, noticeCopy, type NoticeForm, type NoticeWords } from '../schemas/notice.ts';
import { noticeCopyHindi } from './notice.hi.ts';

/** A notice as a page shows it: the language its words are in, and the words. */
export interface ShownNotice {
  language: Locale;
  words: NoticeWords;
}

/**
 * The notice a form on a page in `language` shows: on a Hindi page the Hindi notice and consent
 * choices, or, while any of their Hindi is stale, the English ones (as a whole, never a mix).
 * The form shows it and the API records its consents under it, by the same rule.
 */
export function shownNotice(language: Locale): ShownNotice {
  if (language === 'en') return { language: 'en', words: noticeCopy };
  const { lang, copy } = hindiCopy(noticeCopy, noticeCopyHindi);
  return { language: lang, words: copy };
}

/**
 * What a consent given on a form of `form` on a page in `language` is recorded under: the
 * language of the notice shown there and that notice's version (the hash of its text in that
 * language, so a changed Hindi text is a new version).
 */
export async function shownNoticeVersion(
  form: NoticeForm,
  language: Locale,
): Promise<{ language: Locale; noticeVersion: string }> {
  const shown = shownNotice(language);
  return { language: shown.language, noticeVersion: await currentNoticeVersion(form, shown.words) };
}

/**
 * The current version of `form`'s notice in each language, as a page in it shows it: what a
 * withdrawal records, in the language of the consent it withdraws.
 */
export async function noticeVersions(form: NoticeForm): Promise<Record<Locale, string>> {
  const versions = await Promise.all(
    locales.map(async (locale) => [locale, (await shownNoticeVersion(form, locale)).noticeVersion] as const),
  );
  return Object.fromEntries(versions) as Record<Locale, string>;
}
