import { confirmPrivacyRequestCopy, fillIn, type Copy, type Locale } from '@aarambh/content';
import { applicantDate, privacyMessages, privacyRequestPages } from '@aarambh/machines/schemas';
import { useApiClient } from '../contexts/ApiClientContext';
import { MailedLinkPage, type MailedLinkPageProps } from '../sections/MailedLinkPage';

export interface ConfirmPrivacyRequestViewProps extends Pick<MailedLinkPageProps, 'text' | 'ogLocale'> {
  words: Copy<typeof confirmPrivacyRequestCopy>;
  path: string;
  /** How the due date is written. @default 'en' */
  locale?: Locale;
  /** The API's and the network's messages in the page's language. @default the English */
  message?: (english: string) => string;
}

/**
 * Where the link in a privacy request's e-mail leads (`/privacy/request/confirm?token=...`, or its
 * Hindi twin): the button sends the POST that confirms, and the page says by when the answer comes.
 */
export function ConfirmPrivacyRequestView({
  words,
  path,
  locale = 'en',
  message = (english) => english,
  ...rest
}: ConfirmPrivacyRequestViewProps) {
  const client = useApiClient();
  return (
    <MailedLinkPage
      path={path}
      words={words}
      message={message}
      {...rest}
      act={async (token) => {
        const { status, body } = await client.confirmPrivacyRequest(token);
        const dueAt = (body as { dueAt?: unknown } | null)?.dueAt;
        if (status === 200 && typeof dueAt === 'string') {
          const due = fillIn(words.due, { date: applicantDate(dueAt, locale) });
          return {
            done: { heading: words.doneHeading, text: `${message(privacyMessages.confirmed)} ${due}` },
          };
        }
        if (status === 410) return { failed: message(privacyMessages.expired) };
        return { failed: status === 400 ? message(privacyMessages.invalid) : words.failed };
      }}
    />
  );
}

export function ConfirmPrivacyRequestPage() {
  return (
    <ConfirmPrivacyRequestView words={confirmPrivacyRequestCopy} path={privacyRequestPages.en.confirm} />
  );
}

export { ConfirmPrivacyRequestPage as Component };
