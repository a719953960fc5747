import { PageSection } from '../../sections/PageSection';
import { SubmissionConfirmation } from './SubmissionConfirmation';
import { useConfirmation } from './useConfirmation';
import { useFormLanguage } from '../forms/FormLanguage';

/**
 * The careers page after a job application (the spec's /career?applied=true): the application's
 * confirmation, kept for the tab. Loaded only when one is kept, with the schemas that read it. In
 * the language of the forms around (`FormLanguage`).
 */
export function CareerConfirmation() {
  const { confirmation, startOver } = useConfirmation('career', null);
  const { words } = useFormLanguage();
  if (!confirmation) return null;
  return (
    <PageSection id="application-received" heading={words.confirmation.careerSection}>
      <SubmissionConfirmation
        form="career"
        confirmation={confirmation}
        onStartOver={startOver}
        headingLevel={3}
      />
    </PageSection>
  );
}
