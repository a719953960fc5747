import { Container, Text } from '@aarambh/ui';
import { staleNoteHindi } from '@aarambh/content/hindi';
import type { Locale } from '@aarambh/content';
import { useEffect, type ReactNode } from 'react';
import { htmlLang } from './language';

export interface HindiPageProps {
  /** The language the page's words are in: English while their Hindi is stale. */
  lang: Locale;
  children: ReactNode;
}

/**
 * A page under `/hi`. The prerendered HTML says `lang="hi"` already; after a navigation in the
 * page (from an English page, or back to one) the document's language follows the page. While
 * the page's Hindi is stale, its English words are shown, marked as English, under a Hindi note.
 */
export function HindiPage({ lang, children }: HindiPageProps) {
  useEffect(() => {
    const root = document.documentElement;
    root.lang = htmlLang.hi;
    return () => {
      root.lang = htmlLang.en;
    };
  }, []);
  if (lang === 'hi') return children;
  return (
    <>
      <Container>
        <Text tone="muted">{staleNoteHindi}</Text>
      </Container>
      <div lang="en" style={{ display: 'contents' }}>
        {children}
      </div>
    </>
  );
}
