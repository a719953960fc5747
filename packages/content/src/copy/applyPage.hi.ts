import type { Translation } from '../translation.ts';
import type { applyPageCopy } from './applyPage.ts';

/** The opportunity page in apply mode, in Hindi. */
export const applyPageHindi: Translation<typeof applyPageCopy> = {
  back: { text: 'अवसर की जानकारी पर वापस जाएँ', source: '7d674fb8' },
  heading: { text: '{title} के लिए आवेदन करें', source: 'f96d8a6c' },
  selection: { text: 'आपका चुनाव', source: '7a098488' },
  duration: { text: 'अवधि: {duration}', source: '7636368b' },
  application: { text: 'आपका आवेदन', source: '15f9aab4' },
  loading: { text: 'आवेदन फ़ॉर्म खुल रहा है...', source: 'a7f84c0e' },
};
