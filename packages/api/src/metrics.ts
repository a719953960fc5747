// The private `/metrics` (Prometheus text format, through prom-client): requests by route and
// status, their latency, the outbox's depth and age, sign-in failures, the PostgreSQL pool and
// the process's own figures. Served on a listener of its own (METRICS_PORT, on loopback unless
// METRICS_HOST says otherwise), never on the public port.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { staffCalls } from '@aarambh/machines/schemas';
import type { Logger } from 'pino';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { observeRequests } from './log.ts';
import type { Storage } from './storage/types.ts';

export interface Metrics {
  registry: Registry;
}

/** The metrics of one server: its requests (through the access log of `log`) and its storage. */
export function createMetrics(storage: Storage, log: Logger): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, declared route and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method and declared route.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const signInFailures = new Counter({
    name: 'staff_sign_in_failures_total',
    help: 'Refused staff sign-ins: wrong credentials (refused) or too many tries (throttled).',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const signIn = staffCalls.signIn;
  observeRequests(log, ({ method, route, status, seconds }) => {
    requests.inc({ method, route, status: String(status) });
    latency.observe({ method, route }, seconds);
    if (method === signIn.method && route === signIn.path && (status === 401 || status === 429)) {
      signInFailures.inc({ reason: status === 429 ? 'throttled' : 'refused' });
    }
  });

  new Gauge({
    name: 'outbox_mails',
    help: 'Mail in the outbox not yet sent, by state (pending: to be tried again; failed: given up).',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const backlog = await storage.mailBacklog();
      this.set({ state: 'pending' }, backlog.pending);
      this.set({ state: 'failed' }, backlog.failed);
    },
  });
  new Gauge({
    name: 'outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest mail still pending (0 when none is).',
    registers: [registry],
    async collect() {
      const { oldestPending } = await storage.mailBacklog();
      this.set(oldestPending === null ? 0 : (Date.now() - Date.parse(oldestPending)) / 1000);
    },
  });
  if (storage.poolStats) {
    const stats = storage.poolStats.bind(storage);
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool: connections open (total), idle, and callers waiting for one (waiting).',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const { total, idle, waiting } = stats();
        this.set({ state: 'total' }, total);
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'waiting' }, waiting);
      },
    });
  }
  return { registry };
}

/** Serves `GET /metrics` of `metrics` on `host`:`port` (0: any free port); nothing else. */
export async function serveMetrics(
  metrics: Metrics,
  host: string,
  port: number,
): Promise<{ port: number; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('The metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
