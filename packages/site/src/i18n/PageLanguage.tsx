import type { Locale } from '@aarambh/content';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { htmlLang } from './language';

/**
 * React Aria's locale for its widgets (a duration select, a form's fields), from the page's
 * language, never the browser's, so that the server and the browser render them alike. It wraps
 * the widgets inside their islands, not the page or the layout: React Aria's locale code is in the
 * widgets' chunk, which a page's first visit does not load until a widget's island opens (around
 * the page or the layout it added about 6 KB to a category page's first visit, and put Home over
 * its budget).
 */
export function PageLanguage({ lang, children }: { lang: Locale; children: ReactNode }) {
  return <I18nProvider locale={htmlLang[lang]}>{children}</I18nProvider>;
}
