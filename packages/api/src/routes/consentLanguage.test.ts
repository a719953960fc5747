// The language and version a consent is recorded under: the notice the submission's page showed,
// decided by the server from the validated submission (its `language`), never from what the client
// says of the notice. On both engines.
import { shownNoticeVersion } from '@aarambh/machines/hindi';
import { currentNoticeVersion } from '@aarambh/machines/schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { testEngines } from '../../harness/engines.ts';
import {
  documents,
  form,
  validApplicationFields,
  validCareerFields,
  validSubscription,
} from '../../harness/fixtures.ts';
import {
  type MemoryTransport,
  type TestApp,
  createTestApp,
  memoryTransport,
  storedId,
} from '../../harness/testApp.ts';

const engines = testEngines('consent_language');

describe.each(engines)('the language of a consent record (%s)', (_name, engine) => {
  let t: TestApp;
  let mail: MemoryTransport;
  afterEach(async () => t.close());

  async function open() {
    const storage = await engine.open();
    mail = memoryTransport();
    t = await createTestApp(mail, storage ? { storage } : {});
  }

  const apply = (fields: Record<string, string>) =>
    t.app.request('/api/application', { method: 'POST', body: form(fields) });
  const applyForJob = (fields: Record<string, string>) =>
    t.app.request('/api/career', {
      method: 'POST',
      body: form(fields, { content: documents.pdf(), name: 'cv.pdf', type: 'application/pdf' }),
    });
  const subscribe = (body: Record<string, unknown>) =>
    t.app.request('/api/subscription/subscribe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  /** Each row's language and version, with the answer's submission. */
  async function recorded(response: Response) {
    expect(response.status).toBe(201);
    const id = await storedId(t, await response.json());
    return (await t.storage.consentsOf(id)).map(({ purpose, language, noticeVersion }) => ({
      purpose,
      language,
      noticeVersion,
    }));
  }

  it("records a Hindi application's consents in Hindi under the Hindi notice's version, an English one's in English", async () => {
    await open();
    const hindi = await shownNoticeVersion('internship', 'hi');
    const english = await currentNoticeVersion('internship');
    expect(hindi).toEqual({ language: 'hi', noticeVersion: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(hindi.noticeVersion).not.toBe(english);

    const inHindi = await recorded(
      await apply({
        ...validApplicationFields(),
        language: 'hi',
        consentUpdates: 'true',
        // What a client says of the notice is never read.
        noticeVersion: english,
        noticeLanguage: 'en',
      }),
    );
    expect(inHindi).toEqual(
      expect.arrayContaining([
        { purpose: 'application', language: 'hi', noticeVersion: hindi.noticeVersion },
        { purpose: 'updates', language: 'hi', noticeVersion: hindi.noticeVersion },
      ]),
    );
    expect(inHindi).toHaveLength(2);

    const inEnglish = await recorded(
      await apply({ ...validApplicationFields(), email: 'meera@example.com', noticeLanguage: 'hi' }),
    );
    expect(inEnglish.map(({ language, noticeVersion }) => ({ language, noticeVersion }))).toEqual([
      { language: 'en', noticeVersion: english },
      { language: 'en', noticeVersion: english },
    ]);
  });

  it("records a Hindi job application's and a Hindi subscription's consents under their Hindi notices", async () => {
    await open();
    const job = await shownNoticeVersion('job', 'hi');
    expect(await recorded(await applyForJob({ ...validCareerFields(), language: 'hi' }))).toEqual(
      expect.arrayContaining([{ purpose: 'application', language: 'hi', noticeVersion: job.noticeVersion }]),
    );
    const subscription = await shownNoticeVersion('subscribe', 'hi');
    expect(await recorded(await subscribe({ ...validSubscription(), language: 'hi' }))).toEqual([
      { purpose: 'updates', language: 'hi', noticeVersion: subscription.noticeVersion },
    ]);
  });

  it.each(['fr', 'HI', 'hi-IN', ''])(
    'refuses a submission in the unknown language %j, and stores nothing',
    async (language) => {
      await open();
      expect((await apply({ ...validApplicationFields(), language })).status).toBe(400);
      expect((await subscribe({ ...validSubscription(), language })).status).toBe(400);
      expect(await t.storage.list('application', new Date(0), new Date(Date.now() + 60_000))).toEqual([]);
      expect(await t.storage.list('subscription', new Date(0), new Date(Date.now() + 60_000))).toEqual([]);
    },
  );

  it("records the withdrawal of a Hindi consent in Hindi, under the Hindi notice's version", async () => {
    await open();
    const response = await apply({ ...validApplicationFields(), language: 'hi' });
    const id = await storedId(t, await response.json());
    await t.outbox.settled();
    const token = /\/api\/privacy\/withdraw\?token=([A-Za-z0-9_.-]+)/.exec(
      mail.sent.map((message) => message.text).join('\n'),
    )?.[1];
    expect(token).toBeDefined();
    const withdrawn = await t.app.request(`/api/privacy/withdraw?token=${token}`, { method: 'POST' });
    expect(withdrawn.status).toBe(200);
    const { noticeVersion } = await shownNoticeVersion('internship', 'hi');
    const rows = (await t.storage.consentsOf(id)).filter((row) => row.purpose === 'application');
    expect(rows.map(({ granted, language, channel }) => ({ granted, language, channel }))).toEqual([
      { granted: true, language: 'hi', channel: 'web' },
      { granted: false, language: 'hi', channel: 'email-link' },
    ]);
    expect(rows[1]!.noticeVersion).toBe(noticeVersion);
  });
});
