import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestSmtp } from '../../harness/testSmtp.ts';
import { fileTransport, smtpTransport } from './transport.ts';

const message = {
  from: 'Aarambh Labs <no-reply@aarambhlabs.example>',
  to: 'asha@example.com',
  subject: 'Hello',
  text: 'Hello',
  html: '<p>Hello</p>',
};

let folder: string;
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('the .eml file transport', () => {
  it('reports itself broken, once, when its writer thread dies', async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'aarambh-eml-'));
    const dying = new URL(
      `data:text/javascript,${encodeURIComponent(
        "import { parentPort } from 'node:worker_threads'; parentPort.on('message', () => { throw new Error('writer bug'); });",
      )}`,
    );
    const transport = fileTransport(folder, dying);
    const broken: Error[] = [];
    transport.onBroken((error) => broken.push(error));
    await expect(transport.send(message, 'a')).rejects.toThrow('writer bug');
    await expect(transport.send(message, 'b')).rejects.toThrow('writer bug');
    expect(broken.map((error) => error.message)).toEqual(['writer bug']);
    transport.close();
  });
});

describe('the SMTP transport', () => {
  it('signs every message with DKIM when a key is configured', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const smtp = await startTestSmtp();
    const transport = smtpTransport(smtp.url, {
      maxConnections: 1,
      dkim: {
        domainName: 'aarambhlabs.example',
        keySelector: 'mail2026',
        privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      },
    });
    try {
      await transport.send(message, 'dkim-1');
      // Header lines unfolded.
      const raw = smtp.received[0]!.raw.replace(/\r?\n[ \t]+/g, ' ');
      expect(raw).toMatch(/^DKIM-Signature: v=1; a=rsa-sha256; c=relaxed\/relaxed; d=aarambhlabs\.example;/m);
      expect(raw).toMatch(/s=mail2026;/);
    } finally {
      transport.close();
      await smtp.close();
    }
  });
});
