import { calls, type CallName } from '@aarambh/machines/schemas';
import { createApiClient, type ApiClient } from '../src/api/client';

/** The five calls, by name (the table in `@aarambh/machines`). */
export type FakeRoute = CallName;

/**
 * How the fake server answers one request: a status with a JSON body; `'offline'` (the request
 * never reaches a server: fetch rejects, the client throws `NetworkError`); or `'pending'` (no
 * answer until the request is aborted, to show a form while it is sending).
 */
export type FakeReply = { status: number; body?: unknown } | 'offline' | 'pending';

/** A file as the fake server saw it in a multipart body. */
export interface RecordedFile {
  name: string;
  size: number;
  type: string;
}

/** One request the fake server received, decoded. */
export interface RecordedRequest {
  route: FakeRoute;
  /** The parsed JSON body (calls 3, 4 and 5). */
  json?: unknown;
  /** The multipart text fields (calls 1 and 2), as the API will read them. */
  fields?: Record<string, string>;
  /** The multipart files by field name. */
  files?: Record<string, RecordedFile>;
}

export interface FakeApi {
  /** A real `ApiClient` whose `fetch` is the fake server. */
  client: ApiClient;
  /** Every request so far, oldest first. */
  requests: RecordedRequest[];
}

/** The answer of a real server to a valid submission: its reference for the confirmation. */
export const createdReply = {
  status: 201,
  body: { success: true, message: 'Received', reference: 'AL-7K3M-Q2PC' },
} as const satisfies FakeReply;

/** The answer of a real server to a valid application: the reference and what its confirmation shows. */
export const applicationCreatedReply = {
  status: 201,
  body: {
    ...createdReply.body,
    application: {
      title: 'Full Stack Web Development',
      organisation: 'Aarambh Labs',
      fee: 1500,
      transactionId: '412345678901',
      decisionBy: '2026-12-05',
      statusUrl: 'https://aarambhlabs.example/application-status?token=fake',
    },
  },
} as const satisfies FakeReply;

/** What a route answers unless a story scripts it. */
const defaultReply = (route: FakeRoute): FakeReply =>
  route === 'application' ? applicationCreatedReply : createdReply;

const routeOf = new Map<string, FakeRoute>(
  Object.entries(calls).map(([route, call]) => [call.path, route as FakeRoute]),
);

function record(route: FakeRoute, body: BodyInit | null | undefined): RecordedRequest {
  if (!(body instanceof FormData)) return { route, json: JSON.parse(String(body)) as unknown };
  const fields: Record<string, string> = {};
  const files: Record<string, RecordedFile> = {};
  for (const [name, value] of body.entries()) {
    if (typeof value === 'string') fields[name] = value;
    else files[name] = { name: value.name, size: value.size, type: value.type };
  }
  return { route, fields, files };
}

function abortError(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * A scripted server behind the site's real API client: our equivalent of MSW for Storybook and
 * tests. Each route answers with its reply (a list is used in order, its last reply repeating,
 * so a story can fail once and then succeed); unscripted routes answer 201 like the real API.
 * Replies are settled at once (or never, for `'pending'`), so stories have no timers to race.
 */
export function createFakeApi(replies: Partial<Record<FakeRoute, FakeReply | FakeReply[]>> = {}): FakeApi {
  const requests: RecordedRequest[] = [];
  const served = new Map<FakeRoute, number>();

  const fakeFetch: typeof fetch = (input, init) => {
    const path = new URL(String(input), 'http://site.invalid').pathname;
    const route = routeOf.get(path);
    if (!route) return Promise.resolve(new Response(null, { status: 404 }));
    requests.push(record(route, init?.body));
    const script = replies[route] ?? defaultReply(route);
    const list = Array.isArray(script) ? script : [script];
    const count = served.get(route) ?? 0;
    served.set(route, count + 1);
    const reply = list[Math.min(count, list.length - 1)] ?? defaultReply(route);
    const signal = init?.signal;
    if (reply === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    if (reply === 'pending') {
      return new Promise<Response>((_, reject) => {
        if (signal?.aborted) reject(abortError());
        signal?.addEventListener('abort', () => reject(abortError()), { once: true });
      });
    }
    const body = reply.body === undefined ? null : JSON.stringify(reply.body);
    return Promise.resolve(
      new Response(body, { status: reply.status, headers: { 'Content-Type': 'application/json' } }),
    );
  };

  return { client: createApiClient({ fetch: fakeFetch }), requests };
}
