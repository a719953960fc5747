import { Footer, Logo } from '@aarambh/ui';
import { company } from '@aarambh/content';
import { SubscribeForm } from '../flows/subscribe/SubscribeForm';
import { useToday } from '../boot';
import { contactColumn, footerColumns, socialLinks } from './footerLinks';

/**
 * The footer: company, opportunities, legal (with feedback) and contact columns, social links and
 * the compact subscribe form. Its code loads on the visitor's first interaction (see Chrome.tsx), so
 * the form's machine is in no first visit; the prerendered HTML has the form in full.
 */
export function SiteFooter() {
  const year = useToday().getFullYear();
  return (
    <Footer
      brand={<Logo name={company.name} />}
      description={company.tagline}
      columns={[...footerColumns, contactColumn]}
      social={socialLinks}
      subscribe={<SubscribeForm variant="compact" />}
      copyright={`© ${year} ${company.name}. All rights reserved.`}
    />
  );
}
