// The second half of `npm run test:api:crash`: three servers, each with a data folder of its own
// (three machines), on one PostgreSQL (TEST_DATABASE_URL, from scripts/with-postgres.mjs). First a
// benchmark (not a timed test): the clients' throughput against one server and against all three
// round-robin, in turn, twice, in the same run. Then CRASH_ROUNDS rounds of round-robin traffic in which one server
// is killed with SIGKILL and restarted while the others carry on. Then the checks: every
// acknowledged submission is found, whole (its mail rows; an application's resume in the database
// with its row's CRC-32), its resume downloads from each of the three servers through the staff
// console with the CRC-32 of what was sent, no request got a 500, no server left files behind, and
// one client over its rate limit is refused by all three.
import { randomBytes } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { processSigningKey } from '../src/proof/signing.ts';
import { staffCalls } from '@aarambh/machines/schemas';
import pg from 'pg';
import { inviteStaff } from '../src/console/accounts.ts';
import { PostgresStorage } from '../src/storage/postgres.ts';
import { submissionKinds } from '../src/storage/types.ts';
import {
  type ServerProcess,
  applicationFields,
  contactBody,
  multipartBody,
  pdfOfSize,
  startServerProcess,
  tempDataDir,
  withoutLimits,
} from './server.ts';
import { SITE_URL, codeFor, sameOriginHeaders, sessionCookie } from './staffClient.ts';

const crc = (bytes: Uint8Array) => crc32(bytes).toString(16).padStart(8, '0');
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** A start on a loaded machine (three servers, PostgreSQL and the clients on two cores) may be slow. */
const START_WITHIN_MS = 60_000;
/** The rate limit the servers run with: low, so that one client can pass it. */
const PER_MINUTE = 5;

interface Options {
  rounds: number;
  loadMs: number;
  clients: number;
  benchMs: number;
}

