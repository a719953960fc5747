import type { Translation } from '../translation.ts';
import type { carouselCopy } from './carousel.ts';
import type { cookieBannerCopy, helpChatCopy, promoCopy } from './flows.ts';

/** The help chat in Hindi. */
export const helpChatHindi: Translation<typeof helpChatCopy> = {
  region: { text: 'मदद', source: 'b89df01a' },
  tooltip: { text: 'यहाँ से मदद लें', source: 'f6c0f640' },
  dismissTip: { text: 'मदद का सुझाव हटाएँ', source: '05f150d6' },
  button: { text: 'WhatsApp पर मदद के लिए चैट करें', source: 'e54baf4d' },
  title: { text: 'मदद चाहिए?', source: '478c3941' },
  close: { text: 'बंद करें', source: 'cd86acc3' },
};

/** The promo popup in Hindi. */
export const promoHindi: Translation<typeof promoCopy> = {
  title: { text: 'देखिए हम क्या-क्या देते हैं', source: '0c4abb8c' },
  close: { text: 'बंद करें', source: 'cd86acc3' },
  carousel: { text: 'ख़ास बातें', source: '8d6bfa5c' },
  learnMore: { text: 'और जानें', source: '5545855a' },
  learnMoreHidden: { text: ': ', source: 'e3fda204' },
  maybeLater: { text: 'फिर कभी', source: 'd63ed865' },
  play: { text: 'चलाएँ', source: '29ab6f83' },
  pause: { text: 'रोकें', source: '44f9bf2d' },
  playLabel: { text: 'स्लाइड शो चलाएँ', source: '147e5be3' },
  pauseLabel: { text: 'स्लाइड शो रोकें', source: '6f5fe6b1' },
  slides: [
    {
      alt: { text: 'एक लैपटॉप, जिस पर कोड और उसके बगल में डिप्लॉयमेंट पाइपलाइन दिख रही है', source: '65026d6a' },
      title: { text: 'सॉफ़्टवेयर डेवलपमेंट', source: '3d1de541' },
      description: {
        text: 'बढ़ते कारोबारों के लिए उनकी ज़रूरत के हिसाब से सॉफ़्टवेयर, और ऐसी इंटर्नशिप जिनमें आप उसे हमारे साथ बनाते हैं।',
        source: '49aa4934',
      },
    },
    {
      alt: { text: 'लैपटॉप पर एक व्यवस्थित कोर्स करता हुआ एक विद्यार्थी', source: 'b5448d4f' },
      title: { text: 'ट्रेनिंग प्रोग्राम', source: 'a5b9ff18' },
      description: {
        text: 'मेंटर और असली प्रोजेक्ट वाले व्यवस्थित प्रोग्राम, जो आपको नौकरी के लिए तैयार करते हैं।',
        source: '62c5605f',
      },
    },
    {
      alt: { text: 'एक इंटर्न और एक मेंटर साथ बैठकर काम देखते हुए', source: 'bf878918' },
      title: { text: 'इंटर्नशिप', source: 'd68b75c4' },
      description: {
        text: 'स्टाइपेंड, मेंटर और ऐसा काम जो सचमुच इस्तेमाल होता है। आवेदन खुले हैं।',
        source: '00824994',
      },
    },
    {
      alt: { text: 'एक वर्कशॉप में हाथ से काम करके सीखता एक छोटा समूह', source: '84cc22cf' },
      title: { text: 'वर्कशॉप', source: '69f2b98d' },
      description: {
        text: 'Git, AI टूल और इंटरव्यू की तैयारी पर छोटी, प्रैक्टिकल वर्कशॉप।',
        source: 'b49a58d0',
      },
    },
  ],
};

/** The promo popup's carousel labels in Hindi. */
export const carouselHindi: Translation<typeof carouselCopy> = {
  previous: { text: 'पिछली स्लाइड', source: '8200edbd' },
  next: { text: 'अगली स्लाइड', source: 'bbe77cfd' },
  slidePosition: { text: '{count} में से {position}', source: 'c59b82e6' },
  goTo: { text: 'स्लाइड {position}: {title}', source: '3af4016b' },
};

/** The cookie banner in Hindi. */
export const cookieBannerHindi: Translation<typeof cookieBannerCopy> = {
  heading: { text: 'हम आपकी निजता का सम्मान करते हैं', source: 'cb601c1b' },
  essential: { text: 'ज़रूरी कुकीज़ से यह वेबसाइट चलती है।', source: 'fda22965' },
  optional: { text: 'एनालिटिक्स, फ़ंक्शनल और मार्केटिंग कुकीज़ सिर्फ़ आपकी सहमति से।', source: '7a2d0ddb' },
  policyBefore: { text: 'हमारी', source: '883ca837' },
  policyLink: { text: 'कुकी नीति', source: '293f4f07' },
  policyAfter: { text: ' पढ़ें।', source: '2b0c98f1' },
  acceptAll: { text: 'सब स्वीकार करें', source: '337bf68e' },
  essentialOnly: { text: 'सिर्फ़ ज़रूरी', source: '5887bdbb' },
  manage: { text: 'अपनी पसंद चुनें', source: '14481250' },
};
