// Longer than most files on purpose: the app as a whole through Hono's request(): the health check, the protection every route has, the site it serves and an outside lock on its SQLite file.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createSubmissionReference } from '@aarambh/machines/schemas';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { openSqlite } from './storage/sqlite.ts';
import type { Storage } from './storage/types.ts';
import { createLogger } from './log.ts';
import {
  appForEachTest,
  createTestApp,
  memoryTransport,
  outsideConnection,
  type TestApp,
  testHealthToken,
} from '../harness/testApp.ts';
import { form, validApplicationFields, validContact, validFeedback } from '../harness/fixtures.ts';

const t = appForEachTest();

const contact = (headers: Record<string, string> = {}) =>
  t.app.request('/api/contact-us', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(validContact()),
  });

/** The health check as a monitor with the configured token asks for it (see harness/testApp.ts). */
const health = (app: Pick<TestApp, 'app'> = t) =>
  app.app.request('/api/health', { headers: { Authorization: `Bearer ${testHealthToken}` } });

describe('GET /api/health', () => {
  it('answers 200 with the database and mail status to a caller with the health token', async () => {
    const response = await health();
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      status: 'ok',
      database: 'ok',
      disk: { status: 'ok', freeBytes: expect.any(Number) },
      mail: {
        transport: 'smtp',
        status: 'idle',
        pending: 0,
        failed: 0,
        firstAttempts: 0,
        oldestPendingSeconds: null,
      },
    });
    expect(body.disk.freeBytes).toBeGreaterThan(0);
  });

  it('tells anyone else only the status, with or without a wrong token', async () => {
    const asked: Record<string, string>[] = [
      {},
      { Authorization: 'Bearer wrong' },
      { Authorization: testHealthToken },
    ];
    for (const headers of asked) {
      const response = await t.app.request('/api/health', { headers });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok' });
    }
  });

  it('gives the details to a caller on loopback, as the trusted proxy says or as the socket is', async () => {
    const app = await createTestApp(memoryTransport(), { trustProxy: true });
    try {
      const local = await app.app.request('/api/health', { headers: { 'X-Forwarded-For': '127.0.0.1' } });
      expect(await local.json()).toHaveProperty('mail');
      // The proxy's own hop is the last one: a client cannot pass for loopback by sending its own.
      const forged = await app.app.request('/api/health', {
        headers: { 'X-Forwarded-For': '127.0.0.1, 203.0.113.9' },
      });
      expect(await forged.json()).toEqual({ status: 'ok' });
    } finally {
      await app.close();
    }
  });

  it('tells a public caller 503 degraded, and nothing more, when the disk is low', async () => {
    const app = await createTestApp(memoryTransport(), {
      health: {
        dataDir: t.dataDir,
        diskMinFreeBytes: Number.MAX_SAFE_INTEGER,
        mailStuckAfterMs: 3600_000,
        token: testHealthToken,
      },
    });
    const response = await app.app.request('/api/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'degraded' });
    await app.close();
  });

  it('answers 503 with the disk low when the data folder has less free space than the minimum', async () => {
    const app = await createTestApp(memoryTransport(), {
      health: {
        dataDir: t.dataDir,
        diskMinFreeBytes: Number.MAX_SAFE_INTEGER,
        mailStuckAfterMs: 3600_000,
        token: testHealthToken,
      },
    });
    const response = await health(app);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      status: 'degraded',
      database: 'ok',
      disk: { status: 'low' },
    });
    await app.close();
  });

  it('reports failed mail and a stuck outbox (how long the oldest due mail has waited), not mail scheduled for later', async () => {
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    for (const mails of [['pending'], ['failed']]) {
      const id = crypto.randomUUID();
      const mailId = crypto.randomUUID();
      await t.storage.save({
        id,
        reference: createSubmissionReference(),
        kind: 'contact',
        email: 'asha@example.com',
        language: 'en',
        data: validContact(),
        mails: [{ id: mailId, template: 'notification', to: 'hello@aarambhlabs.example' }],
        createdAt: twoHoursAgo,
        mailNotBefore: twoHoursAgo,
      });
      if (mails[0] === 'failed') await t.storage.markMailFailed(mailId, 'refused', null);
    }
    // A mail not due until tomorrow (an interview's reminder) waits as planned: no backlog.
    await t.storage.save({
      id: crypto.randomUUID(),
      reference: createSubmissionReference(),
      kind: 'contact',
      email: 'kiran@example.com',
      language: 'en',
      data: validContact(),
      mails: [{ id: crypto.randomUUID(), template: 'notification', to: 'hello@aarambhlabs.example' }],
      createdAt: twoHoursAgo,
      mailNotBefore: new Date(Date.now() + 86_400_000),
    });
    const response = await health();
    expect(response.status).toBe(200);
    const { mail } = await response.json();
    expect(mail).toMatchObject({ status: 'stuck', pending: 1, failed: 1 });
    expect(mail.oldestPendingSeconds).toBeGreaterThanOrEqual(7200);
  });

  it('reports failing mail after a failed delivery, still 200: submissions are kept', async () => {
    const transport = memoryTransport();
    transport.failing = true;
    const app = await createTestApp(transport);
    await app.app.request('/api/contact-us', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(validContact()),
    });
    await app.outbox.runOnce();
    const response = await health(app);
    expect(response.status).toBe(200);
    expect((await response.json()).mail).toEqual({
      transport: 'smtp',
      status: 'failing',
      pending: 2,
      failed: 0,
      firstAttempts: 0,
      oldestPendingSeconds: expect.any(Number),
    });
    await app.close();
  });

  it('answers 503 with status degraded when the database does not answer', async () => {
    const broken = { isHealthy: async () => false, storedFileNames: async () => [] } as unknown as Storage;
    const app = await createTestApp(memoryTransport(), { storage: broken });
    const response = await health(app);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: 'degraded', database: 'unavailable' });
  });
});

