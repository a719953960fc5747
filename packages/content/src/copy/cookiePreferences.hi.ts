import type { Translation } from '../translation.ts';
import type { cookiePreferencesCopy } from './cookiePreferences.ts';

/** The cookie preferences' dialog in Hindi. */
export const cookiePreferencesHindi: Translation<typeof cookiePreferencesCopy> = {
  title: { text: 'कुकी की पसंद', source: '78d144c5' },
  description: {
    text: 'चुनें कि हम कौन-सी वैकल्पिक कुकीज़ इस्तेमाल कर सकते हैं। आप इसे कभी भी कुकी नीति वाले पेज पर बदल सकते हैं।',
    source: 'c50accb2',
  },
  close: { text: 'बंद करें', source: 'cd86acc3' },
  acceptAll: { text: 'सब स्वीकार करें', source: '337bf68e' },
  save: { text: 'पसंद सेव करें', source: '061edf72' },
  categories: {
    essential: {
      label: { text: 'ज़रूरी कुकीज़', source: '54b13140' },
      description: {
        text: 'वेबसाइट चलाने के लिए ज़रूरी, जैसे आपकी यह पसंद याद रखने के लिए। ये हमेशा चालू रहती हैं।',
        source: '8dc09011',
      },
    },
    analytics: {
      label: { text: 'एनालिटिक्स कुकीज़', source: '0a890210' },
      description: {
        text: 'इनसे हम समझते हैं कि लोग वेबसाइट का इस्तेमाल कैसे करते हैं, ताकि हम उसे बेहतर बना सकें।',
        source: '4c53aa75',
      },
    },
    functional: {
      label: { text: 'फ़ंक्शनल कुकीज़', source: '36f6a963' },
      description: {
        text: 'ये आपकी पसंद याद रखती हैं, ताकि वेबसाइट आपके लिए और सुविधाजनक हो।',
        source: '2e88c05c',
      },
    },
    marketing: {
      label: { text: 'मार्केटिंग कुकीज़', source: '5d753e0c' },
      description: {
        text: 'इनसे हम अपने अभियानों का असर मापते हैं और दूसरी साइटों पर आपको काम की जानकारी दिखाते हैं।',
        source: '48b5e71d',
      },
    },
  },
};
