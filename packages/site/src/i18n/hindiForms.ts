import type { formsCopy, Copy } from '@aarambh/content';
import { messageInHindi } from '@aarambh/machines/hindi';
import type { FormLanguage } from '../flows/forms/FormLanguage';
import { hindiFormLanguage } from './hindiFormLanguage';

/**
 * The language of a Hindi page's forms (`hindiFormLanguage`), with every machine message in Hindi
 * (`messageInHindi`: the forms' validation messages, the server's refusals, the toasts). A module
 * only Hindi pages import.
 */
export function hindiForms(words: Copy<typeof formsCopy>): FormLanguage {
  return hindiFormLanguage(words, messageInHindi);
}