/** Runs the three-server crash and its benchmark; answers whether every check passed. */
export async function crashThreeServers({ rounds, loadMs, clients, benchMs }: Options): Promise<boolean> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set: run through scripts/with-postgres.mjs');
  const database = `aarambh_crash_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const databaseUrl = url.toString();

  const env = {
    ...withoutLimits,
    RATE_LIMIT_PER_MINUTE: String(PER_MINUTE),
    DATABASE_URL: databaseUrl,
    // Behind a proxy: each request says which client it comes from (X-Forwarded-For), so the load
    // is many clients under the limit, and the limit's check one client over it.
    TRUST_PROXY: 'true',
    SITE_URL,
    CORS_ORIGINS: SITE_URL,
    LINK_SECRET: randomBytes(32).toString('hex'),
    DOCUMENT_SIGNING_KEY: processSigningKey(),
    LOG_LEVEL: 'warn',
  };
  const dataDirs = [1, 2, 3].map((n) => tempDataDir(`servers-${n}`));
  const servers: (ServerProcess | undefined)[] = [];
  try {
    // One after another: the first creates the schema, the others find it made.
    for (const dir of dataDirs) servers.push(await startServerProcess(dir, env, START_WITHIN_MS));
    return await exercise(servers, dataDirs, env, databaseUrl, { rounds, loadMs, clients, benchMs });
  } finally {
    // Whatever happened, no server is left running, nor its folder, nor the database.
    await Promise.all(servers.map((server) => server?.stop('SIGKILL')));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
}

/** The benchmark, the rounds and the checks, on three servers started on one database. */
async function exercise(
  servers: (ServerProcess | undefined)[],
  dataDirs: string[],
  env: Record<string, string>,
  databaseUrl: string,
  { rounds, loadMs, clients, benchMs }: Options,
): Promise<boolean> {
  /** The servers a load balancer sends to now: the ones up. */
  let up = servers.map((server) => server!.url);

  const acknowledged = new Map<string, { kind: 'contact' | 'application'; crc32?: string }>();
  let sent = 0;
  let unanswered = 0;
  let refused = 0;
  let serverErrors = 0;
  let counter = 0;

  async function client(running: () => boolean) {
    while (running()) {
      const n = counter++;
      const target = up[n % up.length]!;
      // A client of its own per request, well under the limit.
      const forwarded = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
      sent += 1;
      try {
        let response: Response;
        let resume: Buffer | undefined;
        if (n % 2 === 0) {
          response = await fetch(`${target}/api/contact-us`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwarded },
            body: contactBody(n),
          });
        } else {
          resume = pdfOfSize(16 * 1024 + (n % 7) * 1000 + (n % 13));
          const { body, contentType } = multipartBody(applicationFields(n), {
            content: resume,
            name: 'resume.pdf',
            type: 'application/pdf',
          });
          response = await fetch(`${target}/api/application`, {
            method: 'POST',
            headers: { 'Content-Type': contentType, 'X-Forwarded-For': forwarded },
            body: new Uint8Array(body),
          });
        }
        // An answer names its submission by its reference.
        const result = (await response.json()) as { reference?: string };
        if (response.status === 201 && result.reference) {
          acknowledged.set(
            result.reference,
            resume ? { kind: 'application', crc32: crc(resume) } : { kind: 'contact' },
          );
        } else {
          refused += 1;
          if (response.status === 500) serverErrors += 1;
        }
      } catch {
        // The server was killed under this request: no answer, so nothing was acknowledged.
        unanswered += 1;
      }
    }
  }

  /** Load from `clients` clients for `ms`; answers the submissions acknowledged per second. */
  async function load(ms: number, during: () => Promise<void> = () => pause(ms)): Promise<number> {
    let running = true;
    const before = acknowledged.size;
    const started = performance.now();
    const clientsDone = Promise.all(Array.from({ length: clients }, () => client(() => running)));
    await during();
    running = false;
    await clientsDone;
    return ((acknowledged.size - before) * 1000) / (performance.now() - started);
  }

  // The benchmark: after a warm-up, one server and three in turn, twice, same clients, same run.
  await load(benchMs / 2);
  const loadBefore = loadavg()[0]!;
  const oneServer: number[] = [];
  const threeServers: number[] = [];
  for (let turn = 0; turn < 2; turn++) {
    up = [servers[0]!.url];
    oneServer.push(await load(benchMs));
    up = servers.map((server) => server!.url);
    threeServers.push(await load(benchMs));
  }
  const loadAfter = loadavg()[0]!;

  console.log(
    `three servers on one PostgreSQL: ${rounds} rounds of ${clients} clients round-robin for ${loadMs} ms, one server killed (SIGKILL) and restarted in each.`,
  );
  for (let round = 1; round <= rounds; round++) {
    const victim = (round - 1) % servers.length;
    const before = acknowledged.size;
    await load(loadMs, async () => {
      await pause(loadMs / 2);
      const killed = servers[victim]!;
      up = up.filter((target) => target !== killed.url);
      killed.child.kill('SIGKILL');
      const how = await killed.exited;
      servers[victim] = undefined;
      // Restarted on what the kill left in its data folder, while the others take the load.
      const restarted = await startServerProcess(dataDirs[victim]!, env, START_WITHIN_MS);
      servers[victim] = restarted;
      up = servers.map((server) => server!.url);
      console.log(`round ${round}: server ${victim + 1} killed (${how}) and restarted under load`);
      await pause(loadMs / 2);
    });
    console.log(`round ${round}: ${acknowledged.size - before} acknowledged`);
  }

  // One client over its limit: PER_MINUTE requests pass, spread over the three; then each server refuses it.
  const windowLeftMs = 60_000 - (Date.now() % 60_000);
  if (windowLeftMs < 10_000) await pause(windowLeftMs + 100);
  const limited = '192.0.2.77';
  const limitAnswers: number[] = [];
  for (let n = 0; n < PER_MINUTE + servers.length; n++) {
    const response = await fetch(`${servers[n % servers.length]!.url}/api/contact-us`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': limited },
      body: contactBody(1_000_000 + n),
    });
    limitAnswers.push(response.status);
    await response.body?.cancel();
  }
  const passed = limitAnswers.slice(0, PER_MINUTE).filter((status) => status === 201).length;
  const refusedByAll = limitAnswers.slice(PER_MINUTE).filter((status) => status === 429).length;

  // The checks, on the database every server wrote to.
  const storage = await PostgresStorage.open(databaseUrl, { max: 4 });
  // What was stored, by reference (what the answers gave), with each submission's id.
  const stored = new Map<string, { id: string; kind: string; storedName?: string; crc32?: string }>();
  for (const kind of submissionKinds) {
    for (const record of await storage.list(kind, new Date(0), new Date(Date.now() + 60_000))) {
      stored.set(record.reference, {
        id: record.id,
        kind: record.kind,
        ...(record.file ? { storedName: record.file.storedName, crc32: record.file.crc32 } : {}),
      });
    }
  }
  let missing = 0;
  for (const [reference, sentAs] of acknowledged) {
    const found = stored.get(reference);
    if (found?.kind !== sentAs.kind || (sentAs.crc32 !== undefined && found.crc32 !== sentAs.crc32))
      missing += 1;
  }
  let halfWritten = 0;
  for (const record of stored.values()) {
    const mails = await storage.mailFor(record.id);
    let whole = mails.length === 2;
    if (record.kind === 'application') {
      const bytes = record.storedName === undefined ? undefined : await storage.readResume(record.storedName);
      whole &&= bytes !== undefined && crc(bytes) === record.crc32;
    }
    if (!whole) halfWritten += 1;
  }

  // A member of staff, enrolled through one server, opens resumes through each of the three.
  const link = await inviteStaff(storage, SITE_URL, {
    email: 'reviewer@aarambhlabs.example',
    role: 'reviewer',
  });
  await storage.close();
  const token = new URL(link!).hash.slice(1);
  const post = (target: string, callPath: string, body: unknown) =>
    fetch(`${target}${callPath}`, {
      method: 'POST',
      headers: { ...sameOriginHeaders, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const shown = (await (await post(servers[0]!.url, staffCalls.enrolment.path, { token })).json()) as {
    totpSecret: string;
  };
  const enrolled = await post(servers[0]!.url, staffCalls.enrol.path, {
    token,
    password: 'correct horse battery staple',
    code: codeFor(shown.totpSecret, new Date()),
  });
  const cookie = sessionCookie(enrolled);
  const applications = [...acknowledged].filter(([, sentAs]) => sentAs.kind === 'application');
  const sample = applications.filter((_, n) => n % Math.max(1, Math.floor(applications.length / 20)) === 0);
  let readBack = 0;
  let readBackMatching = 0;
  for (const [reference, sentAs] of sample) {
    const id = stored.get(reference)?.id ?? reference;
    for (const server of servers) {
      const response = await fetch(`${server!.url}${staffCalls.resume.path.replace(':id', id)}`, {
        headers: { Cookie: cookie ?? '' },
      });
      readBack += 1;
      if (response.status === 200 && crc(new Uint8Array(await response.arrayBuffer())) === sentAs.crc32) {
        readBackMatching += 1;
      }
    }
  }

  await Promise.all(servers.map((server) => server!.stop('SIGTERM')));
  // No server keeps a resume on its disk, and each one removed its incoming folder when it stopped
  // (the killed ones' folders were swept when they started again).
  const filesLeft = dataDirs
    .flatMap((dir) => [...readdirSync(path.join(dir, 'uploads')), ...readdirSync(path.join(dir, 'incoming'))])
    .filter(Boolean).length;

  const figures = (perSecond: number[]) => perSecond.map((each) => each.toFixed(1)).join(' / ');
  console.log(`
