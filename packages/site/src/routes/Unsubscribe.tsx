import { subscriptionPagesCopy, type Copy } from '@aarambh/content';
import { subscriptionPages } from '@aarambh/machines/schemas';
import { useApiClient } from '../contexts/ApiClientContext';
import { answerMessage, MailedLinkPage, type MailedLinkPageProps } from '../sections/MailedLinkPage';

export interface UnsubscribeViewProps extends Pick<MailedLinkPageProps, 'text' | 'ogLocale'> {
  words: Copy<typeof subscriptionPagesCopy>['unsubscribe'];
  path: string;
  /** The API's and the network's messages in the page's language. @default the English */
  message?: (english: string) => string;
}

/**
 * Where the unsubscribe link in every subscriber's e-mail leads (`/unsubscribe?token=...`, or its
 * Hindi twin): the button sends the same one-click POST (RFC 8058) that a mail app sends.
 */
export function UnsubscribeView({
  words,
  path,
  message = (english) => english,
  ...rest
}: UnsubscribeViewProps) {
  const client = useApiClient();
  return (
    <MailedLinkPage
      path={path}
      words={words}
      message={message}
      {...rest}
      act={async (token) => {
        const response = await client.unsubscribe(token);
        return response.ok
          ? { done: { heading: words.doneHeading, text: words.doneText } }
          : { failed: message(answerMessage(response.body, words.failed)) };
      }}
    />
  );
}

export function UnsubscribePage() {
  return (
    <UnsubscribeView words={subscriptionPagesCopy.unsubscribe} path={subscriptionPages.en.unsubscribe} />
  );
}

export { UnsubscribePage as Component };
