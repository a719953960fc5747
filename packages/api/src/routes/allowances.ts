// The hourly allowances a confirmation e-mail spends, and the warning when one is spent.
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { Logger } from 'pino';
import { clientAddress, rateLimitSubject } from '../http/protection.ts';
import type { MailSettings } from '../mail/compose.ts';
import type { MailAllowance, SubmissionKind } from '../storage/types.ts';

/** An allowance with the name of its cap, for the log (never an address or a client). */
export type NamedAllowance = MailAllowance & { cap: string };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * What a confirmation to `address` spends: one of the address's, one of the client's (the
 * requester, as the rate limit counts it) and one of its budget's hourly allowances (stored, so
 * they hold across restarts and servers). Subscription confirmations have a budget of their own, so
 * a flood of another form cannot use up the hour's double opt-in mail. The address and the client
 * are counted by their SHA-256, so the table holds neither. A cap of 0 is no cap.
 */
export function confirmationAllowances(
  c: Context,
  mail: MailSettings,
  trustProxy: boolean,
  kind: SubmissionKind | 'privacy-request',
  address: string,
): NamedAllowance[] {
  const client = rateLimitSubject(clientAddress(c, trustProxy));
  const allowances: NamedAllowance[] = [
    {
      cap: 'per address',
      key: `confirmations to ${sha256(address)}`,
      limit: mail.confirmationsPerAddressPerHour,
    },
    {
      cap: 'per client',
      key: `confirmations from ${sha256(client)}`,
      limit: mail.confirmationsPerClientPerHour,
    },
    kind === 'subscription'
      ? {
          cap: 'subscriptions',
          key: 'subscription confirmations',
          limit: mail.subscriptionConfirmationsPerHour,
        }
      : { cap: 'forms', key: 'confirmations', limit: mail.confirmationsPerHour },
  ];
  return allowances.filter((allowance) => allowance.limit > 0);
}

/** Says which cap left a confirmation out, when one did. */
export function logCapReached(
  log: Logger,
  kind: SubmissionKind | 'privacy-request',
  allowances: readonly NamedAllowance[],
  spent: string | undefined,
): void {
  if (spent === undefined) return;
  const cap = allowances.find((allowance) => allowance.key === spent)?.cap;
  log.warn({ kind, cap }, 'confirmation cap reached');
}
