import { privacyLinks } from '@aarambh/machines/schemas';
import type { FooterColumn, SocialLink } from '@aarambh/ui';
import { company, type Locale } from '@aarambh/content';
import { hrefIn } from '../i18n/hrefIn';
import { m } from '../paraglide/messages.js';

/**
 * The footer's link columns in a language: company, opportunities, legal (with feedback) and
 * contact. A link leads to the page in that language where it has one.
 */
export function footerColumnsIn(locale: Locale): FooterColumn[] {
  const options = { locale };
  const link = (label: string, path: string) => ({ label, href: hrefIn(locale, path) });
  // What the company's config holds in English alone (the grievance contact's role, the address).
  const english = locale === 'hi' ? { lang: 'en' } : {};
  return [
    {
      title: m.footer_company({}, options),
      links: [
        link(m.footer_about_us({}, options), '/about'),
        link(m.nav_services({}, options), '/services'),
        link(m.footer_careers({}, options), '/career'),
        link(m.nav_contact({}, options), '/contact'),
      ],
    },
    {
      title: m.footer_opportunities({}, options),
      links: [
        link(m.footer_internships({}, options), '/services/internship'),
        link(m.footer_training_programs({}, options), '/services/training-programs'),
        link(m.footer_workshops({}, options), '/services/workshop-training'),
        link(m.nav_coming_soon({}, options), '/coming-soon'),
      ],
    },
    {
      title: m.footer_legal({}, options),
      links: [
        link(m.footer_privacy({}, options), '/privacy-policy'),
        link(m.footer_terms({}, options), '/terms-of-service'),
        link(m.footer_cookies({}, options), '/cookie-policy'),
        link(m.footer_refunds({}, options), '/refund-policy'),
        link(m.footer_feedback({}, options), '/feedback'),
      ],
    },
    {
      title: m.nav_contact({}, options),
      links: [
        { label: company.emails.general, href: `mailto:${company.emails.general}` },
        { label: company.phone.display, href: company.phone.href },
        { label: company.address.display, href: hrefIn(locale, '/contact'), ...english },
        // The named grievance contact (DPDP Act s.8(9)): the role, then the address.
        {
          label: company.grievanceContact.role,
          href: `${hrefIn(locale, privacyLinks.policy)}#grievance`,
          ...english,
        },
        { label: company.grievanceContact.email, href: `mailto:${company.grievanceContact.email}` },
      ],
    },
  ];
}

const networks = {
  LinkedIn: 'linkedin',
  Twitter: 'twitter',
  GitHub: 'github',
  Instagram: 'instagram',
} as const;

/** The social profiles, as the footer's icon links, named in a language. */
export function socialLinksIn(locale: Locale): SocialLink[] {
  return company.social.map((profile) => ({
    network: networks[profile.name],
    href: profile.href,
    label: m.footer_on_network({ company: company.name, network: profile.name }, { locale }),
  }));
}
