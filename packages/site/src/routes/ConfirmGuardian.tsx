import { confirmGuardianCopy, type Copy } from '@aarambh/content';
import { guardianMessages, guardianPages } from '@aarambh/machines/schemas';
import { useEffect } from 'react';
import { useApiClient } from '../contexts/ApiClientContext';
import { holdAnalytics } from '../flows/consent/analyticsHold';
import { MailedLinkPage, type MailedLinkPageProps } from '../sections/MailedLinkPage';

export interface ConfirmGuardianViewProps extends Pick<MailedLinkPageProps, 'text' | 'ogLocale'> {
  words: Copy<typeof confirmGuardianCopy>;
  path: string;
  /** The API's and the network's messages in the page's language. @default the English */
  message?: (english: string) => string;
}

/**
 * Where the link in the mail to a parent or guardian leads (`/guardian/confirm?token=...`, or its
 * Hindi twin for an application made on a Hindi page): an application from someone under 18 waits
 * for it, and the button sends the POST that confirms. The page is about a child's application, so
 * it holds analytics off as the application form does.
 */
export function ConfirmGuardianView({
  words,
  path,
  message = (english) => english,
  ...rest
}: ConfirmGuardianViewProps) {
  const client = useApiClient();
  useEffect(() => holdAnalytics(), []);
  return (
    <MailedLinkPage
      path={path}
      words={words}
      message={message}
      {...rest}
      act={async (token) => {
        const { status } = await client.confirmGuardian(token);
        if (status === 200)
          return { done: { heading: words.doneHeading, text: message(guardianMessages.confirmed) } };
        if (status === 410) return { failed: message(guardianMessages.expired) };
        return { failed: status === 400 ? message(guardianMessages.invalid) : words.failed };
      }}
    />
  );
}

export function ConfirmGuardianPage() {
  return <ConfirmGuardianView words={confirmGuardianCopy} path={guardianPages.en} />;
}

export { ConfirmGuardianPage as Component };
