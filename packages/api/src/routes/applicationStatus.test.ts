// The applicant's status page and its calls, with a stand-in for the built site's renderer (the
// end-to-end tests render the real one): what a link opens, what it never opens, withdrawing, the
// status e-mails staff changes cause, and a lost link asked for again.
import { readWithdrawToken } from '../mail/links.ts';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { applicationStatusMessages, createSubmissionReference } from '@aarambh/machines/schemas';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestApp,
  memoryTransport,
  type MemoryTransport,
  type TestApp,
  testMailSettings,
  storedId,
} from '../../harness/testApp.ts';
import {
  form,
  interviewSlots,
  programme,
  validApplicationFields,
  validCareerFields,
  documents,
} from '../../harness/fixtures.ts';
import { miniSite, renderedData } from '../../harness/miniSite.ts';
import { STATUS_LINK_VALID_MS, statusToken, unsubscribeToken } from '../mail/links.ts';
import { STATUS_MAIL_GATHER_MS } from '../storage/consoleRows.ts';
import { financialYear, receiptNumber } from '../storage/receipts.ts';

const secret = testMailSettings.links.secret;

const siteDir = miniSite([
  'application-status',
  'application-status/receipt',
  'hi/application-status',
  'hi/application-status/receipt',
]);
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

let app: TestApp;
let mail: MemoryTransport;
let clock = new Date();
beforeEach(async () => {
  clock = new Date();
  mail = memoryTransport();
  app = await createTestApp(mail, { siteDir, console: { now: () => clock } });
});
afterEach(() => app.close());

async function apply(fields = validApplicationFields(), kind: 'application' | 'career' = 'application') {
  const body =
    kind === 'career'
      ? form(fields, { content: documents.pdf(), name: 'cv.pdf', type: 'application/pdf' })
      : form(fields);
  const response = await app.app.request(`/api/${kind}`, { method: 'POST', body });
  expect(response.status).toBe(201);
  await app.outbox.settled();
  return storedId(app, await response.json());
}

/** What the applicant reads for the application with this id. */
const referenceOf = async (id: string) => (await app.storage.get(id))!.reference;

const statusLinkIn = (text: string) => {
  const match = /https:\/\/aarambhlabs\.example\/application-status\?token=([A-Za-z0-9_.-]+)/.exec(text);
  if (!match) throw new Error('no status link in the mail');
  return match[1]!;
};

/** The page a token opens, and the data it was rendered with. */
async function page(token: string, pagePath = '/application-status') {
  const response = await app.app.request(`${pagePath}?token=${encodeURIComponent(token)}`);
  const html = await response.text();
  const data = renderedData(html) as ReturnType<typeof JSON.parse>;
  return { response, html, data };
}

async function staffMember() {
  const id = randomUUID();
  await app.storage.console.inviteStaff(
    { id, email: `reviewer-${id}@aarambhlabs.example`, role: 'reviewer', at: new Date() },
    { hash: randomUUID(), expiresAt: new Date(Date.now() + 3600_000), totpSecret: 'x' },
  );
  return id;
}

const audit = (staffId: string) => ({
  at: new Date(),
  staffId,
  staffEmail: 'reviewer@aarambhlabs.example',
  action: 'stage' as const,
  target: null,
  client: '127.0.0.1',
  detail: {},
});

