import type { Translated } from '../translation.ts';

/** The company's tagline in Hindi: Home's, and the footer's on every Hindi page. */
export const taglineHindi: Translated = {
  text: 'बढ़ते कारोबारों के लिए सॉफ़्टवेयर, ऐप और वेबसाइट, और करियर की शुरुआत के लिए ट्रेनिंग, वर्कशॉप और इंटर्नशिप।',
  source: '23ac86b5',
};
