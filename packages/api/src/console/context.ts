// What every part of the console's server shares: its dependencies, the signed-in member of staff
// a guarded call carries, and the audit line each call writes.
import type { Context } from 'hono';
import type { Logger } from 'pino';
import type { DataFolders } from '../dataRequest.ts';
import { type RequestLimiter, clientAddress } from '../http/protection.ts';
import type { AuditEntry, StaffAccount, Storage } from '../storage/index.ts';
import type { ScryptCost } from './passwords.ts';

export interface ConsoleDependencies {
  storage: Storage;
  log: Logger;
  folders: DataFolders;
  siteUrl: string;
  trustProxy: boolean;
  /** Counts sign-in and enrolment attempts per client, beside the per-account throttle. */
  rateLimiter: RequestLimiter;
  /** How long an application's status e-mail waits for further changes. */
  statusMailDelayMs: number;
  /** The cost of new password hashes. @default PASSWORD_COST */
  passwordCost?: ScryptCost;
  now: () => Date;
}

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
  action: string,
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
