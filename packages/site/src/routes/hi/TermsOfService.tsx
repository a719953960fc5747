import { company, termsOfServiceCopy } from '@aarambh/content';
import { termsOfServiceHindi } from '@aarambh/content/hindi';
import { policyFrom } from '../../content/policyFrom';
import { HindiPage } from '../../i18n/HindiPage';
import { hindiTwins } from '../../i18n/pages';
import { PolicyPage } from '../../sections/PolicyPage';
import { hindiPolicy } from './hindiPolicy';

export function HindiTermsOfServicePage() {
  const { lang, copy, page } = hindiPolicy(
    termsOfServiceCopy,
    termsOfServiceHindi,
    hindiTwins['/terms-of-service'],
  );
  return (
    <HindiPage lang={lang}>
      <PolicyPage policy={policyFrom('terms-of-service', copy, company.emails.legal)} {...page} />
    </HindiPage>
  );
}

export { HindiTermsOfServicePage as Component };
export { hindiLayoutHandle as handle } from '../../layout/hindiLayout';
