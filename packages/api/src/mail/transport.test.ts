import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileTransport } from './transport.ts';

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
