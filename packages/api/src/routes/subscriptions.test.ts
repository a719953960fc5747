import {
  SUBMISSION_REFERENCE_PATTERN,
  calls,
  currentNoticeVersion,
  subscriptionLinks,
} from '@aarambh/machines/schemas';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { confirmationToken, unsubscribeToken } from '../mail/links.ts';
import { buildMime } from '../mail/mime.ts';
import { consentEmailHash } from '../storage/consents.ts';
import { appForEachTest, createTestApp, testMailSettings, storedId } from '../../harness/testApp.ts';
import { validSubscription } from '../../harness/fixtures.ts';

const t = appForEachTest();

const secret = testMailSettings.links.secret;

const subscribe = (email = 'meera@example.com', headers: Record<string, string> = {}) =>
  t.app.request('/api/subscription/subscribe', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(validSubscription(email)),
  });

/** The links of the confirmation e-mails sent so far, as a person would follow them. */
async function confirmationMails() {
  await t.outbox.settled();
  return t.mail.sent.filter((message) => message.to === 'meera@example.com');
}

const linkIn = (text: string, path: string) => {
  const match = new RegExp(
    `https://aarambhlabs\\.example${path}\\?token=([A-Za-z0-9_.-]+)(&lang=\\w+)?`,
  ).exec(text);
  if (!match) throw new Error(`no ${path} link in the mail`);
  return { url: new URL(match[0]), token: match[1]! };
};

/** The POST the site's confirmation page sends when its button is pressed. */
const confirm = (token: string) =>
  t.app.request(`/api/subscription/confirm?token=${token}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: '',
  });

const confirmAnswers = subscriptionLinks.confirm.answers;

const oneClick = (token: string, body = 'List-Unsubscribe=One-Click') =>
  t.app.request(`/api/subscription/unsubscribe?token=${token}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  });

describe('POST /api/subscription/subscribe (double opt-in)', () => {
  it('stores a pending subscription and mails a signed confirmation link with a one-click unsubscribe', async () => {
    const response = await subscribe();
    expect(response.status).toBe(201);
    const id = await storedId(t, await response.json());
    expect((await t.storage.get(id))?.subscription?.status).toBe('pending');
    const [confirmation] = await confirmationMails();
    expect(confirmation?.subject).toBe('Please confirm your subscription to Aarambh Labs updates');
    const confirm = linkIn(confirmation!.text, '/api/subscription/confirm');
    const unsubscribe = linkIn(confirmation!.text, '/api/subscription/unsubscribe');
    expect(confirmation!.text).not.toContain('meera');
    expect(confirm.token).not.toContain('meera');
    const raw = (await buildMime(confirmation!, { id: confirmation!.id, date: new Date() })).toString();
    expect(raw).toContain(`List-Unsubscribe: <${unsubscribe.url.href}>`);
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(confirmation!.html).toContain(`href="${unsubscribe.url.href}"`);
  });

  it("changes nothing when the link is followed (GET or HEAD: a mail scanner too); the page's POST confirms", async () => {
    const id = await storedId(t, await (await subscribe()).json());
    const { url, token } = linkIn((await confirmationMails())[0]!.text, '/api/subscription/confirm');
    for (const method of ['HEAD', 'GET']) {
      const followed = await t.app.request(url.pathname + url.search, { method });
      expect(followed.status).toBe(303);
      expect(followed.headers.get('location')).toBe(
        `/subscription/confirm?token=${encodeURIComponent(token)}`,
      );
    }
    expect((await t.storage.get(id))?.subscription?.status).toBe('pending');

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ success: true, message: confirmAnswers.done });
    expect((await t.storage.get(id))?.subscription?.status).toBe('confirmed');
    // Pressed again (a second click, a retry): the same answer.
    expect((await confirm(token)).status).toBe(200);
  });

  it('answers a repeat exactly as a first request and mails nothing more, pending or confirmed', async () => {
    const first = await subscribe();
    const firstBody = await first.json();
    expect(firstBody).toEqual({
      success: true,
      message: calls.subscribe.success,
      reference: expect.stringMatching(SUBMISSION_REFERENCE_PATTERN),
    });
    const pendingRepeat = await subscribe('MEERA@example.com');
    expect(pendingRepeat.status).toBe(first.status);
    expect(await pendingRepeat.json()).toEqual(firstBody);
    await t.storage.confirmSubscription(
      (await t.storage.get(firstBody.reference))!.subscription!.token,
      new Date(),
    );
    const confirmedRepeat = await subscribe();
    expect(confirmedRepeat.status).toBe(first.status);
    expect(await confirmedRepeat.json()).toEqual(firstBody);
    await t.outbox.settled();
    expect(t.mail.sent.map((message) => message.to).sort()).toEqual([
      'hello@aarambhlabs.example',
      'meera@example.com',
    ]);
  });

  it.each([
    ['a new address', false],
    ['an address already subscribed', true],
  ])(
    'answers an Idempotency-Key replay for %s exactly as it answered first (status, body, reference)',
    async (_name, known) => {
      if (known) await subscribe();
      const first = await subscribe('meera@example.com', { 'Idempotency-Key': '"replay-1"' });
      const firstText = await first.text();
      const replayed = await subscribe('meera@example.com', { 'Idempotency-Key': '"replay-1"' });
      expect(replayed.status).toBe(first.status);
      expect(replayed.headers.get('idempotent-replayed')).toBe('true');
      expect(await replayed.text()).toBe(firstText);
      const { reference } = JSON.parse(firstText);
      expect((await t.storage.get(reference))?.email).toBe('meera@example.com');
    },
  );

  it('spends no second allowance for an Idempotency-Key replay', async () => {
    const capped = await createTestApp(t.mail, {
      mail: { ...testMailSettings, subscriptionConfirmationsPerHour: 2 },
    });
    try {
      const send = (email: string, key = '"retry-1"') =>
        capped.app.request('/api/subscription/subscribe', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
          body: JSON.stringify(validSubscription(email)),
        });
      const first = await send('meera@example.com');
      const retry = await send('meera@example.com');
      expect(await retry.json()).toEqual(await first.json());
      // The second of the hour's two allowances is still there for someone else.
      await send('ravi@example.com', '"another"');
      await capped.outbox.settled();
      const confirmed = t.mail.sent.filter((message) => message.to !== 'hello@aarambhlabs.example');
      expect(confirmed.map((message) => message.to)).toEqual(['meera@example.com', 'ravi@example.com']);
    } finally {
      await capped.close();
    }
  });
});

