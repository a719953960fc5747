import { company } from '../company.ts';
import type { Translation } from '../translation.ts';
import type { careersCopy } from './careers.ts';

/** The Careers page in Hindi. */
export const careersHindi: Translation<typeof careersCopy> = {
  seoTitle: { text: 'करियर', source: '09a13d38' },
  seoDescription: {
    text: `${company.name} की टीम से जुड़ें: इंजीनियरिंग, प्रोडक्ट, डिज़ाइन, मार्केटिंग और बिज़नेस में खाली पद, असीमित छुट्टियों, काम के लचीले घंटों और कंपनी में हिस्सेदारी के विकल्पों के साथ।`,
    source: '802d5bd3',
  },
  eyebrow: { text: 'करियर', source: '09a13d38' },
  title: { text: 'हमारी टीम से जुड़ें', source: 'dc8b7480' },
  text: {
    text: 'ऐसे लोगों के साथ काम करें जो छात्रों का करियर शुरू करने और कारोबारों को आगे बढ़ाने का काम पूरे मन से करते हैं।',
    source: '7a50186e',
  },
  viewOpenPositions: { text: 'खाली पद देखें', source: 'e52096a0' },
  learnAboutCulture: { text: 'हमारे काम करने के तरीक़े के बारे में जानें', source: '67b9fa76' },
  openPositionsHeading: { text: 'खाली पद', source: '7c752281' },
  filterLabel: { text: 'विभाग के हिसाब से देखें', source: '16471aca' },
  allDepartments: { text: 'सभी विभाग', source: 'd2c220fb' },
  departments: {
    Engineering: { text: 'इंजीनियरिंग', source: '7f535550' },
    Product: { text: 'प्रोडक्ट', source: '529c60cc' },
    Design: { text: 'डिज़ाइन', source: 'e88d02ef' },
    Marketing: { text: 'मार्केटिंग', source: '54cb9b0f' },
    Business: { text: 'बिज़नेस', source: '07dbaf6b' },
  },
  types: {
    'Full-time': { text: 'फ़ुल-टाइम', source: 'b6c0cf7a' },
    Internship: { text: 'इंटर्नशिप', source: '49285ddf' },
  },
  noPositions: { text: 'इस विभाग में अभी कोई पद खाली नहीं है।', source: 'b2d4be1e' },
  applyNow: { text: 'अभी आवेदन करें', source: '3bd96233' },
  applyNowHidden: { text: ': ', source: '8e062137' },
  learnMore: { text: 'और जानें', source: '5545855a' },
  learnMoreHiddenBefore: { text: ': ', source: 'f2cc0935' },
  learnMoreHiddenAfter: { text: ' पद के बारे में', source: 'a05020eb' },
  card: {
    location: { text: 'जगह', source: '5bc08dc6' },
    salary: { text: 'वेतन', source: '8b05cb63' },
    posted: { text: 'पोस्ट किया गया', source: '66f999e6' },
    experience: { text: 'अनुभव', source: 'ace39749' },
    requirements: { text: 'ज़रूरी योग्यताएँ', source: '4e26fc61' },
    more: { text: '+{count} और', source: '1b6a0c82' },
  },
  valuesHeading: { text: 'हमारे मूल्य', source: '6e1e2c11' },
  values: [
    {
      title: { text: 'ज़िम्मेदारी', source: '5bfe229e' },
      description: { text: 'छोटी टीमें, असली ज़िम्मेदारी और फ़ैसले लेने का भरोसा।', source: '1217d278' },
    },
    {
      title: { text: 'मेंटरशिप', source: '61445ea6' },
      description: { text: 'इंटर्न से लेकर संस्थापकों तक, हर कोई सिखाता है और हर कोई सीखता है।', source: 'f40d1b60' },
    },
    {
      title: { text: 'हुनर', source: 'c8f02361' },
      description: {
        text: 'हमें ऐसे सॉफ़्टवेयर पर गर्व है जो अच्छी तरह बना हो, सबके लिए सुलभ हो और तेज़ चले।',
        source: 'aec3e45b',
      },
    },
    {
      title: { text: 'असर', source: '64852cb7' },
      description: {
        text: 'हमारा काम लोगों के करियर और कारोबार बदलता है, और यह हमें दिखता है।',
        source: '4b4d0476',
      },
    },
  ],
  benefitsHeading: { text: 'सुविधाएँ और फ़ायदे', source: 'e741991d' },
  benefitsIntro: {
    text: 'असीमित छुट्टियाँ, काम के लचीले घंटे, कंपनी में हिस्सेदारी के विकल्प और भी बहुत कुछ।',
    source: '21da65b0',
  },
  benefits: [
    {
      title: { text: 'असीमित छुट्टियाँ', source: '1dd8da79' },
      description: { text: 'आराम करने और तरोताज़ा होने के लिए जितना समय चाहिए, लें।', source: 'f3c43146' },
    },
    {
      title: { text: 'काम के लचीले घंटे', source: '607bc641' },
      description: {
        text: 'तब काम करें जब आप सबसे अच्छा काम करते हैं, घर से काम करने की सुविधा के साथ।',
        source: 'bb3a8a44',
      },
    },
    {
      title: { text: 'हिस्सेदारी के विकल्प', source: '7039ac98' },
      description: { text: 'जिस सफलता को बनाने में आप मदद करते हैं, उसमें हिस्सेदार बनें।', source: '53b10031' },
    },
    {
      title: { text: 'सीखने का बजट', source: 'a401274c' },
      description: { text: 'कोर्स, किताबें और कॉन्फ़्रेंस, सबका ख़र्च हम उठाते हैं।', source: '3c1cb8b8' },
    },
  ],
  noMatchHeading: { text: 'आपके लिए सही पद नहीं दिखा?', source: '9df08826' },
  noMatchIntro: {
    text: 'हमें हुनरमंद लोगों से मिलकर हमेशा ख़ुशी होती है। अपना रिज़्यूमे भेजें और बताएँ कि आप किस पर काम करना चाहेंगे।',
    source: '16f711a2',
  },
  sendResume: { text: 'अपना रिज़्यूमे भेजें', source: '24a346b1' },
  resumeSubject: { text: 'आगे के पदों के लिए रिज़्यूमे', source: 'bfa61311' },
  job: {
    seoDescription: {
      text: '{company} में {title}: {type}, {location}, {salary}। {description}',
      source: '0e128840',
    },
    backToCareers: { text: 'करियर पर वापस जाएँ', source: 'cb01049c' },
    remoteFriendly: { text: 'घर से काम की सुविधा', source: '90d954e5' },
    postedLine: { text: '{posted} पोस्ट किया गया', source: '6926d9fb' },
    detailsHeading: { text: 'पद की जानकारी', source: 'c6fdda22' },
    department: { text: 'विभाग', source: '90770c67' },
    type: { text: 'नौकरी का प्रकार', source: '6aed03e1' },
    location: { text: 'जगह', source: '5bc08dc6' },
    experience: { text: 'अनुभव', source: 'ace39749' },
    salary: { text: 'वेतन', source: '8b05cb63' },
    posted: { text: 'पोस्ट किया गया', source: '66f999e6' },
    applyBy: { text: 'आवेदन की आख़िरी तारीख़', source: '4a5a1700' },
    closed: { text: 'इस पद के लिए आवेदन {date} को बंद हो गए।', source: '423494cd' },
    aboutRole: { text: 'इस पद के बारे में', source: 'aafb6adf' },
    responsibilities: { text: 'ज़िम्मेदारियाँ', source: '6c7d279b' },
    requirements: { text: 'ज़रूरी योग्यताएँ', source: '4e26fc61' },
    benefits: { text: 'सुविधाएँ', source: '458650f5' },
  },
};