describe('the status link in an application confirmation', () => {
  it('opens a page rendered for it: the catalogue title, the stage and the fee, never cached or indexed', async () => {
    const id = await apply();
    const [confirmation] = mail.sent.filter((message) => message.to === 'asha.rao@example.com');
    const token = statusLinkIn(confirmation!.text);
    const { response, html, data } = await page(token);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toContain('noindex');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(data.status).toMatchObject({
      reference: await referenceOf(id),
      kind: 'application',
      stage: 'received',
      payment: { state: 'waiting', amount: 2500, checkedAt: null, reason: null },
      canWithdraw: true,
    });
    expect(data.token).toBe(token);
    // The shell's date, the new content's CSS (not the shell's again), its script's hash in the CSP.
    expect(html).toContain('data-date="2026-11-20"');
    expect(html).toContain('<style>.status{color:green}</style>');
    expect(html).not.toContain('no link');
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-[^']+'/);
    // Nothing the applicant typed but the reference's own facts: no name, phone, university or transaction id.
    for (const typed of ['Asha', 'Rao', '9876543210', 'Delhi University', 'UPI1234567890', 'asha.rao']) {
      expect(html).not.toContain(typed);
    }
  });

  it("lists the address's other applications on the link mailed to it, and none on the form's answer link", async () => {
    const response = await app.app.request('/api/application', {
      method: 'POST',
      body: form(validApplicationFields()),
    });
    const answer = await response.json();
    const first = await storedId(app, answer);
    const second = await apply(validCareerFields(), 'career');
    const secondAddress = (await app.storage.get(second))!.email!;
    // Another person's application, which neither page may show.
    await apply({ ...validApplicationFields(), email: 'someone.else@example.com' });
    // The same address as the first, in other letters: one address.
    const third = await apply({ ...validApplicationFields(), email: 'Asha.Rao@Example.com' });
    expect(secondAddress).not.toBe('asha.rao@example.com');

    const mailed = statusToken(secret, first, new Date(Date.now() + STATUS_LINK_VALID_MS));
    const { data } = await page(mailed);
    expect(data.others.map((other: { status: { reference: string } }) => other.status.reference)).toEqual([
      await referenceOf(third),
    ]);
    // Each with a mailed link of its own, which opens that application.
    const opened = await page(data.others[0].token);
    expect(opened.data.status.reference).toBe(await referenceOf(third));
    expect(
      opened.data.others.map((other: { status: { reference: string } }) => other.status.reference),
    ).toEqual([await referenceOf(first)]);

    // The form's answer proves nobody reads the address: its link shows that application alone.
    const fromAnswer = new URL(answer.application.statusUrl).searchParams.get('token')!;
    const alone = await page(fromAnswer);
    expect(alone.response.status).toBe(200);
    expect(alone.data.status.reference).toBe(answer.reference);
    expect(alone.data.others).toEqual([]);
    // The withdraw link is on the mailed link's page only, and names this application's consent.
    expect(readWithdrawToken(secret, data.consentWithdraw, new Date())).toEqual({
      submissionId: first,
      purpose: 'application',
    });
    expect(alone.data.consentWithdraw).toBeUndefined();
  });

  it('is in a job application confirmation too, with the 5-7 business days as a date', async () => {
    const id = await apply(validCareerFields(), 'career');
    const token = statusLinkIn(mail.sent.find((message) => message.to === 'kiran.shah@example.com')!.text);
    const { data } = await page(token);
    expect(data.status).toMatchObject({
      reference: await referenceOf(id),
      kind: 'career',
      stage: 'received',
      payment: null,
    });
    expect(data.status.decisionBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("never opens another application: a token altered to another's id, a forged, expired or other purpose's token", async () => {
    const first = await apply();
    const second = await apply({ ...validApplicationFields(), email: 'meera@example.com' });
    const token = statusToken(secret, first, new Date(Date.now() + STATUS_LINK_VALID_MS));
    const altered = token.replace(first, second);
    const forged = statusToken(
      'another-secret-of-at-least-32-characters!!',
      second,
      new Date(Date.now() + 3600_000),
    );
    const expired = statusToken(secret, first, new Date(clock.getTime() - 1000));
    const otherPurpose = unsubscribeToken(secret, 'abcdefghijklmnopqrstuv');
    for (const [given, problem] of [
      [altered, 'invalid'],
      [forged, 'invalid'],
      [otherPurpose, 'invalid'],
      ['', 'invalid'],
      [expired, 'expired'],
    ] as const) {
      const { response, data, html } = await page(given);
      expect(response.status).toBe(problem === 'invalid' ? 404 : 410);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(data).toEqual({ problem });
      expect(html).not.toContain(second);
    }
  });

  it('answers the link of an erased application with 404 and its explanation', async () => {
    const id = await apply();
    const token = statusToken(secret, id, new Date(Date.now() + STATUS_LINK_VALID_MS));
    expect((await page(token)).response.status).toBe(200);
    await app.storage.erase('asha.rao@example.com');
    const { response, data } = await page(token);
    expect(response.status).toBe(404);
    expect(data).toEqual({ problem: 'invalid' });
  });

  it('past its limit answers a browser with a page to read, and a script with JSON; staff sign-in keeps its own', async () => {
    const limited = await createTestApp(memoryTransport(), {
      siteDir,
      rateLimitPerMinute: 2,
      console: { passwordCost: { logN: 10, r: 8, p: 1 } },
    });
    try {
      const open = (accept: string) =>
        limited.app.request('/application-status?token=x', { headers: { Accept: accept } });
      const html = 'text/html,application/xhtml+xml,*/*;q=0.8';
      for (let n = 0; n < 2; n++) expect((await open(html)).status).toBe(404);
      const refused = await open(html);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.headers.get('cache-control')).toBe('no-store');
      expect(refused.headers.get('x-robots-tag')).toContain('noindex');
      const text = await refused.text();
      expect(text).toContain('<meta name="robots" content="noindex');
      expect(text).toContain('<h1>Too many requests</h1>');
      expect((await open('application/json')).headers.get('content-type')).toMatch(/^application\/json/);
      const signIn = await limited.app.request('/api/staff/session', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: 'https://aarambhlabs.example',
          'Sec-Fetch-Site': 'same-origin',
        },
        body: JSON.stringify({
          email: 'nobody@aarambhlabs.example',
          password: 'x'.repeat(12),
          code: '123456',
        }),
      });
      expect(signIn.status).not.toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('opens the receipt only once the payment is verified', async () => {
    const id = await apply({ ...validApplicationFields(), paymentReference: 'AL7K3M9QX2PD' });
    const token = statusToken(secret, id, new Date(Date.now() + STATUS_LINK_VALID_MS));
    expect((await page(token, '/application-status/receipt')).data).toEqual({
      problem: 'not_verified',
      token,
    });
    const staffId = await staffMember();
    await app.storage.console.change(
      [id],
      { type: 'payment', payment: 'verified', reason: null },
      { staffId, role: 'reviewer', at: clock },
      audit(staffId),
    );
    const { data } = await page(token, '/application-status/receipt');
    expect(data.receipt).toMatchObject({
      number: receiptNumber(financialYear(clock), 1),
      reference: await referenceOf(id),
      payer: 'Asha Rao',
      duration: '8 Weeks',
      amount: 2500,
      transactionId: 'UPI1234567890',
      paymentReference: 'AL7K3M9QX2PD',
    });
  });

  it('leaves the page without a token to the site (the prerendered page that offers the link again)', async () => {
    const response = await app.app.request('/application-status');
    expect(response.headers.get('x-robots-tag')).toBeNull();
  });
});

describe('the Hindi status page (a Hindi applicant’s)', () => {
  const hindiLinkIn = (text: string) => {
    const match = /https:\/\/aarambhlabs\.example\/hi\/application-status\?token=([A-Za-z0-9_.-]+)/.exec(
      text,
    );
    if (!match) throw new Error('no Hindi status link in the mail');
    return match[1]!;
  };
  const post = (path: string, body: Record<string, string>) =>
    app.app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://aarambhlabs.example' },
      body: new URLSearchParams(body).toString(),
    });

  it('is where the mails of a Hindi application lead, with the same signed token; the English ones are unchanged', async () => {
    const hindi = await apply({ ...validApplicationFields(), language: 'hi' });
    const english = await apply({ ...validApplicationFields(), email: 'meera@example.com' });
    const hindiMail = mail.sent.find((message) => message.to === 'asha.rao@example.com')!;
    const englishMail = mail.sent.find((message) => message.to === 'meera@example.com')!;
    const token = hindiLinkIn(hindiMail.text);
    expect(hindiMail.text).not.toContain('aarambhlabs.example/application-status?');
    expect(statusLinkIn(englishMail.text)).toBeTruthy();
    expect(englishMail.text).not.toContain('/hi/application-status');

    const { response, html, data } = await page(token, '/hi/application-status');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toContain('noindex');
    expect(html).toContain('data-path="/hi/application-status"');
    expect(data.status).toMatchObject({ reference: await referenceOf(hindi), stage: 'received' });
    // The same link opens the English page too: the language is the page's, the token the same.
    expect((await page(token)).data.status.reference).toBe(await referenceOf(hindi));
    expect((await page(statusLinkIn(englishMail.text), '/hi/application-status')).data.status.reference).toBe(
      await referenceOf(english),
    );
  });

  it("shows nothing of anyone for another's, a forged or an expired token, the receipt either", async () => {
    const first = await apply({ ...validApplicationFields(), language: 'hi' });
    const second = await apply({ ...validApplicationFields(), email: 'meera@example.com', language: 'hi' });
    const token = statusToken(secret, first, new Date(Date.now() + STATUS_LINK_VALID_MS));
    const altered = token.replace(first, second);
    const forged = statusToken(
      'another-secret-of-at-least-32-characters!!',
      second,
      new Date(Date.now() + 3600_000),
    );
    const expired = statusToken(secret, second, new Date(clock.getTime() - 1000));
    for (const [given, problem] of [
      [altered, 'invalid'],
      [forged, 'invalid'],
      ['', 'invalid'],
      [expired, 'expired'],
    ] as const) {
      const { response, data, html } = await page(given, '/hi/application-status');
      expect(response.status).toBe(problem === 'invalid' ? 404 : 410);
      expect(data).toEqual({ problem });
      const receipt = await page(given, '/hi/application-status/receipt');
      expect(receipt.data).toEqual({ problem, token: given });
      // Nothing but the token as given: no reference, title or stage of anyone.
      for (const shown of [html, receipt.html]) {
        for (const reference of [await referenceOf(first), await referenceOf(second)]) {
          expect(shown).not.toContain(reference);
        }
        expect(shown).not.toContain(programme.title);
      }
    }
  });

  it('opens the receipt in Hindi once the payment is verified', async () => {
    const id = await apply({ ...validApplicationFields(), language: 'hi' });
    const token = statusToken(secret, id, new Date(Date.now() + STATUS_LINK_VALID_MS));
    const staffId = await staffMember();
    await app.storage.console.change(
      [id],
      { type: 'payment', payment: 'verified', reason: null },
      { staffId, role: 'reviewer', at: clock },
      audit(staffId),
    );
    const { response, html, data } = await page(token, '/hi/application-status/receipt');
    expect(response.status).toBe(200);
    expect(html).toContain('data-path="/hi/application-status/receipt"');
    expect(data.receipt).toMatchObject({ reference: await referenceOf(id), amount: 2500 });
  });

  it('sends the browser back to the Hindi page after a form from it, and changes nothing for a bad token', async () => {
    const id = await apply({ ...validApplicationFields(), language: 'hi' });
    const token = statusToken(secret, id, new Date(Date.now() + STATUS_LINK_VALID_MS));
    const forged = statusToken(
      'another-secret-of-at-least-32-characters!!',
      id,
      new Date(Date.now() + 3600_000),
    );
    const expired = statusToken(secret, id, new Date(clock.getTime() - 1000));
    for (const bad of [forged, expired, '']) {
      const refused = await post('/api/application-status/withdraw', {
        token: bad,
        confirm: 'yes',
        language: 'hi',
      });
      expect(refused.status).toBe(303);
      expect(refused.headers.get('location')).toBe(`/hi/application-status?token=${encodeURIComponent(bad)}`);
      const paid = await post('/api/application-status/payment', {
        token: bad,
        transactionId: '412345678901',
        confirmed: 'yes',
        language: 'hi',
      });
      expect(paid.status).toBe(303);
    }
    expect(await app.storage.console.inboxItem(id)).toMatchObject({
      stage: 'new',
      transactionId: 'UPI1234567890',
    });

    const done = await post('/api/application-status/withdraw', { token, confirm: 'yes', language: 'hi' });
    expect(done.headers.get('location')).toBe(`/hi/application-status?token=${encodeURIComponent(token)}`);
    expect((await app.storage.console.inboxItem(id))?.stage).toBe('withdrawn');
    // Any other value than `hi` is the English page's.
    const other = await post('/api/application-status/withdraw', { token, confirm: 'yes', language: 'fr' });
    expect(other.headers.get('location')).toBe(`/application-status?token=${encodeURIComponent(token)}`);
  });
});

describe('status e-mails', () => {
  it('sends one mail for the changes of ten minutes, in fixed words, with the refusal reason and never a note', async () => {
    const id = await apply();
    const staffId = await staffMember();
    const before = mail.sent.length;
    const change = (what: Parameters<TestApp['storage']['console']['change']>[1]) =>
      app.storage.console.change([id], what, { staffId, role: 'reviewer', at: clock }, audit(staffId));
    await change({ type: 'stage', stage: 'in_review', note: 'Secret note about the candidate' });
    await change({ type: 'payment', payment: 'rejected', reason: 'The amount paid does not match the fee' });
    await change({ type: 'stage', stage: 'shortlisted', note: null });
    expect(await app.outbox.runOnce(new Date(clock.getTime() + 60_000))).toBe(0);
    expect(await app.outbox.runOnce(new Date(clock.getTime() + STATUS_MAIL_GATHER_MS + 1000))).toBe(1);
    const sent = mail.sent.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe('asha.rao@example.com');
    expect(sent[0]!.subject).toContain(': Shortlisted');
    expect(sent[0]!.text).toContain('The amount paid does not match the fee');
    expect(sent[0]!.text).not.toContain('Secret note');
    expect(statusLinkIn(sent[0]!.text)).toMatch(new RegExp(`^${id}\\.`));

    // A change after that mail makes a new one.
    clock = new Date(clock.getTime() + STATUS_MAIL_GATHER_MS + 2000);
    await change({ type: 'payment', payment: 'verified', reason: null });
    expect(await app.outbox.runOnce(new Date(clock.getTime() + STATUS_MAIL_GATHER_MS + 1000))).toBe(1);
    expect(mail.sent.at(-1)!.text).toContain('was verified');
  });

  it('mails nothing for a note or a read mark', async () => {
    const id = await apply();
    const staffId = await staffMember();
    await app.storage.console.change(
      [id],
      { type: 'note', note: 'Called her' },
      { staffId, role: 'reviewer', at: clock },
      audit(staffId),
    );
    await app.storage.console.change(
      [id],
      { type: 'read' },
      { staffId, role: 'reviewer', at: clock },
      audit(staffId),
    );
    expect((await app.storage.mailFor(id)).map((entry) => entry.template).sort()).toEqual([
      'confirmation',
      'notification',
    ]);
  });
});

describe('the interview on the status page', () => {
  it('shows the times offered and books from a mailed link only; the notice comes back from the redirect', async () => {
    const id = await apply(validCareerFields(), 'career');
    const staffId = await staffMember();
    for (const stage of ['in_review', 'shortlisted'] as const) {
      await app.storage.console.change(
        [id],
        { type: 'stage', stage, note: null },
        { staffId, role: 'admin', at: clock },
        audit(staffId),
      );
    }
    const expires = new Date(clock.getTime() + STATUS_LINK_VALID_MS);
    const mailed = statusToken(secret, id, expires);
    const answered = statusToken(secret, id, expires, false);
    expect((await page(mailed)).data.interview).toBeUndefined();
    const slots = interviewSlots(clock);
    await app.storage.console.offerInterview(
      { submissionId: id, staffId, slots, existing: [], mailId: randomUUID(), at: clock },
      audit(staffId),
    );
    expect((await page(answered)).data.interview).toMatchObject({
      canAct: false,
      booked: null,
      notice: null,
    });
    const { data } = await page(mailed);
    expect(data.interview).toMatchObject({ canAct: true, booked: null, rescheduleAskedAt: null });
    expect(data.interview.offered.map((slot: { id: string }) => slot.id)).toEqual(
      slots.map((slot) => slot.id),
    );

    const booked = await app.app.request('/api/application-status/interview', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: mailed, slot: slots[1]!.id }).toString(),
    });
    const location = booked.headers.get('location')!;
    const after = await app.app.request(location);
    const shown = JSON.parse(
      /<script type="application\/json" id="server-data">(.*?)<\/script>/.exec(await after.text())![1]!,
    );
    expect(shown.interview).toMatchObject({ notice: 'booked', booked: { id: slots[1]!.id } });
    expect(shown.interview.offered.map((slot: { id: string }) => slot.id)).toEqual([slots[0]!.id]);
  });
});

