import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailMessage } from '../storage/types.ts';
import { envelopeOf, toMime } from './mime.ts';

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
        raw: toMime(message, { id, date: new Date() }),
      });
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP, each message becomes an .eml file in the outbox folder (open it with any mail
 * program), so a newcomer sees exactly what would be sent.
 */
export function fileTransport(folder: string): MailTransport {
  mkdirSync(folder, { recursive: true });
  return {
    kind: 'files',
    async send(message, id) {
      const date = new Date();
      const name = `${date.toISOString().replace(/[:.]/g, '-')}-${id}.eml`;
      // 'wx': never overwrite a file that is already there.
      await writeFile(path.join(folder, name), toMime(message, { id, date }), { flag: 'wx' });
    },
    close: () => undefined,
  };
}
