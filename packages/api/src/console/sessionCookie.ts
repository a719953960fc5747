// The staff session's cookie, whole: its name, its lifetimes, and how it is set, read and deleted.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { clientAddress } from '../http/protection.ts';
import type { StaffAccount } from '../storage/index.ts';
import { newToken, tokenHash } from './accounts.ts';
import type { ConsoleDependencies } from './context.ts';

/** The session cookie: `__Host-` (Secure, path /, no Domain: this origin only), HttpOnly, SameSite=Strict. */
const SESSION_COOKIE = 'aarambh-staff';
export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;

function setSessionCookie(c: Context, token: string): void {
  setCookie(c, SESSION_COOKIE, token, {
    prefix: 'host',
    httpOnly: true,
    secure: true,
    sameSite: 'Strict',
    path: '/',
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE, 'host');
}

export function deleteSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { prefix: 'host', path: '/', secure: true });
}

/** Opens a session for an account and gives its token to the browser as the session cookie. */
export async function startSession(deps: ConsoleDependencies, c: Context, account: StaffAccount) {
  const token = newToken();
  await deps.storage.console.createSession({
    tokenHash: tokenHash(token),
    staffId: account.id,
    at: deps.now(),
    client: clientAddress(c, deps.trustProxy),
  });
  setSessionCookie(c, token);
}
