import { mkdirSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import nodemailer from 'nodemailer';
import type { MailMessage } from '../storage/types.ts';
import { buildMime, envelopeOf } from './mime.ts';

/** Delivers one composed message, or rejects. */
export interface MailTransport {
  readonly kind: 'smtp' | 'files';
  send(message: MailMessage, id: string): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer (`smtp://user:pass@host:587`, `smtps://...`; add `?pool=true` to reuse connections). */
export function smtpTransport(url: string, timeoutMs = 10_000): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    kind: 'smtp',
    async send(message, id) {
      await transporter.sendMail({
        envelope: envelopeOf(message),
        raw: await buildMime(message, { id, date: new Date() }),
      });
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP, each message becomes an .eml file in the outbox folder (open it with any mail
 * program), so a newcomer sees exactly what would be sent. A worker thread writes them: messages
 * sent while it is busy go to it together as the next batch.
 */
export function fileTransport(folder: string): MailTransport {
  mkdirSync(folder, { recursive: true });
  const worker = new Worker(new URL('./fileWriter.ts', import.meta.url), { workerData: { folder } });
  worker.unref();
  type Pending = { resolve: () => void; reject: (error: Error) => void };
  let queue: { id: string; message: MailMessage; pending: Pending }[] = [];
  let inFlight: Pending[] | undefined;
  let scheduled = false;
  let failure: Error | undefined;

  const send = () => {
    scheduled = false;
    if (inFlight || queue.length === 0) return;
    const batch = queue;
    queue = [];
    inFlight = batch.map((item) => item.pending);
    worker.postMessage(batch.map(({ id, message }) => ({ id, message })));
  };
  const fail = (error: Error) => {
    failure ??= error;
    for (const pending of [...(inFlight ?? []), ...queue.map((item) => item.pending)])
      pending.reject(failure);
    inFlight = undefined;
    queue = [];
  };
  worker.on('message', (results: (string | null)[]) => {
    const batch = inFlight ?? [];
    inFlight = undefined;
    results.forEach((error, index) => {
      if (error === null) batch[index]!.resolve();
      else batch[index]!.reject(new Error(error));
    });
    if (queue.length > 0) send();
    else worker.unref();
  });
  worker.on('error', fail);
  worker.on('exit', () => fail(new Error('The mail file writer stopped')));

  return {
    kind: 'files',
    send(message, id) {
      if (failure) return Promise.reject(failure);
      return new Promise<void>((resolve, reject) => {
        queue.push({ id, message, pending: { resolve, reject } });
        worker.ref();
        if (!scheduled && !inFlight) {
          scheduled = true;
          setImmediate(send);
        }
      });
    },
    close: () => {
      void worker.terminate();
    },
  };
}
