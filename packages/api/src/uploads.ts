import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import { readFile, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import { loggableError } from './log.ts';
import type { Storage } from './storage/types.ts';

/**
 * Where resumes live in the data folder.
 *
 * - `uploads/`: accepted resumes, named `<submission id>.<ext>`. A file appears here only after its
 *   submission's row is committed, so every file in it has (or had) a row.
 * - `incoming/<instance>/`: one folder per running server process, for uploads in flight (`.*.part`)
 *   and for a resume between its rename to `<id>.<ext>` and its submission's commit. Nobody else
 *   writes in it, and a sweep only ever empties the folder of a process that is gone.
 *
 * Two servers may share one data folder (a rolling restart starts the new one before the old one
 * stops), so the sweep cannot judge a file by its name or its age alone: it asks whether the
 * folder's owner is alive.
 */
export interface UploadArea {
  /** Accepted resumes, each one moved here after its submission is committed. */
  readonly storedDir: string;
  /** This process's own folder for uploads in flight. */
  readonly incomingDir: string;
  /** Runs the sweep now (it also runs on open and then every `LEASE_MS`). */
  sweep(): Promise<SweepResult>;
  /** Stops the heartbeat and removes this process's folder (call once no request is under way). */
  close(): Promise<void>;
}

export interface SweepResult {
  /** Committed resumes found in a dead process's folder and moved into place. */
  recovered: number;
  /** Partial uploads and files no row refers to, removed. */
  removed: number;
}

/** How long a folder whose owner cannot be checked directly (another host) counts as alive after its last heartbeat. */
export const LEASE_MS = 5 * 60_000;
const HEARTBEAT_MS = 30_000;
const OWNER_FILE = 'owner.json';

/** Who owns an incoming folder: enough to tell, on the same machine, whether that process still runs. */
interface Owner {
  host: string;
  /** The pid namespace (`/proc/self/ns/pid`): a pid means the same process only inside one namespace. */
  pidNamespace: string | null;
  pid: number;
  /** The process's start time in clock ticks since boot (`/proc/<pid>/stat`), so a reused pid is not taken for it. */
  startTime: string | null;
}

function pidNamespace(): string | null {
  try {
    return readlinkSync('/proc/self/ns/pid');
  } catch {
    return null;
  }
}

function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    // Field 22; the command name (field 2) may hold spaces and parentheses, so count after its end.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function pidRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function me(): Owner {
  return {
    host: hostname(),
    pidNamespace: pidNamespace(),
    pid: process.pid,
    startTime: startTimeOf(process.pid),
  };
}

/**
 * Whether the process that owns a folder may still be using it. On this machine and in this pid
 * namespace the answer is exact (the pid runs and started when the owner did); anywhere else (a
 * container or host sharing the folder) the owner's heartbeat must be younger than `LEASE_MS`.
 */
function ownerAlive(owner: Owner | undefined, heartbeat: number, self: Owner, now: number): boolean {
  if (
    owner &&
    owner.host === self.host &&
    owner.pidNamespace !== null &&
    owner.pidNamespace === self.pidNamespace
  ) {
    if (!pidRuns(owner.pid)) return false;
    return owner.startTime === null || startTimeOf(owner.pid) === owner.startTime;
  }
  return now - heartbeat < LEASE_MS;
}

async function readOwner(folder: string): Promise<{ owner: Owner | undefined; heartbeat: number }> {
  const file = path.join(folder, OWNER_FILE);
  try {
    const [text, info] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
    return { owner: JSON.parse(text) as Owner, heartbeat: info.mtimeMs };
  } catch {
    // Not written yet (a process creating its folder right now) or unreadable: judge by the folder's age.
    const info = await stat(folder).catch(() => undefined);
    return { owner: undefined, heartbeat: info?.mtimeMs ?? 0 };
  }
}

