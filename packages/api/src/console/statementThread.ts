// A statement is read off the event loop: parsing and matching a 2 MiB CSV takes seconds of CPU,
// during which no other request would be answered. Each import runs in a worker thread of its own
// (imports are rare, an admin's), one at a time, and is ended past a time limit.
import type { StatementReport } from '@aarambh/machines/schemas';
import { Worker } from 'node:worker_threads';
import { StatementError, type StatementInput } from './statement.ts';

/** The longest an import may take before it is ended. */
export const STATEMENT_TIME_LIMIT_MS = 30_000;

let running: Promise<unknown> = Promise.resolve();

/** `readStatement` in a worker thread, after the imports before it; throws StatementError when it refuses the file. */
export function readStatementOffThread(
  input: StatementInput,
  timeLimitMs = STATEMENT_TIME_LIMIT_MS,
): Promise<StatementReport> {
  const next = running.then(() => run(input, timeLimitMs));
  running = next.catch(() => undefined);
  return next;
}

function run(input: StatementInput, timeLimitMs: number): Promise<StatementReport> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./statementWorker.ts', import.meta.url), { workerData: input });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new StatementError('This file took too long to read: import a shorter period.'));
    }, timeLimitMs);
    worker.once('message', (answer: { report?: StatementReport; refused?: string; failed?: string }) => {
      clearTimeout(timer);
      if (answer.report) resolve(answer.report);
      else if (answer.refused !== undefined) reject(new StatementError(answer.refused));
      else reject(new Error(`The statement could not be read: ${answer.failed}`));
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    worker.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The statement's thread ended (${code}) without an answer`));
    });
  });
}
