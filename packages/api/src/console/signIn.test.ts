// Signing in under attack: what it costs (key derivations, counted by the app's own hashing pool),
// attempts sent at once, the device cookie that keeps the right person out of others' throttle,
// the pool's cap, and the password rules of enrolment.
import { staffCalls, staffMessages } from '@aarambh/machines/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SITE_URL, TestClock, codeFor, deviceCookie, staffClient } from '../../harness/staffClient.ts';
import { type TestApp, createTestApp, memoryTransport } from '../../harness/testApp.ts';
import { inviteStaff } from './accounts.ts';
import { PasswordHasher } from './passwords.ts';
import { SIGN_IN_DELAYS_MS } from './signIn.ts';

const clock = new TestClock();
let t: TestApp;
let hasher: PasswordHasher;
beforeEach(async () => {
  hasher = new PasswordHasher({ threads: 1, queue: 15 });
  t = await createTestApp(memoryTransport(), {
    console: { now: clock.now, passwordCost: { logN: 10, r: 8, p: 1 }, hasher },
    trustProxy: true,
  });
});
afterEach(async () => {
  await t.close();
  await hasher.close();
});
const staff = staffClient(() => t.app, clock);
const guess = (email: string, password: string, headers: Record<string, string>) =>
  staff.request(staffCalls.signIn.path, {
    method: 'POST',
    body: { email, password, code: '123456' },
    headers,
  });

describe('signing in', () => {
  it('derives no key when the app starts: the hash an unknown address is checked against waits for the first sign-in', () => {
    expect(hasher.derivations).toBe(0);
  });

  it('checks an unknown address against a password hash, and refuses it as a wrong password', async () => {
    const unknown = {
      email: 'nobody@aarambhlabs.example',
      secret: 'JBSWY3DPEHPK3PXP',
      password: 'a guess of some length',
    };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const { response } = await staff.signIn(unknown);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ success: false, message: staffMessages.signInFailed });
    }
    // The stand-in hash once, then one check for each attempt.
    expect(hasher.derivations).toBe(3);
  });

  it('checks only the allowed number of guesses sent at once from one client', async () => {
    const reviewer = await staff.add(t.storage, 'ravi@aarambhlabs.example', 'reviewer');
    const before = hasher.derivations;
    const from = { 'X-Forwarded-For': '203.0.113.9' };
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) => guess(reviewer.email, `concurrent guess ${n}`, from)),
    );
    const free = SIGN_IN_DELAYS_MS.indexOf(1000) + 1;
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(free);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(12 - free);
    // The stand-in hash, then one check per guess let through.
    expect(hasher.derivations - before).toBe(1 + free);
  });

  it('signs the right person in on their own browser while another address guesses their password', async () => {
    const admin = await staff.add(t.storage, 'lead@aarambhlabs.example', 'admin');
    const office = { 'X-Forwarded-For': '198.51.100.7' };
    const first = await staff.signIn(admin, office);
    expect(first.response.status).toBe(200);
    const device = deviceCookie(first.response)!;
    expect(
      first.response.headers.getSetCookie().find((line) => line.startsWith('__Host-aarambh-device=')),
    ).toMatch(/; Max-Age=\d{8}; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
    const attacker = { 'X-Forwarded-For': '203.0.113.9' };
    clock.advance(30_000);
    for (let attempt = 0; attempt < 8; attempt += 1)
      await guess(admin.email, `wrong guess ${attempt}`, attacker);
    expect((await guess(admin.email, 'one more wrong guess', attacker)).status).toBe(429);
    const rightPerson = (cookie?: string) =>
      staff.request(staffCalls.signIn.path, {
        method: 'POST',
        body: { email: admin.email, password: admin.password, code: codeFor(admin.secret, clock.now()) },
        headers: { ...office, ...(cookie ? { Cookie: cookie } : {}) },
      });
    // A browser that never signed in to the account waits with the attacker, and so does a forged cookie...
    expect((await rightPerson()).status).toBe(429);
    const [accountId, nonce] = device.split('=')[1]!.split('.');
    expect((await rightPerson(`__Host-aarambh-device=${accountId}.${nonce}.${'A'.repeat(43)}`)).status).toBe(
      429,
    );
    // ...the right person's own browser signs in.
    expect((await rightPerson(device)).status).toBe(200);
  });

  it('locks out a device cookie that is abused, and that cookie alone', async () => {
    const admin = await staff.add(t.storage, 'lead@aarambhlabs.example', 'admin');
    const stolen = deviceCookie((await staff.signIn(admin)).response)!;
    const own = deviceCookie((await staff.signIn(admin)).response)!;
    for (let attempt = 0; attempt < 8; attempt += 1)
      await guess(admin.email, `wrong guess ${attempt}`, {
        Cookie: stolen,
        'X-Forwarded-For': `203.0.113.${attempt}`,
      });
    expect((await guess(admin.email, 'one more guess', { Cookie: stolen })).status).toBe(429);
    expect((await staff.signIn(admin, { Cookie: own })).response.status).toBe(200);
  });

  it('refuses a sign-in with 503 and Retry-After when the hashing pool is full, and counts no attempt', async () => {
    const small = new PasswordHasher({ threads: 1, queue: 1 });
    const app = await createTestApp(memoryTransport(), {
      console: { now: clock.now, passwordCost: { logN: 10, r: 8, p: 1 }, hasher: small },
    });
    try {
      const held = [small.place(), small.place()];
      expect(() => small.place()).toThrow();
      const busy = () =>
        app.app.request(staffCalls.signIn.path, {
          method: 'POST',
          headers: { Origin: SITE_URL, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' },
          body: JSON.stringify({
            email: 'ravi@aarambhlabs.example',
            password: 'a wrong password',
            code: '123456',
          }),
        });
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const response = await busy();
        expect(response.status).toBe(503);
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
        expect(await response.json()).toEqual({ success: false, message: staffMessages.signInBusy });
      }
      for (const place of held) place.release();
      expect((await busy()).status).toBe(401);
    } finally {
      await app.close();
      await small.close();
    }
  });
});