/** How many server processes use the data folder now (their incoming folders' owners are alive). */
export async function runningServers(dataDir: string): Promise<number> {
  const incoming = path.join(dataDir, 'incoming');
  const names = await readdir(incoming).catch((error: unknown) =>
    missing(error) ? [] : Promise.reject(error),
  );
  const self = me();
  let running = 0;
  for (const name of names) {
    const { owner, heartbeat } = await readOwner(path.join(incoming, name));
    if (ownerAlive(owner, heartbeat, self, Date.now())) running += 1;
  }
  return running;
}

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * The sweep. A dead process's folder is finished: a resume whose submission was committed (the
 * process died between its commit and the move) goes into `storedDir`, anything else is removed,
 * then the folder. Live processes' folders are not touched. Then `storedDir` loses the files no
 * row refers to (left by a purge cut short, or by an older version that moved files in before the
 * commit): its listing is read BEFORE the stored names, so a file another process moves in
 * meanwhile, whose row is committed before it appears, is always among the names.
 */
async function sweep(dataDir: string, storage: Storage, ownFolder: string): Promise<SweepResult> {
  const incoming = path.join(dataDir, 'incoming');
  const storedDir = path.join(dataDir, 'uploads');
  const self = me();
  const result: SweepResult = { recovered: 0, removed: 0 };
  const dead: string[] = [];
  for (const name of await readdir(incoming)) {
    const folder = path.join(incoming, name);
    if (folder === ownFolder) continue;
    const { owner, heartbeat } = await readOwner(folder);
    if (!ownerAlive(owner, heartbeat, self, Date.now())) dead.push(folder);
  }
  const storedFiles = await readdir(storedDir);
  const known = new Set(await storage.storedFileNames());
  for (const folder of dead) {
    const files = await readdir(folder).catch((error: unknown) =>
      missing(error) ? [] : Promise.reject(error),
    );
    for (const name of files) {
      if (name === OWNER_FILE) continue;
      if (known.has(name)) {
        await rename(path.join(folder, name), path.join(storedDir, name));
        result.recovered += 1;
      } else {
        await rm(path.join(folder, name), { force: true, recursive: true });
        result.removed += 1;
      }
    }
    await rm(folder, { force: true, recursive: true });
  }
  for (const name of storedFiles) {
    if (known.has(name)) continue;
    await rm(path.join(storedDir, name), { force: true, recursive: true });
    result.removed += 1;
  }
  return result;
}

/**
 * Creates this process's incoming folder (mode 700) with its owner record, sweeps, and keeps a
 * heartbeat (and a sweep every `LEASE_MS`) until `close`.
 */
export async function openUploadArea(dataDir: string, storage: Storage, log: Logger): Promise<UploadArea> {
  const onSweep = ({ recovered, removed }: SweepResult) => {
    if (recovered > 0)
      log.warn({ files: recovered }, 'moved committed uploads left by a stopped process into place');
    if (removed > 0) log.warn({ files: removed }, 'removed uploads no submission refers to');
  };
  const storedDir = path.join(dataDir, 'uploads');
  const incomingRoot = path.join(dataDir, 'incoming');
  mkdirSync(storedDir, { recursive: true, mode: 0o700 });
  mkdirSync(incomingRoot, { recursive: true, mode: 0o700 });
  const incomingDir = path.join(incomingRoot, `${process.pid}-${randomUUID()}`);
  mkdirSync(incomingDir, { mode: 0o700 });
  const ownerFile = path.join(incomingDir, OWNER_FILE);
  writeFileSync(ownerFile, JSON.stringify(me()), { mode: 0o600, flag: 'wx' });

  let sweeping: Promise<SweepResult> | undefined;
  const runSweep = () => {
    sweeping ??= sweep(dataDir, storage, incomingDir).finally(() => {
      sweeping = undefined;
    });
    return sweeping;
  };
  onSweep(await runSweep());
  let beats = 0;
  const timer = setInterval(() => {
    const now = new Date();
    utimes(ownerFile, now, now).catch(() => undefined);
    beats += 1;
    if ((beats * HEARTBEAT_MS) % LEASE_MS === 0) {
      runSweep().then(onSweep, (error: unknown) =>
        log.error({ err: loggableError(error) }, 'upload sweep failed'),
      );
    }
  }, HEARTBEAT_MS);
  timer.unref();

  return {
    storedDir,
    incomingDir,
    sweep: runSweep,
    async close() {
      clearInterval(timer);
      await sweeping?.catch(() => undefined);
      await rm(incomingDir, { recursive: true, force: true });
    },
  };
}
