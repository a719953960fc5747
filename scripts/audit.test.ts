// scripts/audit.mjs against a registry on loopback that answers npm's bulk advisory request as told.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./audit.mjs', import.meta.url));
/** The version of a package installed at the root. */
const installedVersion = (name: string) =>
  (
    JSON.parse(
      readFileSync(fileURLToPath(new URL(`../node_modules/${name}/package.json`, import.meta.url)), 'utf8'),
    ) as {
      version: string;
    }
  ).version;
let registry: Server | undefined;
afterEach(() => registry?.close());

/**
 * A registry whose advisory endpoint answers `status` with `body`, and which knows the installed
 * version of each package asked for (npm reads the versions of a package with an advisory and of
 * those that depend on it); resolves with its URL.
 */
function fakeRegistry(status: number, body: unknown): Promise<string> {
  registry = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      if (request.method === 'GET') {
        const name = decodeURIComponent(request.url!.slice(1));
        const version = installedVersion(name);
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ name, versions: { [version]: { name, version } } }));
        return;
      }
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(status === 200 ? JSON.stringify(body) : '');
    });
  });
  return new Promise((resolve) =>
    registry!.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(registry!.address() as AddressInfo).port}/`),
    ),
  );
}

function audit(url: string): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [script, '--omit=dev', `--registry=${url}`],
      { timeout: 60_000 },
      (_error, stdout) => resolve({ code: child.exitCode, stdout }),
    );
  });
}

describe('npm run audit:deps', () => {
  it('skips with a message, and succeeds, when the registry has no audit endpoint', async () => {
    const { code, stdout } = await audit(await fakeRegistry(405, undefined));
    expect(code).toBe(0);
    expect(stdout).toContain("Advisory check skipped: the registry's audit endpoint is not available");
  });

  it('fails on an advisory of high severity for a production dependency', async () => {
    const advisory = {
      id: 1,
      url: 'https://advisories.example/1',
      title: 'Request smuggling',
      severity: 'critical',
      vulnerable_versions: '<100.0.0',
      cwe: [],
      cvss: { score: 9.8, vectorString: null },
    };
    const { code, stdout } = await audit(await fakeRegistry(200, { hono: [advisory] }));
    expect(code).not.toBe(0);
    expect(stdout).toContain('hono');
    expect(stdout).toContain('critical');
  });

  it('passes when the registry knows no advisory', async () => {
    const { code, stdout } = await audit(await fakeRegistry(200, {}));
    expect(code).toBe(0);
    expect(stdout).toContain('found 0 vulnerabilities');
  });
});
