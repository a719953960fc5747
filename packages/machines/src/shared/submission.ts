import { fromPromise } from 'xstate';

/**
 * What a submit actor resolves to: the HTTP status and the parsed JSON body (or `null` when the
 * body was empty or not JSON). The machine decides what the status means, so the documented special
 * cases (HTTP 207) live in the chart, not in the API client.
 */
export interface SubmitResult {
  status: number;
  body: unknown;
}

/** Whether `status` is a success status (200 to 299), the way `Response.ok` judges it. */
export function isOkStatus(status: number): boolean {
  return status >= 200 && status <= 299;
}

/** The `success` flag of a JSON body, if it has one. */
export function bodySuccess(body: unknown): boolean | undefined {
  if (typeof body !== 'object' || body === null || !('success' in body)) return undefined;
  return typeof body.success === 'boolean' ? body.success : undefined;
}

/** The non-blank `message` of a JSON body, if it has one. */
export function bodyMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  return typeof body.message === 'string' && body.message.trim() !== '' ? body.message : undefined;
}

/** The message of a thrown `Error` (a network failure, say); `undefined` for anything else thrown. */
export function errorMessage(error: unknown): string | undefined {
  return error instanceof Error && error.message !== '' ? error.message : undefined;
}

/**
 * The default of an effect the machine cannot perform itself (a call, storage, a link): it fails loudly, so a site or story that forgets `.provide(...)` finds out at once
 * instead of silently doing nothing.
 */
export function notProvided(name: string): Error {
  return new Error(`The machine needs "${name}": supply it with machine.provide(...)`);
}

/** A submit actor that must be supplied with `.provide({ actors: { [name]: ... } })`. */
export function submitPlaceholder<TInput>(name: string) {
  return fromPromise<SubmitResult, TInput>(() => Promise.reject(notProvided(name)));
}

/** An action that must be supplied with `.provide({ actions: { [name]: ... } })`. */
export function actionPlaceholder(name: string) {
  return (): void => {
    throw notProvided(name);
  };
}
