import type { Translation } from '../translation.ts';
import type { withdrawConsentCopy } from './withdrawConsent.ts';

/** The withdraw page in Hindi: where a Hindi application's withdraw links lead. */
export const withdrawConsentHindi: Translation<typeof withdrawConsentCopy> = {
  title: { text: 'अपनी सहमति वापस लें', source: 'b7cacef0' },
  description: { text: 'आवेदन के साथ दी गई सहमति एक ही कदम में वापस लें।', source: 'be771188' },
  heading: { text: 'अपनी सहमति वापस लें', source: 'b7cacef0' },
  text: {
    text: 'आपके लिंक में जिस सहमति का नाम है, उसे वापस लेने के लिए बटन दबाएँ। हम दर्ज करते हैं कि आपने यह कब किया, और उस काम के लिए आपकी जानकारी का इस्तेमाल बंद कर देते हैं।',
    source: 'fb03dd31',
  },
  button: { text: 'मेरी सहमति वापस लें', source: '6333ba61' },
  pending: { text: 'वापस ली जा रही है...', source: 'deb58585' },
  doneHeading: { text: 'आपकी सहमति वापस ले ली गई है', source: '594aff94' },
  missingToken: {
    text: 'इस पेज के लिए हमारे किसी ई-मेल या आपके स्टेटस पेज का लिंक चाहिए।',
    source: '12acfab0',
  },
  failed: { text: 'हम आपकी सहमति वापस नहीं ले सके। कृपया फिर से कोशिश करें।', source: '951ecc3b' },
  other: {
    text: 'अपना डेटा पाने, उसे सुधारने या मिटाने के लिए कहना हो, तो इस्तेमाल करें:',
    source: '5e0f900b',
  },
  requestForm: { text: 'गोपनीयता अनुरोध फ़ॉर्म', source: '8fe490c0' },
  afterLink: { text: '।', source: '2b0c98f1' },
};
