// Staff accounts from the server's shell, with its configuration (DATA_DIR or DATABASE_URL):
//   npm run staff -- add EMAIL --role admin|reviewer
//   npm run staff -- list | disable EMAIL | reset EMAIL
// `add` and `reset` print a one-time enrolment link as their last line. The first admin is made so.
import { parseArgs } from 'node:util';
import { auditTarget } from '@aarambh/machines/schemas';
import { inviteStaff, normaliseStaffEmail, resetStaff } from './console/accounts.ts';
import { loadConfig, loadDotEnv } from './config.ts';
import { cliAudit } from './cliAudit.ts';
import { openStorage } from './storage/index.ts';

const usage = `Usage:
  add EMAIL --role admin|reviewer   Invites a member of staff: prints a link to enrol (24 hours, once).
  list                              Lists the staff accounts and their state.
  disable EMAIL                     Disables an account and ends its sessions at once.
  reset EMAIL                       Starts an account again (a lost phone or password): a new link.`;

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

const parsed = (() => {
  try {
    return parseArgs({
      args: process.argv.slice(2),
      allowPositionals: true,
      options: { role: { type: 'string' } },
    });
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
})();
const [command, email] = parsed.positionals;
const role = parsed.values.role;

if (command !== 'add' && command !== 'list' && command !== 'disable' && command !== 'reset')
  fail(command ? `Unknown command: ${command}` : 'No command given.');
if (command !== 'list' && !email?.includes('@')) fail(`${command} needs the account's e-mail address.`);
if (command === 'add' && role !== 'admin' && role !== 'reviewer')
  fail('add needs --role admin or --role reviewer.');

loadDotEnv();
const config = loadConfig();
const storage = await openStorage(config);
const audit = cliAudit(storage);
try {
  if (command === 'list') {
    const accounts = await storage.console.listStaff();
    if (accounts.length === 0)
      console.log('No staff accounts yet: add the first admin with `add EMAIL --role admin`.');
    for (const account of accounts) console.log(`${account.email}\t${account.role}\t${account.status}`);
  } else if (command === 'add') {
    const link = await inviteStaff(storage, config.siteUrl, {
      email: email!,
      role: role as 'admin' | 'reviewer',
    });
    if (!link) fail(`${normaliseStaffEmail(email!)} has an account already: use reset to send a new link.`);
    await audit('staff-invite', auditTarget('staff', normaliseStaffEmail(email!)), { role });
    console.log(
      `Invited ${normaliseStaffEmail(email!)} as ${role}. Send them this link (valid 24 hours, once):`,
    );
    console.log(link);
  } else if (command === 'reset') {
    const reset = await resetStaff(storage, config.siteUrl, email!);
    if (!reset) fail(`No staff account has the address ${normaliseStaffEmail(email!)}.`);
    await audit('staff-reset', auditTarget('staff', reset.account.email));
    console.log(
      `${reset.account.email} must enrol again; their sessions have ended. Send them this link (valid 24 hours, once):`,
    );
    console.log(reset.link);
  } else {
    const account = await storage.console.disableStaff(normaliseStaffEmail(email!));
    if (!account) fail(`No staff account has the address ${normaliseStaffEmail(email!)}.`);
    await audit('staff-disable', auditTarget('staff', account.email));
    console.log(`${account.email} is disabled; its sessions have ended.`);
  }
} finally {
  await storage.close();
}
