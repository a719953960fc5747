// The second factor: TOTP (RFC 6238) through otpauth, with the defaults every authenticator app
// reads (SHA-1, 6 digits, 30 s).
import { company } from '@aarambh/content';
import { Secret, TOTP } from 'otpauth';

const PERIOD_SECONDS = 30;

function totp(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: `${company.name} staff`,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
  });
}

/** A new random secret (160 bits, RFC 4226's recommendation), in base32 as apps take it typed. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` URI a QR code carries for an authenticator app. */
export function otpauthUri(secret: string, email: string): string {
  return totp(secret, email).toString();
}

/**
 * The time step of `code` if it is the secret's code at `now` or one step either side (a phone's
 * clock drifts), else null. The caller records the step as used, so a code works once.
 */
export function totpStep(secret: string, code: string, now: Date): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}
