import type { Locale } from '@aarambh/content';
import * as v from 'valibot';
import { assign, setup } from 'xstate';
import type { SubscriptionInterest } from '../schemas/options.ts';
import { subscribeFormSchema, type SubscriptionPayload } from '../schemas/subscription.ts';
import { submissionOutcome } from '../shared/outcome.ts';
import { submitPlaceholder } from '../shared/submission.ts';

export interface SubscribeInput {
  /** Where the form is, sent as `source` (for example 'coming_soon_page'). */
  source: string;
  /** What the subscriber wants to hear about. @default all three interests */
  interests?: readonly SubscriptionInterest[];
  /** The language of the page it is sent from, sent as `language`. @default not sent (English) */
  language?: Locale;
}

export interface SubscribeContext {
  email: string;
  source: string;
  interests: readonly SubscriptionInterest[];
  language: Locale | undefined;
  /** 'Email Required' or 'Invalid Email' after a refused submit. */
  error: string | null;
  /** The server's or network's message after a failed call; `null` when there was none. */
  failureMessage: string | null;
}

export type SubscribeEvent = { type: 'subscribe.change'; email: string } | { type: 'subscribe.submit' };

function emailError(email: string): string | null {
  const result = v.safeParse(subscribeFormSchema, { email });
  return result.success ? null : result.issues[0].message;
}

/**
 * The subscribe form: idle -> loading -> subscribed ("You're All Set!") | failed. A blank address
 * is refused with 'Email Required', a malformed one with 'Invalid Email'.
 *
 * Effects to provide: the `subscribe` actor (call 3), which gets the payload with subscription
 * type 'platform_updates', the source, an ISO 8601 timestamp and the interests.
 */
export const subscribeMachine = setup({
  types: {
    context: {} as SubscribeContext,
    events: {} as SubscribeEvent,
    input: {} as SubscribeInput,
  },
  actors: {
    /** POST /api/subscription/subscribe; resolves to the status and JSON body. */
    subscribe: submitPlaceholder<SubscriptionPayload>('subscribe'),
  },
  actions: {
    change: assign((_, { email }: { email: string }) => ({ email, error: null })),
    reportInvalidEmail: assign(({ context }) => ({ error: emailError(context.email) })),
    recordFailure: assign((_, params: { message: string | null }) => ({ failureMessage: params.message })),
  },
  guards: {
    isEmailValid: ({ context }) => emailError(context.email) === null,
  },
}).createMachine({
  id: 'subscribe',
  context: ({ input }) => ({
    email: '',
    source: input.source,
    interests: input.interests ?? ['platform_launch', 'new_features', 'opportunities'],
    language: input.language,
    error: null,
    failureMessage: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'subscribe.change': { actions: { type: 'change', params: ({ event }) => event } },
        'subscribe.submit': [{ guard: 'isEmailValid', target: 'loading' }, { actions: 'reportInvalidEmail' }],
      },
    },
    loading: {
      invoke: {
        id: 'subscribe',
        src: 'subscribe',
        input: ({ context }) => ({
          email: v.parse(subscribeFormSchema, { email: context.email }).email,
          subscriptionType: 'platform_updates' as const,
          source: context.source,
          timestamp: new Date().toISOString(),
          interests: [...context.interests],
          ...(context.language === undefined ? {} : { language: context.language }),
        }),
        ...submissionOutcome({
          success: { target: 'subscribed' },
          failure: { target: 'failed', message: { refused: null, thrown: null } },
        }),
      },
    },
    subscribed: { type: 'final' },
    failed: {
      on: {
        'subscribe.change': { target: 'idle', actions: { type: 'change', params: ({ event }) => event } },
        // The address was valid when it was sent, and any change returns to idle first.
        'subscribe.submit': { target: 'loading' },
      },
    },
  },
});

export type SubscribeMachine = typeof subscribeMachine;
