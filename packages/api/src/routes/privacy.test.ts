// Privacy requests from the site's form to the console's queue: the same answer for every address,
// nothing acts until the address confirms from its own mailbox, only admins see the queue, and the
// access summary and the erasure (dry run first) build on the data request's export and erasure.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { privacyMessagesHindi, privacyRequestTypeLabelsHindi } from '@aarambh/machines/hindi';
import { privacyCalls, privacyMessages, privacyRequestPages } from '@aarambh/machines/schemas';
import { describe, expect, it } from 'vitest';
import {
  documents,
  form,
  programme,
  validApplicationFields,
  validCareerFields,
} from '../../harness/fixtures.ts';
import { callPath, sameOriginHeaders, consoleForEachTest } from '../../harness/staffClient.ts';
import { storedId, testMailSettings } from '../../harness/testApp.ts';
import { copyName } from '../mail/copies.ts';
import { PRIVACY_LINK_VALID_MS } from '../mail/links.ts';

const t = consoleForEachTest();
const { clock, staff } = t;

/** A job application with a resume from `email`. */
async function apply(email: string) {
  const response = await t.app.request('/api/career', {
    method: 'POST',
    body: form(
      { ...validCareerFields(), email },
      { content: documents.pdf(), name: 'cv.pdf', type: 'application/pdf' },
    ),
  });
  expect(response.status).toBe(201);
  return storedId(t, await response.json());
}

