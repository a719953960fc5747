import { company } from '../company.ts';
import type { Translation } from '../translation.ts';
import type { servicesCopy, servicesPageCopy } from './services.ts';

/** The Services overview in Hindi. */
export const servicesPageHindi: Translation<typeof servicesPageCopy> = {
  seoTitle: { text: 'हमारी सेवाएँ', source: 'dd6edcf7' },
  seoDescription: {
    text: 'कारोबार के लिए सॉफ़्टवेयर, ऐप और वेबसाइट डेवलपमेंट; छात्रों और फ़्रेशर्स के लिए वर्कशॉप, ट्रेनिंग प्रोग्राम और इंटर्नशिप।',
    source: '7dccb791',
  },
  eyebrow: { text: 'सेवाएँ', source: '63b30055' },
  title: { text: 'हमारी सेवाएँ', source: 'dd6edcf7' },
  text: {
    text: `कस्टम सॉफ़्टवेयर से लेकर आपकी पहली इंटर्नशिप तक: ${company.name} जो कुछ देता है, सब एक ही जगह।`,
    source: 'ac85c7bf',
  },
  listHeading: { text: 'हम क्या करते हैं', source: 'e159a42e' },
  cardLink: { text: 'और जानें', source: '5545855a' },
  startHeading: { text: 'अपना प्रोजेक्ट शुरू करना चाहते हैं?', source: '2b2a34c2' },
  startIntro: {
    text: 'बताइए कि आपको क्या चाहिए, हम 24 घंटे के अंदर जवाब देंगे। या देखिए कि हम कौन हैं और कैसे काम करते हैं।',
    source: '4de04538',
  },
  contactButton: { text: 'आज ही संपर्क करें', source: '6a05ed18' },
  portfolioButton: { text: 'हमारा काम देखें', source: '27602c08' },
};

/** The six services in Hindi. */
export const servicesHindi: Translation<typeof servicesCopy> = {
  'software-development': {
    title: { text: 'सॉफ़्टवेयर डेवलपमेंट', source: '3d1de541' },
    description: {
      text: 'आपके कारोबार के काम करने के तरीके के हिसाब से बना सॉफ़्टवेयर: वेब प्लेटफ़ॉर्म, अंदरूनी टूल और उन्हें आपस में जोड़ने वाले API।',
      source: '556703ad',
    },
    features: [
      { text: 'कस्टम वेब ऐप्लिकेशन', source: '535e9b5b' },
      { text: 'API डिज़ाइन और इंटीग्रेशन', source: '991bf70c' },
      { text: 'क्लाउड डिप्लॉयमेंट और DevOps', source: '08d3d61d' },
      { text: 'रखरखाव और सपोर्ट', source: 'fc3f5c66' },
    ],
  },
  'app-development': {
    title: { text: 'ऐप डेवलपमेंट', source: 'd4b9f07d' },
    description: {
      text: 'Android, iOS और क्रॉस-प्लैटफ़ॉर्म ऐप, जिन्हें ग्राहक खुशी से इस्तेमाल करें: पहले प्रोटोटाइप से लेकर स्टोर पर आने तक।',
      source: 'cefbc917',
    },
    features: [
      { text: 'Android और iOS ऐप', source: 'ab5b1acc' },
      { text: 'React Native से क्रॉस-प्लैटफ़ॉर्म ऐप', source: '4230b773' },
      { text: 'App Store और Play Store पर लॉन्च', source: 'a7cbe82e' },
      { text: 'एनालिटिक्स और क्रैश रिपोर्टिंग', source: 'cabe5c7b' },
    ],
  },
  'website-development': {
    title: { text: 'वेबसाइट डेवलपमेंट', source: 'e585ecd7' },
    description: {
      text: 'तेज़ और सबके लिए सुलभ वेबसाइट और ऑनलाइन स्टोर, जो ग्राहक लाएँ और जिन्हें आपकी टीम बिना किसी की मदद के अपडेट कर सके।',
      source: '9061ff50',
    },
    features: [
      { text: 'हर स्क्रीन पर ठीक दिखने वाली कारोबारी वेबसाइट', source: '53bcba73' },
      { text: 'ई-कॉमर्स स्टोर', source: '655c490a' },
      { text: 'सर्च इंजन ऑप्टिमाइज़ेशन', source: '447ec48b' },
      { text: 'कंटेंट मैनेजमेंट सिस्टम', source: '0f512aaf' },
    ],
  },
  'workshop-training': {
    title: { text: 'वर्कशॉप ट्रेनिंग', source: '22161792' },
    description: {
      text: 'टीमें रोज़ जिन टूल और तरीकों से काम करती हैं, उन पर छोटी और प्रैक्टिकल वर्कशॉप: छात्रों, कॉलेजों और कंपनियों के लिए।',
      source: '1a953314',
    },
    features: [
      { text: 'लाइव प्रैक्टिकल सेशन', source: '36e9ea1e' },
      { text: 'इंडस्ट्री के अनुभवी ट्रेनर', source: 'da0b1d31' },
      { text: 'वर्कशॉप सर्टिफ़िकेट', source: '7aef54f8' },
      { text: 'कैंपस में और ऑनलाइन', source: '88ea3bda' },
    ],
  },
  'training-programs': {
    title: { text: 'ट्रेनिंग प्रोग्राम', source: 'a5b9ff18' },
    description: {
      text: 'सिलसिलेवार प्रोग्राम, जो आपको बुनियादी बातों से नौकरी के लायक हुनर तक ले जाते हैं: प्रोजेक्ट, मेंटर और करियर सलाह के साथ।',
      source: '5ce548a1',
    },
    features: [
      { text: 'प्रोजेक्ट पर आधारित पाठ्यक्रम', source: 'a7b60163' },
      { text: 'हर हफ़्ते मेंटर से समीक्षा', source: '036f6596' },
      { text: 'करियर सलाह', source: 'f71f382b' },
      { text: 'कोर्स पूरा करने का सर्टिफ़िकेट', source: '1a23d1c0' },
    ],
  },
  internship: {
    title: { text: 'इंटर्नशिप', source: 'd68b75c4' },
    description: {
      text: 'असली प्रोजेक्ट पर असली काम, ऐसे मेंटर के साथ जो हर कदम पर आपका काम देखते हैं, ताकि आपकी पहली नौकरी आपका पहला अनुभव न हो।',
      source: '81415385',
    },
    features: [
      { text: 'क्लाइंट के लाइव प्रोजेक्ट', source: '70a41380' },
      { text: 'मेंटर से अकेले में मार्गदर्शन', source: '061db905' },
      { text: 'स्टाइपेंड और स्कॉलरशिप', source: 'cbd43121' },
      { text: 'प्री-प्लेसमेंट इंटरव्यू', source: 'bf091fbc' },
    ],
  },
};
