import { company } from '../company.ts';
import type { Translation } from '../translation.ts';
import type { feedbackFormCopy, feedbackPageCopy } from './feedback.ts';

/** The Feedback page in Hindi. */
export const feedbackPageHindi: Translation<typeof feedbackPageCopy> = {
  seoTitle: { text: 'अपनी राय बताएँ', source: '5890e7b6' },
  seoDescription: {
    text: `${company.name} को बताएँ कि आपको क्या अच्छा लगा और हम क्या बेहतर कर सकते हैं। अपने अनुभव को रेटिंग दें और अपनी राय भेजें, चाहें तो अपना नाम बताए बिना।`,
    source: '8b6c5b75',
  },
  eyebrow: { text: 'फ़ीडबैक', source: '3055fe22' },
  title: { text: 'अपनी राय बताएँ', source: '5890e7b6' },
  intro: {
    text: 'आपकी राय से तय होता है कि हम आगे क्या बनाएँ। हमारे प्रोग्राम, हमारी सेवाओं या इस वेबसाइट के साथ अपना अनुभव हमें बताएँ।',
    source: '24ee43ae',
  },
  promisesHeading: { text: 'आगे क्या होगा', source: 'af09e277' },
  promises: [
    { text: 'हर संदेश हमारी टीम का कोई व्यक्ति पढ़ता है।', source: '820cd05a' },
    { text: 'हमें 1 से 5 तारों की रेटिंग दें और उसकी वजह बताएँ।', source: '7dfebe59' },
    { text: 'चाहें तो गुमनाम रहें: तब आपका नाम और ई-मेल नहीं भेजे जाते।', source: 'f323b5b3' },
  ],
  formHeading: { text: 'आपकी राय', source: 'dfb7bbc5' },
  formIntro: {
    text: '10 से 1000 अक्षरों का संदेश और 1 से 5 तक की रेटिंग। नाम और ई-मेल देना ज़रूरी नहीं है।',
    source: 'd2679420',
  },
};

/** The feedback form's words in Hindi. */
export const feedbackFormHindi: Translation<typeof feedbackFormCopy> = {
  formLabel: { text: 'आपकी राय', source: 'dfb7bbc5' },
  name: { text: 'नाम', source: '0fe07306' },
  email: { text: 'ई-मेल पता', source: 'f1f487f3' },
  notSentWhileAnonymous: { text: 'गुमनाम रहने पर यह नहीं भेजा जाता', source: 'd42da562' },
  anonymous: { text: 'गुमनाम रहकर भेजें', source: '03d2d46f' },
  anonymousHint: { text: 'आपका नाम और ई-मेल पता हटा दिए जाते हैं और भेजे नहीं जाते।', source: '81c76f87' },
  rating: { text: 'आपकी रेटिंग', source: 'a5d28caf' },
  oneStar: { text: '1 तारा', source: 'd5b5b6bc' },
  stars: { text: '{count} तारे', source: '67063585' },
  ratingValue: { text: '{max} में से {value}', source: '7a84b9cb' },
  message: { text: 'संदेश', source: 'ae0ed984' },
  notSent: { text: 'आपकी राय नहीं भेजी गई है।', source: '22c488ca' },
  submitting: { text: 'भेजी जा रही है...', source: '492466e9' },
  submit: { text: 'राय भेजें', source: 'b9994344' },
};
