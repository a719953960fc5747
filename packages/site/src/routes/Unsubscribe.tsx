import { unsubscribePage as words } from '../content/subscription';
import { useApiClient } from '../contexts/ApiClientContext';
import { answerMessage, MailedLinkPage } from '../sections/MailedLinkPage';

/**
 * Where the unsubscribe link in every subscriber's e-mail leads (`/unsubscribe?token=...`): the
 * button sends the same one-click POST (RFC 8058) that a mail app sends.
 */
export function UnsubscribePage() {
  const client = useApiClient();
  return (
    <MailedLinkPage
      path="/unsubscribe"
      words={words}
      act={async (token) => {
        const response = await client.unsubscribe(token);
        return response.ok
          ? { done: { heading: words.doneHeading, text: words.doneText } }
          : { failed: answerMessage(response.body, words.failed) };
      }}
    />
  );
}

export { UnsubscribePage as Component };
