// Session and sign-in: enrolling from an invitation, signing in and out, and who is signed in.
import { auditTarget, staffMessages } from '@aarambh/machines/schemas';
import { Hono } from 'hono';
import { HttpError } from '../http/errors.ts';
import { clientAddress } from '../http/protection.ts';
import { tokenHash } from './accounts.ts';
import { answer, nothing, staffCall } from './call.ts';
import { type ConsoleDependencies, type ConsoleEnv, audit, auditLine, staffOf } from './context.ts';
import { deleteSessionCookie, startSession } from './sessionCookie.ts';
import { createSignIn, newPasswordHash, rememberDevice } from './signIn.ts';
import { otpauthUri, totpStep } from './totp.ts';

export function sessionCalls(deps: ConsoleDependencies): Hono<ConsoleEnv> {
  const { storage, now } = deps;
  const app = new Hono<ConsoleEnv>();
  const attempts = deps.limiters.console.middleware('staff sign-in', deps.trustProxy);

  staffCall(
    app,
    deps,
    'enrolment',
    async (c, { token }) => {
      const account = await storage.console.staffByEnrolment(tokenHash(token), now());
      if (!account?.totpSecret) throw new HttpError(410, staffMessages.enrolmentInvalid);
      return answer(c, 'enrolment', {
        email: account.email,
        role: account.role,
        totpSecret: account.totpSecret,
        otpauthUri: otpauthUri(account.totpSecret, account.email),
      });
    },
    { before: [attempts] },
  );

  staffCall(
    app,
    deps,
    'enrol',
    async (c, input) => {
      const hash = tokenHash(input.token);
      const invited = await storage.console.staffByEnrolment(hash, now());
      if (!invited?.totpSecret) throw new HttpError(410, staffMessages.enrolmentInvalid);
      const step = totpStep(invited.totpSecret, input.code, now());
      if (step === null)
        throw new HttpError(400, staffMessages.code, { errors: { code: staffMessages.code } });
      const passwordHash = await newPasswordHash(deps, input.password, invited.email);
      const account = await storage.console.completeEnrolment(hash, passwordHash, step, now());
      if (!account) throw new HttpError(410, staffMessages.enrolmentInvalid);
      await audit(deps, c, account, 'enrolled', auditTarget('staff', account.email));
      await startSession(deps, c, account);
      rememberDevice(c, deps.mail.links.secret, account.id);
      return answer(c, 'enrol', { email: account.email, role: account.role });
    },
    { before: [attempts] },
  );

  const signIn = createSignIn({
    storage,
    hasher: deps.hasher,
    passwordCost: deps.passwordCost,
    secret: deps.mail.links.secret,
    now,
    client: (c) => clientAddress(c, deps.trustProxy),
    auditLine: (c, ...line) => auditLine(deps, c, ...line),
  });
  staffCall(
    app,
    deps,
    'signIn',
    async (c, input) => {
      const account = await signIn(c, input);
      await audit(deps, c, account, 'sign-in', null);
      await startSession(deps, c, account);
      return answer(c, 'signIn', { email: account.email, role: account.role });
    },
    { before: [attempts] },
  );

  staffCall(app, deps, 'signOut', async (c) => {
    const staff = staffOf(c);
    await storage.console.endSession(staff.tokenHash);
    await audit(deps, c, staff.account, 'sign-out', null);
    deleteSessionCookie(c);
    return nothing(c, 'signOut');
  });

  staffCall(app, deps, 'signOutEverywhere', async (c) => {
    const staff = staffOf(c);
    const ended = await storage.console.endAllSessions(staff.account.id);
    await audit(deps, c, staff.account, 'sign-out-everywhere', null, { sessions: ended });
    deleteSessionCookie(c);
    return nothing(c, 'signOutEverywhere');
  });

  staffCall(app, deps, 'me', async (c) => {
    const { account } = staffOf(c);
    return answer(c, 'me', { email: account.email, role: account.role });
  });

  return app;
}
