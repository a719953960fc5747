// Checking a downloaded credential as a stranger would, with nothing but jose and the issuer's
// public URLs: the signature against /.well-known/jwks.json of the issuer expected, then the
// document's bit in the revocation list (itself signed by the same keys). `npm run verify` prints
// it; the README shows the same in a few lines.
import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import { listHasBit } from './credentials.ts';

export type Fetch = (url: string) => Promise<Response>;

export interface CredentialCheck {
  /** The signature verifies against the issuer's published keys. */
  signed: boolean;
  /** Its bit in the revocation list is set (revoked or superseded); null when the signature failed. */
  revoked: boolean | null;
  issuer: string | null;
  keyId: string | null;
  /** The credential's claims (its printed fields are under `credentialSubject.printed`). */
  credential: Record<string, unknown> | null;
  problem: string | null;
}

const issuerOf = (claims: Record<string, unknown>) => {
  const issuer = claims.issuer;
  return typeof issuer === 'string'
    ? issuer
    : ((issuer as { id?: unknown } | undefined)?.id as string | undefined);
};

/** Checks a VC-JWT issued by `expectedIssuer` (the site's origin), fetching what it needs with `fetch`. */
export async function checkCredential(
  jwt: string,
  expectedIssuer: string,
  fetch: Fetch,
): Promise<CredentialCheck> {
  const failed = (problem: string, issuer: string | null = null): CredentialCheck => ({
    signed: false,
    revoked: null,
    issuer,
    keyId: null,
    credential: null,
    problem,
  });
  let claims: Record<string, unknown>;
  try {
    claims = decodeJwt(jwt.trim());
  } catch {
    return failed('not a JWT');
  }
  const issuer = issuerOf(claims) ?? null;
  // The issuer named inside is not trusted until the signature checks: the keys come from the one expected.
  if (issuer !== expectedIssuer)
    return failed(`issued by ${issuer ?? 'nobody'}, not ${expectedIssuer}`, issuer);
  const keys = createLocalJWKSet(await (await fetch(`${expectedIssuer}/.well-known/jwks.json`)).json());
  let verified: Awaited<ReturnType<typeof jwtVerify>>;
  try {
    verified = await jwtVerify(jwt.trim(), keys, { algorithms: ['EdDSA'], typ: 'vc+jwt' });
  } catch (error) {
    return failed(`the signature does not verify: ${(error as Error).message}`, issuer);
  }
  const status = verified.payload.credentialStatus as
    { statusListCredential?: string; statusListIndex?: string } | undefined;
  let revoked: boolean | null = null;
  if (status?.statusListCredential?.startsWith(`${expectedIssuer}/`)) {
    const list = await jwtVerify(await (await fetch(status.statusListCredential)).text(), keys, {
      algorithms: ['EdDSA'],
    });
    const subject = list.payload.credentialSubject as { encodedList: string };
    revoked = listHasBit(subject.encodedList, Number(status.statusListIndex));
  }
  return {
    signed: true,
    revoked,
    issuer,
    keyId: verified.protectedHeader.kid ?? null,
    credential: verified.payload as Record<string, unknown>,
    problem: revoked === null ? 'its revocation list could not be read' : null,
  };
}
