// Consent on record through the application calls, and the withdraw link: what the server trusts
// (nothing the client says about consent or the notice), and what a forged or old link can do.
import { consentLinks, currentNoticeVersion, noticeVersion } from '@aarambh/machines/schemas';
import { describe, expect, it } from 'vitest';
import { form, validApplicationFields, validCareerFields, documents } from '../../harness/fixtures.ts';
import { appForEachTest, postsTo, storedId, testMailSettings } from '../../harness/testApp.ts';
import { statusToken, withdrawToken } from '../mail/links.ts';

const t = appForEachTest();
const { postForm } = postsTo(t);
const secret = testMailSettings.links.secret;
const answers = consentLinks.withdraw.answers;

async function apply(fields: Record<string, string>) {
  const response = await postForm('/api/application', form(fields));
  return { response, body: (await response.json()) as Record<string, unknown> };
}

/** The POST the site's withdraw page sends when its one button is pressed. */
const withdraw = (token: string) =>
  t.app.request(`/api/privacy/withdraw?token=${encodeURIComponent(token)}`, { method: 'POST' });

async function withdrawLinkIn(to: string) {
  await t.outbox.settled();
  const text = t.mail.sent
    .filter((message) => message.to === to)
    .map((message) => message.text)
    .join('\n');
  const match = /https:\/\/aarambhlabs\.example\/api\/privacy\/withdraw\?token=([A-Za-z0-9_.-]+)/.exec(text);
  if (!match) throw new Error('no withdraw link in the confirmation');
  return match[1]!;
}

describe('consent with an application', () => {
  it('records each purpose as chosen, under the notice version of the server, not the client', async () => {
    const { response, body } = await apply({
      ...validApplicationFields(),
      consentUpdates: 'true',
      noticeVersion: 'f'.repeat(64),
      consents: 'everything',
    });
    expect(response.status).toBe(201);
    const id = await storedId(t, body);
    const records = await t.storage.consentsOf(id);
    const version = await currentNoticeVersion('internship');
    expect(version).not.toBe(await noticeVersion(''));
    expect(
      records
        .map(({ purpose, granted, noticeVersion, channel, language }) => ({
          purpose,
          granted,
          noticeVersion,
          channel,
          language,
        }))
        .sort((a, b) => a.purpose.localeCompare(b.purpose)),
    ).toEqual([
      { purpose: 'application', granted: true, noticeVersion: version, channel: 'web', language: 'en' },
      { purpose: 'updates', granted: true, noticeVersion: version, channel: 'web', language: 'en' },
    ]);
  });

  it.each([
    ['missing', undefined],
    ['false', 'false'],
    ['forged as another value', 'yes'],
    ['forged as the one-box-for-everything of old', 'on'],
  ])('refuses an application whose own consent is %s, and stores nothing', async (_case, value) => {
    const { consentApplication: _given, ...fields } = validApplicationFields();
    const { response, body } = await apply(
      value === undefined ? fields : { ...fields, consentApplication: value },
    );
    expect(response.status).toBe(400);
    expect(body).toMatchObject({
      errors: { consentApplication: 'You must consent to the use of your details for this application' },
    });
    expect(await t.storage.list('application', new Date(0), new Date(Date.now() + 60_000))).toEqual([]);
  });

  it('refuses a job application without its consent', async () => {
    const { consentApplication: _given, ...fields } = validCareerFields();
    const response = await postForm(
      '/api/career',
      form(fields, { content: documents.pdf(), name: 'cv.pdf', type: 'application/pdf' }),
    );
    expect(response.status).toBe(400);
  });

  it('records an unticked purpose as not given, and mails a withdraw link only for what was given', async () => {
    const { body } = await apply(validApplicationFields());
    const id = await storedId(t, body);
    const updates = (await t.storage.consentsOf(id)).find((record) => record.purpose === 'updates');
    expect(updates?.granted).toBe(false);
    await t.outbox.settled();
    const mail = t.mail.sent.find((message) => message.to === validApplicationFields().email);
    expect(mail?.text.match(/\/api\/privacy\/withdraw\?token=/g)).toHaveLength(1);
  });
});

