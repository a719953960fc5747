import { company } from '../company.ts';
import type { Translation } from '../translation.ts';
import type { aboutCopy } from './about.ts';
import { taglineHindi } from './tagline.hi.ts';

/** The About page in Hindi. */
export const aboutHindi: Translation<typeof aboutCopy> = {
  seoTitle: { text: 'हमारे बारे में', source: '6dda792a' },
  seoDescription: {
    text: `${company.name} AI से चलने वाले आवेदन टूल, सभी आवेदनों पर एक जगह नज़र रखने की सुविधा, ट्रेनिंग और इंटर्नशिप के ज़रिए छात्रों और नौकरी ढूँढने वालों को करियर शुरू करने में मदद करता है। ${company.founded} में दिल्ली में शुरू हुआ।`,
    source: 'aaf3907d',
  },
  eyebrow: { text: 'हमारे बारे में', source: '6dda792a' },
  title: { text: `${company.name} के बारे में`, source: '46f2af6a' },
  tagline: taglineHindi,
  missionHeading: { text: 'हमारा मिशन', source: 'f85c78cb' },
  mission: {
    text: 'हम छात्रों, फ़्रेशर्स और नौकरी ढूँढने वालों को उनके सपनों को करियर में बदलने में मदद करते हैं। AI से चलने वाले हमारे आवेदन टूल और सभी आवेदनों को एक जगह दिखाने वाला ट्रैकर आवेदन करने का अंदाज़ा लगाना खत्म करते हैं, और हमारे ट्रेनिंग प्रोग्राम, वर्कशॉप और इंटर्नशिप आपको वे हुनर और अनुभव देते हैं जो नौकरी देने वाले ढूँढते हैं।',
    source: '37cec427',
  },
  impactHeading: { text: 'आँकड़ों में हमारा काम', source: 'af8e30f6' },
  stats: [
    { text: 'आवेदन बनाए गए', source: 'b98504f2' },
    { text: 'सफलता दर', source: 'e89ce9d2' },
    { text: 'नौकरी की श्रेणियाँ', source: '67f163f8' },
    { text: 'जवाब देने का समय', source: '598a7b9b' },
  ],
  valuesHeading: { text: 'हमारे मूल्य', source: '6e1e2c11' },
  values: [
    {
      title: { text: 'बारीकी', source: '468ecfb7' },
      description: {
        text: 'हम हर बात सही रखते हैं, चाहे वह हमारा लिखा कोड हो या हमारी दी हुई सलाह।',
        source: 'a0eb03fc',
      },
    },
    {
      title: { text: 'कुशलता', source: '0f420e78' },
      description: {
        text: 'हम आपके समय की क़द्र करते हैं: साफ़ कदम, जल्दी जवाब और बेवजह की कोई काग़ज़ी कार्रवाई नहीं।',
        source: '5791f505',
      },
    },
    {
      title: { text: 'सफलता', source: '6d8303b0' },
      description: {
        text: 'हम अपने काम को इससे आँकते हैं कि हमारे ग्राहकों और सीखने वालों को कितनी नौकरियाँ, प्रोजेक्ट और हुनर मिले।',
        source: 'a52c4396',
      },
    },
    {
      title: { text: 'साथ', source: '6be6f488' },
      description: {
        text: 'मेंटर और सपोर्ट टीम, जो हफ़्ते के दिनों में और सप्ताहांत पर भी 24 घंटे के अंदर जवाब देती है।',
        source: '98af480a',
      },
    },
  ],
  storyHeading: { text: 'हमारी कहानी', source: '029ce2a0' },
  story: [
    {
      text: `${company.name} की शुरुआत ${company.founded} में दिल्ली में ऐसे इंजीनियरों ने की, जिन्होंने बहुत-से होनहार छात्रों को अपनी पहली नौकरी के लिए जूझते देखा था। आवेदनों का कोई जवाब नहीं आता था, इंटर्नशिप में कुछ ख़ास सीखने को नहीं मिलता था, और अच्छी ट्रेनिंग ढूँढना या उसका ख़र्च उठाना मुश्किल था।`,
      source: 'b5d511f6',
    },
    {
      text: 'हमने छोटे कारोबारों के लिए सॉफ़्टवेयर बनाने से शुरुआत की, और छात्रों को इंटर्न के रूप में उस काम में शामिल किया। असली प्रोजेक्ट पर उन्होंने जो सीखा, वह किसी भी सर्टिफ़िकेट से ज़्यादा काम आया, इसलिए हमने अपने ट्रेनिंग प्रोग्राम और वर्कशॉप भी इसी तरह बनाए: प्रैक्टिकल, मेंटर के साथ, और इस बारे में ईमानदार कि नौकरी देने वालों को क्या चाहिए।',
      source: '714841d4',
    },
    {
      text: 'आज हम दोनों काम साथ करते हैं: एक डेवलपमेंट स्टूडियो जो सॉफ़्टवेयर, ऐप और वेबसाइट बनाकर देता है, और एक लर्निंग प्लैटफ़ॉर्म जहाँ हज़ारों आवेदक अपने आवेदनों पर नज़र रखते हैं और अपना हुनर बढ़ाते हैं।',
      source: 'f33c9181',
    },
  ],
  highlightsHeading: { text: 'कंपनी की ख़ास बातें', source: '6741056d' },
  highlights: [
    { title: { text: 'जगह', source: '5bc08dc6' }, description: { text: 'दिल्ली, भारत', source: 'f9a870b8' } },
    {
      title: { text: 'काम के घंटे', source: 'ad5b5f58' },
      description: {
        text: 'सोमवार से शुक्रवार, सुबह 9 बजे से शाम 6 बजे तक (IST), सप्ताहांत पर भी सहायता उपलब्ध',
        source: '7c75391f',
      },
    },
    {
      title: { text: 'स्थापना', source: 'ce7c69fe' },
      description: { text: String(company.founded), source: '41293f26' },
    },
    {
      title: { text: 'टीम', source: '2329c92c' },
      description: { text: '25 से ज़्यादा इंजीनियर, डिज़ाइनर और मेंटर', source: '81c00a70' },
    },
  ],
};
