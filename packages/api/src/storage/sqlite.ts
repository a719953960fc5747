// Longer than most files on purpose: the whole Storage interface on SQLite through its worker threads (a writer and a reader), with their queues, the retries while the file is busy and what a dead worker means for the calls in flight.
import type { ConsentRecord, ConsentWithdrawal, WithdrawOutcome } from './consents.ts';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  BUSY,
  type EngineCall,
  type EngineMethod,
  type EngineOutcome,
  FULL,
  readMethods,
} from './sqliteEngine.ts';
import {
  type ConfirmOutcome,
  type ErasedResult,
  type HeldAbout,
  type MailBacklog,
  type MailCounts,
  type NewSubmission,
  type OutboxEntry,
  type PurgeResult,
  type PurgeRule,
  type SaveResult,
  type Storage,
  type StatusLinkRequest,
  type SubscribeRequest,
  type SubscriptionWithdrawal,
  type SubscriptionRetention,
  type SubscribeResult,
  StorageUnavailableError,
  type SubmissionKind,
  type SubmissionRecord,
} from './types.ts';
import { type ConsoleStorage, consoleMethods } from './consoleTypes.ts';

/** The database file inside the data folder. */
/** The database's file name in the data folder. */
export const SQLITE_FILE = 'aarambh.sqlite';

interface Pending {
  resolve: (value: never) => void;
  reject: (error: Error) => void;
  /** When the call was made: its wait for the write lock counts from then. */
  since: number;
}

type WorkerMessage =
  { type: 'ready' } | { type: 'failed'; message: string } | { type: 'outcomes'; json: string };

export interface SqliteOptions {
  /** How long a write waits for a lock another connection holds, in ms. @default 5000 */
  lockWaitMs?: number;
  /** The worker thread's script. @default sqliteWorker.ts (the tests give one that dies) */
  workerUrl?: URL;
}

/** SQLite keeps no resume bytes: the data folder holds them (uploads.ts). */
const FOLDER_RESUMES = 'SQLite keeps resumes in the data folder, not in the database';

/** How long a closing connection's thread may take to end by itself before it is terminated. */
const CLOSE_BOUND_MS = 5000;

/** The default of `DB_LOCK_WAIT_MS`: how long a write waits for a lock another process holds. */
export const DEFAULT_LOCK_WAIT_MS = 5000;

function rejection(outcome: { message: string; code?: string }): Error {
  if (outcome.code === BUSY) {
    return new StorageUnavailableError('busy', 'The database is locked by another connection');
  }
  if (outcome.code === FULL) return new StorageUnavailableError('full', 'The disk is full');
  return Object.assign(new Error(outcome.message), outcome.code ? { code: outcome.code } : {});
}

/**
 * One worker thread with one connection, and the calls waiting for it: one batch at a time is in
 * the worker; calls made meanwhile gather for the next batch.
 */
class Channel {
  readonly #file: string;
  readonly #readOnly: boolean;
  readonly #lockWaitMs: number;
  readonly #workerUrl: URL;
  readonly #onReady: () => void;
  readonly #onOpenFailed: (error: Error) => void;
  readonly #onBroken: (error: Error) => void;
  #worker: Worker | undefined;
  #queue: { call: EngineCall; pending: Pending }[] = [];
  #scheduled = false;
  /** The batch sent and not yet answered. */
  #inFlight: Pending[] | undefined;
  #failure: Error | undefined;
  #ready = false;
  /** Who waits for every call made so far to be answered (closing does). */
  readonly #drained: (() => void)[] = [];
  #closing: Promise<void> | undefined;

  constructor(
    file: string,
    options: {
      readOnly: boolean;
      lockWaitMs: number;
      workerUrl: URL;
      onReady?: () => void;
      onOpenFailed?: (error: Error) => void;
      onBroken: (error: Error) => void;
    },
  ) {
    this.#workerUrl = options.workerUrl;
    this.#file = file;
    this.#readOnly = options.readOnly;
    this.#lockWaitMs = options.lockWaitMs;
    this.#onReady = options.onReady ?? (() => undefined);
    this.#onOpenFailed = options.onOpenFailed ?? (() => undefined);
    this.#onBroken = options.onBroken;
  }