function request(body: Record<string, unknown>) {
  return t.app.request(privacyCalls.request.path, {
    method: 'POST',
    headers: { ...sameOriginHeaders, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Every mail sent so far to `to`, once the outbox has sent what is waiting. */
async function mailTo(to: string) {
  await t.outbox.settled();
  return t.mail.sent.filter((message) => message.to === to);
}

const linkIn = (text: string) => {
  const match = /https:\/\/aarambhlabs\.example\/api\/privacy\/confirm\?token=([A-Za-z0-9_.-]+)/.exec(text);
  if (!match) throw new Error('no confirmation link in the mail');
  return match[1]!;
};

const confirm = (token: string) =>
  t.app.request(`${privacyCalls.confirm.path}?token=${token}`, {
    method: 'POST',
    headers: sameOriginHeaders,
  });

async function queue(admin = t.admin) {
  const response = await admin.get(callPath('privacyRequests'));
  expect(response.status).toBe(200);
  return (
    (await response.json()) as { requests: { id: string; type: string; dueAt: string; overdue: boolean }[] }
  ).requests;
}

describe('the privacy request form', () => {
  it('answers alike for a known and an unknown address, and mails each the same confirmation', async () => {
    await apply('asha@example.com');
    const answers = [];
    for (const email of ['asha@example.com', 'nobody@example.com']) {
      const response = await request({ type: 'access', email, reference: '', details: '' });
      answers.push({ status: response.status, body: await response.text() });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(JSON.parse(answers[0]!.body).message).toBe(privacyMessages.sent);
    const [known] = await mailTo('asha@example.com').then((sent) =>
      sent.filter((m) => m.subject.includes('privacy')),
    );
    const [unknown] = await mailTo('nobody@example.com');
    expect(known!.subject).toBe(unknown!.subject);
    expect(known!.text.replace(linkIn(known!.text), '')).toBe(
      unknown!.text.replace(linkIn(unknown!.text), ''),
    );
  });

  it("acts on nothing for someone else's address until that address confirms from its own mail", async () => {
    await apply('asha@example.com');
    const asked = await request({ type: 'erasure', email: 'asha@example.com', details: 'Erase everything' });
    expect(asked.status).toBe(200);
    // Not confirmed: not in the queue, and the console cannot act on it.
    expect(await queue()).toEqual([]);
    const [pending] = await t.storage.console
      .privacyRequests()
      .then(async () =>
        (await t.storage.heldAbout('asha@example.com')).mails.filter(
          (m) => m.template === 'privacy-confirmation',
        ),
      );
    const id = pending!.privacyRequestId!;
    for (const call of ['privacyAccess', 'privacyClose'] as const)
      expect((await t.admin.post(callPath(call), { id })).status).toBe(404);
    expect((await t.admin.post(callPath('privacyErase'), { id, dryRun: false })).status).toBe(404);
    expect((await t.storage.heldAbout('asha@example.com')).submissions).toHaveLength(1);

    // A forged or altered link confirms nothing; neither does an expired one.
    const token = linkIn((await mailTo('asha@example.com')).find((m) => m.subject.includes('privacy'))!.text);
    expect((await confirm(`${id}.9999999999.forged`)).status).toBe(400);
    expect((await confirm(token.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')))).status).toBe(400);
    clock.advance(PRIVACY_LINK_VALID_MS + 1000);
    expect((await confirm(token)).status).toBe(410);
    expect(await t.storage.console.privacyRequests()).toEqual([]);
  });

  it('confirms from the mailed link: the request enters the queue due 30 days on, overdue after', async () => {
    const asked = await request({ type: 'access', email: 'Asha@Example.com', reference: '' });
    expect(asked.status).toBe(200);
    const [sent] = await mailTo('asha@example.com');
    const token = linkIn(sent!.text);
    // The link's GET changes nothing: it opens the site's page, whose button POSTs.
    const opened = await t.app.request(`${privacyCalls.confirm.path}?token=${token}`);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`${privacyRequestPages.en.confirm}?token=${token}`);
    expect(await queue()).toEqual([]);
    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    const due = new Date(clock.now().getTime() + 30 * 86_400_000).toISOString();
    expect(await confirmed.json()).toMatchObject({ dueAt: due });
    expect((await confirm(token)).status).toBe(200);
    expect(await queue()).toMatchObject([{ type: 'access', dueAt: due, overdue: false }]);
    clock.advance(31 * 86_400_000);
    // A month on, the first session has ended: the admin signs in again.
    const signedInAgain = (await staff.signIn(t.admin)).member!;
    expect(await queue(signedInAgain)).toMatchObject([{ overdue: true }]);
  });

  it('writes the confirmation of a request made in Hindi in Hindi, its link opening the Hindi page and no other', async () => {
    const asked = await request({
      type: 'correction',
      email: 'asha@example.com',
      details: 'नाम गलत है',
      language: 'hi',
    });
    expect(asked.status).toBe(200);
    const [sent] = await mailTo('asha@example.com');
    expect(sent!.subject).toContain(privacyRequestTypeLabelsHindi.correction.label.text);
    expect(sent!.html).toContain('<html lang="hi">');
    expect(sent!.html).toContain('&amp;lang=hi');
    // The request's own words are never repeated in the mail, in either language.
    expect(sent!.text).not.toContain('नाम गलत है');
    const token = linkIn(sent!.text);
    const url = new URL(/https:\/\/\S+\/api\/privacy\/confirm\?\S+/.exec(sent!.text)![0]);
    expect(url.searchParams.get('lang')).toBe('hi');
    const opened = await t.app.request(url.pathname + url.search);
    expect(opened.headers.get('location')).toBe(`${privacyRequestPages.hi.confirm}?token=${token}`);
    // Only a language the site has picks the page: nothing else in the link reaches the address.
    for (const lang of ['en', 'xx', '//evil.example', 'hi/../../evil']) {
      url.searchParams.set('lang', lang);
      const elsewhere = await t.app.request(url.pathname + url.search);
      expect(elsewhere.headers.get('location')).toBe(`${privacyRequestPages.en.confirm}?token=${token}`);
    }
    // The console shows the language the request was made in: the one to answer in.
    expect((await confirm(token)).status).toBe(200);
    expect(await queue()).toMatchObject([{ type: 'correction', language: 'hi' }]);
    expect(privacyMessagesHindi.sent.text).not.toBe(privacyMessages.sent);
  });

  it('refuses a language the site does not have, and writes a request without one in English', async () => {
    const refused = await request({ type: 'access', email: 'asha@example.com', language: 'fr' });
    expect(refused.status).toBe(400);
    expect((await request({ type: 'access', email: 'ravi@example.com' })).status).toBe(200);
    const [sent] = await mailTo('ravi@example.com');
    expect(sent!.html).toContain('<html lang="en">');
    expect(sent!.text).not.toContain('lang=');
  });

  it('mails an address at most its hourly confirmations: past the cap it answers the same and mails nothing', async () => {
    const answers = new Set<string>();
    for (let asked = 0; asked < 7; asked += 1) {
      const response = await request({ type: 'access', email: 'asha@example.com' });
      answers.add(`${response.status} ${await response.text()}`);
    }
    expect(answers.size).toBe(1);
    expect(await mailTo('asha@example.com')).toHaveLength(testMailSettings.confirmationsPerAddressPerHour);
  });

  it('says what is wrong with a malformed request', async () => {
    const response = await request({ type: 'correction', email: 'not an address', reference: 'AL-XXXX' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toEqual({
      email: privacyMessages.email.invalid,
      reference: privacyMessages.reference,
    });
    expect(t.mail.sent).toEqual([]);
  });
});

describe("the console's privacy requests queue", () => {
  /** A request of `type` about `email`, confirmed from its mail; answers its id. */
  async function confirmed(type: string, email: string) {
    expect((await request({ type, email, details: 'as asked' })).status).toBe(200);
    const sent = (await mailTo(email)).filter((m) => m.subject.includes('privacy')).at(-1)!;
    expect((await confirm(linkIn(sent.text))).status).toBe(200);
    return (await queue()).at(-1)!.id;
  }

  it('is for admins only: a reviewer gets 403 from every call', async () => {
    const id = await confirmed('access', 'asha@example.com');
    expect((await t.reviewer.get(callPath('privacyRequests'))).status).toBe(403);
    for (const call of ['privacyAccess', 'privacyClose'] as const)
      expect((await t.reviewer.post(callPath(call), { id })).status).toBe(403);
    expect((await t.reviewer.post(callPath('privacyErase'), { id, dryRun: true })).status).toBe(403);
    expect((await t.app.request(callPath('privacyRequests'))).status).toBe(401);
  });

  it('answers access with a summary: the submissions, what for, the processors and when each will be erased', async () => {
    await apply('asha@example.com');
    const id = await confirmed('access', 'asha@example.com');
    const response = await t.admin.post(callPath('privacyAccess'), { id });
    expect(response.status).toBe(200);
    const summary = await response.json();
    expect(summary.submissions).toMatchObject([
      { kind: 'career', purpose: expect.stringContaining('job application'), resume: 'cv.pdf' },
    ]);
    expect(summary.submissions[0].fields).toContainEqual({ name: 'Email', value: 'asha@example.com' });
    // An application not yet decided is kept 7 years from when it was sent.
    expect(summary.submissions[0].erasedBy.slice(0, 4)).toBe(String(new Date().getUTCFullYear() + 7));
    expect(summary.processors.map((p: { name: string }) => p.name)).toEqual([
      expect.stringContaining('e-mail delivery'),
      expect.stringContaining('hosting'),
    ]);
    const line = (await t.storage.console.auditLog({ limit: 1 }))[0]!;
    expect(line).toMatchObject({ action: 'privacy-access', target: `privacy-request:${id}` });
    expect(JSON.stringify(line)).not.toContain('asha');
  });

  it('erases after a dry run: the rows, the resume file and the outbox copies, then closes the request', async () => {
    await apply('asha@example.com');
    await apply('meera@example.com');
    const id = await confirmed('erasure', 'asha@example.com');
    // The .eml copies the file transport would have written of every mail to or about the address.
    const outboxDir = path.join(t.dataDir, 'outbox');
    mkdirSync(outboxDir, { recursive: true });
    const held = await t.storage.heldAbout('asha@example.com');
    for (const entry of held.mails)
      writeFileSync(path.join(outboxDir, copyName(entry.id, clock.now())), 'copy');
    const resumes = t.uploads();
    expect(resumes).toHaveLength(2);

    const dry = await t.admin.post(callPath('privacyErase'), { id, dryRun: true });
    expect(dry.status).toBe(200);
    const plan = await dry.json();
    expect(plan).toMatchObject({ submissions: [{ kind: 'career' }], files: ['cv.pdf'], done: false });
    expect(plan.mails).toBe(held.mails.length);
    expect(plan.mailCopies).toHaveLength(held.mails.length);
    // The dry run deleted nothing.
    expect((await t.storage.heldAbout('asha@example.com')).submissions).toHaveLength(1);
    expect(t.uploads()).toEqual(resumes);

    const done = await t.admin.post(callPath('privacyErase'), { id, dryRun: false });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ ...plan, done: true });
    expect(await t.storage.heldAbout('asha@example.com')).toMatchObject({ submissions: [], mails: [] });
    expect(t.uploads()).toHaveLength(1);
    expect(readdirSync(outboxDir)).toEqual([]);
    expect((await t.storage.heldAbout('meera@example.com')).submissions).toHaveLength(1);
    expect(await t.storage.console.privacyRequest(id)).toMatchObject({ status: 'closed', email: null });
    expect((await t.admin.post(callPath('privacyErase'), { id, dryRun: false })).status).toBe(409);
    const lines = await t.storage.console.auditLog({ limit: 3 });
    expect(lines.map((line) => line.action)).toEqual(['privacy-close', 'data-erase', 'privacy-erase']);
    expect(JSON.stringify(lines)).not.toContain('asha');
  });

  it("applies a correction to the address's own submission, with its history and an audit line without the values", async () => {
    const applied = await apply('asha@example.com');
    const other = await apply('meera@example.com');
    const reference = (await t.storage.get(applied))!.reference;
    const id = await confirmed('correction', 'asha@example.com');
    const correct = (body: Record<string, string>) =>
      t.admin.post(callPath('privacyCorrect'), { id, ...body });
    // Only the address's own submissions, only a text field it has, never its address.
    const othersReference = (await t.storage.get(other))!.reference;
    expect((await correct({ reference: othersReference, field: 'firstName', value: 'Mira' })).status).toBe(
      404,
    );
    expect((await correct({ reference, field: 'nickname', value: 'Ash' })).status).toBe(404);
    expect((await correct({ reference, field: 'email', value: 'x@example.com' })).status).toBe(400);
    expect((await correct({ reference, field: 'First name', value: 'Aasha' })).status).toBe(200);
    expect((await t.storage.get(applied))!.data.firstName).toBe('Aasha');
    expect((await t.storage.get(other))!.data.firstName).not.toBe('Aasha');
    const history = await t.storage.console.events(applied);
    expect(history.at(-1)).toMatchObject({
      type: 'note',
      note: expect.stringContaining('firstName was “Kiran”, now “Aasha”'),
      staffEmail: 'lead@aarambhlabs.example',
    });
    const line = (await t.storage.console.auditLog({ limit: 1 }))[0]!;
    expect(line).toMatchObject({ action: 'privacy-correct', detail: { field: 'firstName', request: id } });
    expect(JSON.stringify(line)).not.toContain('Aasha');
  });

  it('erases only on an erasure request', async () => {
    const id = await confirmed('access', 'asha@example.com');
    expect((await t.admin.post(callPath('privacyErase'), { id, dryRun: true })).status).toBe(409);
  });

  describe('applications held for a guardian (under 18)', () => {
    /** An application from someone under 18 with a resume, held for `guardianEmail`. */
    async function holdFor(email: string, guardianEmail: string) {
      const response = await t.app.request('/api/application', {
        method: 'POST',
        body: form(
          {
            ...validApplicationFields(),
            email,
            transactionId: '',
            paymentDone: 'false',
            age: 'minor',
            guardianName: 'Meera Rao',
            guardianEmail,
            guardianDeclaration: 'true',
          },
          { content: documents.pdf(), name: 'asha-minor.pdf', type: 'application/pdf' },
        ),
      });
      expect(response.status).toBe(202);
      await t.outbox.settled();
    }

    /** The open request of `email`, confirmed: the queue lists others due the same day in any order. */
    async function confirmedFor(type: string, email: string) {
      await confirmed(type, email);
      const requests = (await queue()) as unknown as { id: string; email: string | null }[];
      return requests.find((candidate) => candidate.email === email)!.id;
    }

    it('lists them in the access summary: the whole hold for its applicant, their own part for the guardian', async () => {
      await holdFor('asha@example.com', 'meera.rao@example.com');
      await holdFor('kiran@example.com', 'other.guardian@example.com');
      const asApplicant = await (
        await t.admin.post(callPath('privacyAccess'), {
          id: await confirmedFor('access', 'asha@example.com'),
        })
      ).json();
      expect(asApplicant.submissions).toEqual([]);
      expect(asApplicant.held).toHaveLength(1);
      expect(asApplicant.held[0]).toMatchObject({
        role: 'applicant',
        programme: programme.title,
        status: expect.stringContaining('Waiting'),
        resume: 'asha-minor.pdf',
      });
      expect(asApplicant.held[0].fields).toContainEqual({ name: 'Email', value: 'asha@example.com' });
      expect(asApplicant.held[0].fields).toContainEqual({ name: 'Guardian name', value: 'Meera Rao' });
      // Erased when the guardian's link expires, 7 days on.
      expect(Date.parse(asApplicant.held[0].erasedBy) - Date.now()).toBeGreaterThan(6 * 86_400_000);
      expect(JSON.stringify(asApplicant)).not.toContain('kiran');

      const asGuardian = await (
        await t.admin.post(callPath('privacyAccess'), {
          id: await confirmedFor('access', 'meera.rao@example.com'),
        })
      ).json();
      expect(asGuardian.held).toHaveLength(1);
      expect(asGuardian.held[0]).toMatchObject({ role: 'guardian', resume: null });
      expect(asGuardian.held[0].fields).toEqual([
        { name: 'Parent or guardian', value: 'Meera Rao' },
        { name: 'Their e-mail address', value: 'meera.rao@example.com' },
      ]);
      // The guardian's summary holds none of the applicant's own answers.
      expect(JSON.stringify(asGuardian.held)).not.toContain('asha@example.com');
    });

    it("erases them after a dry run: the hold with its resume's bytes, the guardian's consent, its mail and the mail's copy", async () => {
      await holdFor('asha@example.com', 'meera.rao@example.com');
      await holdFor('kiran@example.com', 'other.guardian@example.com');
      const mine = (await t.storage.console.guardianConsentsOf('asha@example.com'))[0]!;
      const other = (await t.storage.console.guardianConsentsOf('kiran@example.com'))[0]!;
      expect(mine.mailIds).toHaveLength(1);
      const outboxDir = path.join(t.dataDir, 'outbox');
      mkdirSync(outboxDir, { recursive: true });
      writeFileSync(path.join(outboxDir, copyName(mine.mailIds[0]!, clock.now())), 'copy');
      const id = await confirmed('erasure', 'asha@example.com');

      const plan = await (await t.admin.post(callPath('privacyErase'), { id, dryRun: true })).json();
      expect(plan).toMatchObject({
        submissions: [],
        held: [{ role: 'applicant' }],
        files: ['asha-minor.pdf'],
        done: false,
      });
      expect(plan.mailCopies).toEqual([copyName(mine.mailIds[0]!, clock.now())]);
      expect(await t.storage.console.guardianConsent(mine.consent.id)).toBeDefined();

      const done = await t.admin.post(callPath('privacyErase'), { id, dryRun: false });
      expect(await done.json()).toMatchObject({ ...plan, done: true });
      expect(await t.storage.console.guardianConsent(mine.consent.id)).toBeUndefined();
      expect(await t.storage.console.guardianConsentsOf('asha@example.com')).toEqual([]);
      expect(await t.storage.console.guardianConsentsOf('meera.rao@example.com')).toEqual([]);
      expect(await t.storage.heldAbout('meera.rao@example.com')).toMatchObject({ mails: [] });
      expect(readdirSync(outboxDir)).toEqual([]);
      // Someone else's hold is untouched, resume bytes and all.
      expect((await t.storage.console.guardianConsent(other.consent.id))?.held?.fileContent).toBeTruthy();
      const lines = await t.storage.console.auditLog({ limit: 3 });
      expect(JSON.stringify(lines)).not.toMatch(/asha|meera/);
    });

    it("lists a guardian's confirmation with its programme, kept with the application it allowed", async () => {
      await holdFor('asha@example.com', 'meera.rao@example.com');
      const [request] = await mailTo('meera.rao@example.com');
      const token = /\/api\/guardian\/confirm\?token=([A-Za-z0-9_.-]+)/.exec(request!.text)![1]!;
      const answer = await t.app.request(`/api/guardian/confirm?token=${token}`, {
        method: 'POST',
        headers: sameOriginHeaders,
      });
      expect(answer.status).toBe(200);
      const summary = await (
        await t.admin.post(callPath('privacyAccess'), {
          id: await confirmed('access', 'meera.rao@example.com'),
        })
      ).json();
      expect(summary.held).toEqual([
        expect.objectContaining({
          role: 'guardian',
          programme: programme.title,
          status: expect.stringContaining('Confirmed by the parent or guardian'),
          erasedBy: null,
        }),
      ]);
    });

    it("erases a hold from the guardian's own erasure request too", async () => {
      await holdFor('asha@example.com', 'meera.rao@example.com');
      const id = await confirmed('erasure', 'meera.rao@example.com');
      const plan = await (await t.admin.post(callPath('privacyErase'), { id, dryRun: true })).json();
      expect(plan.held).toEqual([{ role: 'guardian', createdAt: expect.any(String) }]);
      await t.admin.post(callPath('privacyErase'), { id, dryRun: false });
      expect(await t.storage.console.guardianConsentsOf('asha@example.com')).toEqual([]);
    });
  });
});
