// The key that signs certificates and offer letters (Ed25519, EdDSA through jose): the private
// half from DOCUMENT_SIGNING_KEY (a PKCS #8 PEM), or in development one made once and kept in the
// data folder; its public half is recorded in `signing_keys` and published at
// /.well-known/jwks.json by key id (its RFC 7638 thumbprint), beside every key used before, so a
// new key can be configured while the old documents still verify.
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type JWK, SignJWT, calculateJwkThumbprint, exportJWK } from 'jose';

/** The signature algorithm of every document: EdDSA over Ed25519 (RFC 8037). */
export const DOCUMENT_ALGORITHM = 'EdDSA';

export interface DocumentSigner {
  /** The key id: the public key's JWK thumbprint (SHA-256, base64url). */
  kid: string;
  /** The public half as published: `kty`, `crv`, `x`, with `kid`, `alg` and `use`. */
  publicJwk: JWK & { kid: string };
  /**
   * A VC-JWT (W3C VC-JOSE-COSE): the credential itself is the payload, with `typ` `vc+jwt` and
   * `cty` `vc` in the protected header.
   */
  sign(credential: Record<string, unknown>): Promise<string>;
}

/** The key a PEM holds, if it is an Ed25519 private key; an error saying so otherwise. */
export function readSigningKey(pem: string): KeyObject {
  const key = createPrivateKey(pem);
  if (key.asymmetricKeyType !== 'ed25519') {
    throw new Error(`the key is ${key.asymmetricKeyType ?? 'not an asymmetric key'}, not Ed25519`);
  }
  return key;
}

export async function documentSigner(pem: string): Promise<DocumentSigner> {
  const privateKey = readSigningKey(pem);
  const { kty, crv, x } = await exportJWK(createPublicKey(privateKey));
  const kid = await calculateJwkThumbprint({ kty, crv, x });
  return {
    kid,
    publicJwk: { kty, crv, x, kid, alg: DOCUMENT_ALGORITHM, use: 'sig' },
    sign: (credential) =>
      new SignJWT(credential)
        .setProtectedHeader({ alg: DOCUMENT_ALGORITHM, kid, typ: 'vc+jwt', cty: 'vc' })
        .sign(privateKey),
  };
}

/** A key made for this process only (tests and tools that sign nothing kept). */
export function processSigningKey(): string {
  return generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

/** Where development keeps the key it made (never used in production: the start refuses it). */
export const DEVELOPMENT_KEY_FILE = 'document-signing-key.pem';

/** The development key of a data folder: read, or made once (readable by its owner only). */
export async function developmentSigningKey(dataDir: string): Promise<string> {
  const file = path.join(dataDir, DEVELOPMENT_KEY_FILE);
  const existing = await readFile(file, 'utf8').catch(() => undefined);
  if (existing !== undefined) return existing;
  const pem = processSigningKey();
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, pem, { mode: 0o600, flag: 'wx' }).catch(async (error: NodeJS.ErrnoException) => {
    // Another process of the same folder made it first: use theirs.
    if (error.code !== 'EEXIST') throw error;
  });
  return readFile(file, 'utf8');
}
