import { verifyCopy } from '@aarambh/content';
import { hindiCopy, printedInEnglishHindi, verifyHindi } from '@aarambh/content/hindi';
import { verifyPages } from '@aarambh/machines/schemas';
import { HindiPage } from '../../i18n/HindiPage';
import { markLatin } from '../../i18n/latin';
import { VerifyView } from '../Verify';

/**
 * `/hi/verify` and `/hi/verify/ID`: the verify pages in Hindi, for whoever is shown a document and
 * reads Hindi better. Their forms lead to the Hindi pages; what the document prints stays in
 * English, as printed, marked so under a Hindi line saying it.
 */
export function HindiVerifyPage() {
  const { lang, copy } = hindiCopy(verifyCopy, verifyHindi);
  return (
    <HindiPage lang={lang}>
      <VerifyView
        language={{
          words: copy,
          locale: lang,
          pages: verifyPages.hi,
          text: lang === 'hi' ? markLatin : (value) => value,
          ...(lang === 'hi' ? { printedNote: printedInEnglishHindi } : {}),
        }}
        {...(lang === 'hi' ? { ogLocale: 'hi_IN' as const } : {})}
      />
    </HindiPage>
  );
}

export { HindiVerifyPage as Component };
export { hindiLayoutHandle as handle } from '../../layout/hindiLayout';
