import { assign, setup } from 'xstate';

/** How long a counter counts when not told otherwise (spec section 4). */
export const COUNTER_DEFAULT_DURATION_MS = 2000;
/** How many steps a count takes; each step waits duration / steps. */
export const COUNTER_STEPS = 50;

export interface CounterInput {
  /** The number counted up to, e.g. 5000 for '5000+'. */
  target: number;
  /** How long the count takes (2.5 s on the About page). @default 2000 */
  durationMs?: number;
  /** Under reduced motion the number shows at once, without counting. @default false */
  reducedMotion?: boolean;
}

export interface CounterContext {
  target: number;
  durationMs: number;
  reducedMotion: boolean;
  /** The steps taken so far, 0 to COUNTER_STEPS. */
  step: number;
  /** The number to show. */
  value: number;
}

export type CounterEvent = { type: 'counter.visible' };

/** Ease-out: fast at first, slowing as it reaches the target. */
function valueAt(target: number, step: number): number {
  const progress = step / COUNTER_STEPS;
  return Math.round(target * (1 - (1 - progress) ** 3));
}

/**
 * An animated counter: idle until it is first scrolled into view, then counts from 0 to its
 * target in 50 eased steps over its duration, once; later views change nothing.
 */
export const counterMachine = setup({
  types: {
    context: {} as CounterContext,
    events: {} as CounterEvent,
    input: {} as CounterInput,
  },
  actions: {
    advance: assign(({ context }) => ({
      step: context.step + 1,
      value: valueAt(context.target, context.step + 1),
    })),
    finish: assign(({ context }) => ({ step: COUNTER_STEPS, value: context.target })),
  },
  guards: {
    prefersReducedMotion: ({ context }) => context.reducedMotion,
    isLastStep: ({ context }) => context.step + 1 >= COUNTER_STEPS,
  },
  delays: {
    countStep: ({ context }) => context.durationMs / COUNTER_STEPS,
  },
}).createMachine({
  id: 'counter',
  context: ({ input }) => ({
    target: input.target,
    durationMs: input.durationMs ?? COUNTER_DEFAULT_DURATION_MS,
    reducedMotion: input.reducedMotion ?? false,
    step: 0,
    value: 0,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'counter.visible': [
          { guard: 'prefersReducedMotion', target: 'done', actions: 'finish' },
          { target: 'counting' },
        ],
      },
    },
    counting: {
      after: {
        countStep: [
          { guard: 'isLastStep', target: 'done', actions: 'finish' },
          { target: 'counting', reenter: true, actions: 'advance' },
        ],
      },
    },
    done: { type: 'final' },
  },
});

export type CounterMachine = typeof counterMachine;
