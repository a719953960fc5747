import { guardianCalls, guardianMessages } from '@aarambh/machines/schemas';
import { useEffect } from 'react';
import { confirmGuardianPage as words } from '../content/guardian';
import { useApiClient } from '../contexts/ApiClientContext';
import { holdAnalytics } from '../flows/consent/analyticsHold';
import { MailedLinkPage } from '../sections/MailedLinkPage';

/**
 * Where the link in the mail to a parent or guardian leads (`/guardian/confirm?token=...`): an
 * application from someone under 18 waits for it, and the button sends the POST that confirms.
 * The page is about a child's application, so it holds analytics off as the application form does.
 */
export function ConfirmGuardianPage() {
  const client = useApiClient();
  useEffect(() => holdAnalytics(), []);
  return (
    <MailedLinkPage
      path={guardianCalls.page}
      words={words}
      act={async (token) => {
        const { status } = await client.confirmGuardian(token);
        if (status === 200) return { done: { heading: words.doneHeading, text: guardianMessages.confirmed } };
        if (status === 410) return { failed: guardianMessages.expired };
        return { failed: status === 400 ? guardianMessages.invalid : words.failed };
      }}
    />
  );
}

export { ConfirmGuardianPage as Component };
