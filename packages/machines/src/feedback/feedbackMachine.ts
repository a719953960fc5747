import type { Locale } from '@aarambh/content';
import * as v from 'valibot';
import { assign, setup } from 'xstate';
import { validateFields } from '../schemas/errors.ts';
import { feedbackLimits, feedbackSchema, type FeedbackPayload } from '../schemas/feedback.ts';
import { freshForm, type FormState } from '../shared/form.ts';
import { type Confirmed, answerBody, submissionOutcome } from '../shared/outcome.ts';
import { readConfirmation } from '../schemas/confirmation.ts';
import { submitPlaceholder } from '../shared/submission.ts';

/** The feedback form as the inputs hold it. */
export interface FeedbackValues {
  name: string;
  email: string;
  message: string;
  /** 1 to 5 stars. @default 5 */
  rating: number;
  /** Anonymous feedback sends no name and no e-mail. @default false */
  isAnonymous: boolean;
}

export type FeedbackTextField = 'name' | 'email' | 'message';

export const emptyFeedbackForm: FeedbackValues = {
  name: '',
  email: '',
  message: '',
  rating: feedbackLimits.rating.default,
  isAnonymous: false,
};

/** The feedback flow's texts (docs/messages.md). */
export const feedbackTexts = {
  success: 'Thank you for your feedback!',
  /** The server's message when it gives none. */
  failureFallback: 'Failed to submit feedback',
} as const;

export interface FeedbackInput {
  /** Where the feedback was given, sent as `source` (for example 'feedback_page'). */
  source: string;
  /** Values to start from. @default empty, rating 5, not anonymous */
  values?: Partial<FeedbackValues>;
  /** The language of the page it is sent from, sent as `language`. @default not sent (English) */
  language?: Locale;
}

export interface FeedbackContext extends FormState<FeedbackValues>, Confirmed {
  source: string;
  language: Locale | undefined;
  /** Why the last submission failed. */
  failureMessage: string | null;
}

export type FeedbackEvent =
  | { type: 'feedback.change'; field: FeedbackTextField; value: string }
  | { type: 'feedback.blur'; field: FeedbackTextField }
  | { type: 'feedback.setRating'; rating: number }
  | { type: 'feedback.setAnonymous'; anonymous: boolean }
  | { type: 'feedback.submit' };

const validate = (values: FeedbackValues) => validateFields(feedbackSchema, values);

function withValues(context: FeedbackContext, values: FeedbackValues) {
  return { values, errors: validate(values) };
}

/**
 * The feedback form: editing (rating 5 by default; anonymous mode blanks the name and e-mail) ->
 * submitting -> thanked ('Thank you for your feedback!', the form resets) | failed (the server's
 * message or 'Failed to submit feedback').
 *
 * Effects to provide: the `submitFeedback` actor (call 4), which gets the payload with its
 * ISO 8601 timestamp and source.
 */
export const feedbackMachine = setup({
  types: {
    context: {} as FeedbackContext,
    events: {} as FeedbackEvent,
    input: {} as FeedbackInput,
  },
  actors: {
    /** POST /api/feedback with the payload; resolves to the status and JSON body. */
    submitFeedback: submitPlaceholder<FeedbackPayload>('submitFeedback'),
  },
  actions: {
    change: assign(({ context }, { field, value }: { field: FeedbackTextField; value: string }) => ({
      ...withValues(context, { ...context.values, [field]: value }),
      touched: { ...context.touched, [field]: true },
    })),
    blur: assign(({ context }, { field }: { field: FeedbackTextField }) => ({
      touched: { ...context.touched, [field]: true },
    })),
    setRating: assign(({ context }, { rating }: { rating: number }) =>
      withValues(context, { ...context.values, rating }),
    ),
    setAnonymous: assign(({ context }, { anonymous }: { anonymous: boolean }) => {
      const blanks = anonymous ? { name: '', email: '' } : {};
      return withValues(context, { ...context.values, ...blanks, isAnonymous: anonymous });
    }),
    revealErrors: assign({ showAllErrors: true }),
    resetForm: assign(() => ({ ...freshForm(emptyFeedbackForm, validate), failureMessage: null })),
    keepConfirmation: assign((_, { body }: { body: unknown }) => ({ confirmation: readConfirmation(body) })),
    recordFailure: assign((_, params: { message: string | null }) => ({ failureMessage: params.message })),
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(context.errors).length === 0,
  },
}).createMachine({
  id: 'feedback',
  context: ({ input }) => ({
    ...freshForm({ ...emptyFeedbackForm, ...input.values }, validate),
    source: input.source,
    language: input.language,
    failureMessage: null,
    confirmation: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      on: {
        'feedback.change': { target: '.idle', actions: { type: 'change', params: ({ event }) => event } },
        'feedback.blur': { actions: { type: 'blur', params: ({ event }) => event } },
        'feedback.setRating': {
          target: '.idle',
          actions: { type: 'setRating', params: ({ event }) => event },
        },
        'feedback.setAnonymous': {
          target: '.idle',
          actions: { type: 'setAnonymous', params: ({ event }) => event },
        },
        'feedback.submit': [{ guard: 'isFormValid', target: 'submitting' }, { actions: 'revealErrors' }],
      },
      states: {
        idle: {},
        thanked: {},
        failed: {},
      },
    },
    submitting: {
      invoke: {
        id: 'submitFeedback',
        src: 'submitFeedback',
        input: ({ context }) => ({
          ...v.parse(feedbackSchema, context.values),
          timestamp: new Date().toISOString(),
          source: context.source,
          language: context.language,
        }),
        ...submissionOutcome({
          success: {
            target: 'editing.thanked',
            actions: ['resetForm', { type: 'keepConfirmation', params: answerBody }],
          },
          failure: {
            target: 'editing.failed',
            message: { refused: feedbackTexts.failureFallback, thrown: feedbackTexts.failureFallback },
          },
        }),
      },
    },
  },
});

export type FeedbackMachine = typeof feedbackMachine;
