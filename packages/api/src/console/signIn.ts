// Signing in: the password and TOTP code checked against the account, behind the per-account and
// per-client throttle, with an unknown address refused in the same time as a wrong password.
import { createHash } from 'node:crypto';
import { staffMessages } from '@aarambh/machines/schemas';
import type { Context } from 'hono';
import { HttpError } from '../http/errors.ts';
import { clientAddress, rateLimitSubject } from '../http/protection.ts';
import { newToken, normaliseStaffEmail } from './accounts.ts';
import { type Answered, answer } from './call.ts';
import { type ConsoleDependencies, type ConsoleEnv, audit } from './context.ts';
import type { StaffCallInput } from '@aarambh/machines/schemas';
import { hashPassword, verifyPassword } from './passwords.ts';
import { startSession } from './sessionCookie.ts';
import { totpStep } from './totp.ts';

/** Wait after each failed sign-in, per account and per client: free at first, then doubling up to 30 s. */
export const SIGN_IN_DELAYS_MS = [0, 0, 0, 1000, 2000, 4000, 8000, 16_000, 30_000];

/** The sign-in call's handler (one per app, for its stand-in hash). */
export function signInHandler(
  deps: ConsoleDependencies,
): (c: Context<ConsoleEnv>, input: StaffCallInput<'signIn'>) => Promise<Answered<'signIn'>> {
  const { storage, now } = deps;
  // A hash to verify against when the address has no account, so that an unknown address takes
  // as long to refuse as a wrong password. It is made by the first sign-in, not with the app: a
  // hash is 0.3 s of CPU and 128 MiB that most starts never need (the API tests start hundreds
  // of apps). Every sign-in waits for it, so the first takes as long, known address or not.
  let unknownAccountHash: Promise<string> | undefined;

  return async (c, input) => {
    unknownAccountHash ??= hashPassword(newToken(), deps.passwordCost);
    const email = normaliseStaffEmail(input.email);
    const keys = [
      `account:${createHash('sha256').update(email).digest('hex')}`,
      `client:${rateLimitSubject(clientAddress(c, deps.trustProxy))}`,
    ];
    const wait = await storage.console.signInWait(keys, now());
    const account = await storage.console.staffByEmail(email);
    const known = account ? account : null;
    if (wait > 0) {
      await audit(deps, c, known, 'sign-in-refused', null, { reason: 'throttled' });
      throw new HttpError(429, staffMessages.signInWait, {
        headers: { 'Retry-After': String(Math.ceil(wait / 1000)) },
      });
    }
    const fallbackHash = await unknownAccountHash;
    const passwordOk = await verifyPassword(input.password, account?.passwordHash ?? fallbackHash);
    const step = account?.totpSecret ? totpStep(account.totpSecret, input.code, now()) : null;
    const ok =
      passwordOk &&
      account?.status === 'active' &&
      step !== null &&
      (await storage.console.useTotpStep(account.id, step));
    if (!ok || !account) {
      await storage.console.signInFailed(keys, now(), SIGN_IN_DELAYS_MS);
      await audit(deps, c, known, 'sign-in-failed', null);
      throw new HttpError(401, staffMessages.signInFailed);
    }
    await storage.console.signInSucceeded(keys);
    await audit(deps, c, account, 'sign-in', null);
    await startSession(deps, c, account);
    return answer(c, 'signIn', { email: account.email, role: account.role });
  };
}
