import type { Translation } from '../translation.ts';
import type { categoryPageCopy, categoryPagesCopy } from './categories.ts';
import type { feeNoteCopy } from './feeNote.ts';

/** Each category listing page in Hindi. */
export const categoryPagesHindi: Translation<typeof categoryPagesCopy> = {
  'software-development': {
    heroTitle: { text: 'ऐसा सॉफ़्टवेयर बनाइए जो काम आए', source: '181f8eb7' },
    heroText: {
      text: 'ऐसी इंटर्नशिप और प्रोग्राम, जिनमें आप एक प्रोफ़ेशनल टीम के साथ असली सॉफ़्टवेयर बनाते हैं: असली कारोबारों के इस्तेमाल में आने वाले वेब प्लेटफ़ॉर्म, API और क्लाउड सेवाएँ।',
      source: 'ed134609',
    },
    primaryAction: { text: 'अवसर देखें', source: 'c3a53821' },
    applyLabel: { text: 'अभी आवेदन करें', source: '3bd96233' },
    noPriceText: { text: 'फ़ीस पूछने पर बताई जाएगी', source: 'eb1d25a2' },
    listHeading: { text: 'सॉफ़्टवेयर डेवलपमेंट के अवसर', source: 'c69b8ac0' },
    listIntro: { text: 'हर अवसर की फ़ीस और तारीखें देखने के लिए अवधि चुनें।', source: '42823fa0' },
    offers: [
      {
        title: { text: 'असली कोड पर काम', source: 'b5c764c8' },
        description: {
          text: 'प्रोडक्शन कोड पर काम करें, और सीनियर इंजीनियर आपके काम की समीक्षा करेंगे।',
          source: 'ea493c1a',
        },
      },
      {
        title: { text: 'अनुभवी मेंटर', source: 'b4cf68f7' },
        description: {
          text: 'बड़े पैमाने पर सॉफ़्टवेयर बना चुके इंजीनियर के साथ हर हफ़्ते आमने-सामने सेशन।',
          source: 'a0899226',
        },
      },
      {
        title: { text: 'आज के टूल', source: 'dfa9fece' },
        description: { text: 'TypeScript, Node.js, PostgreSQL, कंटेनर और क्लाउड।', source: '35028f28' },
      },
      {
        title: { text: 'सर्टिफ़िकेट वाला अनुभव', source: '4aa5593e' },
        description: {
          text: 'एक सर्टिफ़िकेट, और आपके मर्ज हुए काम का पोर्टफ़ोलियो, जो आप नौकरी देने वालों को दिखा सकें।',
          source: '564c6193',
        },
      },
    ],
    closing: {
      heading: { text: 'बनाना शुरू करने के लिए तैयार हैं?', source: '193a83dc' },
      text: {
        text: 'हमारी सभी सेवाएँ देखिए और अपने सॉफ़्टवेयर करियर की शुरुआत के लिए सही जगह चुनिए।',
        source: 'bb79b103',
      },
      action: { text: 'सभी सेवाएँ देखें', source: '92b51dfd' },
    },
  },
  'app-development': {
    heroTitle: { text: 'ऐसे ऐप बनाइए जो लोगों को पसंद आएँ', source: '1a28144e' },
    heroText: {
      text: 'Android, iOS और क्रॉस-प्लैटफ़ॉर्म ऐप डिज़ाइन करना, बनाना और पब्लिश करना सीखें, उस मोबाइल टीम के मार्गदर्शन में जो हमारे क्लाइंट के लिए यही ऐप बनाती है।',
      source: '71a2d9a5',
    },
    primaryAction: { text: 'अवसर देखें', source: 'c3a53821' },
    applyLabel: { text: 'अभी आवेदन करें', source: '3bd96233' },
    noPriceText: { text: 'फ़ीस पूछने पर बताई जाएगी', source: 'eb1d25a2' },
    listHeading: { text: 'ऐप डेवलपमेंट के अवसर', source: 'a441e374' },
    listIntro: { text: 'हर अवसर की फ़ीस और तारीखें देखने के लिए अवधि चुनें।', source: '42823fa0' },
    offers: [
      {
        title: { text: 'नेटिव और क्रॉस-प्लैटफ़ॉर्म', source: '97656b19' },
        description: { text: 'Kotlin, Swift और React Native, असली डिवाइस पर।', source: '04d5a8de' },
      },
      {
        title: { text: 'स्टोर पर लॉन्च', source: 'bb2df391' },
        description: {
          text: 'किसी ऐप को रिव्यू से गुज़ारकर Play Store या App Store तक पहुँचाइए।',
          source: 'aefaf637',
        },
      },
      {
        title: { text: 'मोबाइल मेंटर', source: 'bc3480ad' },
        description: { text: 'ऐप पब्लिश कर चुके डेवलपर हर हफ़्ते आपके काम की समीक्षा करते हैं।', source: '61ea84f3' },
      },
      {
        title: { text: 'पोर्टफ़ोलियो के लिए ऐप', source: '828308e1' },
        description: { text: 'आख़िर में आपके पास पब्लिश हुए ऐप होंगे, जो आप इंटरव्यू में दिखा सकें।', source: 'a46ce263' },
      },
    ],
    closing: {
      heading: { text: 'आपका पहला ऐप यहीं से शुरू होता है', source: 'f0708ffa' },
      text: { text: 'हमारी सभी सेवाएँ देखिए और अपने लिए सही प्रोग्राम या इंटर्नशिप चुनिए।', source: 'e031bb45' },
      action: { text: 'सभी सेवाएँ देखें', source: '92b51dfd' },
    },
  },
  'website-development': {
    heroTitle: { text: 'तेज़ और सबके लिए सुलभ वेबसाइट बनाइए', source: 'a2f63027' },
    heroText: {
      text: 'छोटे कारोबार जिन वेबसाइटों और ऑनलाइन स्टोर पर टिके हैं, उन्हें बनाइए, और परफ़ॉर्मेंस, एक्सेसिबिलिटी और SEO के वे हुनर सीखिए जो आपके काम को अलग बनाते हैं।',
      source: 'fa55b5fb',
    },
    primaryAction: { text: 'अवसर देखें', source: 'c3a53821' },
    applyLabel: { text: 'अभी आवेदन करें', source: '3bd96233' },
    noPriceText: { text: 'फ़ीस पूछने पर बताई जाएगी', source: 'eb1d25a2' },
    listHeading: { text: 'वेबसाइट डेवलपमेंट के अवसर', source: 'a515ceda' },
    listIntro: { text: 'हर अवसर की फ़ीस और तारीखें देखने के लिए अवधि चुनें।', source: '42823fa0' },
    offers: [
      {
        title: { text: 'क्लाइंट की लाइव वेबसाइट', source: 'ba0c9ba6' },
        description: { text: 'ऐसे पेज बनाइए जिन पर असली ग्राहक रोज़ आते हैं।', source: '78beb897' },
      },
      {
        title: { text: 'एक्सेसिबिलिटी सबसे पहले', source: '97138209' },
        description: {
          text: 'स्क्रीन रीडर, कीबोर्ड और हर साइज़ की स्क्रीन के लिए बनाना सीखिए।',
          source: 'e0478faa',
        },
      },
      {
        title: { text: 'स्पीड और SEO', source: 'f2ccf978' },
        description: { text: 'Core Web Vitals और सर्च रैंकिंग को मापिए और बेहतर बनाइए।', source: '00e64056' },
      },
      {
        title: { text: 'डिज़ाइनरों के साथ काम', source: '651eaece' },
        description: { text: 'वायरफ़्रेम से लॉन्च तक डिज़ाइनरों के साथ मिलकर काम कीजिए।', source: '5f268dff' },
      },
    ],
    closing: {
      heading: { text: 'वेब में अपना करियर शुरू कीजिए', source: '7727cceb' },
      text: { text: 'हमारी सभी सेवाएँ देखिए और वेब डेवलपमेंट में अपना अगला कदम चुनिए।', source: 'e317cdd5' },
      action: { text: 'सभी सेवाएँ देखें', source: '92b51dfd' },
    },
  },
  'workshop-training': {
    heroTitle: { text: 'करके सीखिए, छोटी और केंद्रित वर्कशॉप में', source: '3c0e412f' },
    heroText: {
      text: 'हर डेवलपर के काम आने वाले टूल और आदतों पर छोटी, गहन वर्कशॉप, जिन्हें इस काम के जानकार लाइव सिखाते हैं और जिनमें भरपूर प्रैक्टिकल अभ्यास होते हैं।',
      source: '60fcda82',
    },
    primaryAction: { text: 'वर्कशॉप देखें', source: 'a698289e' },
    applyLabel: { text: 'अभी दाख़िला लें', source: 'd9a26f69' },
    noPriceText: { text: 'फ़ीस पूछने पर बताई जाएगी', source: 'eb1d25a2' },
    listHeading: { text: 'आने वाली वर्कशॉप', source: '99ec64a1' },
    listIntro: { text: 'हर वर्कशॉप की फ़ीस और तारीखें देखने के लिए अवधि चुनें।', source: 'a6ccf33a' },
    offers: [
      {
        title: { text: 'लाइव सेशन', source: '75b53f54' },
        description: { text: 'बातचीत वाले सेशन, जिनमें हर सवाल के लिए समय है।', source: 'e995d8cb' },
      },
      {
        title: { text: 'प्रैक्टिकल लैब', source: 'c8b0b9d7' },
        description: { text: 'हर बात का अभ्यास उसी दिन कीजिए जिस दिन आप उसे सीखें।', source: 'e75caa54' },
      },
      {
        title: { text: 'छोटी और केंद्रित', source: '5ee0bf01' },
        description: { text: 'चार हफ़्ते से शुरू, ऐसी रफ़्तार से जो पढ़ाई और नौकरी के साथ चल सके।', source: '3958e398' },
      },
      {
        title: { text: 'वर्कशॉप सर्टिफ़िकेट', source: '6f8999d8' },
        description: { text: 'पूरी की गई हर वर्कशॉप का एक सर्टिफ़िकेट।', source: '0b2f2c5c' },
      },
    ],
    closing: {
      heading: { text: 'इसी महीने अपने हुनर को निखारिए', source: '144e87b3' },
      text: {
        text: 'हमारी सभी सेवाएँ देखिए और जानिए कि हम आपको आगे बढ़ने में किन-किन तरीकों से मदद कर सकते हैं।',
        source: '3a061cfe',
      },
      action: { text: 'सभी सेवाएँ देखें', source: '92b51dfd' },
    },
  },
  'training-programs': {
    heroTitle: { text: 'सिलसिलेवार ट्रेनिंग से नौकरी के लिए तैयार हो जाइए', source: '8421ecf4' },
    heroText: {
      text: 'ऐसे प्रोग्राम जो आपको बुनियादी बातों से असली प्रोजेक्ट के पोर्टफ़ोलियो तक ले जाते हैं, हर कदम पर मेंटर, समीक्षा और करियर सलाह के साथ।',
      source: '729e74bb',
    },
    primaryAction: { text: 'प्रोग्राम देखें', source: 'aa622cc5' },
    applyLabel: { text: 'अभी दाख़िला लें', source: 'd9a26f69' },
    noPriceText: { text: 'फ़ीस पूछने पर बताई जाएगी', source: 'eb1d25a2' },
    listHeading: { text: 'हमारे ट्रेनिंग प्रोग्राम', source: 'af21039e' },
    listIntro: { text: 'हर प्रोग्राम की फ़ीस और तारीखें देखने के लिए अवधि चुनें।', source: '3b5e80cb' },
    offers: [
      {
        title: { text: 'सिलसिलेवार पाठ्यक्रम', source: 'f550cdbd' },
        description: { text: 'एक के बाद एक आगे बढ़ते मॉड्यूल, बुनियादी बातों से आगे के विषयों तक।', source: '0155728d' },
      },
      {
        title: { text: 'मेंटर की समीक्षा', source: 'c5568701' },
        description: { text: 'काम कर रहे प्रोफ़ेशनल से आपके प्रोजेक्ट पर हर हफ़्ते राय।', source: '6d4d648a' },
      },
      {
        title: { text: 'करियर सलाह', source: 'fd93bb0b' },
        description: { text: 'रिज़्यूमे की समीक्षा, मॉक इंटरव्यू और नौकरी ढूँढने में मदद।', source: '0a8e6c16' },
      },
      {
        title: { text: 'सर्टिफ़िकेट', source: 'b88e4cd9' },
        description: { text: 'हर प्रोग्राम पूरा करने पर एक सर्टिफ़िकेट।', source: '272d1840' },
      },
    ],
    closing: {
      heading: { text: 'अपने लिए सही प्रोग्राम ढूँढिए', source: 'f3fd9e61' },
      text: {
        text: 'हमारे प्रोग्रामों की तुलना कीजिए और वह शुरू कीजिए जो आपके लक्ष्य से मेल खाता हो।',
        source: 'b97e54dc',
      },
      action: { text: 'सभी प्रोग्राम देखें', source: '9dbac160' },
    },
  },
  internship: {
    heroTitle: { text: 'असली इंटर्नशिप से अपना करियर शुरू कीजिए', source: '759f9861' },
    heroText: {
      text: 'इंजीनियरिंग, डिज़ाइन, डेटा, मार्केटिंग और रिसर्च में इंटर्नशिप, स्टाइपेंड और मेंटर के साथ, और ऐसा काम जो सच में इस्तेमाल में आता है।',
      source: '65a5464a',
    },
    primaryAction: { text: 'इंटर्नशिप ढूँढें', source: 'eae9f935' },
    applyLabel: { text: 'अभी आवेदन करें', source: '3bd96233' },
    noPriceText: { text: 'स्टाइपेंड मिलता है', source: 'cc9f150b' },
    listHeading: { text: 'खुली इंटर्नशिप', source: 'de7b3ffa' },
    listIntro: { text: 'हर इंटर्नशिप की फ़ीस और तारीखें देखने के लिए अवधि चुनें।', source: '6796306f' },
    offers: [
      {
        title: { text: 'असली प्रोजेक्ट', source: 'fde70e65' },
        description: { text: 'ऐसा काम जो असली यूज़र तक पहुँचता है, सिर्फ़ अभ्यास वाले सवाल नहीं।', source: 'ba792b8a' },
      },
      {
        title: { text: 'मेंटर से अकेले में मार्गदर्शन', source: '20b234c5' },
        description: {
          text: 'एक मेंटर, जो आपके काम की समीक्षा करता है और आगे बढ़ने में मदद करता है।',
          source: 'c348c4c5',
        },
      },
      {
        title: { text: 'स्टाइपेंड', source: '64cef349' },
        description: { text: 'चुने गए इंटर्न के लिए हर महीने स्टाइपेंड और स्कॉलरशिप।', source: '07433e09' },
      },
      {
        title: { text: 'प्री-प्लेसमेंट इंटरव्यू', source: 'e60dcefc' },
        description: {
          text: 'अच्छा काम करने वाले इंटर्न को फ़ुल-टाइम नौकरी के इंटरव्यू के लिए बुलाया जाता है।',
          source: '7063a3b3',
        },
      },
    ],
    closing: {
      heading: { text: 'आपका करियर एक कदम से शुरू होता है', source: '24c15af3' },
      text: { text: 'हमारी सभी सेवाएँ देखिए और अपने लिए सही इंटर्नशिप या प्रोग्राम चुनिए।', source: '4ee796bf' },
      action: { text: 'सभी सेवाएँ देखें', source: '92b51dfd' },
    },
  },
};