describe('protection', () => {
  it('sets the security headers on API answers, and never lets them be cached', async () => {
    const response = await t.app.request('/api/health');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('cache-control')).toBe('no-store');
    // Sent on every answer: browsers take it only from one that came over TLS (RFC 6797, 8.1).
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('allows CORS for an allowed origin only', async () => {
    const allowed = await t.app.request('/api/contact-us', {
      method: 'OPTIONS',
      headers: { Origin: 'https://aarambhlabs.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://aarambhlabs.example');
    const other = await t.app.request('/api/contact-us', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a form post a browser sends from another site with 403, and takes its own origin', async () => {
    const post = (headers: Record<string, string>) =>
      t.app.request('/api/application', { method: 'POST', headers, body: form(validApplicationFields()) });
    const foreign = await post({ Origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ success: false, message: 'This origin may not call the API.' });
    const crossSite = await post({ 'Sec-Fetch-Site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect((await post({ Origin: 'http://localhost', Host: 'localhost' })).status).toBe(201);
    expect((await post({ 'Sec-Fetch-Site': 'same-origin' })).status).toBe(201);
    // Neither header: no browser sent it, so it is no forgery (a script; a one-click unsubscribe).
    expect((await post({})).status).toBe(201);
    const listed = await contact({ Origin: 'https://aarambhlabs.example' });
    expect(listed.status).toBe(201);
    expect(listed.headers.get('access-control-allow-origin')).toBe('https://aarambhlabs.example');
  });

  it('limits submissions per address and endpoint with 429 and Retry-After', async () => {
    const limited = await createTestApp(memoryTransport(), { rateLimitPerMinute: 2, trustProxy: true });
    const send = (ip: string, url = '/api/contact-us') =>
      limited.app.request(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
        body: JSON.stringify(validContact()),
      });
    expect((await send('203.0.113.1')).status).toBe(201);
    expect((await send('203.0.113.1')).status).toBe(201);
    const refused = await send('203.0.113.1');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      success: false,
      message: 'Too many requests. Please wait a moment and try again.',
    });
    expect((await send('203.0.113.2')).status).toBe(201);
    expect((await send('203.0.113.1', '/api/feedback')).status).not.toBe(429);
    await limited.close();
  });

  it('counts an IPv6 client by its /64, whichever of its addresses it sends from', async () => {
    const limited = await createTestApp(memoryTransport(), { rateLimitPerMinute: 2, trustProxy: true });
    const send = (ip: string) =>
      limited.app.request('/api/feedback', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
        body: JSON.stringify(validFeedback()),
      });
    expect((await send('2001:db8:1:2::1')).status).toBe(201);
    expect((await send('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).status).toBe(201);
    expect((await send('2001:0db8:0001:0002:ffff::9')).status).toBe(429);
    // Another /64 of the same provider is another client; an IPv4-mapped address is its IPv4 one.
    expect((await send('2001:db8:1:3::1')).status).toBe(201);
    expect((await send('198.51.100.7')).status).toBe(201);
    expect((await send('::ffff:198.51.100.7')).status).toBe(201);
    expect((await send('::ffff:c633:6407')).status).toBe(429);
    await limited.close();
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.request('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, message: 'Not found.' });
  });

  it('answers 503 with Retry-After and logs it when the disk is full (ENOSPC)', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const storage = {
      save: async () =>
        Promise.reject(
          Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }),
        ),
      storedFileNames: async () => [],
    };
    const app = await createTestApp(memoryTransport(), { storage: storage as unknown as Storage, log });
    const response = await app.app.request('/api/contact-us', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(validContact()),
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(lines.map((line) => JSON.parse(line).msg)).toContain('disk full: submission refused');
  });

  it('answers 500 with a plain message and no stack or path when storage breaks', async () => {
    const storage = {
      save: async () => Promise.reject(new Error('disk I/O error at /srv/data/x.sqlite')),
      storedFileNames: async () => [],
    };
    const app = await createTestApp(memoryTransport(), { storage: storage as unknown as Storage });
    const response = await app.app.request('/api/contact-us', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(validContact()),
    });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      success: false,
      message: 'Something went wrong on our side. Please try again or contact us directly via email.',
    });
    expect(text).not.toMatch(/sqlite|srv|at \w+ \(/);
  });
});

describe('request ids and the access log', () => {
  const logged = async () => {
    const lines: string[] = [];
    const log = createLogger('info', { write: (line: string) => lines.push(line) });
    const app = await createTestApp(memoryTransport(), { log });
    return { app, entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
  };
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

  it('answers with an X-Request-Id that every log line of the request carries, with one access line', async () => {
    const { app, entries } = await logged();
    try {
      const response = await app.app.request('/api/contact-us', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(validContact()),
      });
      await app.outbox.settled();
      const id = response.headers.get('x-request-id');
      expect(id).toMatch(uuid);
      const lines = entries();
      expect(lines.find((line) => line.msg === 'submission stored')).toMatchObject({ requestId: id });
      expect(lines.filter((line) => line.msg === 'request')).toEqual([
        expect.objectContaining({
          requestId: id,
          method: 'POST',
          path: '/api/contact-us',
          status: 201,
          ms: expect.any(Number),
        }),
      ]);
    } finally {
      await app.close();
    }
  });

  it.each([
    ['a refusal', '/api/contact-us', { method: 'POST', body: '{' }],
    ['an unknown path', '/api/nothing', {}],
    ['a link page redirect', '/api/subscription/confirm?token=x', {}],
    ['the health check', '/api/health', {}],
  ])('puts the id on %s too, and leaves a query string out of the log', async (_name, url, init) => {
    const { app, entries } = await logged();
    try {
      const response = await app.app.request(url, {
        ...init,
        headers: { 'Content-Type': 'application/json' },
      });
      const id = response.headers.get('x-request-id');
      expect(id).toMatch(uuid);
      const access = entries().find((line) => line.msg === 'request');
      expect(access).toMatchObject({
        requestId: id,
        status: response.status,
        path: new URL(url, 'http://x').pathname,
      });
      expect(JSON.stringify(entries())).not.toContain('token=');
    } finally {
      await app.close();
    }
  });

  it("keeps a proxy's X-Request-Id when it is a plain token, and replaces one that is not", async () => {
    const { app } = await logged();
    try {
      const kept = await app.app.request('/api/health', { headers: { 'X-Request-Id': 'edge-42_a' } });
      expect(kept.headers.get('x-request-id')).toBe('edge-42_a');
      const replaced = await app.app.request('/api/health', { headers: { 'X-Request-Id': 'a b\u0085' } });
      expect(replaced.headers.get('x-request-id')).toMatch(uuid);
    } finally {
      await app.close();
    }
  });

  it('marks an Idempotency-Key replay, answered from the stored bytes, with its own request id', async () => {
    const { app } = await logged();
    try {
      const send = () =>
        app.app.request('/api/contact-us', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': '"id-1"' },
          body: JSON.stringify(validContact()),
        });
      const first = await send();
      const replay = await send();
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(replay.headers.get('x-request-id')).toMatch(uuid);
      expect(replay.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    } finally {
      await app.close();
    }
  });
});

describe('the site', () => {
  const site = mkdtempSync(path.join(tmpdir(), 'aarambh-site-'));
  mkdirSync(path.join(site, 'about'), { recursive: true });
  mkdirSync(path.join(site, 'assets'), { recursive: true });
  writeFileSync(
    path.join(site, 'index.html'),
    '<!doctype html><title>Home</title><script type="module" src="/assets/app.js"></script>',
  );
  writeFileSync(
    path.join(site, 'about', 'index.html'),
    '<!doctype html><title>About</title><script>document.documentElement.dataset.js = "1"</script>',
  );
  writeFileSync(path.join(site, '404.html'), '<!doctype html><title>Page Not Found</title>');
  mkdirSync(path.join(site, 'hi'), { recursive: true });
  writeFileSync(path.join(site, 'hi', '404.html'), '<!doctype html><title>पेज नहीं मिला</title>');
  writeFileSync(path.join(site, 'assets', 'app.js'), 'console.log(1)');
  // What the site's build writes beside each text file (packages/site/scripts/compress.mjs).
  writeFileSync(path.join(site, 'assets', 'app.js.br'), brotliCompressSync('console.log(1)'));
  writeFileSync(path.join(site, 'assets', 'app.js.gz'), gzipSync('console.log(1)'));
  writeFileSync(
    path.join(site, 'about', 'index.html.gz'),
    gzipSync(readFileSync(path.join(site, 'about', 'index.html'))),
  );
  writeFileSync(
    path.join(site, '404.html.br'),
    brotliCompressSync(readFileSync(path.join(site, '404.html'))),
  );
  mkdirSync(path.join(site, '.vite'));
  writeFileSync(path.join(site, '.vite', 'manifest.json'), '{}');
  afterAll(() => rmSync(site, { recursive: true, force: true }));

  const siteApp = () => createTestApp(memoryTransport(), { siteDir: site });

  it('serves a prerendered route as its index.html with a CSP that names its inline script', async () => {
    const app = await siteApp();
    const response = await app.app.request('/about');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>About</title>');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    await app.close();
  });

  it('serves hashed assets as immutable', async () => {
    const app = await siteApp();
    const response = await app.app.request('/assets/app.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    await app.close();
  });

  it('sends the brotli copy to a browser that accepts it, the gzip copy to one that takes only gzip, and says it varies', async () => {
    const app = await siteApp();
    const brotli = await app.app.request('/assets/app.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotli.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe('console.log(1)');

    const gzip = await app.app.request('/about', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toContain('<title>About</title>');
    // The policy is worked out from the page's own text, not from its compressed copy.
    expect(gzip.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/);

    const identity = await app.app.request('/about');
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(identity.headers.get('vary')).toBe('Accept-Encoding');
    expect(await identity.text()).toContain('<title>About</title>');
    await app.close();
  });

  it('revalidates a page with its ETag: 304 with no body when unchanged, one validator per encoding', async () => {
    const app = await siteApp();
    const first = await app.app.request('/about', { headers: { 'Accept-Encoding': 'gzip' } });
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await app.app.request('/about', {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': tag! },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('vary')).toBe('Accept-Encoding');
    // The browser takes the 304's headers for its copy: the page's CSP, with its script hashes.
    expect(again.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    expect(again.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
    const identity = await app.app.request('/about', { headers: { 'If-None-Match': tag! } });
    expect(identity.status).toBe(200);
    expect(identity.headers.get('etag')).not.toBe(tag);
    await app.close();
  });

  it('answers an unknown page with 404 and the site 404 page', async () => {
    const app = await siteApp();
    const response = await app.app.request('/no/such/page');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
    await app.close();
  });

  it('answers an unknown page under a folder with its own 404 page with that one, the nearest up the path', async () => {
    const app = await siteApp();
    for (const pagePath of ['/hi/no-such-page', '/hi/no/such/page', '/hi/']) {
      const response = await app.app.request(pagePath);
      expect(response.status, pagePath).toBe(404);
      expect(await response.text(), pagePath).toContain('पेज नहीं मिला');
    }
    const elsewhere = await app.app.request('/hindi/no-such-page');
    expect(await elsewhere.text()).toContain('Page Not Found');
    await app.close();
  });

  it('sends the 404 page compressed, still with status 404', async () => {
    const app = await siteApp();
    const response = await app.app.request('/no/such/page', { headers: { 'Accept-Encoding': 'br' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toContain(
      'Page Not Found',
    );
    await app.close();
  });

  it('falls back to index.html with status 404 when there is no 404.html', async () => {
    const bare = mkdtempSync(path.join(tmpdir(), 'aarambh-site-'));
    writeFileSync(path.join(bare, 'index.html'), '<!doctype html><title>Home</title>');
    const app = await createTestApp(memoryTransport(), { siteDir: bare });
    const response = await app.app.request('/missing');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<title>Home</title>');
    await app.close();
    rmSync(bare, { recursive: true, force: true });
  });

  it('never serves a file outside the site folder', async () => {
    const app = await siteApp();
    for (const attempt of [
      '/../package.json',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2fetc%2fpasswd',
      '/%00',
      '/.vite/manifest.json',
      '/assets/app.js.br',
    ]) {
      const response = await app.app.request(attempt);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('Page Not Found');
    }
    await app.close();
  });
});

describe('an outside write lock on the SQLite file', () => {
  it('answers the health check at once and a submission 503 with Retry-After after the bounded wait', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'aarambh-locked-'));
    const app = await createTestApp(memoryTransport(), { storage: openSqlite(folder, { lockWaitMs: 500 }) });
    const outside = outsideConnection(folder);
    outside.exec('BEGIN IMMEDIATE');
    try {
      const submitted = app.app.request('/api/contact-us', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(validContact()),
      });
      const answer = await health(app);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({ status: 'ok', database: 'ok' });
      const response = await submitted;
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await response.json()).toEqual({
        success: false,
        message: 'We could not save this just now. Please try again in a minute.',
      });
      expect(app.uploads()).toEqual([]);
    } finally {
      outside.exec('ROLLBACK');
      outside.close();
      await app.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
