// The thread that writes .eml files for the file transport: it receives batches of messages,
// builds each one's MIME text (nodemailer's composer, as for SMTP) and writes it with synchronous
// calls (one round trip per batch instead of an open, a write and a close per file on the libuv
// pool), and answers per message.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type { MailMessage } from '../storage/types.ts';
import { copyName } from './copies.ts';
import { buildMime } from './mime.ts';

const folder = (workerData as { folder: string }).folder;
const port = parentPort!;

port.on('message', async (batch: { id: string; message: MailMessage }[]) => {
  const results = await Promise.all(
    batch.map(async ({ id, message }) => {
      try {
        const date = new Date();
        const mime = await buildMime(message, { id, date });
        const name = copyName(id, date);
        // 'wx': never overwrite a file that is already there.
        writeFileSync(path.join(folder, name), mime, { flag: 'wx', mode: 0o600 });
        return null;
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
    }),
  );
  port.postMessage(results);
});
