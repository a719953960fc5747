import { applicantDate, privacyMessages } from '@aarambh/machines/schemas';
import { confirmPrivacyRequestPage as words } from '../content/privacyRequest';
import { useApiClient } from '../contexts/ApiClientContext';
import { MailedLinkPage } from '../sections/MailedLinkPage';

/**
 * Where the link in a privacy request's e-mail leads (`/privacy/request/confirm?token=...`): the
 * button sends the POST that confirms, and the page says by when the answer comes.
 */
export function ConfirmPrivacyRequestPage() {
  const client = useApiClient();
  return (
    <MailedLinkPage
      path="/privacy/request/confirm"
      words={words}
      act={async (token) => {
        const { status, body } = await client.confirmPrivacyRequest(token);
        const dueAt = (body as { dueAt?: unknown } | null)?.dueAt;
        if (status === 200 && typeof dueAt === 'string') {
          return {
            done: {
              heading: words.doneHeading,
              text: `${privacyMessages.confirmed} ${words.due(applicantDate(dueAt))}`,
            },
          };
        }
        if (status === 410) return { failed: privacyMessages.expired };
        return { failed: status === 400 ? privacyMessages.invalid : words.failed };
      }}
    />
  );
}

export { ConfirmPrivacyRequestPage as Component };
