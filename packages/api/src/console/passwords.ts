// Staff passwords, hashed with scrypt (Node's own, from OpenSSL: no hand-rolled crypto and no
// native add-on to build) in a self-describing string, so the cost can rise later and old hashes
// still verify: `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>` (base64url).
//
// A hash is 128 MiB and about 0.3 s of CPU, so it runs on a bounded pool of threads of its own
// (Tinypool), never on the event loop nor on Node's libuv thread pool, which reads the site's files
// and answers the health check: a flood of sign-ins from many addresses waits in this pool's short
// queue or is refused (`HashPoolFullError`, a 503), and the rest of the site goes on answering.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import Tinypool from 'tinypool';
import type { DeriveTask } from './hashWorker.ts';

export interface ScryptCost {
  /** log2 of N, the CPU and memory cost. */
  logN: number;
  r: number;
  p: number;
}

/** OWASP's scrypt parameters for passwords (N = 2^17, r = 8, p = 1): 128 MiB and about 0.3 s a hash here. */
export const PASSWORD_COST: ScryptCost = { logN: 17, r: 8, p: 1 };

export interface HashPoolSettings {
  /** Hashes computed at once, one thread each (memory: 128 MiB each at `PASSWORD_COST`). */
  threads: number;
  /** Hashes that may wait for a thread; past `threads + queue` a hash is refused. */
  queue: number;
}

/** One thread on a 2-core machine, leaving the other to the server; more only where there are more cores. */
export const DEFAULT_HASH_POOL: HashPoolSettings = {
  threads: Math.max(1, Math.min(4, Math.floor(availableParallelism() / 2))),
  queue: 8,
};

/** Thrown at once, before any work, when the pool already holds `threads + queue` hashes. */
export class HashPoolFullError extends Error {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super('The password hashing pool is full');
    this.retryAfterSeconds = retryAfterSeconds;
    this.name = 'HashPoolFullError';
  }
}

const KEY_BYTES = 32;
/** A thread left idle this long ends (its 128 MiB with it); the next hash starts one again. */
const IDLE_MS = 60_000;

/** A place taken in the pool: its hashes run without queueing again; `release` gives it back. */
export interface HashPlace {
  hash(password: string, cost?: ScryptCost): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  release(): void;
}

export class PasswordHasher {
  readonly #settings: HashPoolSettings;
  #pool: Tinypool | undefined;
  /** Places taken: hashes running, waiting for a thread, or about to be asked for. */
  #taken = 0;
  /** A running estimate of one hash's time, for `Retry-After`. */
  #hashMs = 300;
  /** Key derivations done, for tests and the flood harness. */
  derivations = 0;

  constructor(settings: HashPoolSettings = DEFAULT_HASH_POOL) {
    if (!(settings.threads >= 1 && settings.queue >= 0)) throw new RangeError('A hash pool needs a thread');
    this.#settings = settings;
  }

  /**
   * Takes a place in the pool now, or throws `HashPoolFullError`: a caller takes its place before
   * it commits to anything (a sign-in before counting the attempt), and the cap holds however many
   * callers come at once, since taking is synchronous.
   */
  place(): HashPlace {
    const { threads, queue } = this.#settings;
    if (this.#taken >= threads + queue) {
      throw new HashPoolFullError(Math.max(1, Math.ceil((this.#taken * this.#hashMs) / threads / 1000)));
    }
    this.#taken += 1;
    let released = false;
    return {
      hash: (password, cost = PASSWORD_COST) => this.#hash(password, cost),
      verify: (password, stored) => this.#verify(password, stored),
      release: () => {
        if (released) return;
        released = true;
        this.#taken -= 1;
      },
    };
  }

  /** A hash of `password`, taking a place for it. */
  async hash(password: string, cost: ScryptCost = PASSWORD_COST): Promise<string> {
    const place = this.place();
    try {
      return await place.hash(password, cost);
    } finally {
      place.release();
    }
  }

  /** Ends the pool's threads (a stopping server); a later hash starts them again. */
  async close(): Promise<void> {
    const pool = this.#pool;
    this.#pool = undefined;
    await pool?.destroy();
  }

  async #derive(password: string, salt: Uint8Array, cost: ScryptCost): Promise<Buffer> {
    // Created with the first hash: most app starts (and the API tests start hundreds) never hash.
    this.#pool ??= new Tinypool({
      filename: new URL('./hashWorker.ts', import.meta.url).href,
      minThreads: 0,
      maxThreads: this.#settings.threads,
      // Never reached through `place()`; a second guard on memory if a caller forgot its place.
      maxQueue: this.#settings.threads + this.#settings.queue,
      idleTimeout: IDLE_MS,
    });
    const task: DeriveTask = {
      password: password.normalize('NFC'),
      salt,
      keyBytes: KEY_BYTES,
      N: 2 ** cost.logN,
      r: cost.r,
      p: cost.p,
    };
    const started = performance.now();
    const key = (await this.#pool.run(task)) as Uint8Array;
    this.derivations += 1;
    this.#hashMs = (this.#hashMs * 3 + (performance.now() - started)) / 4;
    return Buffer.from(key.buffer, key.byteOffset, key.byteLength);
  }

  async #hash(password: string, cost: ScryptCost): Promise<string> {
    const salt = randomBytes(16);
    const key = await this.#derive(password, salt, cost);
    return ['scrypt', cost.logN, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join(
      '$',
    );
  }

  /** Whether `password` is the one `stored` was made from; false for anything that is not such a hash. */
  async #verify(password: string, stored: string): Promise<boolean> {
    const [scheme, logN, r, p, salt, key] = stored.split('$');
    if (scheme !== 'scrypt' || !salt || !key) return false;
    const expected = Buffer.from(key, 'base64url');
    const actual = await this.#derive(password, Buffer.from(salt, 'base64url'), {
      logN: Number(logN),
      r: Number(r),
      p: Number(p),
    });
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }
}

let shared: PasswordHasher | undefined;

/**
 * The process's one pool, with the default settings, for apps not given one (the server gives its
 * own, from its configuration): the cap is global, whatever number of apps a process holds.
 */
export function sharedHasher(): PasswordHasher {
  shared ??= new PasswordHasher();
  return shared;
}
