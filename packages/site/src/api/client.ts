import {
  calls,
  applicationStatusCalls,
  guardianCalls,
  privacyCalls,
  type PrivacyRequestInput,
  subscriptionLinks,
  consentLinks,
  type ContactMessage,
  type FeedbackPayload,
  type InternshipApplicationFacts,
  type InternshipApplicationPayload,
  type JobApplicationFacts,
  type JobApplicationPayload,
  networkMessages,
  type SubscriptionPayload,
} from '@aarambh/machines/schemas';

/** What every call resolves to: the HTTP status and the parsed JSON body (or null). */
export interface ApiResponse {
  status: number;
  ok: boolean;
  body: unknown;
}

/**
 * The request never got an HTTP answer: the visitor is offline, the server is unreachable, or it
 * took longer than the timeout. The message is written for the visitor (`networkMessages`, which
 * a Hindi form shows in Hindi); what they typed is kept by the form, so they can simply try again.
 */
export class NetworkError extends Error {
  readonly kind: 'offline' | 'timeout';

  constructor(kind: 'offline' | 'timeout') {
    super(networkMessages[kind]);
    this.name = 'NetworkError';
    this.kind = kind;
  }
}

export interface ApiClientOptions {
  /** Origin (and path prefix) of the API; '' means the site's own origin. @default '' */
  baseUrl?: string;
  /**
   * The stall timeout: a call fails with a timeout when nothing has moved for this long, no byte
   * of the request sent and no answer begun (see `stallWatch`). A slow upload that keeps moving
   * never times out, however long it takes. @default 20000
   */
  timeoutMs?: number;
  /**
   * A fetch-shaped server, for tests and stories (`createFakeApi`). Without it the client sends
   * with XMLHttpRequest, the one browser API that reports an upload's progress (fetch has none).
   */
  fetch?: typeof fetch;
}

/** How much of an application (its resume) has gone: the progress of the multipart call under way. */
export interface UploadProgress {
  sent: number;
  total: number;
}

/** One request as the client sends it, with the two signs of life the stall timeout watches. */
interface Exchange {
  url: string;
  headers: Record<string, string>;
  body: FormData | URLSearchParams | string;
  signal: AbortSignal;
  /** Bytes of the body sent so far, and of how many. */
  onUploadProgress: (sent: number, total: number) => void;
  /** The answer began (its headers) or grew. */
  onAnswer: () => void;
}

type Transport = (exchange: Exchange) => Promise<{ status: number; text: string }>;

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/** The browser's transport: XMLHttpRequest, for its `upload.onprogress`. */
const xhrTransport: Transport = (exchange) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', exchange.url);
    for (const [name, value] of Object.entries(exchange.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => exchange.onUploadProgress(event.loaded, event.total);
    xhr.onreadystatechange = () => {
      if (xhr.readyState === XMLHttpRequest.HEADERS_RECEIVED) exchange.onAnswer();
    };
    xhr.onprogress = () => exchange.onAnswer();
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(abortError(exchange.signal));
    if (exchange.signal.aborted) {
      reject(abortError(exchange.signal));
      return;
    }
    exchange.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(exchange.body);
  });

/** A fetch-shaped server as a transport (no upload progress: the answer is its only sign of life). */
function fetchTransport(doFetch: typeof fetch): Transport {
  return async (exchange) => {
    const response = await doFetch(exchange.url, {
      method: 'POST',
      headers: exchange.headers,
      body: exchange.body,
      signal: exchange.signal,
    });
    exchange.onAnswer();
    return { status: response.status, text: await response.text() };
  };
}

/**
 * The client's one timeout rule: `abort` is called when `ms` pass with no sign of life. Each sign
 * (bytes of the request sent, the answer beginning or growing) starts the wait again, so a 5 MB
 * resume on a 2 Mbit/s uplink (about 20 s) goes through, and a connection that stalls fails after
 * `ms` whatever was sent before.
 */
function stallWatch(ms: number, abort: () => void) {
  let timer = setTimeout(abort, ms);
  return {
    alive() {
      clearTimeout(timer);
      timer = setTimeout(abort, ms);
    },
    stop: () => clearTimeout(timer),
  };
}

type FieldValue = string | number | boolean | null | undefined;

/** Multipart fields travel as strings, the way the API's payload schemas read them back. */
function toFormData(fields: Record<string, FieldValue>, files: Record<string, File | undefined>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    data.append(name, value === null || value === undefined ? '' : String(value));
  }
  for (const [name, file] of Object.entries(files)) {
    if (file) data.append(name, file, file.name);
  }
  return data;
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** What a request says, to recognise the same submission sent again: its path, fields and files. */
function describeRequest(path: string, body: FormData | URLSearchParams | object): string {
  if (body instanceof URLSearchParams) return `${path}\n${body.toString()}`;
  if (!(body instanceof FormData)) return `${path}\n${JSON.stringify(body)}`;
  const parts = [...body.entries()].map(([name, value]) =>
    typeof value === 'string'
      ? [name, value]
      : [name, value.name, value.size, value.type, value.lastModified],
  );
  return `${path}\n${JSON.stringify(parts)}`;
}

