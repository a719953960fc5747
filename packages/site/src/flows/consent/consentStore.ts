/**
 * The visitor's cookie choices (docs/screens.md, Cookie Policy): essential cookies are always on;
 * analytics, functional and marketing cookies only with consent. The choice is remembered in
 * `localStorage`, and the preferences dialog can be reopened from anywhere with
 * `openCookiePreferences()` (the cookie page's 'Manage Cookie Preferences' button). This module
 * has no React and no UI, so a page can import it without loading the banner.
 */

/** The optional kinds of cookies, in the order of the cookie policy. */
export const optionalCategories = ['analytics', 'functional', 'marketing'] as const;
export type OptionalCategory = (typeof optionalCategories)[number];

export interface ConsentChoices {
  /** Always true: the site cannot work without them. */
  essential: true;
  analytics: boolean;
  functional: boolean;
  marketing: boolean;
}

export interface ConsentState {
  /** The remembered choice; `null` until the visitor decides (the banner shows). */
  choices: ConsentChoices | null;
  /** Whether the preferences dialog is open. */
  preferencesOpen: boolean;
}

/** Where the choice is kept. */
export const CONSENT_STORAGE_KEY = 'cookieConsent';
/** Bumped when the categories change, so visitors are asked again. */
export const CONSENT_VERSION = 1;

export type ConsentStorage = Pick<Storage, 'getItem' | 'setItem'>;

export const essentialOnly: ConsentChoices = {
  essential: true,
  analytics: false,
  functional: false,
  marketing: false,
};

export const allAccepted: ConsentChoices = {
  essential: true,
  analytics: true,
  functional: true,
  marketing: true,
};

/** The remembered choice in `raw`, or `null` when there is none, it is malformed or from another version. */
function parseConsent(raw: string | null): ConsentChoices | null {
  if (raw === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  if (record.version !== CONSENT_VERSION) return null;
  if (!optionalCategories.every((category) => typeof record[category] === 'boolean')) return null;
  return {
    essential: true,
    analytics: record.analytics as boolean,
    functional: record.functional as boolean,
    marketing: record.marketing as boolean,
  };
}

/** What is stored for `choices`, with the version and when it was decided. */
export function serializeConsent(choices: ConsentChoices, decidedAt: Date): string {
  return JSON.stringify({
    version: CONSENT_VERSION,
    analytics: choices.analytics,
    functional: choices.functional,
    marketing: choices.marketing,
    decidedAt: decidedAt.toISOString(),
  });
}

export interface ConsentStore {
  getSnapshot(): ConsentState;
  subscribe(listener: () => void): () => void;
  /** Remembers `choices` and closes the preferences dialog. */
  save(choices: ConsentChoices): void;
  openPreferences(): void;
  closePreferences(): void;
}

/**
 * A store of the consent state over `storage` (`null`: nothing can be remembered, so the visitor
 * is asked on every page). The snapshot object changes only when the state does, as
 * `useSyncExternalStore` requires.
 */
export function createConsentStore(
  storage: ConsentStorage | null,
  now: () => Date = () => new Date(),
): ConsentStore {
  let read: ConsentChoices | null = null;
  try {
    read = parseConsent(storage?.getItem(CONSENT_STORAGE_KEY) ?? null);
  } catch {
    read = null;
  }
  let state: ConsentState = { choices: read, preferencesOpen: false };
  const listeners = new Set<() => void>();
  const set = (next: Partial<ConsentState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    save(choices) {
      try {
        storage?.setItem(CONSENT_STORAGE_KEY, serializeConsent(choices, now()));
      } catch {
        // Blocked or full storage: the choice holds for this page only.
      }
      set({ choices, preferencesOpen: false });
    },
    openPreferences: () => set({ preferencesOpen: true }),
    closePreferences: () => set({ preferencesOpen: false }),
  };
}

let siteStore: ConsentStore | undefined;

/** The site's store over the browser's `localStorage` (made on first use, in the browser). */
export function siteConsentStore(): ConsentStore {
  if (!siteStore) {
    let storage: ConsentStorage | null = null;
    try {
      storage = window.localStorage;
    } catch {
      storage = null;
    }
    siteStore = createConsentStore(storage);
  }
  return siteStore;
}

/** Opens the cookie preferences dialog (the cookie page's 'Manage Cookie Preferences' button). */
export function openCookiePreferences(): void {
  siteConsentStore().openPreferences();
}
