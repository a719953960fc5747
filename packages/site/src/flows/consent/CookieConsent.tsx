import { Box, Button, Card, Heading, Inline, Link, printHidden, Stack, Text, vars } from '@aarambh/ui';
import { Suspense, lazy, useCallback, useEffect, useId, useState, useSyncExternalStore } from 'react';
import type { cookieBannerCopy, Copy } from '@aarambh/content';
import { analyticsScripts, syncConsentScripts, type ConsentScript } from './analytics';
import { analyticsHeld, subscribeAnalyticsHold } from './analyticsHold';
import {
  allAccepted,
  essentialOnly,
  siteConsentStore,
  type ConsentState,
  type ConsentStore,
} from './consentStore';

import type { PreferencesDialogProps, PreferencesWords } from './PreferencesDialog';

const serverState: ConsentState = { choices: null, preferencesOpen: false };

export interface CookieConsentProps {
  /** The consent state. @default the site's store over localStorage */
  store?: ConsentStore;
  /** The scripts that load only with consent to analytics. @default analyticsScripts */
  scripts?: readonly ConsentScript[];
  /**
   * While true, the banner waits hidden (a modal dialog is over the page: see flows/overlayOrder).
   * @default false
   */
  bannerHeld?: boolean;
  /**
   * Told the room the banner takes at the bottom of the viewport (its height and offset, in
   * pixels) whenever it changes, and 0 once it is gone.
   */
  onBannerSpaceChange?: (space: number) => void;
  /** The banner's words, in the page's language (`cookieBannerCopy`, the English). */
  copy: Copy<typeof cookieBannerCopy>;
  /**
   * Loads the preferences' words in the page's language. Called with the dialog's code when it is
   * first opened, so that a page's first visit carries the banner's words only, as an English page's
   * does. @default none: the dialog's own, the English
   */
  loadPreferencesWords?: () => Promise<PreferencesWords>;
  /** Where the cookie policy is, in the page's language. @default '/cookie-policy' */
  policyHref?: string;
}

/**
 * The cookie banner and preferences dialog, and the loader of the analytics scripts. Until the
 * visitor decides, a banner offers 'Accept All', 'Essential Only' and 'Manage Preferences';
 * essential cookies are always on, analytics, functional and marketing cookies are optional. The
 * choice is remembered; `openCookiePreferences()` reopens the dialog. The analytics and
 * speed-insights scripts are added to the page only while analytics cookies are allowed and no
 * page holds them off (`analyticsHold.ts`).
 */
export function CookieConsent({
  store = siteConsentStore(),
  scripts = analyticsScripts,
  bannerHeld = false,
  onBannerSpaceChange,
  copy,
  loadPreferencesWords,
  policyHref = '/cookie-policy',
}: CookieConsentProps) {
  // The preferences' dialog, with its checkboxes and the form fields' code, and its words, load
  // when it is first opened.
  const [PreferencesDialog] = useState(() =>
    lazy(async () => {
      const [dialog, words] = await Promise.all([import('./PreferencesDialog'), loadPreferencesWords?.()]);
      return {
        default: (props: PreferencesDialogProps) => <dialog.PreferencesDialog {...props} words={words} />,
      };
    }),
  );
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, () => serverState);
  // A page may hold analytics off whatever the choice: the application form, until the applicant says they are 18 or older.
  const held = useSyncExternalStore(subscribeAnalyticsHold, analyticsHeld, () => true);
  const analyticsAllowed = state.choices?.analytics === true && !held;
  useEffect(() => {
    syncConsentScripts(document, scripts, analyticsAllowed);
  }, [scripts, analyticsAllowed]);
  const headingId = useId();
  const measureBanner = useCallback(
    (banner: HTMLElement | null) => {
      if (!banner || !onBannerSpaceChange) return;
      const observer = new ResizeObserver(() =>
        onBannerSpaceChange(Math.ceil(window.innerHeight - banner.getBoundingClientRect().top)),
      );
      observer.observe(banner);
      return () => {
        observer.disconnect();
        onBannerSpaceChange(0);
      };
    },
    [onBannerSpaceChange],
  );

  return (
    <>
      {state.choices === null && !state.preferencesOpen && !bannerHeld ? (
        <Box
          as="section"
          className={printHidden}
          ref={measureBanner}
          aria-labelledby={headingId}
          position="fixed"
          style={{
            left: vars.space.md,
            bottom: vars.space.md,
            maxWidth: `calc(100vw - 2 * ${vars.space.md})`,
            width: '34rem',
            zIndex: vars.zIndex.overlay,
          }}
        >
          <Card>
            <Stack space="sm">
              <Heading level={2} size="4" id={headingId}>
                {copy.heading}
              </Heading>
              {/* Two short blocks rather than one paragraph: the banner appears after the page's
                  first paint, and a text block larger than the page's own largest would become the
                  page's Largest Contentful Paint. */}
              <Text size="sm">{copy.essential}</Text>
              <Text size="sm">
                {copy.optional} {copy.policyBefore} <Link href={policyHref}>{copy.policyLink}</Link>
                {copy.policyAfter}
              </Text>
              <Inline space="xs">
                <Button size="small" onPress={() => store.save(allAccepted)}>
                  {copy.acceptAll}
                </Button>
                <Button size="small" variant="secondary" onPress={() => store.save(essentialOnly)}>
                  {copy.essentialOnly}
                </Button>
                <Button size="small" variant="ghost" onPress={() => store.openPreferences()}>
                  {copy.manage}
                </Button>
              </Inline>
            </Stack>
          </Card>
        </Box>
      ) : null}
      {state.preferencesOpen ? (
        <Suspense fallback={null}>
          <PreferencesDialog
            initial={state.choices ?? essentialOnly}
            onSave={(choices) => store.save(choices)}
            onClose={() => store.closePreferences()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
