import { subscriptionPagesCopy, type Copy, type SubscriptionOutcome } from '@aarambh/content';
import { subscriptionPages } from '@aarambh/machines/schemas';
import { useNavigate } from '../boot';
import { useApiClient } from '../contexts/ApiClientContext';
import { MailedLinkPage, type MailedLinkPageProps } from '../sections/MailedLinkPage';

/** The outcome page of an answer the API gave: 200 confirmed, 410 expired, any other 4xx not valid. */
function outcomeOf(status: number): SubscriptionOutcome | undefined {
  if (status >= 200 && status < 300) return 'confirmed';
  if (status === 410) return 'expired';
  return status >= 400 && status < 500 && status !== 429 ? 'invalid' : undefined;
}

export interface ConfirmSubscriptionViewProps extends Pick<
  MailedLinkPageProps,
  'message' | 'text' | 'ogLocale'
> {
  words: Copy<typeof subscriptionPagesCopy>['confirm'];
  /** The page and its outcomes' pages, in the page's language. */
  pages: (typeof subscriptionPages)[keyof typeof subscriptionPages];
}

/**
 * Where the confirmation link in a subscriber's e-mail leads (`/subscription/confirm?token=...`,
 * or its Hindi twin): the button sends the POST that confirms, then the visitor sees the outcome's
 * page in the same language.
 */
export function ConfirmSubscriptionView({ words, pages, ...language }: ConfirmSubscriptionViewProps) {
  const client = useApiClient();
  const navigate = useNavigate();
  return (
    <MailedLinkPage
      path={pages.confirm}
      words={words}
      {...language}
      act={async (token) => {
        const outcome = outcomeOf((await client.confirmSubscription(token)).status);
        if (!outcome) return { failed: words.failed };
        await navigate(`${pages.outcomes}/${outcome}`, { replace: true });
        return 'navigated';
      }}
    />
  );
}

export function ConfirmSubscriptionPage() {
  return <ConfirmSubscriptionView words={subscriptionPagesCopy.confirm} pages={subscriptionPages.en} />;
}

export { ConfirmSubscriptionPage as Component };
