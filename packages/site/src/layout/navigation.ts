import { categories, type Category } from '@aarambh/machines/schemas';
import { services } from '../content/services';

/** The main navigation links, in order. */
export const mainLinks = [
  { label: 'Home', href: '/' },
  { label: 'About', href: '/about' },
  { label: 'Career', href: '/career' },
  { label: 'Coming Soon', href: '/coming-soon' },
  { label: 'Contact', href: '/contact' },
] as const;

const titleOf = (category: Category) =>
  services.find((service) => service.id === category)?.title ?? category;

const group = (label: string, members: readonly Category[]) => ({
  label,
  links: members.map((category) => ({ label: titleOf(category), href: `/services/${category}` })),
});

/** The Services dropdown: Development (software, app, website) and Training (workshops, programs, internships). */
export const serviceGroups = [
  group('Development', categories.slice(0, 3)),
  group('Training', categories.slice(3)),
];

/** The footer's link columns. */
export const footerColumns = [
  {
    heading: 'Company',
    links: [
      { label: 'About Us', href: '/about' },
      { label: 'Services', href: '/services' },
      { label: 'Careers', href: '/career' },
      { label: 'Contact', href: '/contact' },
    ],
  },
  {
    heading: 'Opportunities',
    links: [
      { label: 'Internships', href: '/services/internship' },
      { label: 'Training Programs', href: '/services/training-programs' },
      { label: 'Workshops', href: '/services/workshop-training' },
      { label: 'Coming Soon', href: '/coming-soon' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { label: 'Privacy Policy', href: '/privacy-policy' },
      { label: 'Terms of Service', href: '/terms-of-service' },
      { label: 'Cookie Policy', href: '/cookie-policy' },
      { label: 'Feedback', href: '/feedback' },
    ],
  },
];
