import {
  POPUP_DELAY_MS,
  PROMO_POPUP_STORAGE_KEY,
  SLIDE_INTERVAL_MS,
  promoPopupMachine,
  type PromoPopupMachine,
} from '@aarambh/machines';
import { fromPromise } from 'xstate';

/** The part of `sessionStorage` the popup uses. */
export type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface PromoPopupBindings {
  /** Where the popup-shown flag lives: the browser session's storage on the site. */
  storage: FlagStorage | null;
  /** @default POPUP_DELAY_MS (1 s) */
  popupDelayMs?: number;
  /** @default SLIDE_INTERVAL_MS (5 s) */
  slideIntervalMs?: number;
}

/**
 * The promo popup machine with its effects: the session flag read and written in `storage`, and
 * its two delays. Without storage (blocked, private modes) the popup shows as on a first visit
 * and cannot be remembered.
 */
export function bindPromoPopupMachine({
  storage,
  popupDelayMs = POPUP_DELAY_MS,
  slideIntervalMs = SLIDE_INTERVAL_MS,
}: PromoPopupBindings): PromoPopupMachine {
  return promoPopupMachine.provide({
    actors: {
      readShownFlag: fromPromise(async () => {
        if (!storage) throw new Error('No session storage');
        return storage.getItem(PROMO_POPUP_STORAGE_KEY) === 'true';
      }),
    },
    actions: {
      rememberShown: () => {
        try {
          storage?.setItem(PROMO_POPUP_STORAGE_KEY, 'true');
        } catch {
          // A full or blocked storage only means the popup may show again next load.
        }
      },
    },
    delays: { popupDelay: popupDelayMs, slideInterval: slideIntervalMs },
  });
}

/** The browser session's storage, or `null` where reading it throws (blocked storage). */
export function browserSessionStorage(): FlagStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
