import type { SubmitResult } from '@aarambh/machines';
import { fromPromise } from 'xstate';
import type { ApiResponse } from '../../api/client';

/**
 * A machine's submit actor made from one call of the API client: it gets the actor's input and
 * the actor's abort signal (the call is cancelled when the form unmounts mid-send), and resolves
 * to the status and JSON body, so the machine decides what a status means (HTTP 207). A
 * `NetworkError` (offline, timeout) rejects the actor with its visitor-readable message.
 */
export function submitActor<TInput>(call: (input: TInput, signal: AbortSignal) => Promise<ApiResponse>) {
  return fromPromise<SubmitResult, TInput>(async ({ input, signal }) => {
    const { status, body } = await call(input, signal);
    return { status, body };
  });
}
