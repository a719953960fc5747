// What every part of the console's server shares: its dependencies, the signed-in member of staff
// a guarded call carries, and the audit line each call writes.
import type { AuditAction } from '@aarambh/machines/schemas';
import type { Context } from 'hono';
import type { Dependencies } from '../dependencies.ts';
import { clientAddress } from '../http/protection.ts';
import type { AuditEntry, StaffAccount } from '../storage/index.ts';

/** What the console's wing reads of the app's dependencies. */
export type ConsoleDependencies = Pick<
  Dependencies,
  | 'storage'
  | 'folders'
  | 'mail'
  | 'trustProxy'
  | 'limiters'
  | 'statusMailDelayMs'
  | 'passwordCost'
  | 'hasher'
  | 'now'
  | 'signer'
>;

export interface Staff {
  account: StaffAccount;
  tokenHash: string;
}

/** A console call's context: a guarded call carries its member of staff. */
export interface ConsoleEnv {
  Variables: { staff: Staff };
}

export const staffOf = (c: Context<ConsoleEnv>): Staff => c.get('staff');

/** The audit line of a call, from its request: when, who, what, to what, from where. */
export function auditLine(
  deps: ConsoleDependencies,
  c: Context,
  staff: StaffAccount | null,
  action: AuditAction,
  target: string | null,
  detail = {},
): AuditEntry {
  return {
    at: deps.now(),
    staffId: staff?.id ?? null,
    staffEmail: staff?.email ?? null,
    action,
    target,
    client: clientAddress(c, deps.trustProxy),
    detail,
  };
}

/** Writes a call's audit line. */
export const audit = (...args: Parameters<typeof auditLine>): Promise<void> =>
  args[0].storage.console.audit(auditLine(...args));
