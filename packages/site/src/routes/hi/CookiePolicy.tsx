import { company, cookiePolicyCopy } from '@aarambh/content';
import { cookiePolicyHindi } from '@aarambh/content/hindi';
import { policyFrom } from '../../content/policyFrom';
import { HindiPage } from '../../i18n/HindiPage';
import { hindiTwins } from '../../i18n/pages';
import { CookiePolicyView } from '../CookiePolicy';
import { hindiPolicy } from './hindiPolicy';

export function HindiCookiePolicyPage() {
  const { lang, copy, page } = hindiPolicy(cookiePolicyCopy, cookiePolicyHindi, hindiTwins['/cookie-policy']);
  return (
    <HindiPage lang={lang}>
      <CookiePolicyView
        policy={policyFrom('cookie-policy', copy, company.emails.privacy)}
        actionLabels={copy.actions}
        {...page}
      />
    </HindiPage>
  );
}

export { HindiCookiePolicyPage as Component };
export { hindiLayoutHandle as handle } from '../../layout/hindiLayout';
