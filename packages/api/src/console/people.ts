// People and data requests: staff accounts (invite, disable, reset) and what is held about an
// address (export, erase). Admins only, as the table of calls says.
import { createHash } from 'node:crypto';
import { dataRequestSchema, inviteSchema, staffAccountSchema } from '@aarambh/machines/schemas';
import { Hono } from 'hono';
import { eraseHeldData, exportHeldData, normaliseAddress } from '../dataRequest.ts';
import { readJsonObject } from '../http/body.ts';
import { HttpError } from '../http/errors.ts';
import { inviteStaff, normaliseStaffEmail, resetStaff } from './accounts.ts';
import { jsonBody, parse, staffCall } from './call.ts';
import { type ConsoleDependencies, type ConsoleEnv, audit, staffOf } from './context.ts';

/** An address as the audit log names it: its SHA-256, never the address itself. */
const addressTarget = (email: string) =>
  `email:${createHash('sha256').update(normaliseAddress(email)).digest('hex')}`;

export function peopleCalls(deps: ConsoleDependencies): Hono<ConsoleEnv> {
  const { storage, now } = deps;
  const app = new Hono<ConsoleEnv>();

  staffCall(app, deps, 'dataExport', jsonBody(), async (c) => {
    const { email } = parse(dataRequestSchema, await readJsonObject(c));
    const held = await exportHeldData(storage, deps.folders, email);
    await audit(deps, c, staffOf(c).account, 'data-export', addressTarget(email), {
      submissions: held.submissions.length,
    });
    return c.body(`${JSON.stringify(held, null, 2)}\n`, 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': 'attachment; filename="data-request.json"',
    });
  });

  staffCall(app, deps, 'dataErase', jsonBody(), async (c) => {
    const { email } = parse(dataRequestSchema, await readJsonObject(c));
    const erased = await eraseHeldData(storage, deps.folders, email);
    await audit(deps, c, staffOf(c).account, 'data-erase', addressTarget(email), { ...erased });
    return c.json(erased);
  });

  staffCall(app, deps, 'accounts', async (c) => c.json({ accounts: await storage.console.listStaff() }));

  staffCall(app, deps, 'invite', jsonBody(), async (c) => {
    const input = parse(inviteSchema, await readJsonObject(c));
    const link = await inviteStaff(storage, deps.mail.links.siteUrl, input, now());
    if (!link)
      throw new HttpError(409, 'This address has a staff account already.', {
        errors: { email: 'This address has a staff account already.' },
      });
    await audit(deps, c, staffOf(c).account, 'staff-invite', `staff:${normaliseStaffEmail(input.email)}`, {
      role: input.role,
    });
    return c.json({ link }, 201);
  });

  staffCall(app, deps, 'disable', jsonBody(), async (c) => {
    const { email } = parse(staffAccountSchema, await readJsonObject(c));
    const account = await storage.console.disableStaff(normaliseStaffEmail(email));
    if (!account) throw new HttpError(404, 'There is no staff account with this address.');
    await audit(deps, c, staffOf(c).account, 'staff-disable', `staff:${account.email}`);
    return c.json({ account });
  });

  staffCall(app, deps, 'reset', jsonBody(), async (c) => {
    const { email } = parse(staffAccountSchema, await readJsonObject(c));
    const reset = await resetStaff(storage, deps.mail.links.siteUrl, email, now());
    if (!reset) throw new HttpError(404, 'There is no staff account with this address.');
    await audit(deps, c, staffOf(c).account, 'staff-reset', `staff:${reset.account.email}`);
    return c.json(reset);
  });

  return app;
}
