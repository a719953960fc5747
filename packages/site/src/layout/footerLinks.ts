import { privacyLinks } from '@aarambh/machines/schemas';
import type { FooterColumn, SocialLink } from '@aarambh/ui';
import { company } from '@aarambh/content';

/** The footer's link columns. */
export const footerColumns: FooterColumn[] = [
  {
    title: 'Company',
    links: [
      { label: 'About Us', href: '/about' },
      { label: 'Services', href: '/services' },
      { label: 'Careers', href: '/career' },
      { label: 'Contact', href: '/contact' },
    ],
  },
  {
    title: 'Opportunities',
    links: [
      { label: 'Internships', href: '/services/internship' },
      { label: 'Training Programs', href: '/services/training-programs' },
      { label: 'Workshops', href: '/services/workshop-training' },
      { label: 'Coming Soon', href: '/coming-soon' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', href: '/privacy-policy' },
      { label: 'Terms of Service', href: '/terms-of-service' },
      { label: 'Cookie Policy', href: '/cookie-policy' },
      { label: 'Refund Policy', href: '/refund-policy' },
      { label: 'Feedback', href: '/feedback' },
    ],
  },
];

/** The footer's contact column. */
export const contactColumn: FooterColumn = {
  title: 'Contact',
  links: [
    { label: company.emails.general, href: `mailto:${company.emails.general}` },
    { label: company.phone.display, href: company.phone.href },
    { label: company.address.display, href: '/contact' },
    // The named grievance contact (DPDP Act s.8(9)): the role, then the address.
    { label: company.grievanceContact.role, href: `${privacyLinks.policy}#grievance` },
    { label: company.grievanceContact.email, href: `mailto:${company.grievanceContact.email}` },
  ],
};

const networks = {
  LinkedIn: 'linkedin',
  Twitter: 'twitter',
  GitHub: 'github',
  Instagram: 'instagram',
} as const;

/** The social profiles, as the footer's icon links. */
export const socialLinks: SocialLink[] = company.social.map((profile) => ({
  network: networks[profile.name],
  href: profile.href,
  label: `${company.name} on ${profile.name}`,
}));
