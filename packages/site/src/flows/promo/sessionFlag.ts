import { PROMO_POPUP_STORAGE_KEY } from '@aarambh/machines';

/** The part of `sessionStorage` the popup uses. */
export type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The browser session's storage, or `null` where reading it throws (blocked storage). */
export function browserSessionStorage(): FlagStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Whether this session has shown the popup. Throws where `storage` cannot be read (none, or
 * blocked): the chart then shows the popup as on a first visit.
 */
export function readShownFlag(storage: FlagStorage | null): boolean {
  if (!storage) throw new Error('No session storage');
  return storage.getItem(PROMO_POPUP_STORAGE_KEY) === 'true';
}

/** Whether this session has shown the popup; `false` where storage cannot be read. */
export function shownThisSession(storage: FlagStorage | null): boolean {
  try {
    return readShownFlag(storage);
  } catch {
    return false;
  }
}

/** Sets the flag, so the popup does not show again this session. */
export function rememberShown(storage: FlagStorage | null): void {
  try {
    storage?.setItem(PROMO_POPUP_STORAGE_KEY, 'true');
  } catch {
    // A full or blocked storage only means the popup may show again next load.
  }
}
