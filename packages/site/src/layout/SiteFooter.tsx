import { Footer } from '@aarambh/ui';
import { company } from '../content/company';
import { useToday } from '../render/today';
import { contactColumn, footerColumns, socialLinks } from './footerLinks';

/** The footer: company, opportunities, legal (with feedback) and contact columns, social links. */
export function SiteFooter() {
  const year = useToday().getFullYear();
  return (
    <Footer
      brand={company.name}
      description={company.tagline}
      columns={[...footerColumns, contactColumn]}
      social={socialLinks}
      // The compact subscribe form (the flows issue) is bound to this slot.
      subscribe={undefined}
      copyright={`© ${year} ${company.name}. All rights reserved.`}
    />
  );
}
