// Staff accounts as the CLI (`npm run staff`) and an admin in the console make them: an invitation
// or a reset gives a one-time enrolment link, valid 24 hours, whose token only its hash is stored.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { StaffRole } from '@aarambh/machines/schemas';
import type { Enrolment, StaffAccount, Storage } from '../storage/index.ts';
import { newTotpSecret } from './totp.ts';

export const ENROLMENT_VALID_MS = 24 * 60 * 60_000;

/** SHA-256 of a token (an enrolment link's, a session cookie's), as stored. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new random token: 256 bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Where the console is, on the site's origin. */
export function consoleUrl(siteUrl: string, route = ''): string {
  return new URL(`/staff/${route}`, siteUrl).toString();
}

function enrolment(now: Date): { token: string; enrolment: Enrolment } {
  const token = newToken();
  return {
    token,
    enrolment: {
      hash: tokenHash(token),
      expiresAt: new Date(now.getTime() + ENROLMENT_VALID_MS),
      totpSecret: newTotpSecret(),
    },
  };
}

/** The link a person opens to enrol: the token in the fragment, which browsers never send to a server or a log. */
function enrolmentLink(siteUrl: string, token: string): string {
  return `${consoleUrl(siteUrl, 'enrol')}#${token}`;
}

export const normaliseStaffEmail = (email: string) => email.trim().toLowerCase();

/** Invites a new member of staff; undefined when the address has an account already. */
export async function inviteStaff(
  storage: Storage,
  siteUrl: string,
  input: { email: string; role: StaffRole },
  now = new Date(),
): Promise<string | undefined> {
  const { token, enrolment: invitation } = enrolment(now);
  const created = await storage.console.inviteStaff(
    { id: randomUUID(), email: normaliseStaffEmail(input.email), role: input.role, at: now },
    invitation,
  );
  return created ? enrolmentLink(siteUrl, token) : undefined;
}

/** Starts an account again from enrolment (sessions ended); undefined when there is no such account. */
export async function resetStaff(
  storage: Storage,
  siteUrl: string,
  email: string,
  now = new Date(),
): Promise<{ account: StaffAccount; link: string } | undefined> {
  const { token, enrolment: fresh } = enrolment(now);
  const account = await storage.console.resetStaff(normaliseStaffEmail(email), fresh);
  return account ? { account, link: enrolmentLink(siteUrl, token) } : undefined;
}
