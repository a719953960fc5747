import { describe, expect, it, vi } from 'vitest';
import { createApiClient, NetworkError } from './client';
import { anonymousFeedback } from '../../harness/payloads';

function respond(status: number, body: string) {
  return vi.fn<typeof fetch>(async () => new Response(body === '' ? null : body, { status }));
}

const contact = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
  phone: '',
  company: '',
  subject: 'Internship question',
  message: 'When does the next batch start?',
  inquiryType: 'internship',
} as const;

describe('createApiClient', () => {
  it('posts the contact message as JSON to /api/contact-us on the same origin by default', async () => {
    const fakeFetch = respond(200, '{"success":true,"message":"ok","id":"c1"}');
    const response = await createApiClient({ fetch: fakeFetch }).sendContactMessage(contact);
    const [url, init] = fakeFetch.mock.calls[0]!;
    expect(url).toBe('/api/contact-us');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual(contact);
    expect(response).toEqual({ status: 200, ok: true, body: { success: true, message: 'ok', id: 'c1' } });
  });

  it('joins a configured base URL without doubling the slash', async () => {
    const fakeFetch = respond(200, '{}');
    await createApiClient({ baseUrl: 'https://api.aarambh.example/', fetch: fakeFetch }).sendFeedback(
      anonymousFeedback,
    );
    expect(fakeFetch.mock.calls[0]![0]).toBe('https://api.aarambh.example/api/feedback');
  });

  it("confirms a subscription with a POST of the link's token in the URL", async () => {
    const fakeFetch = respond(200, '{"success":true,"message":"done"}');
    await createApiClient({ fetch: fakeFetch }).confirmSubscription('abc.123.def/+');
    const [url, init] = fakeFetch.mock.calls[0]!;
    expect(url).toBe('/api/subscription/confirm?token=abc.123.def%2F%2B');
    expect(init?.method).toBe('POST');
  });

  it("unsubscribes with the one-click POST a mail app sends: the link's token in the URL, List-Unsubscribe=One-Click", async () => {
    const fakeFetch = respond(200, '{"success":true,"message":"done"}');
    await createApiClient({ fetch: fakeFetch }).unsubscribe('abc.def/+');
    const [url, init] = fakeFetch.mock.calls[0]!;
    expect(url).toBe('/api/subscription/unsubscribe?token=abc.def%2F%2B');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
    expect(String(init?.body)).toBe('List-Unsubscribe=One-Click');
  });

  it('sends an application as multipart strings with the resume file under its own name', async () => {
    const fakeFetch = respond(207, '{"success":true,"message":"stored, mail delayed","id":"a1"}');
    const resume = new File(['%PDF-1.7'], 'asha-resume.pdf', { type: 'application/pdf' });
    const payload = { firstName: 'Asha', paymentDone: true, paymentAmount: 1500, gpa: undefined };
    const response = await createApiClient({ fetch: fakeFetch }).submitApplication(
      payload as unknown as Parameters<ReturnType<typeof createApiClient>['submitApplication']>[0],
      resume,
    );
    const [url, init] = fakeFetch.mock.calls[0]!;
    expect(url).toBe('/api/application');
    const form = init?.body as FormData;
    expect(form.get('firstName')).toBe('Asha');
    expect(form.get('paymentDone')).toBe('true');
    expect(form.get('paymentAmount')).toBe('1500');
    expect(form.get('gpa')).toBe('');
    expect((form.get('resume') as File).name).toBe('asha-resume.pdf');
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
    expect(response.status).toBe(207);
  });

  it('leaves the resume out of an application without one', async () => {
    const fakeFetch = respond(200, '{}');
    await createApiClient({ fetch: fakeFetch }).submitApplication({
      firstName: 'Asha',
    } as unknown as Parameters<ReturnType<typeof createApiClient>['submitApplication']>[0]);
    expect((fakeFetch.mock.calls[0]![1]?.body as FormData).has('resume')).toBe(false);
  });

  it('gives a null body when the answer is empty or not JSON, keeping the status', async () => {
    await expect(
      createApiClient({ fetch: respond(502, '<html>Bad gateway</html>') }).sendContactMessage(contact),
    ).resolves.toEqual({ status: 502, ok: false, body: null });
    await expect(createApiClient({ fetch: respond(204, '') }).sendContactMessage(contact)).resolves.toEqual({
      status: 204,
      ok: true,
      body: null,
    });
  });

  it('turns a failed connection into an offline NetworkError with a message for the visitor', async () => {
    const fakeFetch = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await createApiClient({ fetch: fakeFetch })
      .sendContactMessage(contact)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ kind: 'offline' });
    expect((error as Error).message).toMatch(/nothing you typed is lost/);
  });

  it('gives up after the timeout with a timeout NetworkError', async () => {
    const fakeFetch = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const error = await createApiClient({ fetch: fakeFetch, timeoutMs: 20 })
      .sendContactMessage(contact)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ kind: 'timeout' });
  });

  it('passes a caller abort through unchanged rather than calling it a network error', async () => {
    const controller = new AbortController();
    const fakeFetch = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const pending = createApiClient({ fetch: fakeFetch }).sendContactMessage(contact, controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  describe('Idempotency-Key', () => {
    const keyOf = (call: Parameters<typeof fetch>) => new Headers(call[1]?.headers).get('Idempotency-Key');

    it('sends the same key when the same submission is sent again after a network failure, a new one after an answer', async () => {
      const fakeFetch = vi
        .fn<typeof fetch>()
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockResolvedValueOnce(new Response('{"success":true,"id":"c1"}', { status: 201 }))
        .mockResolvedValueOnce(new Response('{"success":true,"id":"c2"}', { status: 201 }));
      const client = createApiClient({ fetch: fakeFetch });
      await expect(client.sendContactMessage(contact)).rejects.toBeInstanceOf(NetworkError);
      await client.sendContactMessage(contact);
      await client.sendContactMessage(contact);
      const [first, retry, next] = fakeFetch.mock.calls.map(keyOf);
      expect(first).toMatch(/^"[0-9a-f-]{36}"$/);
      expect(retry).toBe(first);
      expect(next).not.toBe(first);
    });

    it('sends a new key when the visitor changed the form before sending again', async () => {
      const fakeFetch = vi
        .fn<typeof fetch>()
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockResolvedValueOnce(new Response('{}', { status: 201 }));
      const client = createApiClient({ fetch: fakeFetch });
      await expect(client.sendContactMessage(contact)).rejects.toBeInstanceOf(NetworkError);
      await client.sendContactMessage({ ...contact, subject: 'Another question' });
      const [first, second] = fakeFetch.mock.calls.map(keyOf);
      expect(second).not.toBe(first);
    });

    it('keeps the key of an application with its resume across a retry', async () => {
      const fakeFetch = vi
        .fn<typeof fetch>()
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockResolvedValueOnce(new Response('{}', { status: 201 }));
      const client = createApiClient({ fetch: fakeFetch });
      const resume = new File(['%PDF-1.7'], 'asha-resume.pdf', { type: 'application/pdf', lastModified: 1 });
      const payload = { firstName: 'Asha' } as unknown as Parameters<typeof client.submitApplication>[0];
      await expect(client.submitApplication(payload, resume)).rejects.toBeInstanceOf(NetworkError);
      await client.submitApplication(payload, resume);
      const [first, retry] = fakeFetch.mock.calls.map(keyOf);
      expect(retry).toBe(first);
    });
  });
});
