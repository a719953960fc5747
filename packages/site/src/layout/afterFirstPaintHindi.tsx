// What a Hindi page mounts once idle in place of layout/englishFlows.tsx's `EnglishGlobalFlows`:
// the same flows (layout/afterFirstPaint.ts) with their Hindi words and links. A module of its
// own, which only a Hindi page loads (layout/hindiLayout.ts), so that no English page loads their
// Hindi. The words of what the flows load on first use (the open chat, the cookie preferences) are
// modules of their own, loaded with it.
import { carouselCopy, cookieBannerCopy, helpChatCopy, promoCopy } from '@aarambh/content';
import {
  carouselHindi,
  cookieBannerHindi,
  helpChatHindi,
  hindiCopy,
  promoHindi,
} from '@aarambh/content/hindi';
import { popupSlidesIn } from '../content/popupSlides';
import { hrefIn } from '../i18n/hrefIn';
import { markLatin } from '../i18n/latin';
import { GlobalFlows, type GlobalFlowsLanguage } from './afterFirstPaint';

// One language for the flows shown without a first use: the English while any of their Hindi is
// stale (docs/i18n.md).
const { lang, copy } = hindiCopy(
  {
    helpChat: helpChatCopy,
    promo: promoCopy,
    carousel: carouselCopy,
    cookieBanner: cookieBannerCopy,
  },
  {
    helpChat: helpChatHindi,
    promo: promoHindi,
    carousel: carouselHindi,
    cookieBanner: cookieBannerHindi,
  },
);
const toHindiPage = (path: string) => hrefIn('hi', path);
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

const text = lang === 'hi' ? markLatin : (value: string) => value;

/** The flows' Hindi words and links (exported for their stories). */
export const hindiFlows: GlobalFlowsLanguage = {
  helpChat: {
    copy: copy.helpChat,
    loadPanelWords: () => import('../flows/helpChat/chatPanelHindi').then((m) => m.chatPanelWordsHindi),
  },
  promo: {
    slides: popupSlidesIn(copy.promo, toHindiPage),
    copy: copy.promo,
    text,
    labels: {
      previous: copy.carousel.previous,
      next: copy.carousel.next,
      pause: copy.promo.pauseLabel,
      play: copy.promo.playLabel,
      slide: (position, count) => fill(copy.carousel.slidePosition, { position, count }),
      goTo: (position, slide) => fill(copy.carousel.goTo, { position, title: slide.label }),
    },
  },
  cookies: {
    copy: copy.cookieBanner,
    loadPreferencesWords: () =>
      import('../flows/consent/cookiePreferencesHindi').then((m) => m.preferencesWordsHindi),
    policyHref: toHindiPage('/cookie-policy'),
  },
};

/** The help chat, the promo popup and the cookie banner of a Hindi page. */
export function HindiGlobalFlows() {
  return lang === 'hi' ? (
    <GlobalFlows language={hindiFlows} />
  ) : (
    <div lang="en" style={{ display: 'contents' }}>
      <GlobalFlows language={hindiFlows} />
    </div>
  );
}
