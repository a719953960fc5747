import type {
  ContactMessage,
  FeedbackPayload,
  InternshipApplicationPayload,
  JobApplicationPayload,
  SubscriptionPayload,
} from '@aarambh/machines/schemas';

/** What every call resolves to: the HTTP status and the parsed JSON body (or null). */
export interface ApiResponse {
  status: number;
  ok: boolean;
  body: unknown;
}

/**
 * The request never got an HTTP answer: the visitor is offline, the server is unreachable, or it
 * took longer than the timeout. The message is written for the visitor; what they typed is kept
 * by the form, so they can simply try again.
 */
export class NetworkError extends Error {
  readonly kind: 'offline' | 'timeout';

  constructor(kind: 'offline' | 'timeout') {
    super(
      kind === 'timeout'
        ? 'Our server took too long to answer. Nothing you typed is lost: please try again.'
        : "We couldn't reach our server. Check your connection; nothing you typed is lost, so you can try again.",
    );
    this.name = 'NetworkError';
    this.kind = kind;
  }
}

export interface ApiClientOptions {
  /** Origin (and path prefix) of the API; '' means the site's own origin. @default '' */
  baseUrl?: string;
  /** How long a call may take before it fails with a timeout. @default 20000 */
  timeoutMs?: number;
  /** Injected for tests. @default globalThis.fetch */
  fetch?: typeof fetch;
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

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
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
export function createApiClient({
  baseUrl = '',
  timeoutMs = 20_000,
  fetch: doFetch = fetch,
}: ApiClientOptions = {}) {
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
    const timeout = AbortSignal.timeout(timeoutMs);
    // Multipart and form-encoded bodies set their own Content-Type.
    const isForm = body instanceof FormData || body instanceof URLSearchParams;
    const request = describeRequest(path, body);
    const key = unanswered.get(request) ?? crypto.randomUUID();
    let response: Response;
    try {
      response = await doFetch(`${baseUrl.replace(/\/$/, '')}${path}`, {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          ...(isForm ? {} : { 'Content-Type': 'application/json' }),
          // A Structured Field String, as the draft specifies.
          'Idempotency-Key': `"${key}"`,
        },
        body: isForm ? body : JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      unanswered.set(request, key);
      throw new NetworkError(timeout.aborted ? 'timeout' : 'offline');
    }
    unanswered.delete(request);
    return { status: response.status, ok: response.ok, body: await readBody(response) };
  }

  return {
    /** Call 1: an internship application, multipart, with the resume when there is one. */
    submitApplication: (payload: InternshipApplicationPayload, resume?: File, signal?: AbortSignal) =>
      post('/api/application', toFormData(payload, { resume }), signal),
    /** Call 2: a job application, multipart, with the resume. */
    submitJobApplication: (payload: JobApplicationPayload, resume: File, signal?: AbortSignal) =>
      post('/api/career', toFormData(payload, { resume }), signal),
    /** Call 3: subscribe to updates. */
    subscribe: (payload: SubscriptionPayload, signal?: AbortSignal) =>
      post('/api/subscription/subscribe', payload, signal),
    /** Call 4: feedback. */
    sendFeedback: (payload: FeedbackPayload, signal?: AbortSignal) => post('/api/feedback', payload, signal),
    /** Call 5: a contact message. */
    sendContactMessage: (payload: ContactMessage, signal?: AbortSignal) =>
      post('/api/contact-us', payload, signal),
    /**
     * Unsubscribes the subscription of an unsubscribe link's token: the same one-click POST
     * (RFC 8058) that a mail app sends to the link.
     */
    unsubscribe: (token: string, signal?: AbortSignal) =>
      post(
        `/api/subscription/unsubscribe?token=${encodeURIComponent(token)}`,
        new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }),
        signal,
      ),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
