import { categories, type Category } from '@aarambh/machines/schemas';
import type { NavBarItem } from '@aarambh/ui';
import { categoryTitles, type Locale } from '@aarambh/content';
import { m } from '../paraglide/messages.js';
import { hindiTwins } from '../i18n/pages';

const group = (title: string, members: readonly Category[]) => ({
  title,
  links: members.map((category) => ({ label: categoryTitles[category], href: `/services/${category}` })),
});

/**
 * The navigation bar's items in a language, in order: Home, About, the Services dropdown
 * (Development: software, app, website; Training: workshops, programs, internships), Career,
 * Coming Soon, Contact. A link leads to the page in that language where it has one.
 */
export function navItemsIn(locale: Locale): readonly NavBarItem[] {
  const options = { locale };
  return [
    { label: m.nav_home({}, options), href: locale === 'hi' ? hindiTwins['/'] : '/' },
    { label: m.nav_about({}, options), href: '/about' },
    {
      label: m.nav_services({}, options),
      groups: [
        group(m.nav_development({}, options), categories.slice(0, 3)),
        group(m.nav_training({}, options), categories.slice(3)),
      ],
    },
    { label: m.nav_career({}, options), href: '/career' },
    { label: m.nav_coming_soon({}, options), href: '/coming-soon' },
    { label: m.nav_contact({}, options), href: '/contact' },
  ];
}
