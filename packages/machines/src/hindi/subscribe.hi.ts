// The subscribe form's messages in Hindi: its errors (`subscribeMessages`) and its outcome's texts
// (`subscribeTexts`), for the footer's form on Hindi pages, and the unsubscribe link's answers.
// See docs/i18n.md.
import type { Translation } from '@aarambh/content/hindi';
import type { subscriptionLinks } from '../schemas/calls.ts';
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

/** The API's answers to an unsubscribe link's POST, which the Hindi unsubscribe page shows. */
export const unsubscribeAnswersHindi: Translation<typeof subscriptionLinks.unsubscribe.answers> = {
  done: { text: 'आपने सदस्यता छोड़ दी है। हम आपको अब और नई जानकारी नहीं भेजेंगे।', source: 'e43b1a58' },
  invalid: {
    text: 'सदस्यता छोड़ने का यह लिंक सही नहीं है। कृपया हमारे सबसे नए ई-मेल का लिंक इस्तेमाल करें।',
    source: '6e4f7838',
  },
  oneClick: { text: 'अनुरोध में List-Unsubscribe=One-Click होना चाहिए।', source: 'a3827f4b' },
};
