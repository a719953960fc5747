// The open help chat's words on a Hindi page (layout/afterFirstPaintHindi.tsx). A module of its
// own, loaded with the panel's code on the chat's first use, as the English words come with the
// panel: no first visit carries them.
import { chatPanelCopy } from '@aarambh/content';
import { chatPanelHindi, hindiCopy } from '@aarambh/content/hindi';
import { markLatin } from '../../i18n/latin';
import type { ChatPanelWords } from './ChatPanel';

// English, marked so, while any of its Hindi is stale (docs/i18n.md).
const { lang, copy } = hindiCopy(chatPanelCopy, chatPanelHindi);

/** The open chat's words in Hindi, their Latin-script words ("WhatsApp", the keys) marked English. */
export const chatPanelWordsHindi: ChatPanelWords = {
  lang,
  copy,
  render: lang === 'hi' ? markLatin : undefined,
};