describe('choosing a password', () => {
  async function enrol(email: string, password: string) {
    const link = await inviteStaff(t.storage, SITE_URL, { email, role: 'reviewer' }, clock.now());
    const token = new URL(link!).hash.slice(1);
    const { totpSecret } = await (
      await staff.request(staffCalls.enrolment.path, { method: 'POST', body: { token } })
    ).json();
    return staff.request(staffCalls.enrol.path, {
      method: 'POST',
      body: { token, password, code: codeFor(totpSecret, clock.now()) },
    });
  }

  it.each([
    ['a common password', 'password1234', staffMessages.passwordCommon],
    ['a common password with digits around it', '2024sunshine!!', staffMessages.passwordCommon],
    ['one character repeated', 'aaaaaaaaaaaa', staffMessages.passwordCommon],
    ['a run of characters', 'abcdefghijklm', staffMessages.passwordCommon],
    ['the account’s address', 'priya.s@aarambhlabs.example', staffMessages.passwordHasAddress],
    ['the address’s local part', 'Priya.S-rocks-2026', staffMessages.passwordHasAddress],
    ['the company’s name', 'Aarambh Labs forever', staffMessages.passwordHasCompany],
  ])('refuses %s, saying why under the field', async (_case, password, message) => {
    const response = await enrol('priya.s@aarambhlabs.example', password);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message, errors: { password: message } });
    expect((await t.storage.console.staffByEmail('priya.s@aarambhlabs.example'))?.status).toBe('invited');
  });

  it('accepts a password of unrelated words', async () => {
    expect((await enrol('priya.s@aarambhlabs.example', 'lantern pickle orbit meadow')).status).toBe(200);
  });
});
