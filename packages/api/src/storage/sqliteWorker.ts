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

// Calls and outcomes travel as JSON text: copying one string between threads is much cheaper than
// the structured clone of many small objects.
port.on('message', (message: { type: 'batch'; json: string } | { type: 'close' }) => {
  if (message.type === 'close') {
    engine.close();
    port.postMessage({ type: 'closed' });
    port.close();
    return;
  }
  const calls = JSON.parse(message.json) as EngineCall[];
  port.postMessage({ type: 'outcomes', json: JSON.stringify(engine.runBatch(calls)) });
});
