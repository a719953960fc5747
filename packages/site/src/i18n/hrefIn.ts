import type { Locale } from '@aarambh/content';
import { twinOf } from './pages';

/**
 * Where a link to the English page `path` leads from a page in `locale`: from a Hindi page, to its
 * Hindi twin where it has one. A module of its own, apart from `pages.ts`, which every page loads:
 * only the navigation, the footer and the Hindi flows use it.
 */
export function hrefIn(locale: Locale, path: string): string {
  const twin = locale === 'hi' ? twinOf(path) : undefined;
  return twin?.lang === 'hi' ? twin.path : path;
}
