// Tries to break into the staff console: every call without a session, every admin call as a
// reviewer, disabled accounts, replayed links and cookies, other origins, guessing.
import { refusalMessages } from '@aarambh/machines/pipeline';
import { type StaffCallName, staffCalls, staffMessages } from '@aarambh/machines/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { documents, form, validApplicationFields } from '../../harness/fixtures.ts';
import {
  SITE_URL,
  TestClock,
  callPath,
  codeFor,
  sameOriginHeaders,
  sessionCookie,
  staffClient,
} from '../../harness/staffClient.ts';
import { type TestApp, createTestApp, memoryTransport, storedId } from '../../harness/testApp.ts';
import { retentionRules } from '../records.ts';
import { inviteStaff } from './accounts.ts';
import { REFUSAL_WINDOW_MS } from './signIn.ts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './routes.ts';

const clock = new TestClock();
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp(memoryTransport(), {
    console: { now: clock.now, passwordCost: { logN: 10, r: 8, p: 1 } },
    trustProxy: true,
  });
});
afterEach(async () => {
  await t.close();
});
const staff = staffClient(() => t.app, clock);
const names = Object.keys(staffCalls) as StaffCallName[];
const guarded = names.filter((name) => 'role' in staffCalls[name]);
const adminOnly = names.filter((name) => (staffCalls[name] as { role?: string }).role === 'admin');

async function anApplication(): Promise<string> {
  const response = await t.app.request('/api/application', {
    method: 'POST',
    body: form(validApplicationFields(), {
      content: documents.pdf(),
      name: 'resume.pdf',
      type: 'application/pdf',
    }),
  });
  return storedId(t, await response.json());
}

