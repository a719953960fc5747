import { company } from '../company.ts';
import type { Translation } from '../translation.ts';
import type { notFoundCopy } from './notFound.ts';

/** The 404 page in Hindi. */
export const notFoundHindi: Translation<typeof notFoundCopy> = {
  seoTitle: { text: 'पेज नहीं मिला', source: '71c5b377' },
  seoDescription: { text: 'आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।', source: '4025b407' },
  heading: { text: 'पेज नहीं मिला', source: '71c5b377' },
  text: {
    text: 'माफ़ कीजिए, आप जो पेज ढूँढ रहे हैं, वह हमें नहीं मिला। हो सकता है वह कहीं और चला गया हो, या पता लिखने में कोई गलती हो।',
    source: 'ec3fedda',
  },
  goHome: { text: 'होम पेज पर जाएँ', source: 'eb233972' },
  goBack: { text: 'पीछे जाएँ', source: 'e2baa6be' },
  suggestionsHeading: { text: 'शायद आप इनमें से कुछ ढूँढ रहे हैं', source: '213f9c72' },
  suggestions: [
    {
      title: { text: 'हमारी सेवाएँ', source: 'dd6edcf7' },
      description: { text: 'डेवलपमेंट सेवाएँ, वर्कशॉप, ट्रेनिंग प्रोग्राम और इंटर्नशिप।', source: '6c3d5039' },
      features: [
        { text: 'सॉफ़्टवेयर, ऐप और वेबसाइट डेवलपमेंट', source: '09533b1a' },
        { text: 'वर्कशॉप और ट्रेनिंग प्रोग्राम', source: '823e8b0b' },
        { text: 'स्टाइपेंड वाली इंटर्नशिप', source: 'b4411924' },
        { text: 'जानकारों से मेंटरिंग', source: 'ddbd16dd' },
      ],
      linkLabel: { text: 'सेवाएँ देखें', source: 'ea5c7cd5' },
    },
    {
      title: { text: 'हमारे बारे में', source: '6dda792a' },
      description: {
        text: `हम कौन हैं, हम किन बातों को मानते हैं और ${company.name} की शुरुआत कैसे हुई।`,
        source: '5e6a3505',
      },
      features: [
        { text: 'हमारा मिशन और हमारे मूल्य', source: 'af5ce4d4' },
        { text: '2025 से अब तक की हमारी कहानी', source: '4bd50a4d' },
        { text: 'आँकड़ों में हमारा काम', source: 'f43f2b76' },
        { text: 'हमसे कहाँ मिलें', source: 'a04f6704' },
      ],
      linkLabel: { text: 'हमारे बारे में पढ़ें', source: 'd42ae850' },
    },
    {
      title: { text: 'करियर', source: '09a13d38' },
      description: {
        text: 'इंजीनियरिंग, प्रोडक्ट, डिज़ाइन, मार्केटिंग और बिज़नेस में खाली पद।',
        source: '36543301',
      },
      features: [
        { text: 'सात खाली पद', source: 'd5e50966' },
        { text: 'घर से काम करने की सुविधा वाले पद', source: '35de2f68' },
        { text: 'असीमित छुट्टियाँ और काम के लचीले घंटे', source: '1b842e1c' },
        { text: 'कंपनी में हिस्सेदारी (इक्विटी) के विकल्प', source: '006b23f8' },
      ],
      linkLabel: { text: 'खाली पद देखें', source: 'd5f50b08' },
    },
  ],
};
