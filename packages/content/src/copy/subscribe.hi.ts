import type { Translation } from '../translation.ts';
import type { subscribeFormCopy } from './subscribe.ts';

/** The subscribe form in Hindi (the footer's on Hindi pages; the coming-soon page has no Hindi twin yet). */
export const subscribeFormHindi: Translation<typeof subscribeFormCopy> = {
  page: {
    formName: { text: 'लॉन्च की जानकारी पाने के लिए सदस्यता लें', source: 'c1d88289' },
    label: { text: 'ई-मेल पता', source: 'f1f487f3' },
    button: { text: 'मुझे बताएँ', source: '33f6e73a' },
    pending: { text: 'सदस्यता ली जा रही है...', source: '0fb7b75a' },
  },
  compact: {
    formName: { text: 'नई जानकारी पाने के लिए सदस्यता लें', source: '43fcf15e' },
    label: { text: 'ई-मेल से नई जानकारी पाएँ', source: 'afd9135b' },
    button: { text: 'सदस्यता लें', source: '006ab0a3' },
    pending: { text: 'सदस्यता ली जा रही है...', source: '0fb7b75a' },
  },
  confirmationSent: {
    text: 'हमने {email} पर एक लिंक भेजा है। अपनी सदस्यता पक्की करने के लिए उसे खोलें।',
    source: '20da509e',
  },
};
