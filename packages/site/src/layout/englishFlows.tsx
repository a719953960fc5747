// What an English page mounts once idle: the flows every page has (layout/afterFirstPaint.ts) with
// their English words and slides. A module of its own, as a Hindi page's is
// (afterFirstPaintHindi.tsx), so that neither language's page loads the other's words with the
// flows' shared code.
import { cookieBannerCopy, helpChatCopy, promoCopy } from '@aarambh/content';
import { popupSlides } from '../content/popupSlidesEnglish';
import { GlobalFlows, type GlobalFlowsLanguage } from './afterFirstPaint';

/** The flows' English words and slides. */
const englishFlows: GlobalFlowsLanguage = {
  helpChat: { copy: helpChatCopy },
  promo: { slides: popupSlides, copy: promoCopy },
  cookies: { copy: cookieBannerCopy },
};

/** The help chat, the promo popup and the cookie banner of an English page. */
export function EnglishGlobalFlows() {
  return <GlobalFlows language={englishFlows} />;
}
