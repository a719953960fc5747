// Age before a paid programme: an application from someone under 18 is held whole until the
// guardian it names confirms from their own mailbox, and every way around that is refused.
import { guardianCalls, guardianMessages, guardianPages } from '@aarambh/machines/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { documents, form, programme, validApplicationFields } from '../../harness/fixtures.ts';
import { TestClock, sameOriginHeaders } from '../../harness/staffClient.ts';
import { type TestApp, createTestApp, memoryTransport, testMailSettings } from '../../harness/testApp.ts';
import { statusToken, withdrawToken } from '../mail/links.ts';
import { retentionRules } from '../records.ts';

const clock = new TestClock();
let t: TestApp;
const mail = memoryTransport();
const secret = testMailSettings.links.secret;

beforeEach(async () => {
  mail.sent.length = 0;
  t = await createTestApp(mail, { console: { now: clock.now } });
});
afterEach(async () => {
  await t.close();
});

const COVER_LETTER = 'My cover letter says things only the team should read, about my projects.';

/** An application to a paid programme from someone under 18, naming `guardianEmail`. */
const minorFields = (fields: Record<string, string> = {}) => ({
  ...validApplicationFields(),
  transactionId: '',
  paymentDone: 'false',
  coverLetter: COVER_LETTER,
  age: 'minor',
  guardianName: 'Meera Rao',
  guardianEmail: 'meera.rao@example.com',
  guardianDeclaration: 'true',
  ...fields,
});

const apply = (fields: Record<string, string>) =>
  t.app.request('/api/application', {
    method: 'POST',
    body: form(fields, { content: documents.pdf(), name: 'asha.pdf', type: 'application/pdf' }),
  });

async function mailTo(to: string) {
  await t.outbox.settled();
  return mail.sent.filter((message) => message.to === to);
}

/** The token of the guardian's link in the last mail to `to`. */
async function guardianToken(to = 'meera.rao@example.com'): Promise<string> {
  const sent = await mailTo(to);
  const match = /https:\/\/aarambhlabs\.example\/api\/guardian\/confirm\?token=([A-Za-z0-9_.-]+)/.exec(
    sent.at(-1)?.text ?? '',
  );
  if (!match) throw new Error('no guardian link in the mail');
  return match[1]!;
}

const confirm = (token: string) =>
  t.app.request(`${guardianCalls.confirm.path}?token=${token}`, {
    method: 'POST',
    headers: sameOriginHeaders,
  });

const applicationsOf = async (email: string) => (await t.storage.heldAbout(email)).submissions;

