import { company } from '../company.ts';
import type { Translation } from '../translation.ts';
import type { verifyCopy } from './verify.ts';

/**
 * The verify pages in Hindi (`/hi/verify`, `/hi/verify/ID`). What the document prints stays in
 * English, as printed (`printedInEnglishHindi` says so).
 */
export const verifyHindi: Translation<typeof verifyCopy> = {
  title: { text: 'सर्टिफ़िकेट या ऑफ़र लेटर की जाँच करें', source: 'bd23aae9' },
  description: {
    text: `जाँचें कि ${company.name} का कोई सर्टिफ़िकेट या ऑफ़र लेटर असली है और अब भी मान्य है।`,
    source: 'bf454b23',
  },
  heading: { text: 'दस्तावेज़ की जाँच करें', source: '41b72724' },
  intro: {
    text: `${company.name} के हर सर्टिफ़िकेट और ऑफ़र लेटर पर एक आईडी और इस पेज का लिंक छपा होता है। आईडी टाइप करें: आप देखेंगे कि दस्तावेज़ में क्या लिखा है और क्या वह अब भी मान्य है।`,
    source: 'ed872a46',
  },
  form: {
    label: { text: 'दस्तावेज़ की आईडी: दस्तावेज़ पर छपे 12 अक्षर टाइप करें', source: '1f8acdf0' },
    hint: { text: 'कैपिटल अक्षर, स्पेस और डैश से कोई फ़र्क नहीं पड़ता।', source: '517d2143' },
    button: { text: 'जाँचें', source: '2d5c0c44' },
    unknown: {
      text: 'इस आईडी का कोई दस्तावेज़ नहीं है। हर अक्षर को दस्तावेज़ से मिलाकर देखें (आख़िरी अक्षर जाँच के लिए है: एक भी ग़लत अक्षर पकड़ में आ जाता है) और फिर से कोशिश करें।',
      source: '6aa17cc5',
    },
  },
  documentHeadings: {
    certificate: { text: 'सर्टिफ़िकेट', source: '4bce2b10' },
    offer: { text: 'ऑफ़र लेटर', source: '25138e93' },
  },
  id: { text: 'दस्तावेज़ की आईडी', source: '890273b1' },
  issuer: { text: 'जारी करने वाला', source: '32d73b71' },
  states: {
    valid: { text: 'मान्य', source: 'd2661011' },
    revoked: { text: '{date} को रद्द किया गया', source: '760162b2' },
    superseded: { text: 'नए दस्तावेज़ से बदला गया', source: '5052d895' },
    accepted: { text: 'ऑफ़र {date} को स्वीकार किया गया', source: 'ba6b94c9' },
    declined: { text: 'ऑफ़र {date} को अस्वीकार किया गया', source: 'f80967c6' },
    expired: { text: 'ऑफ़र की अवधि {date} को ख़त्म हुई', source: 'a47f9807' },
  },
  stateTexts: {
    valid: {
      certificate: {
        text: `यह सर्टिफ़िकेट ${company.name} ने जारी किया है और इसे वापस नहीं लिया गया है। जाँच लें कि आपको दिखाए गए दस्तावेज़ में ठीक वही लिखा है जो नीचे है।`,
        source: '82c1b8ff',
      },
      offer: {
        text: `यह ऑफ़र लेटर ${company.name} ने जारी किया है और यह नीचे दी गई तारीख़ तक खुला है। जाँच लें कि आपको दिखाए गए लेटर में ठीक वही लिखा है जो नीचे है।`,
        source: '80ada08c',
      },
    },
    revoked: {
      text: `${company.name} ने यह दस्तावेज़ वापस ले लिया है: अब इससे कुछ साबित नहीं होता।`,
      source: 'a6cd8986',
    },
    superseded: {
      text: 'यह दस्तावेज़ दोबारा जारी किया गया (जैसे, नाम सुधारने के लिए)। सिर्फ़ नया दस्तावेज़ मान्य है:',
      source: '9c59a5da',
    },
    accepted: { text: 'धारक ने यह ऑफ़र स्वीकार कर लिया।', source: '29c6647b' },
    declined: { text: 'धारक ने यह ऑफ़र अस्वीकार कर दिया।', source: 'bc2a351c' },
    expired: { text: 'इस ऑफ़र का जवाब उसकी अवधि ख़त्म होने से पहले नहीं दिया गया।', source: 'ead121f7' },
  },
  supersededLink: { text: 'दस्तावेज़ {id} देखें', source: '338177b0' },
  printed: { text: 'दस्तावेज़ में क्या छपा है', source: '6098d127' },
  nameCheck: {
    heading: { text: 'धारक के नाम की जाँच करें', source: '23b8de67' },
    text: {
      text: 'धारक ने अपना नाम यहाँ न दिखाने का फ़ैसला किया है। दस्तावेज़ पर छपा नाम टाइप करें: यह पेज बताएगा कि नाम मिलता है या नहीं, पर नाम कभी नहीं दिखाएगा।',
      source: '7d91e095',
    },
    label: { text: 'जाँचने के लिए धारक का नाम टाइप करें', source: '2ca0ca7b' },
    button: { text: 'नाम जाँचें', source: '1076e5cf' },
    match: { text: 'नाम उसी व्यक्ति के नाम से मिलता है जिसे यह दस्तावेज़ जारी किया गया था।', source: '4893bcb3' },
    mismatch: {
      text: 'नाम उस व्यक्ति के नाम से नहीं मिलता जिसे यह दस्तावेज़ जारी किया गया था। दस्तावेज़ पर छपी स्पेलिंग से मिलाकर देखें।',
      source: '2d4c0f39',
    },
  },
  credential: { text: 'साइन किया हुआ क्रेडेंशियल डाउनलोड करें', source: 'f1205e4f' },
  credentialText: {
    text: 'साइन किए हुए क्रेडेंशियल (W3C Verifiable Credential) से कोई भी इस पेज पर भरोसा किए बिना इस दस्तावेज़ की जाँच कर सकता है।',
    source: '6d662b04',
  },
  linkedIn: { text: 'LinkedIn में जोड़ें', source: '58f3106d' },
  another: { text: 'कोई दूसरा दस्तावेज़ जाँचें', source: 'e7c295f4' },
};

/** Above what a document prints, on a Hindi page: the lines below are in English, as printed. */
export const printedInEnglishHindi = 'दस्तावेज़ अंग्रेज़ी में छपता है: नीचे की पंक्तियाँ वैसी ही हैं जैसी उस पर छपी हैं।';
