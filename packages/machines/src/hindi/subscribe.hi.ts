// The subscribe form's messages in Hindi: its errors (`subscribeMessages`) and its outcome's texts
// (`subscribeTexts`), for the footer's form on Hindi pages. See docs/i18n.md.
import type { Translation } from '@aarambh/content/hindi';
import type { subscribeMessages, subscribeTexts } from '../schemas/subscription.ts';

export const subscribeMessagesHindi: Translation<typeof subscribeMessages> = {
  required: { text: 'ई-मेल ज़रूरी है', source: 'dd5f1740' },
  invalid: { text: 'ई-मेल पता सही नहीं है', source: '8d17d798' },
};

export const subscribeTextsHindi: Translation<typeof subscribeTexts> = {
  subscribed: { text: 'बस, हो गया!', source: '91e21f16' },
  success: { text: 'सदस्यता ले ली गई!', source: 'cbdd2bfb' },
  failure: { text: 'सदस्यता नहीं हो सकी', source: '0f198731' },
};
