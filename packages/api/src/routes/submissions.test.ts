// The contact, subscribe and feedback calls, and what mail the API sends (or refuses to send) for
// them; the applications' calls are in applications.test.ts. Longer than most files: the three
// JSON calls share one route module (submissions.ts), and their cases stay beside each other.
import { SUBMISSION_REFERENCE_PATTERN } from '@aarambh/machines/schemas';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Logger, pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import {
  appForEachTest,
  createTestApp,
  memoryTransport,
  postsTo,
  silentLog,
  type TestApp,
  testMailSettings,
  storedId,
} from '../../harness/testApp.ts';
import {
  documents,
  form,
  opening,
  programme,
  validApplicationFields,
  validCareerFields,
  validContact,
  validFeedback,
  validSubscription,
} from '../../harness/fixtures.ts';
import { openSqlite } from '../storage/sqlite.ts';

const t = appForEachTest();
const { postJson, postForm } = postsTo(t);

describe('POST /api/contact-us', () => {
  it('stores the message, mails the sender and the inbox, and answers 201 with its reference', async () => {
    const response = await postJson('/api/contact-us', validContact());
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({
      success: true,
      message:
        "Thank you for contacting us. We'll get back to you within 24 hours. Check your email for confirmation.",
      reference: expect.stringMatching(SUBMISSION_REFERENCE_PATTERN),
    });
    const stored = await t.storage.get(body.reference);
    expect(stored).toMatchObject({ kind: 'contact', email: 'asha.rao@example.com' });
    expect(stored?.data).toMatchObject({ subject: 'A website for my shop', inquiryType: 'general' });
    expect(t.mail.sent.map((m) => m.to)).toEqual(['asha.rao@example.com', 'hello@aarambhlabs.example']);
    await t.outbox.settled();
    expect((await t.storage.mailFor(await storedId(t, body))).map((m) => m.status)).toEqual(['sent', 'sent']);
  });

  it('answers 400 with the spec messages by field and stores nothing', async () => {
    const response = await postJson('/api/contact-us', {
      ...validContact(),
      firstName: 'A',
      email: 'nope',
      subject: '',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      message: 'First name must be at least 2 characters',
      errors: {
        firstName: 'First name must be at least 2 characters',
        email: 'Please enter a valid email address',
        subject: 'Subject is required',
      },
    });
    expect((await t.storage.mailCounts()).pending).toBe(0);
  });

  it('keeps the language of the page it was sent from beside the fields, English when it does not say', async () => {
    const hindi = await (await postJson('/api/contact-us', { ...validContact(), language: 'hi' })).json();
    const english = await (await postJson('/api/contact-us', validContact())).json();
    const stored = await t.storage.get(hindi.reference);
    expect(stored?.language).toBe('hi');
    expect(stored?.data).not.toHaveProperty('language');
    expect((await t.storage.get(english.reference))?.language).toBe('en');
  });

  it('refuses a language the site does not have with 400 and stores nothing', async () => {
    for (const language of ['fr', 'HI', '', 7]) {
      const response = await postJson('/api/contact-us', { ...validContact(), language });
      expect(response.status).toBe(400);
      expect((await response.json()).errors).toEqual({ language: 'Language must be one of: en, hi' });
    }
    expect((await t.storage.mailCounts()).pending).toBe(0);
    expect(t.mail.sent).toEqual([]);
  });

  it('answers 201 without waiting for the mail, which the outbox retries when the first attempt fails', async () => {
    t.mail.failing = true;
    const response = await postJson('/api/contact-us', validContact());
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.success).toBe(true);
    expect(await t.storage.get(body.reference)).toBeDefined();
    await t.outbox.settled();
    const mails = await t.storage.mailFor(await storedId(t, body));
    expect(mails.map((m) => [m.status, m.attempts, m.lastError])).toEqual([
      ['pending', 1, 'connection refused'],
      ['pending', 1, 'connection refused'],
    ]);
  });

  it('answers before a mail server that never answers does', async () => {
    const never = { ...memoryTransport(), send: () => new Promise<void>(() => undefined) };
    const app = await createTestApp(never);
    try {
      const response = await app.app.request('/api/contact-us', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(validContact()),
      });
      expect(response.status).toBe(201);
      expect((await app.storage.mailCounts()).pending).toBe(2);
    } finally {
      await app.storage.close();
    }
  });

  it.each([
    ['text/plain', 415],
    ['application/x-www-form-urlencoded', 415],
    ['application/json; charset=latin1', 415],
  ])('refuses a body sent as %s with %i', async (type, status) => {
    const response = await t.app.request('/api/contact-us', {
      method: 'POST',
      headers: { 'Content-Type': type },
      body: JSON.stringify(validContact()),
    });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ success: false, message: expect.any(String) });
  });

  it.each([
    ['broken JSON', '{"firstName": "Asha",', 'The request body is not valid JSON.'],
    ['an array', '[1, 2]', 'The request body must be a JSON object.'],
    ['null', 'null', 'The request body must be a JSON object.'],
  ])('answers 400 for %s', async (_name, body, message) => {
    const response = await postJson('/api/contact-us', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, message });
  });

  it('refuses bytes that are not UTF-8 instead of storing replacement characters', async () => {
    const json = Buffer.from(JSON.stringify(validContact()).replace('shop', 'sh\u0001p'));
    json[json.indexOf(0x01)] = 0xff;
    const response = await t.app.request('/api/contact-us', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: json,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('The request body is not valid UTF-8 text.');
  });

  it('answers 400 when a chunked JSON body breaks off (the client went away), not 500', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"firstName":"As'));
        controller.error(new Error('aborted'));
      },
    });
    const response = await t.app.request('/api/contact-us', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      message: 'The request body ended before it was complete.',
    });
  });

  it('refuses a body over the JSON cap with 413', async () => {
    const response = await postJson('/api/contact-us', { ...validContact(), message: 'x'.repeat(40_000) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ success: false, message: 'The request body is too large.' });
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const response = await postJson('/api/contact-us', {
      ...validContact(),
      'bot-field': 'http://spam.example',
    });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.success).toBe(true);
    expect(await t.storage.get(body.reference)).toBeUndefined();
    expect(t.mail.sent).toEqual([]);
  });

  it('answers a filled honeypot to an application with the confirmation a stored one gets, and refuses bad input as it would', async () => {
    const bot = await t.app.request('/api/application', {
      method: 'POST',
      body: form({ ...validApplicationFields(), 'bot-field': 'http://spam.example' }),
    });
    expect(bot.status).toBe(201);
    const answer = await bot.json();
    const real = await (
      await t.app.request('/api/application', { method: 'POST', body: form(validApplicationFields()) })
    ).json();
    expect(Object.keys(answer).sort()).toEqual(Object.keys(real).sort());
    expect(Object.keys(answer.application).sort()).toEqual(Object.keys(real.application).sort());
    expect(answer.application.title).toBe(real.application.title);
    expect(await t.storage.get(answer.reference)).toBeUndefined();
    const invalid = await t.app.request('/api/application', {
      method: 'POST',
      body: form({
        ...validApplicationFields(),
        email: 'not an address',
        'bot-field': 'http://spam.example',
      }),
    });
    expect(invalid.status).toBe(400);
  });

  it('answers a filled honeypot replayed under its Idempotency-Key as a stored submission is replayed', async () => {
    const send = (subject: string) =>
      t.app.request('/api/contact-us', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': '"bot-1"' },
        body: JSON.stringify({ ...validContact(), subject, 'bot-field': 'http://spam.example' }),
      });
    const first = await send('A website for my shop');
    const firstText = await first.text();
    const again = await send('A website for my shop');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.text()).toBe(firstText);
    // Another request under the key is a new one, as for a stored submission.
    const other = await send('Another subject entirely');
    expect(other.status).toBe(201);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect(await t.storage.get(JSON.parse(firstText).reference)).toBeUndefined();
  });

  it('accepts an empty honeypot', async () => {
    const response = await postJson('/api/contact-us', { ...validContact(), 'bot-field': '' });
    expect(response.status).toBe(201);
    expect(await t.storage.get((await response.json()).reference)).toBeDefined();
  });
});

