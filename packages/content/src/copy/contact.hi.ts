import { company } from '../company.ts';
import type { Translation } from '../translation.ts';
import type { contactFormCopy, contactPageCopy } from './contact.ts';

/** The Contact page in Hindi. */
export const contactPageHindi: Translation<typeof contactPageCopy> = {
  seoTitle: { text: 'संपर्क करें', source: '91dd0cb5' },
  seoDescription: {
    text: `${company.name} से संपर्क करें: ई-मेल, फ़ोन और दिल्ली, भारत में हमारा पता। हम 24 घंटे के अंदर जवाब देते हैं।`,
    source: '4fc4cfdd',
  },
  eyebrow: { text: 'संपर्क', source: '73ac94c3' },
  title: { text: 'हमसे बात करें', source: 'c019238d' },
  intro: {
    text: 'किसी प्रोग्राम, प्रोजेक्ट या साझेदारी के बारे में कोई सवाल है? हमें आपसे बात करके ख़ुशी होगी।',
    source: 'd4b48a9e',
  },
  detailsHeading: { text: 'संपर्क की जानकारी', source: '0a177f39' },
  details: [
    {
      title: { text: 'हमें ई-मेल करें', source: '231c2af9' },
      description: { text: 'सेवाओं, प्रोग्राम और साझेदारी से जुड़े सवालों के लिए।', source: '7a4c102d' },
      linkLabel: { text: 'ई-मेल भेजें', source: 'd89afb16' },
    },
    {
      title: { text: 'हमें फ़ोन करें', source: '9db5b26b' },
      description: { text: 'सोमवार से शुक्रवार, सुबह 9 बजे से शाम 6 बजे तक (IST)', source: 'f3d8855e' },
      linkLabel: { text: 'अभी फ़ोन करें', source: '4b5b1505' },
    },
    {
      title: { text: 'हमसे मिलें', source: '2ce71c60' },
      description: { text: 'हमारे दफ़्तर में मुलाक़ात, पहले से समय तय करके।', source: '294e7940' },
      linkLabel: { text: 'नक्शा खोलें', source: '1cc3bc34' },
    },
  ],
  address: { text: 'दिल्ली, भारत', source: 'f9a870b8' },
  quickResponseHeading: { text: 'जल्दी जवाब', source: 'f1493853' },
  quickResponse: {
    text: 'हम हर संदेश का जवाब 24 घंटे के अंदर देते हैं। सप्ताहांत पर भी सहायता उपलब्ध है।',
    source: '4f102f5d',
  },
  faqHeading: { text: 'अक्सर पूछे जाने वाले सवाल', source: '019bfce9' },
  faqTeaser: { text: 'आवेदन, फ़ीस, स्टाइपेंड और प्रोजेक्ट के बारे में झटपट जवाब।', source: '8288b899' },
  viewFaq: { text: 'सवाल-जवाब देखें', source: '2c3fb160' },
  formHeading: { text: 'हमें संदेश भेजें', source: '309aacb9' },
  formIntro: {
    text: 'फ़ॉर्म भरें और पूछताछ का प्रकार चुनें, फिर सही व्यक्ति आपसे संपर्क करेगा।',
    source: '2422217f',
  },
  faqs: [
    {
      question: { text: 'मुझे जवाब कितनी जल्दी मिलेगा?', source: '02c5ad64' },
      answer: {
        text: 'हम हर संदेश का जवाब 24 घंटे के अंदर देते हैं, और काम के घंटों में (सोमवार से शुक्रवार, सुबह 9 बजे से शाम 6 बजे तक, IST) आम तौर पर इससे कहीं पहले।',
        source: 'f823d8a4',
      },
    },
    {
      question: { text: 'इंटर्नशिप या ट्रेनिंग प्रोग्राम के लिए आवेदन कैसे करूँ?', source: '8fbb4376' },
      answer: {
        text: 'जिस अवसर में आपकी रुचि है, उसका पेज खोलें, अवधि चुनें और "अभी आवेदन करें" दबाएँ। फ़ॉर्म में आपकी जानकारी, आपका रिज़्यूमे और प्रोग्राम की फ़ीस के भुगतान का रेफ़रेंस माँगा जाता है।',
        source: '20fe6794',
      },
    },
    {
      question: { text: 'प्रोग्राम की फ़ीस कैसे भरी जाती है?', source: '241226d7' },
      answer: {
        text: 'फ़ीस UPI से भरी जाती है। आवेदन फ़ॉर्म में आपकी चुनी हुई अवधि की रक़म और UPI की जानकारी दिखती है, और भुगतान के बाद आप ट्रांज़ैक्शन ID भरते हैं।',
        source: 'bbfb3129',
      },
    },
    {
      question: { text: 'क्या इंटर्नशिप में स्टाइपेंड मिलता है?', source: '202a9ade' },
      answer: {
        text: 'हमारी कई इंटर्नशिप में हर महीने स्टाइपेंड मिलता है, और रिसर्च इंटर्नशिप में चुने गए उम्मीदवारों को स्कॉलरशिप मिलती है। हर अवसर के पेज पर लिखा है कि उसमें क्या मिलता है।',
        source: '95de518c',
      },
    },
    {
      question: { text: 'क्या मेरी कंपनी आपसे सॉफ़्टवेयर, ऐप या वेबसाइट बनवा सकती है?', source: 'c578f05d' },
      answer: {
        text: 'हाँ। ऊपर के फ़ॉर्म में पूछताछ के प्रकार में "साझेदारी" या "सामान्य पूछताछ" चुनें, अपने प्रोजेक्ट के बारे में बताएँ, और हम आपसे बात करने के लिए एक कॉल तय करेंगे।',
        source: '603227cc',
      },
    },
    {
      question: { text: 'क्या आप कॉलेजों के लिए वर्कशॉप करवाते हैं?', source: '1e74dfcb' },
      answer: {
        text: 'हाँ। हमारी वर्कशॉप ऑनलाइन या कैंपस में होती हैं। अपने कॉलेज का नाम, विषय और छात्रों की संख्या लिखकर हमें संदेश भेजें।',
        source: '86f14e3e',
      },
    },
  ],
};

