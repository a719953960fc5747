// The console's one client for its calls: paths, methods and bodies from the table of calls in
// `@aarambh/machines/schemas`. Same-origin only: the session cookie goes with every call.
import { type StaffCallName, staffCalls, staffMessages } from '@aarambh/machines/schemas';

/** A refusal: the API's message, and a message per field for a 400. */
export class CallError extends Error {
  readonly status: number;
  readonly errors: Record<string, string>;

  constructor(status: number, message: string, errors: Record<string, string> = {}) {
    super(message);
    this.name = 'CallError';
    this.status = status;
    this.errors = errors;
  }
}

/** Told when a call finds the session gone (expired, signed out elsewhere, account disabled). */
const signedOutListeners = new Set<() => void>();
export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

/** The path of a call, with a submission's id for `:id`. */
export function pathOf(name: StaffCallName, id?: string): string {
  return staffCalls[name].path.replace(':id', encodeURIComponent(id ?? ''));
}

interface CallOptions {
  /** A submission's id, for a path with `:id`. */
  id?: string;
  /** A POST's JSON body. */
  body?: unknown;
  /** A GET's query: never anything about a visitor (URLs are logged). */
  query?: Record<string, string>;
}

async function send(name: StaffCallName, options: CallOptions): Promise<Response> {
  const { method } = staffCalls[name];
  const query = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';
  let response: Response;
  try {
    response = await fetch(`${pathOf(name, options.id)}${query}`, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: method === 'POST' ? { 'Content-Type': 'application/json' } : {},
      ...(method === 'POST' ? { body: JSON.stringify(options.body ?? {}) } : {}),
    });
  } catch {
    throw new CallError(0, 'The server could not be reached. Check the connection and try again.');
  }
  if (response.ok) return response;
  const answer = (await response.json().catch(() => ({}))) as {
    message?: string;
    errors?: Record<string, string>;
  };
  if (response.status === 401 && name !== 'signIn') for (const listener of signedOutListeners) listener();
  const fallback =
    response.status === 401 ? staffMessages.signedOut : 'Something went wrong on the server. Try again.';
  throw new CallError(response.status, answer.message ?? fallback, answer.errors);
}

/** Makes a call and reads its JSON answer (nothing for a 204). */
export async function call<T>(name: StaffCallName, options: CallOptions = {}): Promise<T> {
  const response = await send(name, options);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** Makes a call whose answer is a file, and hands it to the browser as a download. */
export async function download(name: StaffCallName, body: unknown): Promise<void> {
  const response = await send(name, { body });
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'download';
  const url = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Makes a call whose answer is a file, and reads it into memory (a resume to preview in the page). */
export async function fetchFile(name: StaffCallName, options: CallOptions = {}): Promise<ArrayBuffer> {
  const response = await send(name, options);
  return response.arrayBuffer();
}