describe('an application from someone under 18', () => {
  it('is held, not stored: the guardian alone is mailed, with the applicant’s name and the catalogue’s title and nothing else typed', async () => {
    const answer = await apply(minorFields());
    expect(answer.status).toBe(202);
    const body = await answer.text();
    expect(JSON.parse(body)).toEqual({ success: true, held: true, message: guardianMessages.held });
    expect(body).not.toContain('token');
    expect(await applicationsOf('asha.rao@example.com')).toEqual([]);
    const [request, ...others] = await mailTo('meera.rao@example.com');
    expect(others).toEqual([]);
    expect(mail.sent).toHaveLength(1);
    expect(request!.text).toContain('Asha Rao');
    expect(request!.text).toContain(programme.title);
    for (const typed of [COVER_LETTER, 'asha.rao@example.com', '9876543210', 'Delhi', 'Meera'])
      expect(request!.text).not.toContain(typed);
    expect(request!.attachments ?? []).toEqual([]);
  });

  it('writes to the guardian in Hindi for an application made on a Hindi page, its link opening the Hindi page and no other', async () => {
    expect((await apply(minorFields({ language: 'hi' }))).status).toBe(202);
    const [request] = await mailTo('meera.rao@example.com');
    expect(request!.html).toContain('<html lang="hi">');
    expect(request!.text).toContain('माता-पिता या अभिभावक की सहमति');
    expect(request!.text).toContain(programme.title);
    expect(request!.text).not.toContain(COVER_LETTER);
    const url = new URL(/https:\/\/\S+\/api\/guardian\/confirm\?\S+/.exec(request!.text)![0]);
    expect(url.searchParams.get('lang')).toBe('hi');
    const token = url.searchParams.get('token');
    const opened = await t.app.request(url.pathname + url.search);
    expect(opened.headers.get('location')).toBe(`${guardianPages.hi}?token=${token}`);
    // Only a language the site has picks the page: nothing else in the link reaches the address.
    for (const lang of ['en', 'xx', '//evil.example', 'hi/../../evil']) {
      url.searchParams.set('lang', lang);
      const elsewhere = await t.app.request(url.pathname + url.search);
      expect(elsewhere.headers.get('location')).toBe(`${guardianPages.en}?token=${token}`);
    }
    // The applicant's own mail, once the guardian confirms, is in Hindi too.
    expect((await confirm(token!)).status).toBe(200);
    const [applicantMail] = await mailTo('asha.rao@example.com');
    expect(applicantMail!.html).toContain('<html lang="hi">');
  });

  it('becomes a submission, with its resume, only when the guardian confirms; the link’s GET changes nothing and a second press stores nothing more', async () => {
    await apply(minorFields());
    const token = await guardianToken();
    const opened = await t.app.request(`${guardianCalls.confirm.path}?token=${token}`);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`${guardianPages.en}?token=${token}`);
    expect(await applicationsOf('asha.rao@example.com')).toEqual([]);

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ success: true, message: guardianMessages.confirmed });
    const [stored] = await applicationsOf('asha.rao@example.com');
    expect(stored!.data).toMatchObject({ age: 'minor', guardianName: 'Meera Rao', transactionId: '' });
    expect(stored!.file).toMatchObject({ originalName: 'asha.pdf', mediaType: 'application/pdf' });
    expect(t.uploads()).toContain(stored!.file!.storedName);
    expect((await mailTo('asha.rao@example.com')).map((m) => m.subject).join()).toMatch(/application/i);
    const consentId = token.split('.')[0]!;
    expect(await t.storage.console.guardianConsent(consentId)).toMatchObject({
      submissionId: stored!.id,
      held: null,
      confirmedAt: clock.now().toISOString(),
    });

    // Replay: the same link again answers alike and stores no second application.
    expect((await confirm(token)).status).toBe(200);
    expect(await applicationsOf('asha.rao@example.com')).toHaveLength(1);
  });

  it('answers a repeat under the same Idempotency-Key as the first, before and after the guardian confirms, holding and mailing nothing twice', async () => {
    const keyed = (fields: Record<string, string>, key: string) =>
      t.app.request('/api/application', {
        method: 'POST',
        headers: { 'Idempotency-Key': key },
        body: form(fields, { content: documents.pdf(), name: 'asha.pdf', type: 'application/pdf' }),
      });
    const first = await keyed(minorFields(), 'retry-1');
    expect(first.status).toBe(202);
    const firstBody = await first.text();
    const again = await keyed(minorFields(), 'retry-1');
    expect(again.status).toBe(202);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.text()).toBe(firstBody);
    // Two at once: one hold between them.
    const both = await Promise.all([keyed(minorFields(), 'retry-1'), keyed(minorFields(), 'retry-1')]);
    expect(both.map((response) => response.status)).toEqual([202, 202]);
    expect(await t.storage.console.guardianConsentsOf('asha.rao@example.com')).toHaveLength(1);
    expect(await mailTo('meera.rao@example.com')).toHaveLength(1);

    expect((await confirm(await guardianToken())).status).toBe(200);
    const after = await keyed(minorFields(), 'retry-1');
    expect(after.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await applicationsOf('asha.rao@example.com')).toHaveLength(1);
    // Confirmed: no longer held, a submission now.
    expect(await t.storage.console.guardianConsentsOf('asha.rao@example.com')).toEqual([]);

    // The same key with another request (someone else's, or changed) replays nothing of the first.
    const other = await keyed(
      minorFields({ email: 'kiran@example.com', guardianEmail: 'sunil@example.com' }),
      'retry-1',
    );
    expect(other.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await t.storage.console.guardianConsentsOf('kiran@example.com')).toHaveLength(1);
    expect(await mailTo('sunil@example.com')).toHaveLength(1);
  });

  it('answers a filled honeypot replayed under its key as a held application is replayed, holding and mailing nothing', async () => {
    const send = () =>
      t.app.request('/api/application', {
        method: 'POST',
        headers: { 'Idempotency-Key': 'bot-1' },
        body: form({ ...minorFields(), 'bot-field': 'http://spam.example' }),
      });
    const first = await send();
    expect(first.status).toBe(202);
    const again = await send();
    expect(again.status).toBe(202);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.text()).toBe(await first.text());
    expect(await t.storage.console.guardianConsentsOf('asha.rao@example.com')).toEqual([]);
    expect(await mailTo('meera.rao@example.com')).toEqual([]);
  });

  it('refuses a forged or altered link, a link signed for another purpose, one for another application, and an expired one', async () => {
    await apply(minorFields());
    const token = await guardianToken();
    await apply(minorFields({ email: 'ravi.rao@example.com', guardianEmail: 'sunil.rao@example.com' }));
    const other = await guardianToken('sunil.rao@example.com');
    const [consentId, expires, signature] = token.split('.') as [string, string, string];
    const future = new Date(clock.now().getTime() + 86_400_000);

    expect((await confirm(`${consentId}.9999999999.forged`)).status).toBe(400);
    expect((await confirm(`${consentId}.${Number(expires) + 86_400}.${signature}`)).status).toBe(400);
    // The applicant's own links (a status or withdraw link) never pass for the guardian's, even for its id.
    expect((await confirm(statusToken(secret, consentId, future))).status).toBe(400);
    expect((await confirm(statusToken(secret, consentId, future, false))).status).toBe(400);
    expect((await confirm(withdrawToken(secret, consentId, 'application', future))).status).toBe(400);
    // Another application's signature on this one's id.
    expect((await confirm(`${consentId}.${expires}.${other.split('.')[2]}`)).status).toBe(400);
    expect(await applicationsOf('asha.rao@example.com')).toEqual([]);

    clock.advance(7 * 86_400_000 + 1000);
    expect((await confirm(token)).status).toBe(410);
    expect(await applicationsOf('asha.rao@example.com')).toEqual([]);
  });

  it('is held all the same when it claims a guardian already confirmed or leaves the age out', async () => {
    const claimed = await apply(
      minorFields({ guardianConfirmed: 'true', confirmedAt: clock.now().toISOString(), held: 'false' }),
    );
    expect(claimed.status).toBe(202);
    expect(await applicationsOf('asha.rao@example.com')).toEqual([]);
    const { age: _age, ...withoutAge } = minorFields();
    const refused = await apply(withoutAge);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ errors: { age: guardianMessages.age } });
    const own = await apply(minorFields({ guardianEmail: 'Asha.Rao@example.com' }));
    expect(own.status).toBe(400);
    expect(await applicationsOf('asha.rao@example.com')).toEqual([]);
  });

  it('mails one guardian at most the hourly confirmations of an address, answering alike past the cap', async () => {
    for (let n = 0; n < testMailSettings.confirmationsPerAddressPerHour + 2; n += 1)
      expect((await apply(minorFields({ email: `asha.${n}@example.com` }))).status).toBe(202);
    expect(await mailTo('meera.rao@example.com')).toHaveLength(
      testMailSettings.confirmationsPerAddressPerHour,
    );
  });

  it('goes with its guardian’s consent and mail when it expires unconfirmed (the retention sweep)', async () => {
    await apply(minorFields());
    const consentId = (await guardianToken()).split('.')[0]!;
    expect((await t.storage.console.sweep(retentionRules(clock.now()).console)).heldApplications).toBe(0);
    const later = new Date(clock.now().getTime() + 7 * 86_400_000 + 1000);
    expect((await t.storage.console.sweep(retentionRules(later).console)).heldApplications).toBe(1);
    expect(await t.storage.console.guardianConsent(consentId)).toBeUndefined();
  });
});
