// The Hindi of the privacy notices and the consent choices (`noticeCopy` in schemas/notice.ts):
// the same keys, each text with the hash of the English it translates. Legal text: it needs a
// professional translator's review before launch, as the policies do (docs/i18n.md). The terms are
// those of the Hindi text of the DPDP Act, 2023: व्यक्तिगत डेटा, सहमति, शिकायत.
import type { Translation } from '@aarambh/content/hindi';
import type { noticeCopy } from '../schemas/notice.ts';

export const noticeCopyHindi: Translation<typeof noticeCopy> = {
  lawfulBases: {
    consent: { text: 'आपकी सहमति, जिसे आप कभी भी वापस ले सकते हैं', source: '9eb2a6da' },
    voluntary: { text: 'आपने इसी काम के लिए यह हमें ख़ुद दिया है', source: '21dea070' },
    law: { text: 'क़ानून के अनुसार हमें भुगतान के रिकॉर्ड रखने होते हैं', source: 'dca28584' },
    guardian: {
      text: 'क़ानून 18 साल से कम उम्र के हर व्यक्ति के लिए माता-पिता या अभिभावक की सहमति माँगता है',
      source: '10b9f75e',
    },
  },
  purposes: {
    application: {
      title: { text: 'आपका आवेदन', source: '8aaa1814' },
      text: {
        text: 'आपके आवेदन पर विचार करने के लिए: हमारी टीम उसे पढ़ती है, यह अवसर देने वाली कंपनी के साथ आपकी प्रोफ़ाइल साझा कर सकती है, इसके बारे में आपको लिखती है, और फ़ैसला होने तक उसका पूरा ब्योरा रखती है।',
        source: '3dc81075',
      },
    },
    payment: {
      title: { text: 'आपकी फ़ीस', source: '3b2a3116' },
      text: {
        text: 'आपने UPI से जो फ़ीस दी है, उसे हमारे बैंक स्टेटमेंट से मिलाने और आपकी रसीद देने के लिए।',
        source: 'a41ebe33',
      },
    },
    guardian: {
      title: { text: 'आपके माता-पिता या अभिभावक की सहमति', source: '8544f633' },
      text: {
        text: 'अगर आपकी उम्र 18 साल से कम है: आपका आवेदन अपने पास रखने से पहले आपके माता-पिता या अभिभावक से उसकी पुष्टि करने को कहने के लिए। हम उन्हें आपका नाम और प्रोग्राम ई-मेल करते हैं, आपकी लिखी कोई और बात नहीं।',
        source: 'd4998914',
      },
    },
    updates: {
      title: { text: 'ई-मेल से जानकारी', source: '29ae62a6' },
      text: {
        text: 'नए अवसरों, नौकरियों और नई सुविधाओं के बारे में आपको ई-मेल करने के लिए, सिर्फ़ तब जब आप इसके लिए कहें।',
        source: '0fd28d06',
      },
    },
    reply: {
      title: { text: 'आपको जवाब देना', source: '0124695a' },
      text: { text: 'आपके संदेश का जवाब देने और बातचीत पूरी होने तक उसे रखने के लिए।', source: '83e3fb42' },
    },
    feedback: {
      title: { text: 'अपनी साइट को बेहतर बनाना', source: '162707cd' },
      text: {
        text: 'आपका फ़ीडबैक पढ़ने, अपनी साइट और सेवाओं को बेहतर बनाने, और आप अपना पता दें तो आपको जवाब देने के लिए।',
        source: 'bddf5647',
      },
    },
  },
  items: {
    name: { text: 'नाम', source: '8d39bde6' },
    email: { text: 'ई-मेल पता', source: '38e0cb30' },
    phone: { text: 'फ़ोन नंबर', source: 'a108b658' },
    studies: { text: 'यूनिवर्सिटी, मुख्य विषय, ग्रेजुएशन का साल और GPA', source: 'c3eb3bf0' },
    coverLetter: { text: 'कवर लेटर', source: 'de083ea0' },
    profiles: { text: 'आपकी प्रोफ़ाइल और काम के लिंक', source: 'b179cb5e' },
    schedule: { text: 'शुरू करने की तारीख़ और अवधि', source: '58ceeb64' },
    transactionId: { text: 'UPI ट्रांज़ैक्शन आईडी', source: 'dbb3c1a8' },
    age: { text: 'आपकी उम्र 18 साल या उससे ज़्यादा है या नहीं', source: 'bca2680f' },
    guardian: { text: 'आपके माता-पिता या अभिभावक का नाम और ई-मेल पता', source: 'f6211bc9' },
    resume: { text: 'रिज़्यूमे', source: 'ff39a36a' },
    location: { text: 'आप कहाँ रहते हैं', source: '6a16bceb' },
    experience: { text: 'अनुभव, कब से काम शुरू कर सकते हैं और अपेक्षित वेतन', source: '23937aad' },
    optionalPhone: { text: 'फ़ोन नंबर (अगर आप दें)', source: '9e45e481' },
    company: { text: 'कंपनी (अगर आप बताएँ)', source: 'b0c55f35' },
    message: { text: 'संदेश और उसका विषय', source: '3ac12d1b' },
    feedbackSender: { text: 'नाम और ई-मेल पता (अगर आप गुमनाम न रहें)', source: '3925c15e' },
    feedback: { text: 'फ़ीडबैक', source: '3684a602' },
  },
  forms: {
    internship: { text: 'इंटर्नशिप का आवेदन', source: '0484350d' },
    job: { text: 'नौकरी का आवेदन', source: '75dfc73a' },
    contact: { text: 'संपर्क फ़ॉर्म', source: '9877cd43' },
    feedback: { text: 'फ़ीडबैक फ़ॉर्म', source: 'df5d72d0' },
    subscribe: { text: 'ई-मेल से जानकारी पाने की सदस्यता', source: '9a2805b7' },
  },
  consentChoices: {
    application: {
      text: 'इस आवेदन पर विचार के लिए मेरी जानकारी के इस्तेमाल पर मेरी सहमति है',
      source: '4ca2536e',
    },
    updates: { text: 'नए अवसरों और नौकरियों के बारे में मुझे ई-मेल भेजें', source: 'a23c0c9c' },
  },
  text: {
    title: { text: '{company}: गोपनीयता सूचना ({form})', source: 'b1ea2c20' },
    basis: { text: 'आधार', source: 'e72f9e0d' },
    withdraw: { text: 'सहमति वापस लें', source: '7286807e' },
    request: { text: 'अपना व्यक्तिगत डेटा पाने, उसे सुधारने या मिटाने के लिए कहें', source: 'f16c45d2' },
    complain: {
      text: 'अगर हम आपकी शिकायत का समाधान न करें, तो आप {board} से शिकायत कर सकते हैं',
      source: '77b69c88',
    },
  },
};
