import {
  promoPopupDelays,
  promoPopupMachine,
  type PromoPopupDelays,
  type PromoPopupMachine,
} from '@aarambh/machines';
import { fromPromise } from 'xstate';
import { readShownFlag, rememberShown, type FlagStorage } from './sessionFlag';

export interface PromoPopupBindings {
  /** Where the popup-shown flag lives: the browser session's storage on the site. */
  storage: FlagStorage | null;
  /** @default promoPopupDelays (1 s before it opens, 5 s per slide) */
  delays?: PromoPopupDelays;
}

/**
 * The promo popup machine with its effects: the session flag read and written in `storage`, and
 * its two delays. Without storage (blocked, private modes) the popup shows as on a first visit
 * and cannot be remembered.
 */
export function bindPromoPopupMachine({
  storage,
  delays = promoPopupDelays,
}: PromoPopupBindings): PromoPopupMachine {
  return promoPopupMachine.provide({
    actors: { readShownFlag: fromPromise(async () => readShownFlag(storage)) },
    actions: { rememberShown: () => rememberShown(storage) },
    delays,
  });
}
