// A thread that owns one SQLite connection: the writer receives batches of calls and runs each
// batch as one group commit; a reader runs read calls outside any write lock. Both answer with one
// outcome per call, in order.
import { parentPort, workerData } from 'node:worker_threads';
import { type EngineCall, SqliteEngine } from './sqliteEngine.ts';

const { file, readOnly, lockWaitMs } = workerData as { file: string; readOnly: boolean; lockWaitMs: number };
const port = parentPort!;
let engine: SqliteEngine;
try {
  engine = new SqliteEngine(file, { readOnly, lockWaitMs });
  port.postMessage({ type: 'ready' });
} catch (error) {
  port.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}

// Calls and outcomes travel as JSON text: copying one string between threads is much cheaper than
// the structured clone of many small objects.
port.on('message', (message: { type: 'batch'; json: string; waitMs: number } | { type: 'close' }) => {
  if (message.type === 'close') {
    engine.close();
    // With its port closed the thread has nothing left to do, and ends.
    port.close();
    return;
  }
  const calls = JSON.parse(message.json) as EngineCall[];
  const outcomes = readOnly ? engine.runReads(calls) : engine.runBatch(calls, message.waitMs);
  port.postMessage({ type: 'outcomes', json: JSON.stringify(outcomes) });
});
