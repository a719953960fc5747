import { Footer, Logo } from '@aarambh/ui';
import { company } from '@aarambh/content';
import { hindiCopy, taglineHindi } from '@aarambh/content/hindi';
import { SubscribeForm } from '../flows/subscribe/SubscribeForm';
import { useLocation, usePageHandle, useToday } from '../boot';
import { markLatin } from '../i18n/latin';
import { languageOf } from '../i18n/pages';
import { m } from '../paraglide/messages.js';
import { FOOTER_SUBSCRIBE_ID } from './footerAnchor';
import { footerColumnsIn, socialLinksIn } from './footerLinks';
import type { LayoutHandle } from './SiteLayout';

/**
 * The footer: company, opportunities, legal (with feedback) and contact columns, social links and
 * the compact subscribe form, in the page's language (a Hindi page's route names its Hindi form,
 * `LayoutHandle.subscribeForm`, so an English page never loads it). Its code loads on the visitor's first
 * interaction (see Chrome.tsx), so the form's machine is in no first visit; the prerendered HTML
 * has the form in full.
 */
export function SiteFooter() {
  const year = useToday().getFullYear();
  const locale = languageOf(useLocation().pathname);
  const options = { locale };
  const copyright = `© ${year} ${company.name}. ${m.footer_rights({}, options)}`;
  const PageSubscribeForm = usePageHandle<LayoutHandle>()?.subscribeForm;
  const form =
    locale === 'en' ? <SubscribeForm variant="compact" /> : PageSubscribeForm && <PageSubscribeForm />;
  // Under an anchor a page may link to (the Hindi subscription outcomes' "subscribe again").
  const subscribe = form ? <div id={FOOTER_SUBSCRIBE_ID}>{form}</div> : undefined;
  if (locale === 'en') {
    return (
      <Footer
        brand={<Logo name={company.name} />}
        description={company.tagline}
        columns={footerColumnsIn(locale)}
        social={socialLinksIn(locale)}
        subscribe={subscribe}
        copyright={copyright}
      />
    );
  }
  const tagline = hindiCopy(company.tagline, taglineHindi);
  return (
    <Footer
      brand={
        <span lang="en">
          <Logo name={company.name} />
        </span>
      }
      description={tagline.lang === 'hi' ? markLatin(tagline.copy) : <span lang="en">{tagline.copy}</span>}
      columns={footerColumnsIn(locale)}
      social={socialLinksIn(locale)}
      socialLabel={m.footer_follow({}, options)}
      externalLabel={m.footer_new_tab({}, options)}
      subscribe={subscribe}
      copyright={markLatin(copyright)}
    />
  );
}