Benchmark (not a timed test): ${clients} clients, ${benchMs} ms per turn, one server and three in turn, twice;
load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after (other work on the machine counts in it)
submissions acknowledged per second, one server      ${figures(oneServer)}
submissions acknowledged per second, three servers   ${figures(threeServers)} (round-robin)

requests sent                         ${sent}
acknowledged (201)                    ${acknowledged.size}
acknowledged and found                ${acknowledged.size - missing}
acknowledged but missing              ${missing}
stored in all                         ${stored.size} (the rest were committed as a server died, unanswered)
half-written submissions              ${halfWritten}
unanswered (a server killed under it) ${unanswered}
refused (not 201)                     ${refused}
answered 500                          ${serverErrors}
resumes read back through each server ${readBackMatching} of ${readBack} matching what was sent (${sample.length} resumes x 3 servers)
files left in the servers' folders    ${filesLeft}
one client over its limit             ${passed} of ${PER_MINUTE} passed, then refused (429) by ${refusedByAll} of ${servers.length} servers`);

  return (
    missing === 0 &&
    halfWritten === 0 &&
    serverErrors === 0 &&
    readBack > 0 &&
    readBackMatching === readBack &&
    filesLeft === 0 &&
    passed === PER_MINUTE &&
    refusedByAll === servers.length
  );
}
