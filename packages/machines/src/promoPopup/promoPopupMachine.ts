import { assign, fromPromise, setup } from 'xstate';
import { actionPlaceholder, notProvided } from '../shared/submission.ts';

import { SWIPE_THRESHOLD_PX } from './constants.ts';
import { initialPromoPopupContext, promoPopupDelays, stepSlide } from './withoutInput.ts';

export interface PromoPopupInput {
  /** How many slides the carousel has (four on the site). */
  slideCount: number;
}

export interface PromoPopupContext {
  slideCount: number;
  /** The slide shown, from 0. */
  index: number;
  /** Auto-advance waits while the pointer is over the popup... */
  hovered: boolean;
  /**
   * ...and stops once the visitor pauses it or uses the slides (changes the slide or moves focus
   * into them: the APG carousel), until the visitor presses Play.
   */
  pausedByUser: boolean;
}

export type PromoPopupEvent =
  | { type: 'popup.next' }
  | { type: 'popup.previous' }
  | { type: 'popup.goTo'; index: number }
  | { type: 'popup.swipe'; deltaX: number }
  | { type: 'popup.pointerEnter' }
  | { type: 'popup.pointerLeave' }
  | { type: 'popup.focusIn' }
  | { type: 'popup.pause' }
  | { type: 'popup.play' }
  | { type: 'popup.close' };

type PauseFlags = Pick<PromoPopupContext, 'hovered' | 'pausedByUser'>;

/**
 * The promotional popup: checks the session flag; unless it says the popup was shown, waits 1 s,
 * sets the flag and opens on the first slide. Slides go next, previous (both wrap), to a chosen
 * one, or by a swipe of at least 50 px; they advance every 5 s while playing and wait while the
 * pointer is over the popup. The rotation stops for good (until the visitor presses Play) once the
 * visitor pauses it, changes the slide in any way or moves focus into the slides, as the WAI-ARIA
 * carousel pattern asks: a visitor reading or navigating is never overtaken by the timer. Escape,
 * 'Maybe Later' and the close button close it.
 *
 * Effects to provide: the `readShownFlag` actor (resolves to whether the flag is set) and the
 * `rememberShown` action (sets it).
 */
export const promoPopupMachine = setup({
  types: {
    context: {} as PromoPopupContext,
    events: {} as PromoPopupEvent,
    input: {} as PromoPopupInput,
  },
  actors: {
    /** Whether this browser session has already shown the popup. */
    readShownFlag: fromPromise<boolean, void>(() => Promise.reject(notProvided('readShownFlag'))),
  },
  actions: {
    /** Sets the session flag so the popup does not show again. */
    rememberShown: actionPlaceholder('rememberShown'),
    nextSlide: assign(({ context }) => ({ index: stepSlide(context, 1) })),
    previousSlide: assign(({ context }) => ({ index: stepSlide(context, -1) })),
    goToSlide: assign(({ context }, { index }: { index: number }) => ({
      index: Math.min(Math.max(Math.trunc(index), 0), context.slideCount - 1),
    })),
    setPause: assign((_, change: Partial<PauseFlags>) => change),
    stopRotation: assign({ pausedByUser: true }),
  },
  guards: {
    wasShown: (_, params: { shown: boolean }) => params.shown,
    /** Whether another reason to pause remains once this one has ended. */
    isStillPaused: ({ context }, change: Partial<PauseFlags>) => {
      const flags = { ...context, ...change };
      return flags.hovered || flags.pausedByUser;
    },
    isSwipeToNext: (_, { deltaX }: { deltaX: number }) => deltaX <= -SWIPE_THRESHOLD_PX,
    isSwipeToPrevious: (_, { deltaX }: { deltaX: number }) => deltaX >= SWIPE_THRESHOLD_PX,
  },
  delays: promoPopupDelays,
}).createMachine({
  id: 'promoPopup',
  context: ({ input }) => initialPromoPopupContext(input),
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'readShownFlag',
        src: 'readShownFlag',
        onDone: [
          { guard: { type: 'wasShown', params: ({ event }) => ({ shown: event.output }) }, target: 'closed' },
          { target: 'waiting' },
        ],
        // Storage can be unavailable (private modes): show the popup as for a first visit.
        onError: { target: 'waiting' },
      },
    },
    waiting: {
      after: {
        popupDelay: { target: 'open', actions: 'rememberShown' },
      },
    },
    open: {
      initial: 'playing',
      on: {
        'popup.next': { target: '.paused', actions: ['nextSlide', 'stopRotation'] },
        'popup.previous': { target: '.paused', actions: ['previousSlide', 'stopRotation'] },
        'popup.goTo': {
          target: '.paused',
          actions: [{ type: 'goToSlide', params: ({ event }) => event }, 'stopRotation'],
        },
        'popup.swipe': [
          {
            guard: { type: 'isSwipeToNext', params: ({ event }) => event },
            target: '.paused',
            actions: ['nextSlide', 'stopRotation'],
          },
          {
            guard: { type: 'isSwipeToPrevious', params: ({ event }) => event },
            target: '.paused',
            actions: ['previousSlide', 'stopRotation'],
          },
        ],
        'popup.focusIn': { target: '.paused', actions: 'stopRotation' },
        'popup.pointerEnter': { target: '.paused', actions: { type: 'setPause', params: { hovered: true } } },
        'popup.pointerLeave': [
          {
            guard: { type: 'isStillPaused', params: { hovered: false } },
            target: '.paused',
            actions: { type: 'setPause', params: { hovered: false } },
          },
          { target: '.playing', actions: { type: 'setPause', params: { hovered: false } } },
        ],
        'popup.pause': { target: '.paused', actions: 'stopRotation' },
        'popup.play': [
          {
            guard: { type: 'isStillPaused', params: { pausedByUser: false } },
            target: '.paused',
            actions: { type: 'setPause', params: { pausedByUser: false } },
          },
          { target: '.playing', actions: { type: 'setPause', params: { pausedByUser: false } } },
        ],
        'popup.close': { target: 'closed' },
      },
      states: {
        playing: {
          after: {
            slideInterval: { target: 'playing', reenter: true, actions: 'nextSlide' },
          },
        },
        paused: {},
      },
    },
    closed: { type: 'final' },
  },
});

export type PromoPopupMachine = typeof promoPopupMachine;
