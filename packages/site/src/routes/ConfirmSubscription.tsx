import { useNavigate } from '../boot';
import { confirmSubscriptionPage as words, type SubscriptionOutcome } from '../content/subscription';
import { useApiClient } from '../contexts/ApiClientContext';
import { MailedLinkPage } from '../sections/MailedLinkPage';

/** The outcome page of an answer the API gave: 200 confirmed, 410 expired, any other 4xx not valid. */
function outcomeOf(status: number): SubscriptionOutcome | undefined {
  if (status >= 200 && status < 300) return 'confirmed';
  if (status === 410) return 'expired';
  return status >= 400 && status < 500 && status !== 429 ? 'invalid' : undefined;
}

/**
 * Where the confirmation link in a subscriber's e-mail leads (`/subscription/confirm?token=...`):
 * the button sends the POST that confirms, then the visitor sees the outcome's page.
 */
export function ConfirmSubscriptionPage() {
  const client = useApiClient();
  const navigate = useNavigate();
  return (
    <MailedLinkPage
      path="/subscription/confirm"
      words={words}
      act={async (token) => {
        const outcome = outcomeOf((await client.confirmSubscription(token)).status);
        if (!outcome) return { failed: words.failed };
        await navigate(`/subscription/${outcome}`, { replace: true });
        return 'navigated';
      }}
    />
  );
}

export { ConfirmSubscriptionPage as Component };