describe('the staff console', () => {
  it.each(guarded)(
    'answers %s with 401 and no data without a session, or with a forged cookie',
    async (name) => {
      const id = await anApplication();
      for (const cookie of [undefined, '__Host-aarambh-staff=forged-token-value-of-some-length']) {
        const response = await staff.request(callPath(name, id), {
          method: staffCalls[name].method,
          ...(staffCalls[name].method === 'POST' ? { body: {} } : {}),
          ...(cookie ? { cookie } : {}),
        });
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ success: false, message: staffMessages.signedOut });
        expect(response.headers.get('cache-control')).toBe('no-store');
      }
    },
  );

  it('refuses a reviewer every admin call on the server, and logs the attempt', async () => {
    const reviewer = await staff.add(t.storage, 'ravi@aarambhlabs.example', 'reviewer');
    for (const name of adminOnly) {
      const response =
        staffCalls[name].method === 'GET'
          ? await reviewer.get(callPath(name))
          : await reviewer.post(callPath(name), { email: 'someone@example.com', role: 'admin', csv: 'a,b' });
      expect(response.status, name).toBe(403);
    }
    const refused = (await t.storage.console.auditLog({ limit: 100 })).filter(
      (line) => line.action === 'refused',
    );
    expect(refused.map((line) => line.detail.call).sort()).toEqual([...adminOnly].sort());
    expect(await t.storage.console.listStaff()).toHaveLength(1);
  });

  it('sets the session in a __Host- cookie that scripts and other sites cannot use', async () => {
    const link = await inviteStaff(
      t.storage,
      SITE_URL,
      { email: 'lead@aarambhlabs.example', role: 'admin' },
      clock.now(),
    );
    const token = new URL(link!).hash.slice(1);
    const { totpSecret } = await (
      await staff.request(callPath('enrolment'), { method: 'POST', body: { token } })
    ).json();
    const response = await staff.request(callPath('enrol'), {
      method: 'POST',
      body: { token, password: 'a long enough passphrase', code: codeFor(totpSecret, clock.now()) },
    });
    const header = response.headers.get('set-cookie') ?? '';
    expect(header).toMatch(/^__Host-aarambh-staff=[A-Za-z0-9_-]{43};/);
    expect(header).toMatch(/; Path=\//);
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; Secure/);
    expect(header).toMatch(/; SameSite=Strict/);
    expect(header).not.toMatch(/Domain=/i);
  });

  it('accepts an enrolment link once: used again, or looked up after, it fails', async () => {
    const link = await inviteStaff(
      t.storage,
      SITE_URL,
      { email: 'lead@aarambhlabs.example', role: 'admin' },
      clock.now(),
    );
    const token = new URL(link!).hash.slice(1);
    const { totpSecret } = await (
      await staff.request(callPath('enrolment'), { method: 'POST', body: { token } })
    ).json();
    const enrol = () =>
      staff.request(callPath('enrol'), {
        method: 'POST',
        body: { token, password: 'the thief knows this one', code: codeFor(totpSecret, clock.now()) },
      });
    expect((await enrol()).status).toBe(200);
    clock.advance(30_000);
    const again = await enrol();
    expect(again.status).toBe(410);
    expect(sessionCookie(again)).toBeUndefined();
    expect((await staff.request(callPath('enrolment'), { method: 'POST', body: { token } })).status).toBe(
      410,
    );
  });

  it('lets an enrolment link expire after 24 hours', async () => {
    const link = await inviteStaff(
      t.storage,
      SITE_URL,
      { email: 'lead@aarambhlabs.example', role: 'admin' },
      clock.now(),
    );
    clock.advance(24 * 3600_000 + 1000);
    await expect(staff.enrol(link!)).rejects.toThrow('410');
  });

  it('ends a disabled account’s live session at once', async () => {
    const admin = await staff.add(t.storage, 'lead@aarambhlabs.example', 'admin');
    const reviewer = await staff.add(t.storage, 'ravi@aarambhlabs.example', 'reviewer');
    expect((await reviewer.get(callPath('me'))).status).toBe(200);
    expect((await admin.post(callPath('disable'), { email: reviewer.email })).status).toBe(200);
    expect((await reviewer.get(callPath('me'))).status).toBe(401);
    const { response } = await staff.signIn(reviewer);
    expect(response.status).toBe(401);
  });

  it('refuses a session cookie replayed after sign-out, and every session after signing out everywhere', async () => {
    const reviewer = await staff.add(t.storage, 'ravi@aarambhlabs.example', 'reviewer');
    expect((await reviewer.post(callPath('signOut'), {})).status).toBe(204);
    expect((await reviewer.post(callPath('inbox'), {})).status).toBe(401);
    const { member: laptop } = await staff.signIn(reviewer);
    const { member: phone } = await staff.signIn(reviewer);
    expect((await phone!.post(callPath('signOutEverywhere'), {})).status).toBe(204);
    expect((await laptop!.get(callPath('me'))).status).toBe(401);
    expect((await phone!.get(callPath('me'))).status).toBe(401);
  });

  it('ends a session idle for 30 minutes, and any session after 12 hours', async () => {
    const reviewer = await staff.add(t.storage, 'ravi@aarambhlabs.example', 'reviewer');
    clock.advance(SESSION_IDLE_MS - 60_000);
    expect((await reviewer.get(callPath('me'))).status).toBe(200);
    clock.advance(SESSION_IDLE_MS + 1000);
    expect((await reviewer.get(callPath('me'))).status).toBe(401);
    const { member } = await staff.signIn(reviewer);
    for (let elapsed = 0; elapsed < SESSION_ABSOLUTE_MS; elapsed += SESSION_IDLE_MS / 2) {
      expect((await member!.get(callPath('me'))).status).toBe(200);
      clock.advance(SESSION_IDLE_MS / 2);
    }
    clock.advance(1000);
    expect((await member!.get(callPath('me'))).status).toBe(401);
  });

  it('refuses a state-changing call from another origin, or one that says no origin, with a good cookie', async () => {
    const admin = await staff.add(t.storage, 'lead@aarambhlabs.example', 'admin');
    const id = await anApplication();
    const change = { ids: [id], change: { type: 'stage', stage: 'rejected' } };
    const attempts: Record<string, string>[] = [
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': '' },
      { Origin: SITE_URL, 'Sec-Fetch-Site': 'same-site' },
      { Origin: 'null' },
    ];
    for (const headers of attempts) {
      const refused = await admin.post(callPath('change'), change, headers);
      expect(refused.status).toBe(403);
      // Said as what happened: the page it came from, not the member's role.
      expect(await refused.json()).toEqual({ success: false, message: staffMessages.otherOrigin });
    }
    const bare = await t.app.request(callPath('change'), {
      method: 'POST',
      headers: { Cookie: admin.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify(change),
    });
    expect(bare.status).toBe(403);
    expect((await t.storage.console.inboxItem(id))?.stage).toBe('new');
    expect((await admin.post(callPath('change'), change, sameOriginHeaders)).status).toBe(200);
  });

  it('answers every failed sign-in with the same words, whatever was wrong', async () => {
    const reviewer = await staff.add(t.storage, 'ravi@aarambhlabs.example', 'reviewer');
    await staff.add(t.storage, 'gone@aarambhlabs.example', 'reviewer');
    await staff
      .add(t.storage, 'lead@aarambhlabs.example', 'admin')
      .then((admin) => admin.post(callPath('disable'), { email: 'gone@aarambhlabs.example' }));
    const attempts = [
      { ...reviewer, password: 'not the password at all' },
      { ...reviewer, secret: 'JBSWY3DPEHPK3PXP' },
      { ...reviewer, email: 'nobody@aarambhlabs.example' },
      { ...reviewer, email: 'gone@aarambhlabs.example' },
    ];
    for (const [index, attempt] of attempts.entries()) {
      const { response } = await staff.signIn(attempt, { 'X-Forwarded-For': `198.51.100.${index}` });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ success: false, message: staffMessages.signInFailed });
    }
  });

  it('refuses a TOTP code used once already', async () => {
    const reviewer = await staff.add(t.storage, 'ravi@aarambhlabs.example', 'reviewer');
    const { response } = await staff.signIn(reviewer);
    expect(response.status).toBe(200);
    const replay = await staff.request(callPath('signIn'), {
      method: 'POST',
      body: {
        email: reviewer.email,
        password: reviewer.password,
        code: codeFor(reviewer.secret, clock.now()),
      },
    });
    expect(replay.status).toBe(401);
  });

  it('slows 1,000 wrong sign-ins down, and never locks the right person out for good', async () => {
    const reviewer = await staff.add(t.storage, 'ravi@aarambhlabs.example', 'reviewer');
    const attacker = { 'X-Forwarded-For': '203.0.113.9' };
    // From the start of a window of refusals, so that the 100 s of guessing fall in one.
    clock.advance(REFUSAL_WINDOW_MS - (clock.now().getTime() % REFUSAL_WINDOW_MS));
    const window = { from: clock.now(), to: new Date(clock.now().getTime() + REFUSAL_WINDOW_MS) };
    const statuses = new Map<number, number>();
    for (let attempt = 0; attempt < 1000; attempt += 1) {
      const response = await staff.request(callPath('signIn'), {
        method: 'POST',
        body: { email: reviewer.email, password: `guess number ${attempt}`, code: '123456' },
        headers: attacker,
      });
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      clock.advance(100);
    }
    // Three free guesses, then each failure waits longer (up to 30 s): 100 s of guessing gets a handful.
    expect(statuses.get(401)).toBeLessThan(15);
    expect(statuses.get(429)).toBeGreaterThan(985);
    const rightPerson = { 'X-Forwarded-For': '198.51.100.7' };
    const during = await staff.request(callPath('signIn'), {
      method: 'POST',
      body: {
        email: reviewer.email,
        password: reviewer.password,
        code: codeFor(reviewer.secret, clock.now()),
      },
      headers: rightPerson,
    });
    expect(during.status).toBe(429);
    expect(Number(during.headers.get('retry-after'))).toBeLessThanOrEqual(30);
    const after = await staff.signIn(reviewer, rightPerson);
    expect(after.response.status).toBe(200);
    // Each guess checked is a line; the refused ones are a line at the first and one with their
    // count when the window closes, not a line each to drown the rest of the log.
    await t.storage.console.sweep({ ...retentionRules(clock.now()).console, refusalsBefore: new Date(2e12) });
    const lines = (await t.storage.console.auditLog({ limit: 2000 })).filter(
      (line) => line.client === attacker['X-Forwarded-For'],
    );
    expect(lines.filter((line) => line.action === 'sign-in-failed')).toHaveLength(statuses.get(401)!);
    expect(lines.filter((line) => line.action === 'sign-in-refused').map((line) => line.detail)).toEqual([
      {
        reason: 'throttled',
        refused: statuses.get(429),
        from: window.from.toISOString(),
        to: window.to.toISOString(),
      },
      { reason: 'throttled' },
    ]);
  });

  it('serves a resume only with a session, as an attachment, and logs who opened it', async () => {
    const id = await anApplication();
    expect((await t.app.request(callPath('resume', id))).status).toBe(401);
    const reviewer = await staff.add(t.storage, 'ravi@aarambhlabs.example', 'reviewer');
    const response = await reviewer.get(callPath('resume', id));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="resume.pdf"; filename*=UTF-8''resume.pdf`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(documents.pdf());
    const [line] = await t.storage.console.auditLog({ limit: 1 });
    expect(line).toMatchObject({ action: 'resume', target: `submission:${id}`, staffEmail: reviewer.email });
  });

  it('verifies one payment per UPI transaction id, in a bulk change too, unless an admin overrides with an audited reason', async () => {
    // Three applications giving the same UPI transaction id (the fixture's).
    const ids: [string, string, string] = [
      await anApplication(),
      await anApplication(),
      await anApplication(),
    ];
    const reviewer = await staff.add(t.storage, 'ravi@aarambhlabs.example', 'reviewer');
    const admin = await staff.add(t.storage, 'lead@aarambhlabs.example', 'admin');
    const change = async (who: typeof admin, what: Record<string, unknown>, on: string[] = ids) =>
      (await who.post(callPath('change'), { ids: on, change: what })).json();
    const elsewhere = { reason: 'upiVerifiedElsewhere', message: refusalMessages.upiVerifiedElsewhere };
    expect(await change(reviewer, { type: 'payment', payment: 'verified' })).toEqual({
      changed: [ids[0]],
      refused: [
        { id: ids[1], ...elsewhere },
        { id: ids[2], ...elsewhere },
      ],
    });
    expect(await change(reviewer, { type: 'stage', stage: 'accepted' })).toMatchObject({ changed: [ids[0]] });
    // A reviewer's reason overrides nothing, nor does an admin's silence.
    const override = { type: 'payment', payment: 'verified', override: 'Siblings paid both fees at once' };
    expect(await change(reviewer, override, [ids[1]])).toMatchObject({ changed: [], refused: [elsewhere] });
    expect(await change(admin, { type: 'payment', payment: 'verified' }, [ids[1]])).toMatchObject({
      refused: [elsewhere],
    });
    expect(await change(admin, override, [ids[1]])).toEqual({ changed: [ids[1]], refused: [] });
    const [line] = await t.storage.console.auditLog({ limit: 1 });
    expect(line).toMatchObject({
      action: 'payment',
      staffEmail: admin.email,
      target: `submission:${ids[1]}`,
      detail: { payment: 'verified', override: override.override, changed: 1 },
    });
    const [event] = (await t.storage.console.events(ids[1])).slice(-1);
    expect(event).toMatchObject({ type: 'payment', payment: 'verified', note: override.override });
  });

  it('keeps a withdrawn application withdrawn unless an admin reopens it with a reason', async () => {
    const id = await anApplication();
    const reviewer = await staff.add(t.storage, 'ravi@aarambhlabs.example', 'reviewer');
    const admin = await staff.add(t.storage, 'lead@aarambhlabs.example', 'admin');
    const move = async (who: typeof admin, note?: string) =>
      (
        await who.post(callPath('change'), {
          ids: [id],
          change: { type: 'stage', stage: 'in_review', ...(note ? { note } : {}) },
        })
      ).json();
    await reviewer.post(callPath('change'), { ids: [id], change: { type: 'stage', stage: 'withdrawn' } });
    const final = { id, reason: 'finalStage', message: refusalMessages.finalStage };
    expect(await move(reviewer, 'They changed their mind')).toEqual({ changed: [], refused: [final] });
    expect(await move(admin)).toEqual({ changed: [], refused: [final] });
    expect(await move(admin, 'They wrote to take the withdrawal back')).toEqual({
      changed: [id],
      refused: [],
    });
  });
});
