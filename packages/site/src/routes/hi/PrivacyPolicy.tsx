import { privacyPolicyCopy } from '@aarambh/content';
import { privacyPolicyHindi } from '@aarambh/content/hindi';
import { privacyPolicyFrom } from '../../content/policies';
import { HindiPage } from '../../i18n/HindiPage';
import { hindiTwins } from '../../i18n/pages';
import { PolicyPage } from '../../sections/PolicyPage';
import { hindiPolicy } from './hindiPolicy';

export function HindiPrivacyPolicyPage() {
  const { lang, copy, page } = hindiPolicy(
    privacyPolicyCopy,
    privacyPolicyHindi,
    hindiTwins['/privacy-policy'],
  );
  return (
    <HindiPage lang={lang}>
      <PolicyPage policy={privacyPolicyFrom(copy, 'hi')} {...page} />
    </HindiPage>
  );
}

export { HindiPrivacyPolicyPage as Component };
export { hindiLayoutHandle as handle } from '../../layout/hindiLayout';
