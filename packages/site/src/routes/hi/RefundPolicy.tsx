import { company, refundPolicyCopy } from '@aarambh/content';
import { refundPolicyHindi } from '@aarambh/content/hindi';
import { policyFrom } from '../../content/policyFrom';
import { HindiPage } from '../../i18n/HindiPage';
import { hindiTwins } from '../../i18n/pages';
import { PolicyPage } from '../../sections/PolicyPage';
import { hindiPolicy } from './hindiPolicy';

export function HindiRefundPolicyPage() {
  const { lang, copy, page } = hindiPolicy(refundPolicyCopy, refundPolicyHindi, hindiTwins['/refund-policy']);
  return (
    <HindiPage lang={lang}>
      <PolicyPage policy={policyFrom('refund-policy', copy, company.emails.general)} {...page} />
    </HindiPage>
  );
}

export { HindiRefundPolicyPage as Component };
export { hindiLayoutHandle as handle } from '../../layout/hindiLayout';
