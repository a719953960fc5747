import { mkdirSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import nodemailer from 'nodemailer';
import type { MailMessage } from '../storage/types.ts';
import { buildMime, envelopeOf } from './mime.ts';

/** Delivers one composed message, or rejects. */
export interface MailTransport {
  readonly kind: 'smtp' | 'files';
  send(message: MailMessage, id: string): Promise<void>;
  /** Called once if the transport breaks for good (the .eml writer thread died). */
  onBroken(listener: (error: Error) => void): void;
  close(): void;
}

/** A DKIM key to sign with (nodemailer's `dkim` transport option): `<keySelector>._domainkey.<domainName>`. */
export interface DkimSettings {
  domainName: string;
  keySelector: string;
  /** PEM. */
  privateKey: string;
}

/**
 * SMTP through nodemailer (`smtp://user:pass@host:587`, `smtps://...`), pooled: at most
 * `maxConnections` connections at once, each reused for several messages; further messages wait
 * in nodemailer's queue (so a burst of submissions never opens a connection per mail).
 */
export function smtpTransport(
  url: string,
  options: { maxConnections: number; timeoutMs?: number; dkim?: DkimSettings | undefined },
): MailTransport {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: options.maxConnections,
    maxMessages: 100,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    // nodemailer's own signer adds a DKIM-Signature to every message, the raw ones included.
    ...(options.dkim ? { dkim: options.dkim } : {}),
  });
  return {
    kind: 'smtp',
    async send(message, id) {
      await transporter.sendMail({
        envelope: envelopeOf(message),
        raw: await buildMime(message, { id, date: new Date() }),
      });
    },
    onBroken: () => undefined,
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP, each message becomes an .eml file in the outbox folder (open it with any mail
 * program), so a newcomer sees exactly what would be sent. A worker thread writes them: messages
 * sent while it is busy go to it together as the next batch.
 */
export function fileTransport(
  folder: string,
  /** The writer thread's script (the tests give one that dies). */
  workerUrl = new URL('./fileWriter.ts', import.meta.url),
): MailTransport {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const worker = new Worker(workerUrl, { workerData: { folder } });
  worker.unref();
  type Pending = { resolve: () => void; reject: (error: Error) => void };
  let queue: { id: string; message: MailMessage; pending: Pending }[] = [];
  let inFlight: Pending[] | undefined;
  let scheduled = false;
  let failure: Error | undefined;
  let closing = false;
  const brokenListeners: ((error: Error) => void)[] = [];

  const send = () => {
    scheduled = false;
    if (inFlight || queue.length === 0) return;
    const batch = queue;
    queue = [];
    inFlight = batch.map((item) => item.pending);
    worker.postMessage(batch.map(({ id, message }) => ({ id, message })));
  };
  const fail = (error: Error) => {
    if (failure === undefined && !closing) for (const listener of brokenListeners) listener(error);
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
    onBroken(listener) {
      if (failure && !closing) listener(failure);
      else brokenListeners.push(listener);
    },
    close: () => {
      closing = true;
      void worker.terminate();
    },
  };
}
