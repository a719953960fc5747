import { company } from '../company.ts';
import type { Translation } from '../translation.ts';
import type { subscriptionPagesCopy } from './subscriptionPages.ts';

/** The subscription pages in Hindi: where a Hindi subscriber's confirmation and unsubscribe links lead. */
export const subscriptionPagesHindi: Translation<typeof subscriptionPagesCopy> = {
  confirm: {
    title: { text: 'अपनी सदस्यता की पुष्टि करें', source: 'e3bfa79b' },
    description: { text: `${company.name} की नई जानकारी के लिए अपनी सदस्यता की पुष्टि करें।`, source: 'b6a75318' },
    heading: { text: 'अपनी सदस्यता की पुष्टि करें', source: 'e3bfa79b' },
    text: {
      text: `इस पते पर ${company.name} की नई जानकारी पाना शुरू करने के लिए बटन दबाएँ।`,
      source: '048d2b1b',
    },
    button: { text: 'सदस्यता की पुष्टि करें', source: 'fc03e4cc' },
    pending: { text: 'पुष्टि की जा रही है...', source: 'c71f75ad' },
    missingToken: {
      text: 'इस पेज के लिए हमारे ई-मेल का लिंक चाहिए। कृपया इसे ई-मेल से खोलें।',
      source: '3a641b26',
    },
    failed: { text: 'हम आपकी सदस्यता की पुष्टि नहीं कर सके', source: '666c1ead' },
  },
  outcomes: {
    confirmed: {
      title: { text: 'सदस्यता की पुष्टि हो गई', source: '2f013b55' },
      heading: { text: 'सदस्यता की पुष्टि हो गई', source: '2f013b55' },
      text: {
        text: `धन्यवाद! प्लेटफ़ॉर्म के लॉन्च, नई सुविधाओं और अवसरों के बारे में ${company.name} आपको बताता रहेगा। हर ई-मेल में सदस्यता छोड़ने का लिंक होता है।`,
        source: 'f8afebc2',
      },
      description: {
        text: `${company.name} की नई जानकारी के लिए आपकी सदस्यता की पुष्टि हो गई है।`,
        source: 'b51ab347',
      },
    },
    expired: {
      title: { text: 'पुष्टि का लिंक पुराना हो गया', source: '05db3c05' },
      heading: { text: 'यह लिंक पुराना हो गया है', source: 'bac5c3b6' },
      text: {
        text: 'पुष्टि के लिंक 7 दिन तक काम करते हैं। फिर से सदस्यता लें, हम आपको नया लिंक भेज देंगे।',
        source: 'd289a76c',
      },
      description: {
        text: `${company.name} की नई जानकारी की सदस्यता की पुष्टि करने का लिंक पुराना हो गया है।`,
        source: 'db464f79',
      },
    },
    invalid: {
      title: { text: 'पुष्टि का लिंक सही नहीं है', source: '0db7305b' },
      heading: { text: 'यह लिंक सही नहीं है', source: 'd73985f2' },
      text: {
        text: 'हो सकता है लिंक अधूरा हो, या सदस्यता तब से रद्द हो गई हो। फिर से सदस्यता लें, हम आपको नया लिंक भेज देंगे।',
        source: 'd3086c3a',
      },
      description: {
        text: `${company.name} की नई जानकारी की सदस्यता की पुष्टि करने का लिंक सही नहीं है।`,
        source: 'ecdd2f9f',
      },
    },
  },
  subscribeAgain: { text: 'फिर से सदस्यता लें', source: '7b5d602b' },
  goHome: { text: 'होम पेज पर जाएँ', source: 'eb233972' },
  unsubscribe: {
    title: { text: 'सदस्यता छोड़ें', source: 'fd265e36' },
    description: { text: `${company.name} की नई जानकारी के ई-मेल पाना बंद करें।`, source: 'e4595f7c' },
    heading: { text: 'नई जानकारी की सदस्यता छोड़ें', source: 'e0becfa8' },
    text: {
      text: `इस पते पर ${company.name} की नई जानकारी के ई-मेल पाना बंद करने के लिए बटन दबाएँ।`,
      source: 'a13ffa90',
    },
    button: { text: 'सदस्यता छोड़ें', source: 'fd265e36' },
    pending: { text: 'सदस्यता छोड़ी जा रही है...', source: '12d517a5' },
    doneHeading: { text: 'आपकी सदस्यता बंद हो गई है', source: 'cccbb709' },
    doneText: {
      text: 'हम आपको अब और नई जानकारी नहीं भेजेंगे। इरादा बदल गया? आप कभी भी फिर से सदस्यता ले सकते हैं।',
      source: '44f1e335',
    },
    missingToken: {
      text: 'इस पेज के लिए हमारे किसी ई-मेल का लिंक चाहिए। कृपया इसे ई-मेल से खोलें।',
      source: 'e74768e8',
    },
    failed: { text: 'आपकी सदस्यता बंद नहीं हो सकी', source: 'd3217bef' },
  },
};