describe('the withdraw link', () => {
  it('only shows the site page on a GET, and withdraws in one POST, once', async () => {
    const { body } = await apply(validApplicationFields());
    const id = await storedId(t, body);
    const token = await withdrawLinkIn(validApplicationFields().email!);
    const get = await t.app.request(`/api/privacy/withdraw?token=${token}`);
    expect(get.status).toBe(303);
    expect(get.headers.get('location')).toBe(`/privacy/withdraw?token=${token}`);
    expect((await t.storage.consentsOf(id)).filter((record) => !record.granted)).toHaveLength(1);

    const first = await withdraw(token);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ success: true, message: answers.done });
    expect((await withdraw(token)).status).toBe(200);
    const application = (await t.storage.consentsOf(id)).filter((record) => record.purpose === 'application');
    expect(application.map(({ granted, channel }) => ({ granted, channel }))).toEqual([
      { granted: true, channel: 'web' },
      { granted: false, channel: 'email-link' },
    ]);
  });

  it.each([
    [
      'a forged signature',
      (id: string) => `${withdrawToken(secret, id, 'application', future()).slice(0, -4)}AAAA`,
    ],
    [
      'another key',
      (id: string) => withdrawToken('another-secret-of-at-least-32-characters', id, 'application', future()),
    ],
    ['a status link token', (id: string) => statusToken(secret, id, future())],
    [
      'an unknown purpose',
      (id: string) =>
        withdrawToken(secret, id, 'application', future()).replace('_application.', '_marketing.'),
    ],
    [
      'an application that does not exist',
      () => withdrawToken(secret, crypto.randomUUID(), 'application', future()),
    ],
    ['nothing', () => ''],
  ])('refuses %s with 400 and records nothing', async (_case, make) => {
    const { body } = await apply(validApplicationFields());
    const id = await storedId(t, body);
    const response = await withdraw(make(id));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: answers.invalid });
    expect((await t.storage.consentsOf(id)).find((record) => record.purpose === 'application')).toMatchObject(
      {
        granted: true,
      },
    );
    expect(await t.storage.consentsOf(id)).toHaveLength(2);
  });

  it("leads a Hindi application's reader to the Hindi page, and a link naming any other language to the English one", async () => {
    const email = validApplicationFields().email!;
    await apply({ ...validApplicationFields(), language: 'hi' });
    await t.outbox.settled();
    const text = t.mail.sent.find((message) => message.to === email)!.text;
    const link = new URL(/https:\/\/aarambhlabs\.example\/api\/privacy\/withdraw\?\S+/.exec(text)![0]);
    expect(link.searchParams.get('lang')).toBe('hi');
    const token = link.searchParams.get('token')!;
    const get = await t.app.request(link.pathname + link.search);
    expect(get.headers.get('location')).toBe(`/hi/privacy/withdraw?token=${token}`);
    for (const lang of ['en', 'xx', '//evil.example']) {
      link.searchParams.set('lang', lang);
      const elsewhere = await t.app.request(link.pathname + link.search);
      expect(elsewhere.headers.get('location')).toBe(`/privacy/withdraw?token=${token}`);
    }
  });

  it('refuses an expired link with 410 and records nothing', async () => {
    const { body } = await apply(validApplicationFields());
    const id = await storedId(t, body);
    const response = await withdraw(withdrawToken(secret, id, 'application', new Date(Date.now() - 1000)));
    expect(response.status).toBe(410);
    expect(await response.json()).toMatchObject({ message: answers.expired });
    expect(await t.storage.consentsOf(id)).toHaveLength(2);
  });
});

function future(): Date {
  return new Date(Date.now() + 3600_000);
}
