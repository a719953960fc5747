import { HindiCareerConfirmation } from '../../flows/lazy';
import { HindiPage } from '../../i18n/HindiPage';
import { CareersView, type CareersPageProps } from '../Careers';
import { careersInHindi, careersWordsLang } from './careersLanguage';

export function HindiCareersPage({ jobs }: CareersPageProps) {
  return (
    <HindiPage lang={careersWordsLang}>
      <CareersView jobs={jobs} language={careersInHindi} Confirmation={HindiCareerConfirmation} />
    </HindiPage>
  );
}

export { HindiCareersPage as Component };
export { hindiLayoutHandle as handle } from '../../layout/hindiLayout';
