// `npm run test:api:flood`: floods the staff sign-in of the real server (`src/main.ts`, its own
// data folder, a small site of its own) from many client addresses at once (a new
// X-Forwarded-For address per request, behind TRUST_PROXY; `floodClients.ts`, on a thread of its
// own so its answers do not delay the probes' own loop), while one probe at a time fetches a
// static file of the site and the health check. Prints the probes' latency idle and under the
// flood beside the target (a median within 2x of idle), the sign-ins' answers, and the server's
// peak memory. FLOOD_CLIENTS lists the numbers of sign-ins at once, one round each (default
// 4,8,16: the first two fit in the hashing pool's queue, the last does not), each FLOOD_SECONDS
// (default 10) and then until its sign-ins are answered. Idle is measured the same way for as
// long, after WARMUP_PROBES probes (default 200) that are not counted: measured cold, the idle
// medians were slower than the flooded ones (4.9 ms against 1.1 ms), which flattered every ratio.
// A last round floods as many requests as the largest round with a body the sign-in refuses
// before hashing (400): the probes' figures beside it tell what the hashing costs them from what
// any flood of requests on two cores costs them. Exits non-zero when a probe failed.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { processSigningKey } from '../src/proof/signing.ts';
import { startServerProcess, tempDataDir } from './server.ts';

const levels = (process.env.FLOOD_CLIENTS ?? '4,8,16').split(',').map(Number);
const seconds = Number(process.env.FLOOD_SECONDS ?? 10);
const warmupProbes = Number(process.env.WARMUP_PROBES ?? 200);
const SITE_URL = 'https://aarambhlabs.example';

const dataDir = tempDataDir('flood');
const siteDir = path.join(dataDir, 'site');
mkdirSync(path.join(siteDir, 'assets'), { recursive: true });
writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>Flood</title><p>Home</p>');
const staticPath = '/assets/app-0123abcd.js';
writeFileSync(path.join(siteDir, staticPath), `console.log(${JSON.stringify('x'.repeat(40_000))});\n`);

type Figures = { p50: number; p90: number; max: number; count: number };
function figures(times: number[]): Figures {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { p50: at(0.5), p90: at(0.9), max: sorted.at(-1) ?? NaN, count: sorted.length };
}
const ms = (value: number) => `${value.toFixed(1)} ms`;
const line = (name: string, f: Figures) =>
  `${name.padEnd(22)} p50 ${ms(f.p50).padStart(10)}  p90 ${ms(f.p90).padStart(10)}  max ${ms(f.max).padStart(10)}  (${f.count})`;

/** The server's peak resident memory so far (VmHWM), in MiB, where /proc tells it. */
function peakMemoryMiB(pid: number | undefined): string {
  try {
    const kib = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kib ? `${Math.round(Number(kib) / 1024)} MiB` : 'unknown';
  } catch {
    return 'unknown';
  }
}

const server = await startServerProcess(
  dataDir,
  {
    LOG_LEVEL: 'silent',
    SITE_DIR: siteDir,
    TRUST_PROXY: 'true',
    SITE_URL,
    LINK_SECRET: randomBytes(32).toString('hex'),
    DOCUMENT_SIGNING_KEY: processSigningKey(),
    // A busy machine (the case this measures) may take a while to start the server.
  },
  60_000,
);
let failed = false;
try {
  const probe = async (target: string, into: number[]) => {
    const started = performance.now();
    const response = await fetch(`${server.url}${target}`);
    await response.arrayBuffer();
    into.push(performance.now() - started);
    if (!response.ok) {
      failed = true;
      console.error(`${target} answered ${response.status}`);
    }
  };
  const probeUntil = async (until: number) => {
    const times = { file: [] as number[], health: [] as number[] };
    while (Date.now() < until) {
      await probe(staticPath, times.file);
      await probe('/api/health', times.health);
    }
    return times;
  };
  const warmup = { file: [] as number[], health: [] as number[] };
  for (let n = 0; n < warmupProbes; n += 1) {
    await probe(staticPath, warmup.file);
    await probe('/api/health', warmup.health);
  }
  const idle = await probeUntil(Date.now() + seconds * 1000);

  console.log(line('idle: static file', figures(idle.file)));
  console.log(line('idle: health', figures(idle.health)));
  let address = 0;
  const round = async (clients: number, control: boolean) => {
    const until = Date.now() + seconds * 1000;
    const flooding = new Promise<{ answers: [number, number[]][]; address: number }>((resolve, reject) => {
      const worker = new Worker(new URL('./floodClients.ts', import.meta.url), {
        workerData: { url: server.url, clients, until, firstAddress: address, siteUrl: SITE_URL, control },
      });
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    const [flood, flooded] = await Promise.all([probeUntil(until), flooding]);
    address = flooded.address;

    console.log(
      control
        ? `\nControl: ${clients} sign-ins at once refused before hashing (400), for ${seconds} s:`
        : `\n${clients} sign-ins at once, each from a new address, for ${seconds} s:`,
    );
    console.log(line('static file', figures(flood.file)));
    console.log(line('health', figures(flood.health)));
    for (const [name, key] of [
      ['static file', 'file'],
      ['health', 'health'],
    ] as const) {
      const ratio = figures(flood[key]).p50 / figures(idle[key]).p50;
      console.log(`${name}: median ${ratio.toFixed(1)}x idle${control ? '' : ' (target: within 2x)'}`);
    }
    for (const [status, times] of flooded.answers.sort(([a], [b]) => a - b)) {
      console.log(line(`sign-in answered ${status}`, figures(times)));
    }
    return flood;
  };
  const rounds = [];
  for (const clients of levels) rounds.push(await round(clients, false));
  const control = await round(Math.max(...levels), true);
  for (const [name, key] of [
    ['static file', 'file'],
    ['health', 'health'],
  ] as const) {
    const ratio = figures(rounds.at(-1)![key]).p50 / figures(control[key]).p50;
    console.log(`${name}: median with hashing ${ratio.toFixed(1)}x the control's`);
  }
  console.log(`server peak memory: ${peakMemoryMiB(server.child.pid)}`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
