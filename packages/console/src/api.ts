// The console's one client for its calls: paths, methods, bodies and answers from the table of
// calls in `@aarambh/machines/schemas`, so that a call's body and answer are typed from its row.
// Same-origin only: the session cookie goes with every call.
import {
  type EmptyStaffCallName,
  type FileStaffCallName,
  type JsonStaffCallName,
  type StaffCallAnswer,
  type StaffCallBody,
  type StaffCallName,
  type StaffCallQuery,
  staffCalls,
  staffMessages,
} from '@aarambh/machines/schemas';

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
function pathOf(name: StaffCallName, id?: string): string {
  return staffCalls[name].path.replace(':id', encodeURIComponent(id ?? ''));
}

/** What a call sends besides its path: a body when its row has one, a query when its row has one. */
type CallOptions<N extends StaffCallName> = {
  /** A submission's id, for a path with `:id`. */
  id?: string;
} & ([StaffCallBody<N>] extends [never] ? { body?: never } : { body: StaffCallBody<N> }) &
  /** A GET's query: never anything about a visitor (URLs are logged). */
  ([StaffCallQuery<N>] extends [never] ? { query?: never } : { query?: StaffCallQuery<N> });

/** The options' argument: required when the call takes a body. */
type CallArguments<N extends StaffCallName> = [StaffCallBody<N>] extends [never]
  ? [options?: CallOptions<N>]
  : [options: CallOptions<N>];

interface SentOptions {
  id?: string | undefined;
  body?: unknown;
  query?: Record<string, string | undefined> | undefined;
}

/** A call's URL: its path with a submission's id for `:id`, and its query. */
function urlOf(name: StaffCallName, { id, query }: Omit<SentOptions, 'body'>): string {
  const given = Object.entries(query ?? {}).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  return given.length > 0 ? `${pathOf(name, id)}?${new URLSearchParams(given).toString()}` : pathOf(name, id);
}

/** A file call's URL for a link the browser downloads from itself (a GET with the session cookie). */
export function fileHref<N extends FileStaffCallName>(
  name: N,
  options: { id?: string; query?: StaffCallQuery<N> },
): string {
  return urlOf(name, options as Omit<SentOptions, 'body'>);
}

async function send(name: StaffCallName, options: SentOptions): Promise<Response> {
  const { method } = staffCalls[name];
  let response: Response;
  try {
    response = await fetch(urlOf(name, options), {
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

/** A call's answer: its row's answer schema's type, or nothing. */
type CallAnswer<N extends StaffCallName> = N extends JsonStaffCallName ? StaffCallAnswer<N> : undefined;

/** Makes a call and reads its answer: its row's answer type, nothing for a 204. */
export async function call<N extends JsonStaffCallName | EmptyStaffCallName>(
  name: N,
  ...[options]: CallArguments<N>
): Promise<CallAnswer<N>> {
  const response = await send(name, (options ?? {}) as SentOptions);
  return (response.status === 204 ? undefined : await response.json()) as CallAnswer<N>;
}

/** Makes a call whose answer is a file, and hands it to the browser as a download. */
export async function download<N extends FileStaffCallName>(name: N, body: StaffCallBody<N>): Promise<void> {
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
export async function fetchFile<N extends FileStaffCallName>(
  name: N,
  ...[options]: CallArguments<N>
): Promise<ArrayBuffer> {
  const response = await send(name, (options ?? {}) as SentOptions);
  return response.arrayBuffer();
}