describe('POST /api/subscription/subscribe', () => {
  it('answers 400 with the spec message for a bad address', async () => {
    const response = await postJson('/api/subscription/subscribe', validSubscription('meera@'));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: 'Invalid Email',
      errors: { email: 'Invalid Email' },
    });
  });

  it("keeps a new subscription's language", async () => {
    const response = await postJson('/api/subscription/subscribe', {
      ...validSubscription(),
      language: 'hi',
    });
    expect(response.status).toBe(201);
    const stored = await t.storage.get((await response.json()).reference);
    expect(stored).toMatchObject({ kind: 'subscription', language: 'hi' });
    expect(stored?.data).not.toHaveProperty('language');
  });
});

describe('POST /api/feedback', () => {
  it('stores feedback and confirms to the sender', async () => {
    const response = await postJson('/api/feedback', validFeedback());
    expect(response.status).toBe(201);
    expect((await response.json()).message).toBe('Thank you for your feedback!');
    expect(t.mail.sent.map((m) => m.to)).toEqual(['ravi@example.com', 'hello@aarambhlabs.example']);
  });

  it('stores anonymous feedback without name or address and sends only the notification', async () => {
    const response = await postJson('/api/feedback', { ...validFeedback(), isAnonymous: true });
    const id = await storedId(t, await response.json());
    const stored = await t.storage.get(id);
    expect(stored?.email).toBeNull();
    expect(stored?.data).toMatchObject({ name: '', email: '', isAnonymous: true });
    expect(t.mail.sent.map((m) => m.to)).toEqual(['hello@aarambhlabs.example']);
  });

  it('answers 400 for a rating out of range', async () => {
    const response = await postJson('/api/feedback', { ...validFeedback(), rating: 9 });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({ rating: 'Rating must be between 1 and 5' });
  });
});