describe('POST /api/subscription/confirm', () => {
  it.each([
    ['a forged signature', () => `${'A'.repeat(22)}.${Math.floor(Date.now() / 1000) + 60}.${'B'.repeat(43)}`],
    ['no token', () => ''],
    ['a token of another kind (unsubscribe)', () => unsubscribeToken(secret, 'A'.repeat(22))],
    [
      'a signed token nobody has',
      () => confirmationToken(secret, 'A'.repeat(22), new Date(Date.now() + 60_000)),
    ],
  ])('answers %s 400 (not valid) and confirms nothing', async (_name, token) => {
    const response = await confirm(token());
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: confirmAnswers.invalid });
  });

  it('answers an expired link 410 and confirms nothing', async () => {
    const id = await storedId(t, await (await subscribe()).json());
    const { token } = (await t.storage.get(id))!.subscription!;
    const response = await confirm(confirmationToken(secret, token, new Date(Date.now() - 1000)));
    expect(response.status).toBe(410);
    expect(await response.json()).toEqual({ success: false, message: confirmAnswers.expired });
    expect((await t.storage.get(id))?.subscription?.status).toBe('pending');
  });
});

describe('the links of a Hindi subscriber', () => {
  it('lead to the Hindi pages, and a link naming any other language to the English ones', async () => {
    const response = await t.app.request('/api/subscription/subscribe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...validSubscription(), language: 'hi' }),
    });
    expect(response.status).toBe(201);
    const [mail] = await confirmationMails();
    for (const [path, page] of [
      ['/api/subscription/confirm', '/hi/subscription/confirm'],
      ['/api/subscription/unsubscribe', '/hi/unsubscribe'],
    ] as const) {
      const { url, token } = linkIn(mail!.text, path);
      expect(url.searchParams.get('lang')).toBe('hi');
      const followed = await t.app.request(url.pathname + url.search);
      expect(followed.headers.get('location')).toBe(`${page}?token=${encodeURIComponent(token)}`);
      // Only a language the site has picks a page: nothing else in the link reaches the address.
      for (const lang of ['en', 'xx', '//evil.example', 'hi/../../evil']) {
        url.searchParams.set('lang', lang);
        const elsewhere = await t.app.request(url.pathname + url.search);
        expect(elsewhere.headers.get('location')).toBe(
          `${page.replace('/hi/', '/')}?token=${encodeURIComponent(token)}`,
        );
      }
    }
    expect(mail!.html).toContain('&amp;lang=hi');
  });
});