/** The words the category pages and their cards share, in Hindi. */
export const categoryPageHindi: Translation<typeof categoryPageCopy> = {
  learnMore: { text: 'और जानें', source: '5545855a' },
  offersHeading: { text: 'हम क्या देते हैं', source: 'eff1da07' },
  price: { text: 'फ़ीस', source: 'dd3ec7ca' },
  dates: { text: 'तारीखें', source: '6ccb18be' },
  rangeWord: { text: 'से', source: '42454824' },
  learnMoreFor: { text: '({title} के बारे में)', source: '975fb0fa' },
  location: { text: 'जगह', source: '5bc08dc6' },
  rating: { text: 'रेटिंग', source: '389c8a70' },
  ratingValue: { text: '5 में से {rating}', source: '863382b0' },
  skills: { text: 'स्किल', source: 'ab6a56bf' },
  duration: { text: 'अवधि', source: 'd4c7492d' },
  durations: {
    '4-weeks': { text: '4 हफ़्ते', source: 'f56291fe' },
    '6-weeks': { text: '6 हफ़्ते', source: '4e0ce838' },
    '8-weeks': { text: '8 हफ़्ते', source: '5b28bcaa' },
    '12-weeks': { text: '12 हफ़्ते', source: '2b8cf563' },
  },
  types: {
    Internship: { text: 'इंटर्नशिप', source: '49285ddf' },
    'Training Program': { text: 'ट्रेनिंग प्रोग्राम', source: '29ffd3fb' },
    Workshop: { text: 'वर्कशॉप', source: 'e22bcc2c' },
    'Research Internship': { text: 'रिसर्च इंटर्नशिप', source: 'fb2ec8fa' },
  },
  locations: {
    Remote: { text: 'रिमोट', source: '0da0f373' },
    'Delhi, India (Hybrid)': { text: 'दिल्ली, भारत (हाइब्रिड)', source: 'ff728aa5' },
    'Remote (India)': { text: 'रिमोट (भारत)', source: '2f5ea609' },
    Online: { text: 'ऑनलाइन', source: 'bc3b88aa' },
  },
};

/** The note beside a price, in Hindi (the refund policy it links to is in English). */
export const feeNoteHindi: Translation<typeof feeNoteCopy> = {
  summary: {
    text: 'इसमें सेशन, मेंटरिंग और सर्टिफ़िकेट शामिल हैं। अगर आपका चयन न हो या आप शुरू होने से पहले आवेदन वापस ले लें, तो पूरी फ़ीस वापस मिलती है।',
    source: '088d1fd8',
  },
  refundPolicy: { text: 'रिफ़ंड नीति (अंग्रेज़ी में)', source: '39016947' },
};
