import { PageSection } from '../../sections/PageSection';
import { SubmissionConfirmation } from './SubmissionConfirmation';
import { useConfirmation } from './useConfirmation';

/**
 * The careers page after a job application (the spec's /career?applied=true): the application's
 * confirmation, kept for the tab. Loaded only when one is kept, with the schemas that read it.
 */
export function CareerConfirmation() {
  const { confirmation, startOver } = useConfirmation('career', null);
  if (!confirmation) return null;
  return (
    <PageSection id="application-received" heading="Your application">
      <SubmissionConfirmation
        form="career"
        confirmation={confirmation}
        onStartOver={startOver}
        headingLevel={3}
      />
    </PageSection>
  );
}
