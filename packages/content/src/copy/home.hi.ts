import { company } from '../company.ts';
import type { Translation } from '../translation.ts';
import { taglineHindi } from './tagline.hi.ts';
import type { homeCopy } from './home.ts';

/** Home in Hindi. */
export const homeHindi: Translation<typeof homeCopy> = {
  seoTitle: { text: 'अपने करियर की शुरुआत करें', source: 'edab6759' },
  seoDescription: {
    text: `${company.name} भारत में सॉफ़्टवेयर, ऐप और वेबसाइट डेवलपमेंट, वर्कशॉप, ट्रेनिंग प्रोग्राम और इंटर्नशिप देता है। अपना अगला अवसर यहाँ खोजें।`,
    source: '8bc5175c',
  },
  eyebrow: { text: 'तकनीकी सेवाएँ और प्रशिक्षण · दिल्ली, भारत', source: '13befe88' },
  title: { text: `${company.name} के साथ अपने करियर की शुरुआत करें`, source: 'aaf92c19' },
  tagline: taglineHindi,
  exploreServices: { text: 'सेवाएँ देखें', source: '6d2d8b7c' },
  learnMore: { text: 'और जानें', source: '5545855a' },
  learnMoreHidden: { text: `: ${company.name} के बारे में`, source: '5a50cef4' },
  whyHeading: { text: `${company.name} ही क्यों?`, source: '99a220db' },
  whyIntro: { text: 'पढ़ाई से नौकरी तक पहुँचने के लिए जो कुछ चाहिए, सब एक ही जगह।', source: 'd589554e' },
  features: [
    {
      title: { text: 'अच्छे अवसर', source: '77d0eafb' },
      description: {
        text: 'असली प्रोजेक्ट वाली इंटर्नशिप, ट्रेनिंग प्रोग्राम और वर्कशॉप, जिन्हें सूची में डालने से पहले हमारी टीम जाँचती है।',
        source: '23f839f7',
      },
    },
    {
      title: { text: 'जानकारों का मार्गदर्शन', source: '6bb01679' },
      description: {
        text: 'इंडस्ट्री में काम करने वाले मेंटर हर हफ़्ते आपका काम देखते हैं और आपके सवालों के जवाब देते हैं।',
        source: '2999e234',
      },
    },
    {
      title: { text: 'करियर में तरक्की', source: '68e3b742' },
      description: {
        text: 'सर्टिफ़िकेट, पोर्टफ़ोलियो प्रोजेक्ट और प्री-प्लेसमेंट इंटरव्यू, जो आपके करियर को आगे ले जाते हैं।',
        source: 'b055c09f',
      },
    },
  ],
  ctaHeading: { text: 'अपने लिए सही राह चुनें', source: 'f2afc976' },
  ctaIntro: {
    text: 'कारोबार के लिए डेवलपमेंट सेवाएँ; छात्रों और फ़्रेशर्स के लिए वर्कशॉप, ट्रेनिंग प्रोग्राम और इंटर्नशिप।',
    source: '806bc949',
  },
  ctaButton: { text: 'सभी सेवाएँ देखें', source: '00f02529' },
  feedbackHeading: { text: 'हमारा काम आपको कैसा लगा?', source: '63266007' },
  feedbackText: {
    text: 'बताइए कि आपको क्या अच्छा लगा और हम क्या बेहतर कर सकते हैं। आपका हर संदेश हमारी टीम पढ़ती है।',
    source: '00594269',
  },
  feedbackButton: { text: 'अपनी राय दें', source: '5890e7b6' },
};
