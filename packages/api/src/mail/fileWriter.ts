// The thread that writes .eml files for the file transport: it receives batches of messages,
// builds each one's MIME text and writes it with synchronous calls (one round trip per batch
// instead of an open, a write and a close per file on the libuv pool), and answers per message.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type { MailMessage } from '../storage/types.ts';
import { toMime } from './mime.ts';

const folder = (workerData as { folder: string }).folder;
const port = parentPort!;

port.on('message', (batch: { id: string; message: MailMessage }[]) => {
  const results = batch.map(({ id, message }) => {
    try {
      const date = new Date();
      const name = `${date.toISOString().replace(/[:.]/g, '-')}-${id}.eml`;
      // 'wx': never overwrite a file that is already there.
      writeFileSync(path.join(folder, name), toMime(message, { id, date }), { flag: 'wx', mode: 0o600 });
      return null;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  });
  port.postMessage(results);
});
