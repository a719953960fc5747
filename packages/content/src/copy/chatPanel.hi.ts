import type { Translation } from '../translation.ts';
import type { chatPanelCopy } from './chatPanel.ts';

/** The open help chat in Hindi. */
export const chatPanelHindi: Translation<typeof chatPanelCopy> = {
  intro: { text: 'WhatsApp पर हमारी टीम से बात करें। कोई सवाल चुनें या अपना सवाल लिखें।', source: '56840938' },
  presetsLabel: { text: 'झटपट सवाल', source: '4d827c81' },
  presets: [
    { text: 'मुझे कोई प्रोग्राम या इंटर्नशिप चुनने में मदद चाहिए।', source: '0b357fed' },
    { text: 'मेरा अपने आवेदन के बारे में एक सवाल है।', source: '45d2d6d0' },
    { text: 'मेरा फ़ीस या पेमेंट के बारे में एक सवाल है।', source: '74a7f53c' },
  ],
  messageLabel: { text: 'आपका संदेश', source: 'd916205d' },
  messageHint: { text: 'Enter दबाने से संदेश जाता है; Shift+Enter से नई लाइन शुरू होती है।', source: 'e904640e' },
  send: { text: 'WhatsApp पर भेजें', source: '5dd2344e' },
};
