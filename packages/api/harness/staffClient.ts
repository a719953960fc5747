// A member of staff driving the console's calls as the console does (same-origin headers, the
// session cookie), on a test app with a clock the test moves: enrolment from an invitation link,
// sign-in with a TOTP code made by otpauth from the shown secret.
import { staffCalls, type StaffCallName, type StaffRole } from '@aarambh/machines/schemas';
import type { Hono } from 'hono';
import { Secret, TOTP } from 'otpauth';
import { inviteStaff } from '../src/console/accounts.ts';
import type { Storage } from '../src/storage/index.ts';
import { beforeEach } from 'vitest';
import { type CurrentTestApp, type TestAppOverrides, appForEachTest } from './testApp.ts';

export const SITE_URL = 'https://aarambhlabs.example';
/** What a page of the console sends with every state-changing call. */
export const sameOriginHeaders = { Origin: SITE_URL, 'Sec-Fetch-Site': 'same-origin' };

/** A clock the test moves; every code and session is read against it. */
export class TestClock {
  #at = Date.parse('2026-11-26T09:00:00.000Z');
  now = () => new Date(this.#at);
  advance(ms: number) {
    this.#at += ms;
  }
}

/** The current TOTP code of a base32 secret, by the RFC 6238 defaults every authenticator uses. */
export function codeFor(secret: string, at: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: at.getTime(),
  });
}

/** The `name=value` part of the response's Set-Cookie for `name` (the session's), for a next request's Cookie header. */
export function sessionCookie(response: Response, name = '__Host-aarambh-staff'): string | undefined {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith(`${name}=`));
}

/** The device cookie a sign-in leaves, which keeps this browser out of the throttle of others' guesses. */
export const deviceCookie = (response: Response) => sessionCookie(response, '__Host-aarambh-device');

/** The path of a call, with `:id` filled in. */
export function callPath(name: StaffCallName, id = '00000000-0000-4000-8000-000000000000'): string {
  return staffCalls[name].path.replace(':id', id);
}

export interface Member {
  email: string;
  secret: string;
  password: string;
  cookie: string;
  /** Calls as this member, through the app. */
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
}

export function staffClient(app: () => Hono, clock: TestClock) {
  const request = async (
    path: string,
    init: { method: string; body?: unknown; cookie?: string; headers?: Record<string, string> },
  ): Promise<Response> =>
    app().request(path, {
      method: init.method,
      headers: {
        ...(init.method === 'POST' ? { ...sameOriginHeaders, 'Content-Type': 'application/json' } : {}),
        ...(init.cookie ? { Cookie: init.cookie } : {}),
        ...init.headers,
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });

  function member(email: string, secret: string, password: string, cookie: string): Member {
    return {
      email,
      secret,
      password,
      cookie,
      get: (path, headers) => request(path, { method: 'GET', cookie, ...(headers ? { headers } : {}) }),
      post: (path, body, headers) =>
        request(path, { method: 'POST', body, cookie, ...(headers ? { headers } : {}) }),
    };
  }

  return {
    request,
    /** Enrols from an invitation link: reads the secret, sets the password, proves a code. */
    async enrol(link: string, password = 'correct horse battery staple'): Promise<Member> {
      const token = new URL(link).hash.slice(1);
      const shown = await request(staffCalls.enrolment.path, { method: 'POST', body: { token } });
      if (shown.status !== 200) throw new Error(`enrolment lookup answered ${shown.status}`);
      const { email, totpSecret } = (await shown.json()) as { email: string; totpSecret: string };
      const done = await request(staffCalls.enrol.path, {
        method: 'POST',
        body: { token, password, code: codeFor(totpSecret, clock.now()) },
      });
      if (done.status !== 200) throw new Error(`enrolment answered ${done.status}: ${await done.text()}`);
      return member(email, totpSecret, password, sessionCookie(done)!);
    },
    /** Invites (as the CLI does) and enrols a member with this role. */
    async add(storage: Storage, email: string, role: StaffRole): Promise<Member> {
      const link = await inviteStaff(storage, SITE_URL, { email, role }, clock.now());
      if (!link) throw new Error(`${email} has an account already`);
      return this.enrol(link);
    },
    /** Signs in again, 30 s later (a TOTP code works once). */
    async signIn(who: Pick<Member, 'email' | 'secret' | 'password'>, headers: Record<string, string> = {}) {
      clock.advance(30_000);
      const response = await request(staffCalls.signIn.path, {
        method: 'POST',
        body: { email: who.email, password: who.password, code: codeFor(who.secret, clock.now()) },
        headers,
      });
      const cookie = sessionCookie(response);
      return { response, member: cookie ? member(who.email, who.secret, who.password, cookie) : undefined };
    },
  };
}

/** The running test's app (appForEachTest) with the console's clock, its staff and two members. */
export type ConsoleTestApp = CurrentTestApp & {
  readonly clock: TestClock;
  readonly staff: ReturnType<typeof staffClient>;
  /** lead@aarambhlabs.example, signed in. */
  readonly admin: Member;
  /** ravi@aarambhlabs.example, signed in. */
  readonly reviewer: Member;
};

/**
 * Gives each test of the calling file a fresh app whose console runs on a test clock (with
 * cheap password hashing), and an admin and a reviewer signed in to it. The object returned
 * reads the running test's app, mail and members.
 */
export function consoleForEachTest(overrides: TestAppOverrides = {}): ConsoleTestApp {
  const clock = new TestClock();
  const t = appForEachTest({
    ...overrides,
    console: { now: clock.now, passwordCost: { logN: 10, r: 8, p: 1 }, ...overrides.console },
  });
  const staff = staffClient(() => t.app, clock);
  let members: { admin: Member; reviewer: Member } | undefined;
  beforeEach(async () => {
    members = {
      admin: await staff.add(t.storage, 'lead@aarambhlabs.example', 'admin'),
      reviewer: await staff.add(t.storage, 'ravi@aarambhlabs.example', 'reviewer'),
    };
  });
  const signedIn = () => {
    if (!members) throw new Error('consoleForEachTest: read outside a test');
    return members;
  };
  // The running test's app is read through `t`'s getters, from the prototype.
  return Object.create(t, {
    clock: { value: clock, enumerable: true },
    staff: { value: staff, enumerable: true },
    admin: { get: () => signedIn().admin, enumerable: true },
    reviewer: { get: () => signedIn().reviewer, enumerable: true },
  }) as ConsoleTestApp;
}