describe('a fee asked for after the application (under 18, once the guardian confirmed)', () => {
  const pay = (body: Record<string, string>, origin = 'https://aarambhlabs.example') =>
    app.app.request('/api/application-status/payment', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
      body: new URLSearchParams(body).toString(),
    });

  /** An application to a paid programme from someone under 18, confirmed by their guardian: its id and mailed status link. */
  async function confirmedMinor() {
    const answer = await app.app.request('/api/application', {
      method: 'POST',
      body: form({
        ...validApplicationFields(),
        transactionId: '',
        paymentDone: 'false',
        age: 'minor',
        guardianName: 'Meera Rao',
        guardianEmail: 'meera.rao@example.com',
        guardianDeclaration: 'true',
      }),
    });
    expect(answer.status).toBe(202);
    await app.outbox.settled();
    const guardian = /api\/guardian\/confirm\?token=([A-Za-z0-9_.-]+)/.exec(mail.sent.at(-1)!.text)![1]!;
    const confirmed = await app.app.request(`/api/guardian/confirm?token=${guardian}`, {
      method: 'POST',
      headers: { Origin: 'https://aarambhlabs.example', 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(confirmed.status).toBe(200);
    await app.outbox.settled();
    const confirmation = mail.sent.find((message) => message.to === 'asha.rao@example.com')!;
    const token = statusLinkIn(confirmation.text);
    const id = (await app.storage.heldAbout('asha.rao@example.com')).submissions[0]!.id;
    return { id, token, confirmation };
  }

  it('is due until the applicant sends its UPI transaction id from the mailed link; only then can staff check it', async () => {
    const { id, token, confirmation } = await confirmedMinor();
    expect(confirmation.text).toContain('due: pay it from your status page');
    expect(confirmation.text).not.toContain('waiting for verification');
    const { data } = await page(token);
    expect(data.status.payment).toMatchObject({ state: 'due', amount: 2500 });
    expect(data.status.payment.reference).toMatch(/^AL[0-9A-Z]{10}$/);
    expect(data.payFee).toEqual({ transactionId: '', error: null });

    const staffId = await staffMember();
    const verify = () =>
      app.storage.console.change(
        [id],
        { type: 'payment', payment: 'verified', reason: null },
        { staffId, role: 'reviewer', at: clock },
        audit(staffId),
      );
    expect((await verify()).refused).toMatchObject([{ reason: 'notPaidYet' }]);

    // Refused, the page comes back with the message and the id as typed (never in a URL).
    const unticked = await pay({ token, transactionId: '412345678901' });
    expect(unticked.status).toBe(400);
    expect(renderedData(await unticked.text())).toMatchObject({
      payFee: { transactionId: '412345678901', error: 'Payment Confirmation Required' },
    });
    // From the Hindi page, the refusal renders the Hindi page.
    const hindiRefusal = await pay({ token, transactionId: '412345678901', language: 'hi' });
    expect(hindiRefusal.status).toBe(400);
    const hindiPage = await hindiRefusal.text();
    expect(hindiPage).toContain('data-path="/hi/application-status"');
    // The rule's words as the schemas give them: the Hindi page shows them in Hindi (its stories).
    expect(renderedData(hindiPage)).toMatchObject({
      payFee: { transactionId: '412345678901', error: 'Payment Confirmation Required', field: 'confirmed' },
    });
    const short = await pay({ token, transactionId: '4123 45', confirmed: 'yes' });
    expect(short.status).toBe(400);
    expect(renderedData(await short.text())).toMatchObject({
      payFee: { transactionId: '4123 45', error: 'Transaction ID must be at least 10 characters long' },
    });
    expect((await app.storage.console.inboxItem(id))?.transactionId).toBeFalsy();

    const sent = await pay({ token, transactionId: ' 4123 4567 8901 ', confirmed: 'yes' });
    expect(sent.status).toBe(303);
    const back = sent.headers.get('location')!;
    expect(back).toBe(`/application-status?token=${encodeURIComponent(token)}&payment=sent`);
    expect(back).not.toContain('4123');
    const shown = renderedData(await (await app.app.request(back)).text()) as ReturnType<typeof JSON.parse>;
    expect(shown).toMatchObject({ paymentSent: true, status: { payment: { state: 'waiting' } } });
    expect(shown.payFee).toBeUndefined();
    expect(await app.storage.console.inboxItem(id)).toMatchObject({
      transactionId: '4123 4567 8901',
      payment: 'unverified',
    });
    expect((await app.storage.console.auditLog({ limit: 5 })).map((line) => line.action)).toContain(
      'application.payment',
    );

    // Once only: a second id changes nothing.
    const again = await pay({ token, transactionId: '999988887777', confirmed: 'yes' });
    expect(again.headers.get('location')).toBe(`/application-status?token=${encodeURIComponent(token)}`);
    expect((await app.storage.console.inboxItem(id))?.transactionId).toBe('4123 4567 8901');
    expect((await verify()).changed).toEqual([id]);
  });

  it("pays from no other link: the form's answer, a forged token, a paid or a job application, another site's form", async () => {
    const { id, token } = await confirmedMinor();
    const expires = new Date(clock.getTime() + STATUS_LINK_VALID_MS);
    const answered = statusToken(secret, id, expires, false);
    expect((await page(answered)).data.payFee).toBeUndefined();
    const forged = statusToken('another-secret-of-at-least-32-characters!!', id, expires);
    for (const other of [answered, forged]) {
      const refused = await pay({ token: other, transactionId: '412345678901', confirmed: 'yes' });
      expect(refused.status).toBe(303);
    }
    const foreign = await pay(
      { token, transactionId: '412345678901', confirmed: 'yes' },
      'https://evil.example',
    );
    expect(foreign.status).toBe(403);
    expect((await app.storage.console.inboxItem(id))?.transactionId).toBeFalsy();

    const adult = await apply();
    const job = await apply(validCareerFields(), 'career');
    for (const other of [adult, job]) {
      const before = await app.storage.console.inboxItem(other);
      await pay({
        token: statusToken(secret, other, expires),
        transactionId: '412345678901',
        confirmed: 'yes',
      });
      expect((await app.storage.console.inboxItem(other))?.transactionId).toBe(before?.transactionId);
    }
  });
});

describe('withdrawing', () => {
  const withdraw = (body: string) =>
    app.app.request('/api/application-status/withdraw', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://aarambhlabs.example' },
      body,
    });

  it('moves the application to withdrawn once confirmed, shows it to staff at once and sends the browser back', async () => {
    const id = await apply();
    const token = statusToken(secret, id, new Date(Date.now() + STATUS_LINK_VALID_MS));
    const unconfirmed = await withdraw(`token=${encodeURIComponent(token)}`);
    expect(unconfirmed.status).toBe(303);
    expect((await app.storage.console.inboxItem(id))?.stage).toBe('new');

    const staffId = await staffMember();
    await app.storage.console.change(
      [id],
      { type: 'read' },
      { staffId, role: 'reviewer', at: clock },
      audit(staffId),
    );
    const done = await withdraw(`token=${encodeURIComponent(token)}&confirm=yes`);
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`/application-status?token=${encodeURIComponent(token)}`);
    const item = await app.storage.console.inboxItem(id);
    expect(item).toMatchObject({ stage: 'withdrawn', read: false });
    expect((await app.storage.console.events(id)).at(-1)).toMatchObject({
      stage: 'withdrawn',
      staffEmail: null,
    });
    expect((await app.storage.console.auditLog({ limit: 5 })).map((line) => line.action)).toContain(
      'application.withdraw',
    );
    expect((await page(token)).data.status).toMatchObject({ stage: 'withdrawn', canWithdraw: false });
  });

  it('refuses a forged token, and a form from another site', async () => {
    const id = await apply();
    const forged = statusToken(
      'another-secret-of-at-least-32-characters!!',
      id,
      new Date(Date.now() + 3600_000),
    );
    await withdraw(`token=${encodeURIComponent(forged)}&confirm=yes`);
    expect((await app.storage.console.inboxItem(id))?.stage).toBe('new');
    const token = statusToken(secret, id, new Date(Date.now() + 3600_000));
    const foreign = await app.app.request('/api/application-status/withdraw', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example' },
      body: `token=${encodeURIComponent(token)}&confirm=yes`,
    });
    expect(foreign.status).toBe(403);
    expect((await app.storage.console.inboxItem(id))?.stage).toBe('new');
  });
});

