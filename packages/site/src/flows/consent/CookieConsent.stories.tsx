import { cookieBannerCopy } from '@aarambh/content';
import { Button } from '@aarambh/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screen } from '../../../harness/storyHelpers';
import type { ConsentScript } from './analytics';
import {
  CONSENT_STORAGE_KEY,
  createConsentStore,
  openCookiePreferences,
  type ConsentStorage,
  type ConsentStore,
} from './consentStore';
import { hindiFlows } from '../../layout/afterFirstPaintHindi';
import { CookieConsent } from './CookieConsent';

declare global {
  interface Window {
    /** Written by the stand-in scripts below when they run. */
    __consentScriptsRan?: string[];
  }
}

/** Stand-ins for the vendors' scripts: inline, so they make no request, and they say when they run. */
const scripts: ConsentScript[] = ['analytics', 'speed-insights'].map((id) => ({
  id,
  src: `data:text/javascript,(window.__consentScriptsRan ??= []).push(${JSON.stringify(id)})`,
}));

function memoryStorage(
  initial: Record<string, string> = {},
): ConsentStorage & { items: Record<string, string> } {
  const items = { ...initial };
  return {
    items,
    getItem: (key) => items[key] ?? null,
    setItem: (key, value) => {
      items[key] = value;
    },
  };
}

interface Loaded {
  storage: ReturnType<typeof memoryStorage>;
  store: ConsentStore;
  /** Every script element added to the document since before the story rendered. */
  addedScripts: HTMLScriptElement[];
  observer: MutationObserver;
}

/** A fresh store, and a watch on the whole document for script elements, started before rendering. */
function consentLoader(initial: Record<string, string> = {}) {
  return (): Loaded => {
    window.__consentScriptsRan = [];
    const storage = memoryStorage(initial);
    const addedScripts: HTMLScriptElement[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) if (node instanceof HTMLScriptElement) addedScripts.push(node);
    });
    observer.observe(document, { childList: true, subtree: true });
    return { storage, store: createConsentStore(storage), addedScripts, observer };
  };
}

function loadedOf(context: { loaded: unknown }): Loaded {
  return context.loaded as Loaded;
}

/** The stand-in scripts leave with the story, so the next one starts from a page without them. */
function RemoveScriptsAfter({ children }: { children: React.ReactNode }) {
  useEffect(
    () => () => {
      for (const element of document.querySelectorAll('script[data-consent-script]')) element.remove();
    },
    [],
  );
  return children;
}

const meta = {
  title: 'Flows/Cookie Consent',
  component: CookieConsent,
  args: { copy: cookieBannerCopy },
  loaders: [consentLoader()],
  render: (args, context) => (
    <RemoveScriptsAfter>
      <CookieConsent {...args} store={args.store ?? loadedOf(context).store} scripts={scripts} />
    </RemoveScriptsAfter>
  ),
  globals: { viewport: { value: '1280x720' } },
  parameters: {
    layout: 'fullscreen',
    visual: { target: 'page' },
    docs: {
      description: {
        component:
          'The cookie banner and preferences (essential always on; analytics, functional, marketing optional), ' +
          'remembered in localStorage, reopened by `openCookiePreferences()`, and the loader that adds the ' +
          'analytics and speed-insights scripts only with consent. The stories watch the document for script ' +
          'elements from before the first render.',
      },
      story: { inline: false, iframeHeight: 560 },
    },
  },
} satisfies Meta<typeof CookieConsent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A first visit: the banner, and not one script element added, so no request reaches a vendor. */
export const FirstVisitNoScripts: Story = {
  play: async (context) => {
    const { addedScripts, observer } = loadedOf(context);
    await expect(await screen.findByRole('region', { name: 'We Value Your Privacy' })).toBeVisible();
    // Give any effect a chance to run before judging.
    await new Promise((resolve) => setTimeout(resolve, 100));
    observer.disconnect();
    await expect(addedScripts).toEqual([]);
    await expect(document.querySelector('script[data-consent-script]')).toBeNull();
    await expect(window.__consentScriptsRan).toEqual([]);
  },
};

/** 'Essential Only': remembered, the banner goes, and still no script. */
export const EssentialOnly: Story = {
  play: async (context) => {
    const { addedScripts, observer, storage } = loadedOf(context);
    await userEvent.click(await screen.findByRole('button', { name: 'Essential Only' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'We Value Your Privacy' })).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 100));
    observer.disconnect();
    await expect(addedScripts).toEqual([]);
    await expect(JSON.parse(storage.items[CONSENT_STORAGE_KEY] ?? '')).toMatchObject({
      version: 1,
      analytics: false,
      functional: false,
      marketing: false,
    });
  },
};

