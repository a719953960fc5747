import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { EngineCall, EngineMethod, EngineOutcome } from './sqliteEngine.ts';
import type {
  MailAllowance,
  MailCounts,
  NewSubmission,
  OutboxEntry,
  PurgeResult,
  PurgeRule,
  SaveResult,
  Storage,
  SubmissionKind,
  SubmissionRecord,
} from './types.ts';

/** The database file inside the data folder. */
export const SQLITE_FILE = 'aarambh.sqlite';

interface Pending {
  resolve: (value: never) => void;
  reject: (error: Error) => void;
}

type WorkerMessage =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'outcomes'; json: string }
  | { type: 'closed' };

/**
 * The embedded database: one SQLite file under the data folder, created (and migrated) on first
 * start, in WAL mode with full synchronous commits, so an acknowledged submission survives even a
 * power cut.
 *
 * The connection lives in a worker thread, and one batch of calls at a time is there: all the
 * calls made while the previous batch was committing (or during one turn of the event loop, when
 * the worker was idle) run as one transaction, one COMMIT and one fsync for all of them (a group
 * commit). The slower the disk, the larger the batches. This thread meanwhile goes on serving
 * requests. A promise resolves only after its batch is committed.
 */
export class SqliteStorage implements Storage {
  readonly engine = 'sqlite';
  readonly #worker: Worker;
  #queue: { call: EngineCall; pending: Pending }[] = [];
  #scheduled = false;
  /** Batches sent and not yet answered, oldest first (the worker answers in order). */
  readonly #inFlight: Pending[][] = [];
  #failure: Error | undefined;
  /** Who waits for every call made so far to be answered (closing does). */
  readonly #drained: (() => void)[] = [];
  #closing: Promise<void> | undefined;

  constructor(file: string) {
    this.#worker = new Worker(new URL('./sqliteWorker.ts', import.meta.url), { workerData: { file } });
    this.#worker.unref();
    this.#worker.on('message', (message: WorkerMessage) => this.#receive(message));
    this.#worker.on('error', (error) => this.#fail(error));
    this.#worker.on('exit', () => this.#fail(new Error('The database is closed')));
  }

  #receive(message: WorkerMessage) {
    if (message.type === 'failed') {
      this.#fail(new Error(`The database could not be opened: ${message.message}`));
    } else if (message.type === 'outcomes') {
      const batch = this.#inFlight.shift() ?? [];
      (JSON.parse(message.json) as EngineOutcome[]).forEach((outcome, index) => {
        const pending = batch[index]!;
        if (outcome.ok) pending.resolve(outcome.value as never);
        else
          pending.reject(
            Object.assign(new Error(outcome.message), outcome.code ? { code: outcome.code } : {}),
          );
      });
      if (this.#queue.length > 0) {
        this.#send();
      } else if (this.#inFlight.length === 0) {
        this.#worker.unref();
        for (const resolve of this.#drained.splice(0)) resolve();
      }
    }
  }

  #fail(error: Error) {
    this.#failure ??= error;
    for (const resolve of this.#drained.splice(0)) resolve();
    for (const batch of this.#inFlight.splice(0)) for (const pending of batch) pending.reject(this.#failure);
    for (const { pending } of this.#queue.splice(0)) pending.reject(this.#failure);
  }

  #call<T>(method: EngineMethod, ...args: unknown[]): Promise<T> {
    if (this.#failure) return Promise.reject(this.#failure);
    if (this.#closing) return Promise.reject(new Error('The database is closed'));
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({
        call: { method, args },
        pending: { resolve: resolve as (value: never) => void, reject },
      });
      // While calls wait for the worker, they keep the process alive.
      this.#worker.ref();
      // One batch at a time: while the worker commits, calls gather for the next batch.
      if (!this.#scheduled && this.#inFlight.length === 0) {
        this.#scheduled = true;
        setImmediate(() => this.#send());
      }
    });
  }

  #send() {
    this.#scheduled = false;
    if (this.#inFlight.length > 0) return;
    const batch = this.#queue.splice(0);
    if (batch.length === 0 || this.#failure) return;
    this.#inFlight.push(batch.map((item) => item.pending));
    // As JSON text (Dates become ISO strings, which the engine takes): far cheaper to pass.
    this.#worker.postMessage({ type: 'batch', json: JSON.stringify(batch.map((item) => item.call)) });
  }

  save(submission: NewSubmission): Promise<SaveResult> {
    return this.#call('save', submission);
  }

  get(id: string): Promise<SubmissionRecord | undefined> {
    return this.#call('get', id);
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

  takeMailAllowance(allowances: readonly MailAllowance[], at: Date): Promise<boolean> {
    return this.#call('takeMailAllowance', allowances, at);
  }

  storedFileNames(): Promise<string[]> {
    return this.#call('storedFileNames');
  }

  purge(rules: readonly PurgeRule[], mailsBefore: Date | null): Promise<PurgeResult> {
    return this.#call('purge', rules, mailsBefore);
  }

  /** Finishes the calls already made, then closes the connection and ends the worker. */
  close(): Promise<void> {
    this.#closing ??= (async () => {
      if (this.#queue.length > 0 || this.#inFlight.length > 0) {
        const drained = new Promise<void>((resolve) => this.#drained.push(resolve));
        if (this.#scheduled) this.#send();
        await Promise.race([
          drained,
          new Promise<void>((resolve) => this.#worker.once('exit', () => resolve())),
        ]);
      }
      if (this.#failure) {
        await this.#worker.terminate();
        return;
      }
      this.#worker.ref();
      const closed = new Promise<void>((resolve) => {
        this.#worker.on('message', (message: WorkerMessage) => {
          if (message.type === 'closed') resolve();
        });
        this.#worker.once('exit', () => resolve());
      });
      this.#worker.postMessage({ type: 'close' });
      await closed;
      await this.#worker.terminate();
    })();
    return this.#closing;
  }
}

/** Opens (and creates or migrates) the database file under the data folder. */
export function openSqlite(dataDir: string): SqliteStorage {
  return new SqliteStorage(path.join(dataDir, SQLITE_FILE));
}
