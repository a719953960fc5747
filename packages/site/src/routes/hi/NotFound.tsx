import { notFoundCopy } from '@aarambh/content';
import { hindiCopy, notFoundHindi } from '@aarambh/content/hindi';
import { HindiPage } from '../../i18n/HindiPage';
import { markLatin } from '../../i18n/latin';
import { HINDI_NOT_FOUND_PATH, hindiTwins } from '../../i18n/pages';
import { NotFoundView } from '../NotFound';

export function HindiNotFoundPage() {
  const { lang, copy } = hindiCopy(notFoundCopy, notFoundHindi);
  return (
    <HindiPage lang={lang}>
      <NotFoundView
        copy={copy}
        homeHref={hindiTwins['/']}
        suggestionHrefs={[hindiTwins['/services'], hindiTwins['/about'], hindiTwins['/career']]}
        path={HINDI_NOT_FOUND_PATH}
        text={lang === 'hi' ? markLatin : undefined}
        ogLocale={lang === 'hi' ? 'hi_IN' : undefined}
      />
    </HindiPage>
  );
}

export { HindiNotFoundPage as Component };
export { hindiLayoutHandle as handle } from '../../layout/hindiLayout';
