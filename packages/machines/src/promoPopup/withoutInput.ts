// The promo popup's chart while the visitor does nothing, without XState: what it shows from the
// moment it starts until its first use (see shared/withoutInput.ts). The chart uses the same
// context, slide step and delays; a unit test runs both side by side.
import type { ChartState, DelayedStep } from '../shared/withoutInput.ts';
import { POPUP_DELAY_MS, SLIDE_INTERVAL_MS } from './constants.ts';
import type { PromoPopupContext, PromoPopupInput } from './promoPopupMachine.ts';

/** The chart's two delays, by the names it gives them. */
export interface PromoPopupDelays {
  popupDelay: number;
  slideInterval: number;
}

/** 1 s before it opens, 5 s per slide (docs/limits.md). */
export const promoPopupDelays: PromoPopupDelays = {
  popupDelay: POPUP_DELAY_MS,
  slideInterval: SLIDE_INTERVAL_MS,
};

/** The context the chart starts with. */
export function initialPromoPopupContext({ slideCount }: PromoPopupInput): PromoPopupContext {
  return { slideCount: Math.max(1, slideCount), index: 0, hovered: false, pausedByUser: false };
}

/** The slide `by` slides away from the one shown, wrapping at both ends. */
export function stepSlide({ index, slideCount }: PromoPopupContext, by: number): number {
  return (index + by + slideCount) % slideCount;
}

/** A state of the chart the visitor can reach by doing nothing. */
export type PromoPopupStateWithoutInput = ChartState<
  'closed' | 'waiting' | { open: 'playing' },
  PromoPopupContext
>;

/** The state the chart goes to once it has read the session flag (`shown`: the popup was shown). */
export function promoPopupAfterCheck(input: PromoPopupInput, shown: boolean): PromoPopupStateWithoutInput {
  return { value: shown ? 'closed' : 'waiting', context: initialPromoPopupContext(input) };
}

/**
 * The chart's next delayed transition from `state` when the visitor does nothing: `waiting` opens
 * on the first slide after the popup delay and sets the flag (`rememberShown`); `open.playing`
 * shows the next slide after each slide interval; `closed` is final.
 */
export function promoPopupNextWithoutInput(
  state: PromoPopupStateWithoutInput,
  delays: PromoPopupDelays = promoPopupDelays,
): DelayedStep<PromoPopupStateWithoutInput, 'rememberShown'> | null {
  if (state.value === 'closed') return null;
  if (state.value === 'waiting') {
    return {
      afterMs: delays.popupDelay,
      to: { value: { open: 'playing' }, context: state.context },
      actions: ['rememberShown'],
    };
  }
  return {
    afterMs: delays.slideInterval,
    to: { value: state.value, context: { ...state.context, index: stepSlide(state.context, 1) } },
    actions: [],
  };
}
