// The private /metrics: on its own loopback listener, never on the public port, and moving with
// the requests the public port answers.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { createLogger } from './log.ts';
import { type RunningServer, startServer } from './server.ts';

let dataDir: string;
let server: RunningServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(env: Record<string, string>) {
  dataDir = mkdtempSync(path.join(tmpdir(), 'aarambh-metrics-'));
  const config = loadConfig({
    PORT: '0',
    DATA_DIR: dataDir,
    SITE_DIR: path.join(dataDir, 'no-site'),
    CONSOLE_DIR: path.join(dataDir, 'no-console'),
    ...env,
  });
  server = await startServer(config, { log: createLogger('silent') });
  return server;
}

/** The value of one sample in a Prometheus text exposition, 0 when absent. */
function sample(text: string, line: string): number {
  const found = text.split('\n').find((row) => row.startsWith(`${line} `));
  return found ? Number(found.slice(line.length + 1)) : 0;
}

describe('/metrics', () => {
  it('is served on its own loopback port only, and its counters move with the requests the public port answers', async () => {
    const running = await start({ METRICS_PORT: '0' });
    expect(running.metricsPort).toBeGreaterThan(0);
    expect(running.metricsPort).not.toBe(running.port);
    const metricsUrl = `http://127.0.0.1:${running.metricsPort}/metrics`;

    const publicSide = await fetch(`${running.url}/metrics`);
    expect(publicSide.status).toBe(404);
    expect(await publicSide.text()).not.toContain('http_requests_total');

    const health = 'http_requests_total{method="GET",route="/api/health",status="200"}';
    const before = await (await fetch(metricsUrl)).text();
    for (let i = 0; i < 3; i++) expect((await fetch(`${running.url}/api/health`)).status).toBe(200);
    const after = await fetch(metricsUrl);
    expect(after.headers.get('content-type')).toContain('text/plain');
    const text = await after.text();
    expect(sample(text, health) - sample(before, health)).toBe(3);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/health"}')).toBe(3);
    expect(text).toContain('outbox_mails{state="pending"} 0');
    expect(text).toContain('outbox_oldest_pending_age_seconds 0');
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('has no listener unless METRICS_PORT is set', async () => {
    const running = await start({});
    expect(running.metricsPort).toBeUndefined();
    expect((await fetch(`${running.url}/metrics`)).status).toBe(404);
  });
});
