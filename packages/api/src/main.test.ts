// `npm start` as a process: how it refuses a bad configuration and how it stops.
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

  it('on a HOST that is not loopback with nothing else set, refuses to start and names LINK_SECRET and SITE_URL', async () => {
    dataDir = tempDataDir('main');
    const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = execFile(
        process.execPath,
        [fileURLToPath(new URL('./main.ts', import.meta.url))],
        {
          // Set, even empty, wins over a developer's .env.
          env: {
            ...process.env,
            HOST: '0.0.0.0',
            PORT: '0',
            DATA_DIR: dataDir,
            LINK_SECRET: '',
            SITE_URL: '',
          },
          timeout: 20_000,
        },
        (_error, _stdout, stderr) => resolve({ code: child.exitCode, stderr }),
      );
    });
    expect(code).toBe(78);
    expect(stderr).toContain('Configuration error: HOST=0.0.0.0 is not loopback');
    expect(stderr).toContain('LINK_SECRET must be set');
    expect(stderr).toContain('SITE_URL must be set');
  });

  it('with --built (npm run serve), refuses to start without a built site and says what to run', async () => {
    dataDir = tempDataDir('main');
    const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = execFile(
        process.execPath,
        [fileURLToPath(new URL('./main.ts', import.meta.url)), '--built'],
        {
          env: { ...process.env, PORT: '0', DATA_DIR: dataDir, SITE_DIR: path.join(dataDir, 'no-site') },
          timeout: 20_000,
        },
        (_error, _stdout, stderr) => resolve({ code: child.exitCode, stderr }),
      );
    });
    expect(code).toBe(66);
    expect(stderr).toContain(
      `Nothing built to serve: no built site at ${path.join(dataDir, 'no-site')} (SITE_DIR)`,
    );
    expect(stderr).toContain('Run `npm run build` first');
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
