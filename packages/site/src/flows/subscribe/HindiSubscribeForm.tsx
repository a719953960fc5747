// The footer's subscribe form on a Hindi page: the same form in the Hindi forms' words, its notice
// and consent in Hindi, sent with `language: 'hi'` (so its confirmation mail is Hindi). Only Hindi
// pages load this module (the footer's `HindiSubscribe`, on its first use). See docs/i18n.md.
import { formsCopy, subscribeFormCopy } from '@aarambh/content';
import { formsHindi, hindiCopy, subscribeFormHindi } from '@aarambh/content/hindi';
import { subscribeMessagesHindi, subscribeTextsHindi } from '@aarambh/machines/hindi';
import { subscribeTexts } from '@aarambh/machines';
import { subscribeMessages } from '@aarambh/machines/schemas';
import { hindiAnswers } from '../../i18n/hindiAnswers';
import { hindiFormLanguage } from '../../i18n/hindiFormLanguage';
import { FormLanguageProvider } from '../forms/FormLanguage';
import { SubscribeForm } from './SubscribeForm';

// English, marked so, while any of its Hindi is stale (the form and the forms' shared words as one).
const { lang, copy } = hindiCopy(
  { form: subscribeFormCopy, forms: formsCopy },
  { form: subscribeFormHindi, forms: formsHindi },
);
// The messages this form shows (its rules', its toasts', the network's) and no other form's: the
// footer's first use on a Hindi page loads no other form's machine or Hindi.
const forms = hindiFormLanguage(
  copy.forms,
  hindiAnswers(
    { english: subscribeMessages, hindi: subscribeMessagesHindi },
    { english: subscribeTexts, hindi: subscribeTextsHindi },
  ),
);

/** The footer's compact subscribe form in Hindi. */
export function HindiSubscribeForm() {
  return (
    <div lang={lang === 'hi' ? undefined : 'en'}>
      <FormLanguageProvider value={forms}>
        <SubscribeForm variant="compact" copy={copy.form} />
      </FormLanguageProvider>
    </div>
  );
}
