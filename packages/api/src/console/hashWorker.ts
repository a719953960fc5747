// One scrypt derivation, run by the password pool's threads (`passwords.ts`). Synchronous on
// purpose: `scryptSync` works on this thread, whereas `scrypt` would hand the work to Node's
// shared libuv thread pool, the one that reads the site's files.
import { scryptSync } from 'node:crypto';
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

// On Linux a thread has a priority of its own: this one yields the CPU to the server's main thread
// (setpriority with a thread id affects that thread alone), so hashing takes the CPU the server
// leaves, not the other way round. Elsewhere the threads keep the process's priority.
try {
  setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 19);
} catch {
  // No /proc/thread-self: not Linux.
}

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