describe('/api/subscription/unsubscribe (RFC 8058 one-click)', () => {
  it('only shows the unsubscribe page on a GET (a click or a scanner), and unsubscribes on the one-click POST', async () => {
    const id = await storedId(t, await (await subscribe()).json());
    const { url, token } = linkIn((await confirmationMails())[0]!.text, '/api/subscription/unsubscribe');
    const click = await t.app.request(url.pathname + url.search);
    expect(click.status).toBe(303);
    expect(click.headers.get('location')).toBe(`/unsubscribe?token=${encodeURIComponent(token)}`);
    expect((await t.storage.get(id))?.subscription?.status).toBe('pending');

    const post = await oneClick(token);
    expect(post.status).toBe(200);
    expect(await post.json()).toEqual({ success: true, message: subscriptionLinks.unsubscribe.answers.done });
    expect((await t.storage.get(id))?.subscription?.status).toBe('unsubscribed');
    // A second click (or the mail app's retry) is answered the same.
    expect((await oneClick(token)).status).toBe(200);
  });

  it('answers 400 and logs no error when the client goes away while sending the one-click body', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const app = await createTestApp(t.mail, { log });
    try {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('List-Unsub'));
          controller.error(new Error('aborted'));
        },
      });
      const response = await app.app.request(
        `/api/subscription/unsubscribe?token=${unsubscribeToken(secret, 'A'.repeat(22))}`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body,
          duplex: 'half',
        } as RequestInit,
      );
      expect(response.status).toBe(400);
      expect(lines.map((line) => JSON.parse(line).level)).not.toContain(50);
    } finally {
      await app.close();
    }
  });

  it('takes the one-click body as multipart too', async () => {
    const id = await storedId(t, await (await subscribe()).json());
    const body = new FormData();
    body.set('List-Unsubscribe', 'One-Click');
    const token = unsubscribeToken(secret, (await t.storage.get(id))!.subscription!.token);
    const response = await t.app.request(`/api/subscription/unsubscribe?token=${token}`, {
      method: 'POST',
      body,
    });
    expect(response.status).toBe(200);
  });

  it('refuses a forged or unknown token, and a POST without the one-click body', async () => {
    const id = await storedId(t, await (await subscribe()).json());
    const real = (await t.storage.get(id))!.subscription!.token;
    const forged = `${real}.${'A'.repeat(43)}`;
    expect(await (await oneClick(forged)).json()).toEqual({
      success: false,
      message: subscriptionLinks.unsubscribe.answers.invalid,
    });
    expect((await oneClick(unsubscribeToken(secret, 'A'.repeat(22)))).status).toBe(400);
    const missing = await oneClick(unsubscribeToken(secret, real), 'unsubscribe=yes');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      success: false,
      message: subscriptionLinks.unsubscribe.answers.oneClick,
    });
    expect((await t.storage.get(id))?.subscription?.status).toBe('pending');
  });
});

describe('the consent record of a subscription (issue 41)', () => {
  const shown = (records: Awaited<ReturnType<typeof t.storage.consentsOf>>) =>
    records.map(({ purpose, granted, channel, noticeVersion, language }) => ({
      purpose,
      granted,
      channel,
      noticeVersion,
      language,
    }));

  it('records consent to updates under the subscribe notice with the subscription, once per subscription, and its withdrawal on unsubscribe', async () => {
    const version = await currentNoticeVersion('subscribe');
    const response = await subscribe('meera@example.com', { 'Idempotency-Key': 'subscribe-1' });
    const id = await storedId(t, await response.json());
    // A replay and a repeat of a pending subscription record nothing more.
    await subscribe('meera@example.com', { 'Idempotency-Key': 'subscribe-1' });
    await subscribe('MEERA@example.com');
    const given = {
      purpose: 'updates',
      granted: true,
      channel: 'web',
      noticeVersion: version,
      language: 'en',
    };
    expect(shown(await t.storage.consentsOf(id))).toEqual([given]);
    expect((await t.storage.consentsOf(id))[0]!.emailHash).toBe(consentEmailHash('meera@example.com'));

    const { token } = linkIn((await confirmationMails())[0]!.text, '/api/subscription/unsubscribe');
    expect((await oneClick(token)).status).toBe(200);
    // A second one-click (a mail app retrying) records no second withdrawal.
    expect((await oneClick(token)).status).toBe(200);
    const withdrawn = { ...given, granted: false, channel: 'email-link' };
    expect(shown(await t.storage.consentsOf(id))).toEqual([given, withdrawn]);

    // Subscribing again is a new consent.
    await subscribe();
    expect(shown(await t.storage.consentsOf(id))).toEqual([given, withdrawn, given]);
  });

  it('lets no forged or foreign unsubscribe link withdraw anything', async () => {
    const id = await storedId(t, await (await subscribe()).json());
    const other = await storedId(t, await (await subscribe('ravi@example.com')).json());
    expect((await oneClick(unsubscribeToken('not-the-secret', 'A'.repeat(22)))).status).toBe(400);
    const { token } = linkIn((await confirmationMails())[0]!.text, '/api/subscription/unsubscribe');
    expect((await oneClick(`${token.slice(0, -2)}xx`)).status).toBe(400);
    expect((await oneClick(token)).status).toBe(200);
    expect((await t.storage.consentsOf(id)).map(({ granted }) => granted)).toEqual([true, false]);
    expect((await t.storage.consentsOf(other)).map(({ granted }) => granted)).toEqual([true]);
  });

  it('carries the record into the data export, under the address', async () => {
    const id = await storedId(t, await (await subscribe()).json());
    const held = await t.storage.heldAbout('meera@example.com');
    expect(held.consents.map(({ submissionId, purpose }) => ({ submissionId, purpose }))).toEqual([
      { submissionId: id, purpose: 'updates' },
    ]);
  });
});
