// A throwaway npm registry for the consumer check: Verdaccio on a free loopback port, with its
// configuration, storage and users in a folder of the caller's (deleted with it). It serves only
// the @aarambh scope and has no uplink: the consumer app installs everything else from the normal
// registry (and the npm cache) and only @aarambh from here, as a product does with the company
// registry.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A port that was free a moment ago (Verdaccio takes a port, not 0). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Polls until `check` resolves true; rejects with the last reason after `timeout` ms. */
async function waitFor(check, timeout, what) {
  const deadline = performance.now() + timeout;
  let reason;
  while (performance.now() < deadline) {
    try {
      if (await check()) return;
    } catch (error) {
      reason = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} within ${timeout / 1000} s${reason ? `: ${reason}` : ''}`);
}

/**
 * Starts Verdaccio in `folder`; returns its URL, a publish token for a fresh user, and `stop`.
 * @param {string} folder
 */
export async function startRegistry(folder) {
  mkdirSync(folder, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const config = path.join(folder, 'config.yaml');
  writeFileSync(
    config,
    [
      `storage: ${JSON.stringify(path.join(folder, 'storage'))}`,
      'auth:',
      '  htpasswd:',
      `    file: ${JSON.stringify(path.join(folder, 'htpasswd'))}`,
      '    max_users: 1',
      'web:',
      '  enable: false',
      'packages:',
      "  '@aarambh/*':",
      '    access: $all',
      '    publish: $authenticated',
      'log: { type: stdout, format: pretty, level: warn }',
      '',
    ].join('\n'),
  );
  const child = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules/verdaccio/bin/verdaccio'),
      '--config',
      config,
      '--listen',
      `127.0.0.1:${port}`,
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitFor(async () => (await fetch(`${url}-/ping`)).ok, 30_000, `Verdaccio did not answer at ${url}`);
    // The first user of an empty htpasswd file registers itself and gets a token.
    const response = await fetch(`${url}-/user/org.couchdb.user:consumer-check`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'consumer-check', password: `check-${port}` }),
    });
    const { token } = await response.json();
    if (!response.ok || !token) throw new Error(`Verdaccio refused the publishing user (${response.status})`);
    return { url, token, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
