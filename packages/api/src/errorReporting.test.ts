// The error-reporting hook: the server's unhandled errors and the browsers' reports reach a
// Sentry-compatible tracker scrubbed; refusals, and everything while it is off, do not.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { errorReportCall, type ErrorReport } from '@aarambh/machines/schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, memoryTransport, type TestApp } from '../harness/testApp.ts';
import { validContact } from '../harness/fixtures.ts';
import { type ErrorReporter, errorReporter, type ServerErrorSource } from './errorReporting.ts';
import type { Storage } from './storage/types.ts';

/** A tracker on loopback that keeps the envelopes it is sent (one JSON item per line). */
async function fakeTracker() {
  const envelopes: Record<string, unknown>[][] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const text = request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
      envelopes.push(
        text
          .toString('utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Record<string, unknown>),
      );
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://publickey@127.0.0.1:${port}/7`,
    envelopes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A reporter that records what it is told. */
function recorder() {
  const reported: { error: unknown; source: ServerErrorSource; route?: string | undefined }[] = [];
  const forwarded: ErrorReport[] = [];
  const reporter: ErrorReporter = {
    report: (error, where) => reported.push({ error, ...where }),
    forward: (report) => forwarded.push(report),
    flush: async () => true,
  };
  return { reporter, reported, forwarded };
}

/** Storage whose save fails as a broken disk would, with a path, a token and an address in the message. */
const brokenStorage = {
  save: async () =>
    Promise.reject(new Error('disk I/O error at /srv/data/x.sqlite?token=abc123 for asha@example.com')),
  storedFileNames: async () => [],
  close: async () => undefined,
} as unknown as Storage;

const postContact = (app: TestApp) =>
  app.app.request('/api/contact-us', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(validContact()),
  });

const postReport = (app: TestApp, body: unknown, headers: Record<string, string> = {}) =>
  app.app.request(errorReportCall.path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const report = (): ErrorReport => ({
  product: 'site',
  kind: 'uncaught',
  name: 'TypeError',
  message: 'x is undefined',
  stack: 'TypeError: x is undefined\n    at go (https://aarambhlabs.example/assets/entry.js:1:200)',
  path: '/opportunities',
});

let open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(open.map((item) => item.close()));
  open = [];
});

async function app(overrides: Parameters<typeof createTestApp>[1] = {}) {
  const made = await createTestApp(memoryTransport(), overrides);
  open.push(made);
  return made;
}

describe('the server reports what it could not handle', () => {
  it('sends a request that failed to the configured tracker, scrubbed, with its declared route', async () => {
    const tracker = await fakeTracker();
    open.push(tracker);
    const errors = errorReporter(tracker.dsn);
    const made = await app({ storage: brokenStorage, errors });
    expect((await postContact(made)).status).toBe(500);
    expect(await errors.flush(5000)).toBe(true);

    expect(tracker.envelopes).toHaveLength(1);
    const event = tracker.envelopes[0]!.find((item) => 'exception' in item) as {
      exception: { values: { type: string; value: string }[] };
      tags: Record<string, string>;
      request?: unknown;
    };
    expect(event.exception.values[0]).toMatchObject({
      type: 'Error',
      value: 'disk I/O error at /srv/data/x.sqlite for [address]',
    });
    expect(event.tags).toEqual({ source: 'request', route: '/api/contact-us' });
    expect(event.request).toBeUndefined();
  });

  it('reports neither a refusal (a 4xx) nor anything at all while reporting is off', async () => {
    const { reporter, reported } = recorder();
    const refusing = await app({ errors: reporter });
    const refused = await refusing.app.request('/api/contact-us', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(refused.status).toBe(400);
    expect(reported).toEqual([]);

    const tracker = await fakeTracker();
    open.push(tracker);
    const off = await app({ storage: brokenStorage });
    expect((await postContact(off)).status).toBe(500);
    expect((await postReport(off, report())).status).toBe(404);
    expect(tracker.envelopes).toEqual([]);
  });

  it('reports a mail the outbox gives up on, without its address', async () => {
    const { reporter, reported } = recorder();
    const transport = memoryTransport();
    transport.failing = true;
    const made = await createTestApp(transport, { outbox: { maxAttempts: 1, errors: reporter } });
    open.push(made);
    expect((await postContact(made)).status).toBe(201);
    await made.outbox.settled();
    expect(reported.map(({ source }) => source)).toContain('outbox');
    expect(String(reported[0]!.error)).toMatch(/Mail given up after 1 attempts: connection refused/);
  });
});

describe('POST /api/errors: the browsers’ reports', () => {
  it('forwards a well-formed report, with query strings, addresses and long numbers scrubbed', async () => {
    const { reporter, forwarded } = recorder();
    const made = await app({ errors: reporter });
    const answer = await postReport(made, {
      ...report(),
      message: 'Failed for asha@example.com at /api/status?token=secret#top, phone 9876543210',
      stack: 'Error\n    at go (https://aarambhlabs.example/assets/a.js?v=3:10:5)',
      path: '/opportunity/4?utm_source=mail',
    });
    expect(answer.status).toBe(204);
    expect(forwarded).toEqual([
      {
        ...report(),
        message: 'Failed for [address] at /api/status, phone [number]',
        stack: 'Error\n    at go (https://aarambhlabs.example/assets/a.js:10:5)',
        path: '/opportunity/4',
      },
    ]);
  });

  it('refuses malformed bodies: another field, a missing one, an unknown product, a path not on the site', async () => {
    const { reporter, forwarded } = recorder();
    const made = await app({ errors: reporter });
    for (const body of [
      { ...report(), values: { email: 'asha@example.com' } },
      { ...report(), path: undefined },
      { ...report(), product: 'partner' },
      { ...report(), path: 'https://elsewhere.example/' },
      { ...report(), message: 'm'.repeat(1001) },
      '[1, 2]',
      '{"product": ',
    ]) {
      expect((await postReport(made, body)).status).toBe(400);
    }
    expect((await postReport(made, report(), { 'Content-Type': 'text/plain' })).status).toBe(415);
    expect(forwarded).toEqual([]);
  });

  it('refuses a body over the cap before reading it, and a client past its limit', async () => {
    const { reporter, forwarded } = recorder();
    const made = await app({ errors: reporter, rateLimitPerMinute: 2 });
    const oversize = JSON.stringify({ ...report(), stack: 's'.repeat(errorReportCall.maxBytes) });
    expect((await postReport(made, oversize)).status).toBe(413);
    expect((await postReport(made, report())).status).toBe(204);
    const limited = await postReport(made, report());
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(forwarded).toHaveLength(1);
  });

  it('sends a forwarded report to the tracker as a browser event', async () => {
    const tracker = await fakeTracker();
    open.push(tracker);
    const errors = errorReporter(tracker.dsn);
    errors.forward({ ...report(), product: 'console', kind: 'boundary' });
    expect(await errors.flush(5000)).toBe(true);
    const event = tracker.envelopes[0]!.find((item) => 'exception' in item) as {
      exception: { values: { type: string; value: string }[] };
      tags: Record<string, string>;
      contexts: { page: { path: string } };
    };
    expect(event.exception.values[0]).toMatchObject({ type: 'TypeError', value: 'x is undefined' });
    expect(event.tags).toEqual({ source: 'browser', product: 'console', kind: 'boundary' });
    expect(event.contexts.page.path).toBe('/opportunities');
  });
});
