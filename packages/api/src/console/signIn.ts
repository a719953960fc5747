// Signing in, after OWASP's "Slow Down Online Guessing Attacks with Device Cookies": a successful
// sign-in leaves a signed device cookie (the account and a random nonce, HMAC-signed with the
// server's secret). Failures slow down the account only for clients without such a cookie for it,
// so someone else's guesses never refuse the right person on their own browser; a client with
// one counts failures on that cookie alone, so a stolen cookie is no way round the throttle.
//
// Every attempt is counted before its password is checked, in one statement (`signInAttempt`),
// so attempts sent at once cannot all pass the check; and it takes a place in the bounded hashing
// pool first, so that a flood is refused (503) before it counts against anyone.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { SIGN_IN_THROTTLED, type AuditAction, staffMessages } from '@aarambh/machines/schemas';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { HttpError } from '../http/errors.ts';
import { rateLimitSubject } from '../http/protection.ts';
import type { AuditEntry, Storage, StaffAccount } from '../storage/index.ts';
import { newToken, normaliseStaffEmail } from './accounts.ts';
import { passwordProblem } from './passwordRules.ts';
import { HashPoolFullError, type HashPlace, type PasswordHasher, type ScryptCost } from './passwords.ts';
import { totpStep } from './totp.ts';

/** Wait after each failed sign-in, per key: free at first, then doubling up to 30 s. */
export const SIGN_IN_DELAYS_MS = [0, 0, 0, 1000, 2000, 4000, 8000, 16_000, 30_000];
/**
 * Sign-ins the throttle refuses are counted per client in windows this long: a window's first
 * refusal is an audit line at once, the rest one line with their count when the window closes.
 */
export const REFUSAL_WINDOW_MS = 15 * 60_000;
/** The device cookie: `__Host-` (Secure, path /, this origin only), HttpOnly, SameSite=Strict. */
export const DEVICE_COOKIE = 'aarambh-device';
/** How long a browser stays known to the accounts that signed in on it (each sign-in renews it). */
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export interface SignInDependencies {
  storage: Storage;
  hasher: PasswordHasher;
  passwordCost?: ScryptCost | undefined;
  /** The server's secret: device cookies are signed with an HMAC under it. */
  secret: string;
  now: () => Date;
  /** The client's address, as the rate limits see it. */
  client: (c: Context) => string;
  /** The audit line of a sign-in, from its request (`auditLine` of the console's context). */
  auditLine: (
    c: Context,
    staff: StaffAccount | null,
    action: AuditAction,
    target: null,
    detail?: object,
  ) => AuditEntry;
}

interface SignInInput {
  email: string;
  password: string;
  code: string;
}

/** A place in the hashing pool, or the 503 that says the pool is full and when to come back. */
function takePlace(hasher: PasswordHasher): HashPlace {
  try {
    return hasher.place();
  } catch (error) {
    if (!(error instanceof HashPoolFullError)) throw error;
    throw new HttpError(503, staffMessages.signInBusy, {
      headers: { 'Retry-After': String(error.retryAfterSeconds) },
    });
  }
}

const deviceMac = (secret: string, accountId: string, nonce: string) =>
  createHmac('sha256', secret).update(`staff-device\n${accountId}\n${nonce}`).digest();

/** The account and nonce of the request's device cookie, when its signature holds. */
function readDevice(c: Context, secret: string): { accountId: string; nonce: string } | undefined {
  const [accountId, nonce, mac, ...rest] = (getCookie(c, DEVICE_COOKIE, 'host') ?? '').split('.');
  if (!accountId || !nonce || !mac || rest.length > 0) return undefined;
  const given = Buffer.from(mac, 'base64url');
  const expected = deviceMac(secret, accountId, nonce);
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? { accountId, nonce }
    : undefined;
}

/** Leaves a new device cookie for `accountId`: this browser has signed in to it. */
export function rememberDevice(c: Context, secret: string, accountId: string) {
  const nonce = newToken();
  const mac = deviceMac(secret, accountId, nonce).toString('base64url');
  setCookie(c, DEVICE_COOKIE, `${accountId}.${nonce}.${mac}`, {
    prefix: 'host',
    httpOnly: true,
    secure: true,
    sameSite: 'Strict',
    path: '/',
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
}

/** The sign-in: the signed-in account, or the HttpError to answer (401, 429 or 503). */
export function createSignIn(
  deps: SignInDependencies,
): (c: Context, input: SignInInput) => Promise<StaffAccount> {
  const { storage, hasher, secret, now } = deps;
  // A hash to verify against when the address has no account, so that an unknown address takes
  // as long to refuse as a wrong password. It is made by the first sign-in, not with the app: a
  // hash is 0.3 s of CPU and 128 MiB that most starts never need (the API tests start hundreds
  // of apps). Every sign-in waits for it, so the first takes as long, known address or not.
  let unknownAccountHash: Promise<string> | undefined;

  return async (c, input) => {
    // The place first: when the pool is full, the refusal costs no query.
    const place = takePlace(hasher);
    try {
      return await attempt(c, input, place);
    } finally {
      place.release();
    }
  };

  async function attempt(c: Context, input: SignInInput, place: HashPlace): Promise<StaffAccount> {
    const email = normaliseStaffEmail(input.email);
    const account = await storage.console.staffByEmail(email);
    const known = account ?? null;
    const device = readDevice(c, secret);
    const keys =
      device && device.accountId === account?.id
        ? [`device:${device.nonce}`]
        : [
            `account:${createHash('sha256').update(email).digest('hex')}`,
            `client:${rateLimitSubject(deps.client(c))}`,
          ];
    const wait = await storage.console.signInAttempt(keys, now(), SIGN_IN_DELAYS_MS);
    if (wait > 0) {
      await storage.console.signInRefused(
        deps.auditLine(c, known, 'sign-in-refused', null, { reason: SIGN_IN_THROTTLED }),
        REFUSAL_WINDOW_MS,
      );
      throw new HttpError(429, staffMessages.signInWait, {
        headers: { 'Retry-After': String(Math.ceil(wait / 1000)) },
      });
    }
    unknownAccountHash ??= place.hash(newToken(), deps.passwordCost).catch((error: unknown) => {
      unknownAccountHash = undefined;
      throw error;
    });
    const fallbackHash = await unknownAccountHash;
    const passwordOk = await place.verify(input.password, account?.passwordHash ?? fallbackHash);
    const step = account?.totpSecret ? totpStep(account.totpSecret, input.code, now()) : null;
    const ok =
      passwordOk &&
      account?.status === 'active' &&
      step !== null &&
      (await storage.console.useTotpStep(account.id, step));
    if (!ok || !account) {
      await storage.console.audit(deps.auditLine(c, known, 'sign-in-failed', null));
      throw new HttpError(401, staffMessages.signInFailed);
    }
    await storage.console.signInSucceeded(keys);
    rememberDevice(c, secret, account.id);
    return account;
  }
}

/**
 * The hash of a new password for the account at `email`, once it passes the rules
 * (`passwordRules.ts`): a 400 naming the password field when it does not, a 503 when the pool is full.
 */
export async function newPasswordHash(
  deps: Pick<SignInDependencies, 'hasher' | 'passwordCost'>,
  password: string,
  email: string,
): Promise<string> {
  const problem = await passwordProblem(password, email);
  if (problem) throw new HttpError(400, problem, { errors: { password: problem } });
  const place = takePlace(deps.hasher);
  try {
    return await place.hash(password, deps.passwordCost);
  } finally {
    place.release();
  }
}
