// The one guard every console call passes, read from its row of the table of calls: where the
// request comes from, whose session it carries, and whether their role may make the call.
import { type StaffCallName, staffCalls, staffMessages } from '@aarambh/machines/schemas';
import type { Context, MiddlewareHandler } from 'hono';
import { HttpError } from '../http/errors.ts';
import { tokenHash } from './accounts.ts';
import { type ConsoleDependencies, type ConsoleEnv, audit } from './context.ts';
import {
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  deleteSessionCookie,
  readSessionCookie,
} from './sessionCookie.ts';

/**
 * The guard of every state-changing console call: a browser says where a request comes from
 * (`Origin`, and `Sec-Fetch-Site` in every current browser); only this origin may change
 * anything, whatever the cookie's SameSite does. A request that says nothing is refused too.
 */
function sameOrigin(c: Context, siteUrl: string): boolean {
  const origin = c.req.header('origin');
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin') return false;
  if (!origin || !URL.canParse(origin)) return false;
  const host = c.req.header('host');
  return new URL(origin).host === host || new URL(origin).origin === new URL(siteUrl).origin;
}

/** The session, role and origin checks of a call, from the table of calls. */
export function guard(deps: ConsoleDependencies, name: StaffCallName): MiddlewareHandler<ConsoleEnv> {
  const call = staffCalls[name];
  return async (c, next) => {
    if (call.method === 'POST' && !sameOrigin(c, deps.mail.links.siteUrl))
      throw new HttpError(403, staffMessages.otherOrigin);
    if (!('role' in call)) return next();
    const token = readSessionCookie(c);
    const hash = token ? tokenHash(token) : undefined;
    const session = hash
      ? await deps.storage.console.session(hash, deps.now(), SESSION_IDLE_MS, SESSION_ABSOLUTE_MS)
      : undefined;
    if (!session || !hash) {
      if (token) deleteSessionCookie(c);
      throw new HttpError(401, staffMessages.signedOut);
    }
    if (call.role === 'admin' && session.staff.role !== 'admin') {
      await audit(deps, c, session.staff, 'refused', null, { call: name });
      throw new HttpError(403, staffMessages.forbidden);
    }
    c.set('staff', { account: session.staff, tokenHash: hash });
    return next();
  };
}
