// The thread that owns the SQLite connection: it receives batches of calls, runs each batch as
// one group commit, and answers with one outcome per call, in order.
import { parentPort, workerData } from 'node:worker_threads';
import { type EngineCall, SqliteEngine } from './sqliteEngine.ts';

const port = parentPort!;
let engine: SqliteEngine;
try {
  engine = new SqliteEngine((workerData as { file: string }).file);
  port.postMessage({ type: 'ready' });
} catch (error) {
  port.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}

port.on('message', (message: { type: 'batch'; calls: EngineCall[] } | { type: 'close' }) => {
  if (message.type === 'close') {
    engine.close();
    port.postMessage({ type: 'closed' });
    port.close();
    return;
  }
  port.postMessage({ type: 'outcomes', outcomes: engine.runBatch(message.calls) });
});
