import { describe, expect, it, vi } from 'vitest';
import {
  allAccepted,
  CONSENT_STORAGE_KEY,
  createConsentStore,
  essentialOnly,
  serializeConsent,
  type ConsentStorage,
} from './consentStore';

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

const decidedAt = new Date('2026-11-22T10:00:00.000Z');

describe('consent store', () => {
  it('has no choice on a first visit, so the banner shows', () => {
    expect(createConsentStore(memoryStorage()).getSnapshot()).toEqual({
      choices: null,
      preferencesOpen: false,
    });
  });

  it('remembers a choice in localStorage with its version and date', () => {
    const storage = memoryStorage();
    const store = createConsentStore(storage, () => decidedAt);
    store.save({ ...essentialOnly, functional: true });
    expect(JSON.parse(storage.items[CONSENT_STORAGE_KEY] ?? '')).toEqual({
      version: 1,
      analytics: false,
      functional: true,
      marketing: false,
      decidedAt: '2026-11-22T10:00:00.000Z',
    });
    expect(createConsentStore(storage).getSnapshot().choices).toEqual({ ...essentialOnly, functional: true });
  });

  it('tells subscribers when the preferences dialog opens and closes with a save', () => {
    const store = createConsentStore(memoryStorage());
    const listener = vi.fn();
    store.subscribe(listener);
    store.openPreferences();
    expect(store.getSnapshot().preferencesOpen).toBe(true);
    store.save(allAccepted);
    expect(store.getSnapshot()).toEqual({ choices: allAccepted, preferencesOpen: false });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the same snapshot until something changes', () => {
    const store = createConsentStore(memoryStorage());
    expect(store.getSnapshot()).toBe(store.getSnapshot());
  });

  it('asks again when storage cannot be read, and keeps a choice for the page when it cannot be written', () => {
    const broken: ConsentStorage = {
      getItem: () => {
        throw new DOMException('Blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('Blocked', 'SecurityError');
      },
    };
    const store = createConsentStore(broken);
    expect(store.getSnapshot().choices).toBeNull();
    store.save(allAccepted);
    expect(store.getSnapshot().choices).toEqual(allAccepted);
  });
});

describe('a remembered choice', () => {
  const remembered = (raw: string | null) =>
    createConsentStore(memoryStorage(raw === null ? {} : { [CONSENT_STORAGE_KEY]: raw })).getSnapshot()
      .choices;

  it('is read as serializeConsent wrote it', () => {
    expect(remembered(serializeConsent(allAccepted, decidedAt))).toEqual(allAccepted);
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{'],
    ['another version', JSON.stringify({ version: 2, analytics: true, functional: true, marketing: true })],
    ['a missing category', JSON.stringify({ version: 1, analytics: true, functional: true })],
    [
      'a category that is not a boolean',
      JSON.stringify({ version: 1, analytics: 'yes', functional: true, marketing: true }),
    ],
  ])('counts as no choice for %s, so the banner asks again', (_, raw) => {
    expect(remembered(raw)).toBeNull();
  });
});