/** 'Accept All': the analytics and speed-insights scripts are added once, and run. */
export const AcceptAllLoadsScripts: Story = {
  play: async (context) => {
    const { addedScripts, observer } = loadedOf(context);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept All' }));
    await waitFor(() => expect(window.__consentScriptsRan).toEqual(['analytics', 'speed-insights']));
    observer.disconnect();
    await expect(addedScripts.map((script) => script.dataset.consentScript)).toEqual([
      'analytics',
      'speed-insights',
    ]);
  },
};

/** The preferences dialog: essential always on, the three others off until chosen. */
export const Preferences: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Manage Preferences' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie Preferences' });
    const essential = within(dialog).getByRole('checkbox', { name: 'Essential cookies' });
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
    for (const name of ['Analytics cookies', 'Functional cookies', 'Marketing cookies']) {
      await expect(within(dialog).getByRole('checkbox', { name })).not.toBeChecked();
    }
  },
};

/** Allowing analytics alone: remembered as such, and the scripts load. */
export const SaveAnalyticsOnly: Story = {
  play: async (context) => {
    const { storage, observer } = loadedOf(context);
    await userEvent.click(await screen.findByRole('button', { name: 'Manage Preferences' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie Preferences' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Analytics cookies' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Preferences' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(window.__consentScriptsRan).toEqual(['analytics', 'speed-insights']));
    observer.disconnect();
    await expect(JSON.parse(storage.items[CONSENT_STORAGE_KEY] ?? '')).toMatchObject({
      analytics: true,
      functional: false,
      marketing: false,
    });
  },
};

/** A remembered choice: no banner; withdrawing analytics consent removes the scripts. */
export const WithdrawConsent: Story = {
  loaders: [
    consentLoader({
      [CONSENT_STORAGE_KEY]: JSON.stringify({
        version: 1,
        analytics: true,
        functional: true,
        marketing: false,
      }),
    }),
  ],
  render: (args, context) => {
    const { store } = loadedOf(context);
    return (
      <RemoveScriptsAfter>
        <Button onPress={() => store.openPreferences()}>Manage Cookie Preferences</Button>
        <CookieConsent {...args} store={store} scripts={scripts} />
      </RemoveScriptsAfter>
    );
  },
  play: async (context) => {
    const { observer } = loadedOf(context);
    await waitFor(() => expect(document.querySelectorAll('script[data-consent-script]')).toHaveLength(2));
    await expect(screen.queryByRole('region', { name: 'We Value Your Privacy' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Manage Cookie Preferences' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie Preferences' });
    await expect(within(dialog).getByRole('checkbox', { name: 'Functional cookies' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Analytics cookies' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Preferences' }));
    await waitFor(() => expect(document.querySelector('script[data-consent-script]')).toBeNull());
    observer.disconnect();
  },
};

/** The cookie page's button: `openCookiePreferences()` opens the dialog of the site's own store. */
export const OpenCookiePreferences: Story = {
  loaders: [
    () => {
      window.localStorage.removeItem(CONSENT_STORAGE_KEY);
      return consentLoader()();
    },
  ],
  render: (args) => (
    <RemoveScriptsAfter>
      <Button onPress={openCookiePreferences}>Manage Cookie Preferences</Button>
      <CookieConsent {...args} scripts={scripts} />
    </RemoveScriptsAfter>
  ),
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Manage Cookie Preferences' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie Preferences' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Preferences' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? '')).toMatchObject({
      analytics: false,
    });
    window.localStorage.removeItem(CONSENT_STORAGE_KEY);
  },
};

const inHindi = {
  args: hindiFlows.cookies,
  render: (args, context) => (
    <RemoveScriptsAfter>
      <div lang="hi">
        <CookieConsent {...args} store={args.store ?? loadedOf(context).store} scripts={scripts} />
      </div>
    </RemoveScriptsAfter>
  ),
} satisfies Story;

/** On a Hindi page: the banner in Hindi, its policy link to the Hindi cookie policy. */
export const BannerInHindi: Story = {
  ...inHindi,
  play: async () => {
    const banner = await screen.findByRole('region', { name: 'हम आपकी निजता का सम्मान करते हैं' });
    await expect(within(banner).getByRole('link', { name: 'कुकी नीति' })).toHaveAttribute(
      'href',
      '/hi/cookie-policy',
    );
  },
};

/** On a Hindi page: the preferences in Hindi. */
export const PreferencesInHindi: Story = {
  ...inHindi,
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'अपनी पसंद चुनें' }));
    const dialog = await screen.findByRole('dialog', { name: 'कुकी की पसंद' });
    await expect(within(dialog).getByRole('checkbox', { name: 'ज़रूरी कुकीज़' })).toBeChecked();
  },
};