  /** Starts the worker (a reader only once the writer has created and migrated the file). */
  start() {
    if (this.#worker || this.#closing) return;
    const worker = new Worker(this.#workerUrl, {
      workerData: { file: this.#file, readOnly: this.#readOnly, lockWaitMs: this.#lockWaitMs },
    });
    this.#worker = worker;
    if (this.#queue.length === 0) worker.unref();
    worker.on('message', (message: WorkerMessage) => this.#receive(message));
    worker.on('error', (error) => this.#fail(error, true));
    worker.on('exit', () => this.#fail(new Error('The database is closed'), !this.#closing));
  }

  #receive(message: WorkerMessage) {
    if (message.type === 'ready') {
      this.#ready = true;
      this.#onReady();
      this.#send();
    } else if (message.type === 'failed') {
      const error = new Error(`The database could not be opened: ${message.message}`);
      this.#fail(error, false);
      this.#onOpenFailed(error);
    } else if (message.type === 'outcomes') {
      const batch = this.#inFlight ?? [];
      this.#inFlight = undefined;
      (JSON.parse(message.json) as EngineOutcome[]).forEach((outcome, index) => {
        const pending = batch[index]!;
        if (outcome.ok) pending.resolve(outcome.value as never);
        else pending.reject(rejection(outcome));
      });
      if (this.#queue.length > 0) {
        this.#send();
      } else {
        this.#worker?.unref();
        for (const resolve of this.#drained.splice(0)) resolve();
      }
    }
  }

  /** `broken`: the thread died under the running server (not a failed open, not a close). */
  #fail(error: Error, broken: boolean) {
    const first = this.#failure === undefined;
    this.#failure ??= error;
    for (const resolve of this.#drained.splice(0)) resolve();
    for (const pending of this.#inFlight ?? []) pending.reject(this.#failure);
    this.#inFlight = undefined;
    for (const { pending } of this.#queue.splice(0)) pending.reject(this.#failure);
    if (first && broken) this.#onBroken(error);
  }

  /** Fails every call, made or to come, without starting (the writer could not open the file). */
  abandon(error: Error) {
    this.#fail(error, false);
  }

  call<T>(method: EngineMethod, args: unknown[]): Promise<T> {
    if (this.#failure) return Promise.reject(this.#failure);
    if (this.#closing) return Promise.reject(new Error('The database is closed'));
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({
        call: { method, args },
        pending: { resolve: resolve as (value: never) => void, reject, since: performance.now() },
      });
      // While calls wait for the worker, they keep the process alive.
      this.#worker?.ref();
      if (!this.#scheduled && !this.#inFlight) {
        this.#scheduled = true;
        setImmediate(() => this.#send());
      }
    });
  }

  #send() {
    this.#scheduled = false;
    if (this.#inFlight || !this.#ready || !this.#worker) return;
    const batch = this.#queue.splice(0);
    if (batch.length === 0 || this.#failure) return;
    this.#inFlight = batch.map((item) => item.pending);
    // The oldest call's wait started when it was made, not when its batch leaves.
    const waitMs = this.#lockWaitMs - (performance.now() - batch[0]!.pending.since);
    // As JSON text (Dates become ISO strings, which the engine takes): far cheaper to pass.
    this.#worker.postMessage({
      type: 'batch',
      json: JSON.stringify(batch.map((item) => item.call)),
      waitMs: Math.max(0, waitMs),
    });
  }

  /** Finishes the calls already made, then closes the connection and ends the worker. */
  close(): Promise<void> {
    this.#closing ??= (async () => {
      const worker = this.#worker;
      if (!worker) return;
      if (this.#queue.length > 0 || this.#inFlight) {
        const drained = new Promise<void>((resolve) => this.#drained.push(resolve));
        if (this.#scheduled) this.#send();
        await Promise.race([drained, new Promise<void>((resolve) => worker.once('exit', () => resolve()))]);
      }
      if (this.#failure) {
        await worker.terminate();
        return;
      }
      worker.ref();
      // The worker closes its connection and its port, and its thread then ends by itself. It is
      // not terminated: stopping a thread that may still be compiling code once tripped V8 (a fatal
      // "Check failed: jit_page.has_value()") in a test run on a busy machine. A thread that has
      // not ended within the bound is terminated all the same.
      const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      worker.postMessage({ type: 'close' });
      const bound = setTimeout(() => void worker.terminate(), CLOSE_BOUND_MS);
      await exited;
      clearTimeout(bound);
    })();
    return this.#closing;
  }
}

/**
 * The embedded database: one SQLite file under the data folder, created (and migrated) on first
 * start, in WAL mode with full synchronous commits, so an acknowledged submission survives even a
 * power cut.
 *
 * Two connections, each in a worker thread, so this thread goes on serving requests meanwhile:
 *
 * - the writer: one batch of calls at a time; all the calls made while the previous batch was
 *   committing (or during one turn of the event loop, when it was idle) run as one transaction,
 *   one COMMIT and one fsync for all of them (a group commit). When another process holds the
 *   write lock (a purge, a backup, a shell inside a transaction), a call waits at most
 *   `lockWaitMs` from when it was made, then fails with `StorageUnavailableError` (503).
 * - the reader: the read-only calls (`readMethods`: health, get, list...), which in WAL mode never
 *   wait for the write lock, nor behind the writer's queue.
 *
 * A promise resolves only after its batch is committed.
 */
export class SqliteStorage implements Storage {
  readonly engine = 'sqlite';
  readonly resumes = 'folder';
  /** The console's calls, through the same two connections (reads on the reader). */
  readonly console = Object.fromEntries(
    Object.keys(consoleMethods).map((name) => [
      name,
      (...args: unknown[]) => this.#call(`console.${name}` as EngineMethod, ...args),
    ]),
  ) as unknown as ConsoleStorage;
  readonly #writer: Channel;
  /** Absent for an in-memory database, which a second connection would not see. */
  readonly #reader: Channel | undefined;
  readonly #brokenListeners: ((error: Error) => void)[] = [];
  #broken: Error | undefined;

  constructor(file: string, options: SqliteOptions = {}) {
    const lockWaitMs = options.lockWaitMs ?? DEFAULT_LOCK_WAIT_MS;
    const workerUrl = options.workerUrl ?? new URL('./sqliteWorker.ts', import.meta.url);
    const onBroken = (error: Error) => {
      if (this.#broken) return;
      this.#broken = error;
      for (const listener of this.#brokenListeners) listener(error);
    };
    this.#reader =
      file === ':memory:'
        ? undefined
        : new Channel(file, { readOnly: true, lockWaitMs, workerUrl, onBroken });
    this.#writer = new Channel(file, {
      readOnly: false,
      lockWaitMs,
      workerUrl,
      onBroken,
      onReady: () => this.#reader?.start(),
      onOpenFailed: (error) => this.#reader?.abandon(error),
    });
    this.#writer.start();
  }

  #call<T>(method: EngineMethod, ...args: unknown[]): Promise<T> {
    const channel = readMethods.has(method) && this.#reader ? this.#reader : this.#writer;
    return channel.call<T>(method, args);
  }

  onBroken(listener: (error: Error) => void): void {
    if (this.#broken) listener(this.#broken);
    else this.#brokenListeners.push(listener);
  }

  save(submission: NewSubmission): Promise<SaveResult> {
    if (submission.fileContent) return Promise.reject(new Error(FOLDER_RESUMES));
    return this.#call('save', submission);
  }

  subscribe(request: SubscribeRequest): Promise<SubscribeResult> {
    return this.#call('subscribe', request);
  }

  confirmSubscription(token: string, at: Date): Promise<ConfirmOutcome> {
    return this.#call('confirmSubscription', token, at);
  }

  unsubscribe(token: string, at: Date, withdrawal?: SubscriptionWithdrawal): Promise<boolean> {
    return this.#call('unsubscribe', token, at, withdrawal);
  }

  requestStatusLink(request: StatusLinkRequest): Promise<boolean> {
    return this.#call('requestStatusLink', request);
  }

  applicationsOf(email: string): Promise<SubmissionRecord[]> {
    return this.#call('applicationsOf', email);
  }

  get(key: string): Promise<SubmissionRecord | undefined> {
    return this.#call('get', key);
  }

  list(kind: SubmissionKind, from: Date, to: Date): Promise<SubmissionRecord[]> {
    return this.#call('list', kind, from, to);
  }

  async isHealthy(): Promise<boolean> {
    try {
      return await this.#call<boolean>('isHealthy');
    } catch {
      return false;
    }
  }

  claimDueMail(now: Date, leaseMs: number, limit: number): Promise<OutboxEntry[]> {
    return this.#call('claimDueMail', now, leaseMs, limit);
  }

  markMailSent(id: string, at: Date): Promise<void> {
    return this.#call('markMailSent', id, at);
  }

  markMailFailed(id: string, error: string, retryAt: Date | null): Promise<void> {
    return this.#call('markMailFailed', id, error, retryAt);
  }

  mailFor(submissionId: string): Promise<OutboxEntry[]> {
    return this.#call('mailFor', submissionId);
  }

  mailCounts(): Promise<MailCounts> {
    return this.#call('mailCounts');
  }

  mailBacklog(now = new Date()): Promise<MailBacklog> {
    return this.#call('mailBacklog', now.toISOString());
  }

  storedFileNames(): Promise<string[]> {
    return this.#call('storedFileNames');
  }

  readResume(): Promise<Uint8Array | undefined> {
    return Promise.reject(new Error(FOLDER_RESUMES));
  }

  adoptResume(): Promise<boolean> {
    return Promise.reject(new Error(FOLDER_RESUMES));
  }

  countRequest(key: string, window: number): Promise<number> {
    return this.#call('countRequest', key, window);
  }

  forgetRequests(window: number): Promise<void> {
    return this.#call('forgetRequests', window);
  }

  purge(
    rules: readonly PurgeRule[],
    mailsBefore: Date | null,
    subscriptions?: SubscriptionRetention,
  ): Promise<PurgeResult> {
    return this.#call('purge', rules, mailsBefore, subscriptions);
  }

  heldAbout(email: string): Promise<HeldAbout> {
    return this.#call('heldAbout', email);
  }

  consentsOf(submissionId: string): Promise<ConsentRecord[]> {
    return this.#call('consentsOf', submissionId);
  }

  withdrawConsent(withdrawal: ConsentWithdrawal): Promise<WithdrawOutcome> {
    return this.#call('withdrawConsent', withdrawal);
  }

  erase(email: string): Promise<ErasedResult> {
    return this.#call('erase', email);
  }

  /** Finishes the calls already made, then closes both connections and ends their workers. */
  async close(): Promise<void> {
    await Promise.all([this.#writer.close(), this.#reader?.close()]);
  }
}

/** Opens (and creates or migrates) the database file under the data folder. */
export function openSqlite(dataDir: string, options: SqliteOptions = {}): SqliteStorage {
  return new SqliteStorage(path.join(dataDir, SQLITE_FILE), options);
}