describe('a lost link asked for again', () => {
  const ask = (reference: string, email: string) =>
    app.app.request('/api/application-status/link', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ reference, email }),
    });

  it('answers the same words and status for a match, a wrong address and an unknown reference; mails only the address on file', async () => {
    const id = await apply();
    const reference = await referenceOf(id);
    const answers = [];
    for (const [typed, email] of [
      // As read from the e-mail and typed: lower case, spaces for hyphens.
      [reference.toLowerCase().replaceAll('-', ' '), 'Asha.Rao@example.com'],
      [reference, 'someone.else@example.com'],
      [createSubmissionReference(), 'asha.rao@example.com'],
      [randomUUID(), 'asha.rao@example.com'],
    ] as const) {
      const response = await ask(typed, email);
      answers.push({ status: response.status, body: await response.text() });
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(JSON.parse(answers[0]!.body).message).toBe(applicationStatusMessages.linkSent);
    const before = mail.sent.length;
    expect(await app.outbox.runOnce(new Date())).toBe(1);
    const sent = mail.sent.slice(before);
    expect(sent.map((message) => message.to)).toEqual(['asha.rao@example.com']);
    expect(statusLinkIn(sent[0]!.text)).toMatch(new RegExp(`^${id}\\.`));
  });

  it("spends the address's hourly confirmations: past the cap it answers the same and mails nothing", async () => {
    const id = await apply();
    for (let asked = 0; asked < 6; asked += 1)
      expect((await ask(id, 'asha.rao@example.com')).status).toBe(200);
    const links = (await app.storage.mailFor(id)).filter((entry) => entry.template === 'status-link');
    // The confirmation spent one of the five.
    expect(links).toHaveLength(testMailSettings.confirmationsPerAddressPerHour - 1);
  });

  it('says what is wrong with a malformed request', async () => {
    const response = await ask('not-a-reference', 'asha.rao@example.com');
    expect(response.status).toBe(400);
    expect((await response.json()).errors.reference).toBe(applicationStatusMessages.reference);
  });

  it('refuses a reference with one character mistyped before looking anything up', async () => {
    const id = await apply();
    const reference = await referenceOf(id);
    const last = reference.at(-1)!;
    const mistyped = `${reference.slice(0, -1)}${last === '0' ? '1' : '0'}`;
    const response = await ask(mistyped, 'asha.rao@example.com');
    expect(response.status).toBe(400);
    expect((await response.json()).errors.reference).toBe(applicationStatusMessages.reference);
    expect((await app.storage.mailFor(id)).filter((entry) => entry.template === 'status-link')).toEqual([]);
  });

  it('still takes the id an e-mail sent before references named the application by', async () => {
    const id = await apply();
    expect((await ask(id, 'asha.rao@example.com')).status).toBe(200);
    expect((await app.storage.mailFor(id)).filter((entry) => entry.template === 'status-link')).toHaveLength(
      1,
    );
  });
});
