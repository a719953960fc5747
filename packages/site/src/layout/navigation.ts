import { categories, type Category } from '@aarambh/machines/schemas';
import type { NavBarItem } from '@aarambh/ui';
import { categoryTitles } from '@aarambh/content';

/** The main navigation links, in order. */
export const mainLinks = [
  { label: 'Home', href: '/' },
  { label: 'About', href: '/about' },
  { label: 'Career', href: '/career' },
  { label: 'Coming Soon', href: '/coming-soon' },
  { label: 'Contact', href: '/contact' },
] as const;

const group = (title: string, members: readonly Category[]) => ({
  title,
  links: members.map((category) => ({ label: categoryTitles[category], href: `/services/${category}` })),
});

/** The Services dropdown: Development (software, app, website) and Training (workshops, programs, internships). */
export const serviceGroups = [
  group('Development', categories.slice(0, 3)),
  group('Training', categories.slice(3)),
];

/** The navigation bar's items: the links with the Services dropdown after About. */
export const navItems: readonly NavBarItem[] = [
  mainLinks[0],
  mainLinks[1],
  { label: 'Services', groups: serviceGroups },
  ...mainLinks.slice(2),
];
