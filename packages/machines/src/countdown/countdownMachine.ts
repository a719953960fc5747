import { assign, setup } from 'xstate';

/** The coming-soon launch is 60 days after the page loads (spec section 9). */
export const COUNTDOWN_DAYS = 60;
/** How often the countdown updates. */
export const COUNTDOWN_TICK_MS = 1000;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface CountdownInput {
  /** When the page loaded, in milliseconds since 1970 (`Date.now()`). */
  startedAt: number;
}

export interface CountdownContext {
  /** The moment counted down to: 60 days after `startedAt`. */
  target: number;
  /** The clock at the last tick. */
  now: number;
}

/** Sent by the site when the page becomes visible again, to read the clock without waiting for a tick. */
export type CountdownEvent = { type: 'countdown.sync' };

/** What is left until `target` at `now`, split for display; all zero once it has passed. */
export function remaining(context: CountdownContext): {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
} {
  const left = Math.max(0, context.target - context.now);
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
  };
}

/**
 * The coming-soon countdown: its target is 60 days after the page loaded; it reads the clock
 * every second (so a throttled background tab catches up at once, or at 'countdown.sync') and
 * finishes at the target.
 */
export const countdownMachine = setup({
  types: {
    context: {} as CountdownContext,
    events: {} as CountdownEvent,
    input: {} as CountdownInput,
  },
  actions: {
    readClock: assign({ now: () => Date.now() }),
  },
  guards: {
    isTargetReached: ({ context }) => Date.now() >= context.target,
  },
  delays: {
    tick: COUNTDOWN_TICK_MS,
  },
}).createMachine({
  id: 'countdown',
  context: ({ input }) => ({ target: input.startedAt + COUNTDOWN_DAYS * DAY, now: input.startedAt }),
  initial: 'running',
  states: {
    running: {
      after: {
        tick: [
          { guard: 'isTargetReached', target: 'finished', actions: 'readClock' },
          { target: 'running', reenter: true, actions: 'readClock' },
        ],
      },
      on: {
        'countdown.sync': [
          { guard: 'isTargetReached', target: 'finished', actions: 'readClock' },
          { actions: 'readClock' },
        ],
      },
    },
    finished: { type: 'final' },
  },
});

export type CountdownMachine = typeof countdownMachine;