/** The one client for the site's five calls (docs/submissions.md), and the unsubscribe page's. */
export function createApiClient({ baseUrl = '', timeoutMs = 20_000, fetch: doFetch }: ApiClientOptions = {}) {
  const transport = doFetch ? fetchTransport(doFetch) : xhrTransport;
  let upload: UploadProgress | null = null;
  const uploadListeners = new Set<() => void>();
  const publish = (next: UploadProgress | null) => {
    upload = next;
    for (const listener of uploadListeners) listener();
  };

  /**
   * The Idempotency-Key of each submission that got no answer (IETF httpapi idempotency-key
   * draft): sending the same submission again reuses it, so if the first attempt did reach the
   * server, the server answers as it did then and stores nothing twice. Any HTTP answer ends the
   * sequence; a changed form is another request, with a new key.
   */
  const unanswered = new Map<string, string>();

  async function post(
    path: string,
    body: FormData | URLSearchParams | object,
    signal?: AbortSignal,
  ): Promise<ApiResponse> {
    const stalled = new AbortController();
    const watch = stallWatch(timeoutMs, () => stalled.abort());
    // Multipart and form-encoded bodies set their own Content-Type.
    const isForm = body instanceof FormData || body instanceof URLSearchParams;
    const request = describeRequest(path, body);
    const key = unanswered.get(request) ?? crypto.randomUUID();
    let answer: { status: number; text: string };
    try {
      answer = await transport({
        url: `${baseUrl.replace(/\/$/, '')}${path}`,
        headers: {
          Accept: 'application/json',
          ...(isForm ? {} : { 'Content-Type': 'application/json' }),
          // A Structured Field String, as the draft specifies.
          'Idempotency-Key': `"${key}"`,
        },
        body: isForm ? body : JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, stalled.signal]) : stalled.signal,
        onUploadProgress(sent, total) {
          watch.alive();
          if (body instanceof FormData) publish({ sent, total });
        },
        onAnswer: () => watch.alive(),
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      unanswered.set(request, key);
      throw new NetworkError(stalled.signal.aborted ? 'timeout' : 'offline');
    } finally {
      watch.stop();
      if (body instanceof FormData) publish(null);
    }
    unanswered.delete(request);
    return {
      status: answer.status,
      ok: answer.status >= 200 && answer.status < 300,
      body: parseBody(answer.text),
    };
  }

  return {
    /**
     * The progress of the resume upload under way (calls 1 and 2), for a progress bar: `current`
     * is null between uploads; `subscribe` fits React's `useSyncExternalStore`.
     */
    uploads: {
      current: () => upload,
      subscribe(listener: () => void) {
        uploadListeners.add(listener);
        return () => {
          uploadListeners.delete(listener);
        };
      },
    },
    /**
     * Call 1: an internship application, multipart, with the opportunity's facts as the catalogue
     * gives them and the resume when there is one.
     */
    submitApplication: (
      payload: InternshipApplicationPayload & InternshipApplicationFacts,
      resume?: File,
      signal?: AbortSignal,
    ) => post(calls.application.path, toFormData(payload, { resume }), signal),
    /** Call 2: a job application, multipart, with the opening's facts and the resume. */
    submitJobApplication: (
      payload: JobApplicationPayload & JobApplicationFacts,
      resume: File,
      signal?: AbortSignal,
    ) => post(calls.career.path, toFormData(payload, { resume }), signal),
    /** Call 3: subscribe to updates. */
    subscribe: (payload: SubscriptionPayload, signal?: AbortSignal) =>
      post(calls.subscribe.path, payload, signal),
    /** Call 4: feedback. */
    sendFeedback: (payload: FeedbackPayload, signal?: AbortSignal) =>
      post(calls.feedback.path, payload, signal),
    /** Call 5: a contact message. */
    sendContactMessage: (payload: ContactMessage, signal?: AbortSignal) =>
      post(calls.contact.path, payload, signal),
    /** Confirms the subscription of a confirmation link's token (the POST the link's page sends). */
    confirmSubscription: (token: string, signal?: AbortSignal) =>
      post(
        `${subscriptionLinks.confirm.path}?token=${encodeURIComponent(token)}`,
        new URLSearchParams(),
        signal,
      ),
    /** A privacy request (`/privacy/request`): always the same answer, whatever the address. */
    requestPrivacy: (request: PrivacyRequestInput, signal?: AbortSignal) =>
      post(privacyCalls.request.path, request, signal),
    /** Confirms the privacy request of a mailed link's token (the POST the link's page sends). */
    confirmPrivacyRequest: (token: string, signal?: AbortSignal) =>
      post(`${privacyCalls.confirm.path}?token=${encodeURIComponent(token)}`, new URLSearchParams(), signal),
    /** Confirms, as the parent or guardian, the held application of a mailed link's token. */
    confirmGuardian: (token: string, signal?: AbortSignal) =>
      post(`${guardianCalls.confirm.path}?token=${encodeURIComponent(token)}`, new URLSearchParams(), signal),
    /** Asks for an application's status link again: always the same answer, whatever matched. */
    requestStatusLink: (request: { reference: string; email: string }, signal?: AbortSignal) =>
      post(applicationStatusCalls.link.path, request, signal),
    /**
     * Unsubscribes the subscription of an unsubscribe link's token: the same one-click POST
     * (RFC 8058) that a mail app sends to the link.
     */
    unsubscribe: (token: string, signal?: AbortSignal) =>
      post(
        `${subscriptionLinks.unsubscribe.path}?token=${encodeURIComponent(token)}`,
        new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }),
        signal,
      ),
    /** Withdraws the consent a withdraw link's token names (the page's one button). */
    withdrawConsent: (token: string, signal?: AbortSignal) =>
      post(`${consentLinks.withdraw.path}?token=${encodeURIComponent(token)}`, new URLSearchParams(), signal),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
