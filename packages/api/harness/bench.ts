// `npm run bench:api`: autocannon against the real server on loopback, bounded in time.
// GET /api/health and POST /api/contact-us (valid bodies, every one stored) alternate in rounds in
// the same run, so both see the same machine; then POST /api/application with a 1 MB PDF.
// Prints requests per second and p50/p99 for each, the contact/health ratio, and the targets.
// Submissions are answered before their mail is sent: after each round the bench waits until the
// outbox has sent what the round wrote, and that mail work counts in the round's server CPU (else
// it would spill into the next round and be charged to the health check).
// Settings: BENCH_SECONDS (per phase, default 5), BENCH_ROUNDS (default 3).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';
import {
  contactBody,
  multipartBody,
  pdfOfSize,
  startServerProcess,
  withoutLimits,
  tempDataDir,
  applicationFields,
} from './server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

interface Phase {
  name: string;
  connections: number;
  requests: number;
  seconds: number;
  ok: number;
  other: number;
  errors: number;
  p50: number[];
  p99: number[];
  /** CPU time the server process used (all its threads), in milliseconds, the mail sent after the round included. */
  serverCpuMs: number;
  /** How long after its rounds the outbox was still sending their mail, in milliseconds. */
  drainMs: number;
}

function phase(name: string, connections: number): Phase {
  return {
    name,
    connections,
    requests: 0,
    seconds: 0,
    ok: 0,
    other: 0,
    errors: 0,
    p50: [],
    p99: [],
    serverCpuMs: 0,
    drainMs: 0,
  };
}

/**
 * CPU time used so far by a process, all threads, from /proc (Linux): what the server spends per
 * request does not depend on how busy the rest of the machine is, unlike requests per second.
 */
function cpuMs(pid: number | undefined): number {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return Number.NaN;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of stat; here 11 and 12 after the command name.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}
const ticksPerSecond = 100;

/** Waits until no mail is pending (the health check's outbox count); answers how long it took. */
async function mailSent(): Promise<number> {
  const start = performance.now();
  for (;;) {
    const report = (await (await fetch(`${server.url}/api/health`)).json()) as {
      mail?: { pending?: number };
    };
    if (report.mail?.pending === 0) return performance.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function run(target: Phase, options: autocannon.Options) {
  const cpuBefore = cpuMs(server.child.pid);
  const result = await autocannon({ connections: target.connections, duration: seconds, ...options });
  target.drainMs += await mailSent();
  target.serverCpuMs += cpuMs(server.child.pid) - cpuBefore;
  target.requests += result.requests.total;
  target.seconds += result.duration;
  target.ok += result['2xx'];
  target.other += result.non2xx;
  target.errors += result.errors + result.timeouts;
  target.p50.push(result.latency.p50);
  target.p99.push(result.latency.p99);
}

const dataDir = tempDataDir('bench');
// One address sends everything here, so the per-address limit is off for the run.
const server = await startServerProcess(dataDir, withoutLimits);

const health = phase('GET /api/health', 50);
const contact = phase('POST /api/contact-us', 50);
const upload = phase('POST /api/application (1 MB PDF)', 20);

const healthOptions: autocannon.Options = { url: `${server.url}/api/health` };
let variant = 0;
const contactBodies = Array.from({ length: 500 }, (_, n) => contactBody(n));
const contactOptions: autocannon.Options = {
  url: `${server.url}/api/contact-us`,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  requests: [
    {
      setupRequest: (request) => ({ ...request, body: contactBodies[variant++ % contactBodies.length] }),
    },
  ],
};
const file = multipartBody(applicationFields(1), {
  content: pdfOfSize(1024 * 1024),
  name: 'resume.pdf',
  type: 'application/pdf',
});
const uploadOptions: autocannon.Options = {
  url: `${server.url}/api/application`,
  method: 'POST',
  headers: { 'content-type': file.contentType },
  body: file.body,
};

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
const loadBefore = load();
try {
  console.log(`Warming up, then ${rounds} rounds of ${seconds} s per endpoint...`);
  await autocannon({ ...healthOptions, connections: 10, duration: 1 });
  await autocannon({ ...contactOptions, connections: 10, duration: 1 });
  for (let round = 0; round < rounds; round++) {
    await run(health, healthOptions);
    await run(contact, contactOptions);
  }
  await run(upload, uploadOptions);
} finally {
  await server.stop('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

const rps = (p: Phase) => p.requests / p.seconds;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const worst = (values: number[]) => Math.max(...values);

const cpuPerRequest = (p: Phase) => (p.serverCpuMs * 1000) / p.requests;
const row = (cells: (string | number)[], widths: number[]) =>
  cells
    .map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]!) : String(cell).padStart(widths[i]!)))
    .join(' ');
const widths = [34, 6, 8, 7, 7, 8, 6, 7, 13];
console.log(
  `\n${row(['Endpoint', 'conns', 'req/s', 'p50 ms', 'p99 ms', '2xx', 'other', 'errors', 'server CPU/req'], widths)}`,
);
for (const p of [health, contact, upload]) {
  console.log(
    row(
      [
        p.name,
        p.connections,
        rps(p).toFixed(0),
        median(p.p50).toFixed(0),
        worst(p.p99).toFixed(0),
        p.ok,
        p.other,
        p.errors,
        `${cpuPerRequest(p).toFixed(0)} µs`,
      ],
      widths,
    ),
  );
}
const ratio = rps(contact) / rps(health);
// On an otherwise idle machine the server is CPU-bound, so this is the throughput ratio it allows.
const cpuRatio = cpuPerRequest(health) / cpuPerRequest(contact);
const checks = [
  [`contact/health throughput ratio ${ratio.toFixed(2)} (target >= 0.5)`, ratio >= 0.5],
  [
    `server CPU per request, health/contact ${cpuRatio.toFixed(2)} (the ratio the server allows when CPU-bound)`,
    cpuRatio >= 0.5,
  ],
  [`contact p99 ${worst(contact.p99)} ms at 50 connections (target <= 10 ms)`, worst(contact.p99) <= 10],
  [`upload p99 ${worst(upload.p99)} ms at 20 connections (target <= 100 ms)`, worst(upload.p99) <= 100],
  [
    `every contact and upload answered 2xx`,
    contact.other + contact.errors + upload.other + upload.errors === 0,
  ],
] as const;
console.log(
  `\nMail still being sent after the rounds (counted in their CPU): contact ${(contact.drainMs / 1000).toFixed(1)} s, upload ${(upload.drainMs / 1000).toFixed(1)} s in all.`,
);
console.log('');
for (const [text, ok] of checks) console.log(`${ok ? 'met    ' : 'MISSED '} ${text}`);
console.log(
  `(p99 is the worst round; p50 the median round. ${availableParallelism()} cores; load average ${loadBefore} before, ${load()} after: other work on the machine moves these figures.)`,
);
