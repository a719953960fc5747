// People and data requests: staff accounts (invite, disable, reset) and what is held about an
// address (export, erase). Admins only, as the table of calls says.
import { auditTarget } from '@aarambh/machines/schemas';
import { Hono } from 'hono';
import { addressTarget, eraseHeldData, exportHeldData } from '../dataRequest.ts';
import { HttpError } from '../http/errors.ts';
import { inviteStaff, normaliseStaffEmail, resetStaff } from './accounts.ts';
import { answer, file, staffCall } from './call.ts';
import { type ConsoleDependencies, type ConsoleEnv, audit, staffOf } from './context.ts';

export function peopleCalls(deps: ConsoleDependencies): Hono<ConsoleEnv> {
  const { storage, now } = deps;
  const app = new Hono<ConsoleEnv>();

  staffCall(app, deps, 'dataExport', async (c, { email }) => {
    const held = await exportHeldData(storage, deps.folders, email);
    await audit(deps, c, staffOf(c).account, 'data-export', addressTarget(email), {
      submissions: held.submissions.length,
    });
    return file(c, 'dataExport', `${JSON.stringify(held, null, 2)}\n`, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': 'attachment; filename="data-request.json"',
    });
  });

  staffCall(app, deps, 'dataErase', async (c, { email }) => {
    const erased = await eraseHeldData(storage, deps.folders, email);
    await audit(deps, c, staffOf(c).account, 'data-erase', addressTarget(email), { ...erased });
    return answer(c, 'dataErase', erased);
  });

  staffCall(app, deps, 'accounts', async (c) =>
    answer(c, 'accounts', { accounts: await storage.console.listStaff() }),
  );

  staffCall(app, deps, 'invite', async (c, input) => {
    const link = await inviteStaff(storage, deps.mail.links.siteUrl, input, now());
    if (!link)
      throw new HttpError(409, 'This address has a staff account already.', {
        errors: { email: 'This address has a staff account already.' },
      });
    await audit(
      deps,
      c,
      staffOf(c).account,
      'staff-invite',
      auditTarget('staff', normaliseStaffEmail(input.email)),
      {
        role: input.role,
      },
    );
    return answer(c, 'invite', { link }, 201);
  });

  staffCall(app, deps, 'disable', async (c, { email }) => {
    const account = await storage.console.disableStaff(normaliseStaffEmail(email));
    if (!account) throw new HttpError(404, 'There is no staff account with this address.');
    await audit(deps, c, staffOf(c).account, 'staff-disable', auditTarget('staff', account.email));
    return answer(c, 'disable', { account });
  });

  staffCall(app, deps, 'reset', async (c, { email }) => {
    const reset = await resetStaff(storage, deps.mail.links.siteUrl, email, now());
    if (!reset) throw new HttpError(404, 'There is no staff account with this address.');
    await audit(deps, c, staffOf(c).account, 'staff-reset', auditTarget('staff', reset.account.email));
    return answer(c, 'reset', reset);
  });

  return app;
}
