import { withdrawConsentCopy, type Copy } from '@aarambh/content';
import { consentLinks, privacyRequestPages, withdrawPages } from '@aarambh/machines/schemas';
import { Link, Text } from '@aarambh/ui';
import { useApiClient } from '../contexts/ApiClientContext';
import { answerMessage, MailedLinkPage, type MailedLinkPageProps } from '../sections/MailedLinkPage';

export interface WithdrawConsentViewProps extends Pick<MailedLinkPageProps, 'text' | 'ogLocale'> {
  words: Copy<typeof withdrawConsentCopy>;
  path: string;
  /** The privacy request form the page points to, in its language. @default the English form */
  requestForm?: string;
  /** The API's and the network's messages in the page's language. @default the English */
  message?: (english: string) => string;
}

/**
 * Where the withdraw link of every application mail and status page leads
 * (`/privacy/withdraw?token=...`, or its Hindi twin): the one button sends the POST that records
 * the withdrawal, and the page shows the API's answer in its language.
 */
export function WithdrawConsentView({
  words,
  path,
  requestForm = privacyRequestPages.en.form,
  message = (english) => english,
  ...rest
}: WithdrawConsentViewProps) {
  const client = useApiClient();
  return (
    <MailedLinkPage
      path={path}
      words={words}
      message={message}
      {...rest}
      act={async (token) => {
        const response = await client.withdrawConsent(token);
        return response.ok
          ? { done: { heading: words.doneHeading, text: message(consentLinks.withdraw.answers.done) } }
          : { failed: message(answerMessage(response.body, words.failed)) };
      }}
      footer={
        <Text tone="muted" align="center">
          {words.other} <Link href={requestForm}>{words.requestForm}</Link>
          {words.afterLink}
        </Text>
      }
    />
  );
}

export function WithdrawConsentPage() {
  return <WithdrawConsentView words={withdrawConsentCopy} path={withdrawPages.en} />;
}

export { WithdrawConsentPage as Component };
