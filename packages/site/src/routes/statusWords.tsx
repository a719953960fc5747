import {
  formsCopy,
  noticesCopy,
  statusPageCopy,
  upiPaymentCopy,
  type Copy,
  type Locale,
} from '@aarambh/content';
import { Alert, type AlertProps, type AlertTone } from '@aarambh/ui';
import { createContext, useContext, type ReactNode } from 'react';

/** The status page's words and languages, for its sections (interview, documents) and forms. */
export interface StatusWords {
  copy: Copy<typeof statusPageCopy>;
  /** Where a due fee is paid by UPI (`UpiPayDetails`, shared with the payment dialog). */
  upi: Copy<typeof upiPaymentCopy>;
  /** The words every form shares (a text area's character count). */
  forms: Copy<typeof formsCopy>;
  /** The spoken names of a message's tones (`StatusAlert`). */
  notices: Copy<typeof noticesCopy>;
  /**
   * A machine's message (a refusal, a label the schemas own) in the words' language: on the Hindi
   * page `messageInHindi`, which only Hindi pages load.
   */
  message: (english: string) => string;
  /** The language of the words: English on the Hindi page while its Hindi is stale. */
  locale: Locale;
  /** The language of the page's path: each of its forms comes back to the page in it. */
  page: Locale;
  /** A text of the copy as shown: on the Hindi page, with its Latin-script runs marked English. */
  text: (text: string) => ReactNode;
}

/** The English page's: the words as they are. */
export const englishStatusWords: StatusWords = {
  copy: statusPageCopy,
  upi: upiPaymentCopy,
  forms: formsCopy,
  notices: noticesCopy,
  message: (english) => english,
  locale: 'en',
  page: 'en',
  text: (text) => text,
};

const StatusWordsContext = createContext<StatusWords>(englishStatusWords);

export const StatusWordsProvider = StatusWordsContext.Provider;

export function useStatusWords(): StatusWords {
  return useContext(StatusWordsContext);
}

/**
 * What every form of the status page sends besides its own fields: the link's token and, from the
 * Hindi page, its language, so that the answer (a redirect, or the page again with a refusal)
 * lands on the Hindi page. Nothing of it goes into a URL.
 */
export function StatusFormToken({ token }: { token: string }) {
  const { page } = useStatusWords();
  return (
    <>
      <input type="hidden" name="token" value={token} />
      {page === 'hi' ? <input type="hidden" name="language" value="hi" /> : null}
    </>
  );
}

const toneNames = {
  info: 'info',
  positive: 'success',
  caution: 'warning',
  critical: 'error',
} as const satisfies Record<AlertTone, keyof typeof noticesCopy.tones>;

/** A message on the status page (the kit's `Alert`), its tone's spoken name in the words' language. */
export function StatusAlert(props: AlertProps) {
  const { notices } = useStatusWords();
  return <Alert {...props} toneLabel={notices.tones[toneNames[props.tone ?? 'info']]} />;
}
