// What a Hindi page mounts once idle in place of layout/afterFirstPaint.ts's `GlobalFlows`: the
// same flows with their Hindi words and links. A module of its own, which only a Hindi page loads
// (layout/SiteLayout.tsx), so that no English page loads their Hindi.
import {
  carouselCopy,
  chatPanelCopy,
  cookieBannerCopy,
  cookiePreferencesCopy,
  helpChatCopy,
  promoCopy,
} from '@aarambh/content';
import {
  carouselHindi,
  chatPanelHindi,
  cookieBannerHindi,
  cookiePreferencesHindi,
  helpChatHindi,
  hindiCopy,
  promoHindi,
} from '@aarambh/content/hindi';
import { popupSlidesIn } from '../content/popupSlides';
import { hrefIn } from '../i18n/hrefIn';
import { markLatin } from '../i18n/latin';
import { GlobalFlows, type GlobalFlowsLanguage } from './afterFirstPaint';

// One language for the flows: the English while any of their Hindi is stale (docs/i18n.md).
const { lang, copy } = hindiCopy(
  {
    helpChat: helpChatCopy,
    chatPanel: chatPanelCopy,
    promo: promoCopy,
    carousel: carouselCopy,
    cookieBanner: cookieBannerCopy,
    cookiePreferences: cookiePreferencesCopy,
  },
  {
    helpChat: helpChatHindi,
    chatPanel: chatPanelHindi,
    promo: promoHindi,
    carousel: carouselHindi,
    cookieBanner: cookieBannerHindi,
    cookiePreferences: cookiePreferencesHindi,
  },
);
const toHindiPage = (path: string) => hrefIn('hi', path);
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

const text = lang === 'hi' ? markLatin : (value: string) => value;

/** The flows' Hindi words and links (exported for their stories). */
export const hindiFlows: GlobalFlowsLanguage = {
  helpChat: { copy: copy.helpChat, panelCopy: copy.chatPanel, text },
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
    preferencesCopy: copy.cookiePreferences,
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
