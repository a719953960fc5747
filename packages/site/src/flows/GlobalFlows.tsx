import { POPUP_DELAY_MS } from '@aarambh/machines';
import { useState, useSyncExternalStore } from 'react';
import { siteConsentStore } from './consent/consentStore';
import { CookieConsent, type CookieConsentProps } from './consent/CookieConsent';
import { HelpChat, type HelpChatProps } from './helpChat/HelpChat';
import { PromoPopup, type PromoPopupProps } from './promo/PromoPopup';
import { browserSessionStorage, shownThisSession } from './promo/sessionFlag';
import {
  planOverlays,
  reserveBannerSpace,
  reserveDockSpace,
  useBannerSpace,
  useDrawerOpen,
  usePopoverOpen,
} from './overlayOrder';

/**
 * The flows' props in the page's language: their words, the popup's slides and, in a language other
 * than English (where each flow's own are the English), the words of what a flow loads on first use
 * (with its code), the carousel's labels, where the cookie policy is, and how a text with
 * Latin-script words in it is shown (Hindi marks them `lang="en"`). Given by the page's language's
 * module (layout/englishFlows.tsx, layout/afterFirstPaintHindi.tsx), so that the flows' shared code
 * carries the words of neither.
 */
export interface GlobalFlowsLanguage {
  helpChat: Pick<HelpChatProps, 'copy' | 'loadPanelWords'>;
  promo: Pick<PromoPopupProps, 'slides' | 'copy' | 'text' | 'labels'>;
  cookies: Pick<CookieConsentProps, 'copy' | 'loadPreferencesWords' | 'policyHref'>;
}

/**
 * The flows every page has: the help chat, the promo popup and the cookie banner with the
 * analytics loader. The layout mounts them in the browser once the page is idle after hydration,
 * so they are in no page's first paint; their code is one chunk with this module (see
 * layout/afterFirstPaint.ts); their toasts go to the kit's app queue, which the layout's
 * NoticeRegion, mounted with them, shows (loading the toast region with the first toast). How they share the screen with each other and with the menu
 * drawer is decided in one place, `planOverlays`.
 */
export function GlobalFlows({ language }: { language: GlobalFlowsLanguage }) {
  // A session that has seen the popup does not mount it (its machine checks the flag too).
  const [promo] = useState(() => !shownThisSession(browserSessionStorage()));
  // The popup opens 1 s after the page loaded; mounted once the page is idle, it waits what is left.
  const [promoDelayMs] = useState(() => Math.max(0, POPUP_DELAY_MS - Math.round(performance.now())));
  // Until the popup has opened (or found it was shown), it counts as open: the cookie banner and
  // the help tip wait for it rather than show for the moment before it covers them.
  const [popupOpen, setPopupOpen] = useState(promo);
  const consentStore = siteConsentStore();
  const consentPending = useSyncExternalStore(
    consentStore.subscribe,
    () => consentStore.getSnapshot().choices === null,
    () => true,
  );
  const bannerSpace = useBannerSpace();
  const plan = planOverlays({
    consentPending,
    popupOpen,
    drawerOpen: useDrawerOpen(),
    popoverOpen: usePopoverOpen(),
  });
  return (
    <>
      <HelpChat
        tipHeld={!plan.helpTip}
        onDockSpaceChange={reserveDockSpace}
        raisedBy={bannerSpace}
        {...language.helpChat}
      />
      {promo ? (
        <PromoPopup
          {...language.promo}
          popupDelayMs={promoDelayMs}
          onOpenChange={setPopupOpen}
          held={!plan.popup}
        />
      ) : null}
      <CookieConsent
        bannerHeld={!plan.banner}
        onBannerSpaceChange={reserveBannerSpace}
        {...language.cookies}
      />
    </>
  );
}
