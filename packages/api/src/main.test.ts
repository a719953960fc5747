// `npm start` as a process: how it refuses a bad configuration and how it stops.
import { rmSync } from 'node:fs';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  applicationFields,
  multipartBody,
  pdfOfSize,
  startServerProcess,
  tempDataDir,
} from '../harness/server.ts';

let dataDir: string;
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** Holds an upload open on the server (half its body sent), so that a stop has a request to wait for. */
async function uploadInFlight(url: string) {
  const { port } = new URL(url);
  const { body, contentType } = multipartBody(applicationFields(1), {
    content: pdfOfSize(1024 * 1024),
    name: 'cv.pdf',
    type: 'application/pdf',
  });
  const socket = connect(Number(port), '127.0.0.1');
  socket.on('error', () => undefined);
  socket.write(
    `POST /api/application HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\nContent-Length: ${body.length}\r\n\r\n`,
  );
  socket.write(body.subarray(0, body.length / 2));
  await new Promise((resolve) => setTimeout(resolve, 200));
  return socket;
}

describe('npm start', () => {
  it('refuses a malformed MAIL_FROM before listening, with a clear message', async () => {
    dataDir = tempDataDir('main');
    await expect(startServerProcess(dataDir, { MAIL_FROM: 'Aarambh Labs no-reply@' })).rejects.toThrow(
      'the server exited: exit 78',
    );
  });

  it('exits at once on a second signal while a stop waits for a request', async () => {
    dataDir = tempDataDir('main');
    const server = await startServerProcess(dataDir, { SHUTDOWN_TIMEOUT_MS: '60000' });
    const socket = await uploadInFlight(server.url);
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Still waiting for the upload.
    expect(server.child.exitCode).toBeNull();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe('exit 130');
    socket.destroy();
  });

  it('exits non-zero when a stop passes its deadline', async () => {
    dataDir = tempDataDir('main');
    const server = await startServerProcess(dataDir, { SHUTDOWN_TIMEOUT_MS: '500' });
    const socket = await uploadInFlight(server.url);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe('exit 1');
    socket.destroy();
  });
});