/** The contact form's words in Hindi. */
export const contactFormHindi: Translation<typeof contactFormCopy> = {
  formLabel: { text: 'हमें संदेश भेजें', source: '309aacb9' },
  firstName: { text: 'पहला नाम', source: '19153138' },
  lastName: { text: 'उपनाम', source: '99e25be0' },
  email: { text: 'ई-मेल पता', source: 'f1f487f3' },
  phone: { text: 'फ़ोन नंबर', source: 'f25088d8' },
  company: { text: 'कंपनी', source: 'c1bf0f5c' },
  inquiryType: { text: 'पूछताछ का प्रकार', source: 'e086128a' },
  inquiryTypePlaceholder: { text: 'पूछताछ का प्रकार चुनें', source: '38b2db2f' },
  inquiryTypes: {
    general: { text: 'सामान्य पूछताछ', source: '9479dd12' },
    internship: { text: 'इंटर्नशिप प्रोग्राम', source: 'a86fcb03' },
    partnership: { text: 'साझेदारी', source: '116b0b53' },
    support: { text: 'तकनीकी सहायता', source: 'd8f741bf' },
    careers: { text: 'करियर', source: '09a13d38' },
    media: { text: 'मीडिया और प्रेस', source: '376afdde' },
  },
  subject: { text: 'विषय', source: 'a07924ef' },
  message: { text: 'संदेश', source: 'ae0ed984' },
  notSent: { text: 'आपका संदेश नहीं भेजा गया है।', source: '5831e4f2' },
  send: { text: 'संदेश भेजें', source: '018b817c' },
};