describe('mail nobody can turn against anyone', () => {
  const phishing = 'Your account is locked - verify at https://evil.example/login';
  const typedByAttacker = ['evil.example', 'locked', 'password', 'Dear', 'Customer', 'Evil Bank', '99999'];

  it("confirms a contact message with fixed text and a reference, none of the visitor's words", async () => {
    const response = await postJson('/api/contact-us', {
      ...validContact(),
      firstName: 'Dear',
      lastName: 'Customer',
      email: 'victim@example.org',
      company: 'Evil Bank',
      phone: '+919999999999',
      subject: phishing,
      message: `${phishing}. Enter your password within 24 hours or lose your account.`,
    });
    expect(response.status).toBe(201);
    const { reference } = await response.json();
    const confirmation = t.mail.sent.find((m) => m.to === 'victim@example.org');
    expect(confirmation?.subject).toBe('We received your message');
    for (const words of typedByAttacker) expect(JSON.stringify(confirmation)).not.toContain(words);
    expect(confirmation?.text).toContain(`Reference: ${reference}`);
    // The notification goes to us: it may quote the visitor, and replies go to the address given.
    const notification = t.mail.sent.find((m) => m.to === 'hello@aarambhlabs.example');
    expect(notification?.subject).toBe(`New contact message: ${phishing}`);
    expect(notification?.replyTo).toBe('"Dear Customer" <victim@example.org>');
  });

  it('confirms feedback and applications without the name, message or cover letter', async () => {
    await postJson('/api/feedback', { ...validFeedback(), name: 'Dear Customer', message: phishing });
    await postForm(
      '/api/application',
      form({
        ...validApplicationFields(),
        firstName: 'Dear',
        lastName: 'Customer',
        coverLetter: phishing.repeat(2),
      }),
    );
    await postForm(
      '/api/career',
      form(
        { ...validCareerFields(), firstName: 'Dear', lastName: 'Customer', coverLetter: phishing },
        { content: documents.pdf(), name: 'cv.pdf', type: 'application/pdf' },
      ),
    );
    const confirmations = t.mail.sent.filter((m) => !m.to.endsWith('@aarambhlabs.example'));
    expect(confirmations.map((m) => m.subject)).toEqual([
      'Thank you for your feedback!',
      `We received your application: ${programme.title}`,
      `We received your application: ${opening.title}`,
    ]);
    for (const words of typedByAttacker) expect(JSON.stringify(confirmations)).not.toContain(words);
  });

  it('refuses a first name made only of zero-width characters, and stores text without them', async () => {
    const refused = await postJson('/api/contact-us', {
      ...validContact(),
      firstName: '\u200B\u200C\u200D\uFEFF',
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors).toEqual({ firstName: 'First name is required' });
    const response = await postJson('/api/contact-us', {
      ...validContact(),
      lastName: 'Rao\u202E',
      subject: 'Invoice\r\nReply-To: attacker@evil.example',
      message: 'Line one\r\nLine two\u2066 hidden\u2069\u0007',
    });
    expect(response.status).toBe(201);
    const id = await storedId(t, await response.json());
    expect((await t.storage.get(id))?.data).toMatchObject({
      lastName: 'Rao',
      subject: 'Invoice Reply-To: attacker@evil.example',
      message: 'Line one\nLine two hidden',
    });
    const notification = t.mail.sent.find((m) => m.to === 'hello@aarambhlabs.example');
    expect(notification?.replyTo).toBe('"Asha Rao" <asha.rao@example.com>');
    expect(notification?.text).toContain('Message: Line one\nLine two hidden');
  });

  describe('hourly caps on confirmations', () => {
    const dirs: string[] = [];
    afterEach(() => {
      for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    });

    async function appOn(dir: string, caps: Partial<typeof testMailSettings>, log: Logger = silentLog) {
      return createTestApp(t.mail, {
        storage: openSqlite(dir),
        mail: { ...testMailSettings, ...caps },
        // Clients told apart by the address the proxy saw.
        trustProxy: true,
        log,
      });
    }
    const contactTo = async (app: TestApp, email: string, client = '192.0.2.1') => {
      const response = await app.app.request('/api/contact-us', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
        body: JSON.stringify({ ...validContact(), email }),
      });
      await app.outbox.settled();
      return response;
    };
    const subscribeFrom = async (app: TestApp, email: string, client = '192.0.2.1') => {
      const response = await app.app.request('/api/subscription/subscribe', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
        body: JSON.stringify(validSubscription(email)),
      });
      await app.outbox.settled();
      return response;
    };
    const confirmationsTo = (email: string) => t.mail.sent.filter((m) => m.to === email).length;

    it("gives each client its own hourly allowance: past it, other clients' confirmations still go", async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'aarambh-caps-'));
      dirs.push(dir);
      const capped = await appOn(dir, { confirmationsPerClientPerHour: 2 });
      try {
        for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
          expect((await contactTo(capped, email, '192.0.2.1')).status).toBe(201);
        }
        // Another address in the same IPv6 /64 is the same client.
        expect((await subscribeFrom(capped, 'd@example.com', '2001:db8::1')).status).toBe(201);
        expect((await subscribeFrom(capped, 'e@example.com', '2001:db8::2')).status).toBe(201);
        expect((await subscribeFrom(capped, 'f@example.com', '2001:db8::3')).status).toBe(201);
        await contactTo(capped, 'g@example.com', '198.51.100.7');
        expect(
          ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((name) => confirmationsTo(`${name}@example.com`)),
        ).toEqual([1, 1, 0, 1, 1, 0, 1]);
      } finally {
        await capped.close();
      }
    });

    it("keeps subscription confirmations on a budget of their own: forms that spent theirs leave the subscriptions'", async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'aarambh-caps-'));
      dirs.push(dir);
      const capped = await appOn(dir, { confirmationsPerHour: 2, subscriptionConfirmationsPerHour: 1 });
      try {
        for (const [n, email] of ['a@example.com', 'b@example.com', 'c@example.com'].entries()) {
          await contactTo(capped, email, `192.0.2.${n + 1}`);
        }
        await subscribeFrom(capped, 'meera@example.com', '192.0.2.9');
        await subscribeFrom(capped, 'ravi@example.com', '192.0.2.10');
        expect(
          ['a@example.com', 'b@example.com', 'c@example.com', 'meera@example.com', 'ravi@example.com'].map(
            confirmationsTo,
          ),
        ).toEqual([1, 1, 0, 1, 0]);
      } finally {
        await capped.close();
      }
    });

    it('logs a warning naming the cap reached, never the address or the client', async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'aarambh-caps-'));
      dirs.push(dir);
      const lines: string[] = [];
      const log = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) });
      const capped = await appOn(
        dir,
        { confirmationsPerClientPerHour: 1, subscriptionConfirmationsPerHour: 1 },
        log,
      );
      try {
        await contactTo(capped, 'a@example.com', '192.0.2.1');
        await contactTo(capped, 'b@example.com', '192.0.2.1');
        await subscribeFrom(capped, 'meera@example.com', '192.0.2.2');
        await subscribeFrom(capped, 'ravi@example.com', '192.0.2.3');
        const warnings = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
        expect(warnings).toEqual([
          expect.objectContaining({ kind: 'contact', cap: 'per client', msg: 'confirmation cap reached' }),
          expect.objectContaining({
            kind: 'subscription',
            cap: 'subscriptions',
            msg: 'confirmation cap reached',
          }),
        ]);
        expect(lines.join('')).not.toMatch(/example\.com|192\.0\.2/);
      } finally {
        await capped.close();
      }
    });

    it('stops confirming to one address past its cap, still storing and notifying, across a restart', async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'aarambh-caps-'));
      dirs.push(dir);
      const first = await appOn(dir, { confirmationsPerAddressPerHour: 2 });
      expect((await contactTo(first, 'victim@example.org')).status).toBe(201);
      expect((await contactTo(first, 'Victim@Example.org')).status).toBe(201);
      await first.close();
      const second = await appOn(dir, { confirmationsPerAddressPerHour: 2 });
      try {
        const response = await contactTo(second, 'victim@example.org');
        expect(response.status).toBe(201);
        const id = await storedId(second, await response.json());
        expect(await second.storage.get(id)).toMatchObject({ kind: 'contact', email: 'victim@example.org' });
        expect((await second.storage.mailFor(id)).map((m) => m.template)).toEqual(['notification']);
        expect(t.mail.sent.filter((m) => m.to === 'victim@example.org')).toHaveLength(2);
        expect(t.mail.sent.filter((m) => m.to === 'hello@aarambhlabs.example')).toHaveLength(3);
        // Another address still gets its confirmation.
        await contactTo(second, 'asha@example.com');
        expect(t.mail.sent.filter((m) => m.to === 'asha@example.com')).toHaveLength(1);
      } finally {
        await second.close();
      }
    });

    it('stops confirming to anyone past the global cap', async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'aarambh-caps-'));
      dirs.push(dir);
      const capped = await appOn(dir, { confirmationsPerHour: 2 });
      try {
        for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
          expect((await contactTo(capped, email)).status).toBe(201);
        }
        expect(t.mail.sent.map((m) => m.to)).toEqual([
          'a@example.com',
          'hello@aarambhlabs.example',
          'b@example.com',
          'hello@aarambhlabs.example',
          'hello@aarambhlabs.example',
        ]);
      } finally {
        await capped.close();
      }
    });
  });
});
