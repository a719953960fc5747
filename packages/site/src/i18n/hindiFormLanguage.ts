import type { formsCopy, Copy } from '@aarambh/content';
import { shownNotice } from '@aarambh/machines/hindi';
import type { FormLanguage } from '../flows/forms/FormLanguage';
import { hrefIn } from './hrefIn';
import { markLatin } from './latin';

/**
 * A link from a Hindi form: to the Hindi twin of the page where there is one, keeping its `?query`
 * and `#part` (the job form's `/career?applied=true` leads to `/hi/career?applied=true`).
 */
export function hrefInHindi(path: string): string {
  const [page = path] = path.split(/[?#]/, 1);
  return hrefIn('hi', page) + path.slice(page.length);
}

/**
 * The language of a Hindi page's forms: `words`, the shared form words of the page (Hindi, or English
 * while their Hindi is stale), the machines' messages in Hindi through `message`, the Hindi privacy
 * notice and consent choices (English while their Hindi is stale: what the API records for a Hindi
 * submission), and submissions sent with `language: 'hi'`. A page's forms take `hindiForms`
 * (hindiForms.ts), whose `message` knows every form's messages; a form that shows a few (the
 * footer's subscribe form) passes a lookup over its own (`hindiAnswers`), and loads no other Hindi.
 */
export function hindiFormLanguage(
  words: Copy<typeof formsCopy>,
  message: (english: string) => string,
): FormLanguage {
  return {
    lang: 'hi',
    words,
    message,
    href: hrefInHindi,
    notice: shownNotice('hi'),
    text: markLatin,
  };
}
