import { Text } from '@aarambh/ui';
import { policyPageCopy, type Copy, type Locale } from '@aarambh/content';
import {
  englishListNoteHindi,
  hindiCopy,
  policyPageHindi,
  policyTranslationNoteHindi,
  type Translation,
} from '@aarambh/content/hindi';
import type { PolicyPageProps } from '../../sections/PolicyPage';
import { markLatin } from '../../i18n/latin';

/**
 * A policy's words for its Hindi page, and how the page shows them: one language for the whole
 * page (English while any of its Hindi, or the page's own words, is stale), and in Hindi, under the
 * title, the note that the English version prevails.
 */
export function hindiPolicy<T>(
  english: T,
  hindi: Translation<T>,
  path: string,
): { lang: Locale; copy: Copy<T>; page: Omit<PolicyPageProps, 'policy'> } {
  const { lang, copy } = hindiCopy(
    { page: policyPageCopy, policy: english },
    { page: policyPageHindi, policy: hindi },
  );
  if (lang === 'en') return { lang, copy: copy.policy, page: { path } };
  return {
    lang,
    copy: copy.policy,
    page: {
      path,
      labels: copy.page,
      note: <Text tone="muted">{policyTranslationNoteHindi}</Text>,
      englishListNote: <Text tone="muted">{englishListNoteHindi}</Text>,
      text: markLatin,
      ogLocale: 'hi_IN',
    },
  };
}
