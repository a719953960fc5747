import { categories, type Category } from '@aarambh/machines/schemas';
import type { NavBarItem } from '@aarambh/ui';
import { categoryTitles, type Locale } from '@aarambh/content';
import { m } from '../paraglide/messages.js';
import { hrefIn } from '../i18n/hrefIn';

/**
 * A group of the Services menu. The categories' titles stay in English, marked so, on a Hindi page
 * (the glossary in docs/i18n.md); each leads to its page in the language, where it has one.
 */
const group = (locale: Locale, title: string, members: readonly Category[]) => ({
  title,
  links: members.map((category) => ({
    label: categoryTitles[category],
    href: hrefIn(locale, `/services/${category}`),
    ...(locale === 'hi' ? { lang: 'en' } : {}),
  })),
});

/**
 * The navigation bar's items in a language, in order: Home, About, the Services dropdown
 * (Development: software, app, website; Training: workshops, programs, internships), Career,
 * Coming Soon, Contact. A link leads to the page in that language where it has one.
 */
export function navItemsIn(locale: Locale): readonly NavBarItem[] {
  const options = { locale };
  return [
    { label: m.nav_home({}, options), href: hrefIn(locale, '/') },
    { label: m.nav_about({}, options), href: hrefIn(locale, '/about') },
    {
      label: m.nav_services({}, options),
      groups: [
        group(locale, m.nav_development({}, options), categories.slice(0, 3)),
        group(locale, m.nav_training({}, options), categories.slice(3)),
      ],
    },
    { label: m.nav_career({}, options), href: hrefIn(locale, '/career') },
    { label: m.nav_coming_soon({}, options), href: hrefIn(locale, '/coming-soon') },
    { label: m.nav_contact({}, options), href: hrefIn(locale, '/contact') },
  ];
}
