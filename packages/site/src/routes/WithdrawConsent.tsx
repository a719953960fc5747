import { consentLinks, privacyLinks } from '@aarambh/machines/schemas';
import { Link, Text } from '@aarambh/ui';
import { withdrawConsentPage as words } from '../content/privacyRequest';
import { useApiClient } from '../contexts/ApiClientContext';
import { answerMessage, MailedLinkPage } from '../sections/MailedLinkPage';

/**
 * Where the withdraw link of every application mail and status page leads
 * (`/privacy/withdraw?token=...`): the one button sends the POST that records the withdrawal.
 */
export function WithdrawConsentPage() {
  const client = useApiClient();
  return (
    <MailedLinkPage
      path={privacyLinks.withdrawPage}
      words={words}
      act={async (token) => {
        const response = await client.withdrawConsent(token);
        return response.ok
          ? { done: { heading: words.doneHeading, text: consentLinks.withdraw.answers.done } }
          : { failed: answerMessage(response.body, words.failed) };
      }}
      footer={
        <Text tone="muted" align="center">
          {words.other} <Link href={privacyLinks.request}>{words.requestForm}</Link>.
        </Text>
      }
    />
  );
}

export { WithdrawConsentPage as Component };
