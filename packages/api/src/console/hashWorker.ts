// One scrypt derivation, run by the password pool's threads (`passwords.ts`). Synchronous on
// purpose: `scryptSync` works on this thread, whereas `scrypt` would hand the work to Node's
// shared libuv thread pool, the one that reads the site's files.
import { scryptSync } from 'node:crypto';

export interface DeriveTask {
  password: string;
  salt: Uint8Array;
  keyBytes: number;
  N: number;
  r: number;
  p: number;
}

export default function derive({ password, salt, keyBytes, N, r, p }: DeriveTask): Uint8Array {
  return scryptSync(password, salt, keyBytes, { N, r, p, maxmem: 256 * N * r });
}
