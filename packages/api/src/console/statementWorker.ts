// The thread a statement is read in (see statementThread.ts): one import, one answer, then it ends.
import { parentPort, workerData } from 'node:worker_threads';
import { StatementError, type StatementInput, readStatement } from './statement.ts';

const input = workerData as StatementInput;
try {
  parentPort!.postMessage({
    report: readStatement(input.csv, input.given, input.remembered, input.waiting),
  });
} catch (error) {
  parentPort!.postMessage({
    refused: error instanceof StatementError ? error.message : undefined,
    failed: error instanceof StatementError ? undefined : String(error),
  });
}
