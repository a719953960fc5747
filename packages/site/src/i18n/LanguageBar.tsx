import { Box, Container, Inline, Link } from '@aarambh/ui';
import { protocol } from '../boot';
import { twinOf } from './pages';

/** Each language's name in its own script, as the link to it reads. */
const endonyms = { en: 'English', hi: 'हिन्दी' } as const;

/**
 * The link to the same page in the other language, on a narrow bar above the navigation (a
 * navigation landmark of its own, named `label`); nothing on a page in one language only. Following it is remembered by the page's inline script, before
 * or after the header hydrates (boot/inline/rememberLanguage.ts).
 */
export function LanguageBar({ path, label }: { path: string; label: string }) {
  const twin = twinOf(path);
  if (!twin) return null;
  return (
    <Box as="nav" aria-label={label} background="surface" paddingY="xxs">
      <Container>
        <Inline align="right">
          <Link
            href={twin.path}
            hrefLang={twin.lang === 'hi' ? 'hi-IN' : 'en-IN'}
            variant="subtle"
            {...{ [protocol.languageSwitch]: twin.lang }}
          >
            <span lang={twin.lang}>{endonyms[twin.lang]}</span>
          </Link>
        </Inline>
      </Container>
    </Box>
  );
}
