import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import type { SubmissionConfirmation } from '../schemas/confirmation.ts';
import { bodyMessage, errorMessage, isOkStatus, type SubmitResult } from './submission.ts';

/** A form whose stored submission gets a confirmation in place of the form. */
export interface Confirmed {
  /** What the last stored submission's answer said of it (its reference...); null before one. */
  confirmation: SubmissionConfirmation | null;
}

/**
 * The body of a submit actor's answer, as the params of a chart's `keepConfirmation` action
 * (`assign((_, { body }) => ({ confirmation: readConfirmation(body) }))`).
 */
export const answerBody = ({ event }: { event: DoneActorEvent<SubmitResult> }) => ({
  body: event.output.body,
});

/** Where a result goes: the state to enter and what to do on the way (the chart's own actions). */
export interface OutcomeTarget<TActions> {
  target: string;
  actions?: TActions;
}

/** What a failure is said to be when the answer or the error carries no message (`null`: nothing). */
export interface FailureFallbacks {
  /** For an answer that is not a success and whose body has no `message`. */
  refused: string | null;
  /** For a call that threw (offline, timeout) without a message. */
  thrown: string | null;
}

/** How one flow reads the answer to its call (docs/messages.md): which answers are which result. */
export interface SubmissionOutcomes<TActions, TFallbacks extends FailureFallbacks | undefined> {
  /**
   * An answer that means "held, not yet stored": an application under 18 waits for its guardian
   * (HTTP 202, `guardian.ts`). Checked before every other; leave out where the flow has no such state.
   */
  held?: OutcomeTarget<TActions> & { when: (result: SubmitResult) => boolean };
  /** An answer that means "kept, but an e-mail could not go yet" (HTTP 207). Checked first; leave out where the flow has no such state. */
  warning?: OutcomeTarget<TActions> & { when: (result: SubmitResult) => boolean };
  /** An answer that means success. `when` @default a 2xx status */
  success: OutcomeTarget<TActions> & { when?: (result: SubmitResult) => boolean };
  /**
   * Every other answer, and a call that threw. With `message`, the chart's `recordFailure` action
   * (params `{ message: string | null }`) is given the reason: the body's or the error's message,
   * else the fallback for that case.
   */
  failure: { target: string; message?: TFallbacks };
}

type Done = { event: DoneActorEvent<SubmitResult> };
type Thrown = { event: ErrorActorEvent };

/** The `recordFailure` action with its message, or no action where the flow keeps none. */
type RecordFailure<TFallbacks, TEvent> = TFallbacks extends FailureFallbacks
  ? { type: 'recordFailure'; params: (args: TEvent) => { message: string | null } }
  : undefined;

function recordFailure<TFallbacks extends FailureFallbacks | undefined, TEvent>(
  fallbacks: TFallbacks,
  message: (args: TEvent, fallbacks: FailureFallbacks) => string | null,
): RecordFailure<TFallbacks, TEvent> {
  if (fallbacks === undefined) return undefined as RecordFailure<TFallbacks, TEvent>;
  return {
    type: 'recordFailure',
    params: (args: TEvent) => ({ message: message(args, fallbacks) }),
  } as RecordFailure<TFallbacks, TEvent>;
}

/**
 * The `onDone` and `onError` of a state that invokes a submit actor: the one place where an answer
 * becomes a result state. A flow names its result states and how it reads the answer; the checks
 * run in the order held, warning, success, failure.
 *
 * ```ts
 * sending: {
 *   invoke: {
 *     src: 'sendMessage',
 *     input: ...,
 *     ...submissionOutcome({
 *       success: { target: 'editing.sent', actions: 'resetForm' },
 *       failure: { target: 'editing.failed', message: { refused: 'Failed to send message', thrown: null } },
 *     }),
 *   },
 * },
 * ```
 */
export function submissionOutcome<TActions, TFallbacks extends FailureFallbacks | undefined = undefined>({
  held,
  warning,
  success,
  failure,
}: SubmissionOutcomes<TActions, TFallbacks>) {
  const isSuccess = success.when ?? ((result: SubmitResult) => isOkStatus(result.status));
  const special = [held, warning].flatMap((outcome) =>
    outcome
      ? [
          {
            guard: ({ event }: Done) => outcome.when(event.output),
            target: outcome.target,
            actions: outcome.actions,
          },
        ]
      : [],
  );
  return {
    onDone: [
      ...special,
      {
        guard: ({ event }: Done) => isSuccess(event.output),
        target: success.target,
        actions: success.actions,
      },
      {
        target: failure.target,
        actions: recordFailure(
          failure.message,
          ({ event }: Done, fallbacks) => bodyMessage(event.output.body) ?? fallbacks.refused,
        ),
      },
    ],
    onError: {
      target: failure.target,
      actions: recordFailure(
        failure.message,
        ({ event }: Thrown, fallbacks) => errorMessage(event.error) ?? fallbacks.thrown,
      ),
    },
  };
}
