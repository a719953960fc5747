// Build once, serve many: each build of a product (the site, the console) writes into a fresh folder
// of its own, `<package>/.builds/<id>/` (what is served in its `site/`, the steps' intermediate
// output beside it), and only a whole build is put in place: `<package>/dist` is a symbolic link to
// a build's `site/`, replaced by renaming a new link over it (one atomic step), so a server reading
// `dist` sees the old build or the new one, never half of either. Two builds at once each write only
// in their own folder; the last to finish is served. The build it replaced stays (pages already
// loaded still find their hashed assets); older published builds, and unfinished ones whose process
// is gone, are removed.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BUILDS = '.builds';
/** Written into a build's folder when it is put in place: from then on it may be removed once replaced. */
const PUBLISHED = '.published';
const LOCK = '.lock';

/** Whether a process with this pid runs on this machine. */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * A new, empty folder for one build of the package, named `<time>-<pid>-<random>`; the build
 * writes what is to be served into its `site/`.
 */
export function startBuild(packageRoot) {
  const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${randomBytes(3).toString('hex')}`;
  const folder = path.join(packageRoot, BUILDS, id);
  mkdirSync(folder, { recursive: true });
  return folder;
}

/** Vite's command line, run by the build steps with this Node. */
export const viteBin = fileURLToPath(new URL('bin/vite.js', new URL('../..', import.meta.resolve('vite'))));

/**
 * Runs one step of the build in `folder` (`node ...args` in `cwd`); when it fails, removes the
 * build's folder, names the step and exits with its status.
 */
export function buildStep(folder, cwd, ...args) {
  const { status, signal } = spawnSync(process.execPath, args, { cwd, stdio: 'inherit' });
  if (status === 0) return;
  rmSync(folder, { recursive: true, force: true });
  console.error(`The build failed (${signal ?? `exit ${status}`}) at: node ${args.join(' ')}`);
  process.exit(status || 1);
}

/** Runs `action` holding the package's publishing lock (a folder: mkdir is atomic), waiting for it. */
function withLock(packageRoot, action) {
  const lock = path.join(packageRoot, BUILDS, LOCK);
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      let owner = NaN;
      try {
        owner = Number(readFileSync(path.join(lock, 'pid'), 'utf8'));
      } catch {
        // Taken a moment ago, its pid not written yet.
      }
      if (Number.isInteger(owner) && !alive(owner)) rmSync(lock, { recursive: true, force: true });
      else if (Date.now() > deadline)
        throw new Error(`${lock} has been held for a minute: remove it if no build runs`);
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
  try {
    writeFileSync(path.join(lock, 'pid'), String(process.pid));
    return action();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Puts the finished build `folder` (from startBuild) in place: `<package>/dist` links to its `site/`. Then
 * removes the builds that are neither served nor the one just replaced, and the unfinished builds
 * of processes that are gone. A `dist` left as a plain folder (from before builds were swapped)
 * is removed first.
 */
export function publishBuild(packageRoot, folder) {
  const dist = path.join(packageRoot, 'dist');
  const builds = path.join(packageRoot, BUILDS);
  const id = path.relative(builds, folder);
  withLock(packageRoot, () => {
    let previous;
    if (existsSync(dist) || lstatSync(dist, { throwIfNoEntry: false })) {
      if (lstatSync(dist).isSymbolicLink()) previous = path.basename(path.dirname(readlinkSync(dist)));
      else rmSync(dist, { recursive: true, force: true });
    }
    writeFileSync(path.join(folder, PUBLISHED), new Date().toISOString());
    const link = path.join(packageRoot, `.dist-${id}`);
    symlinkSync(path.join(BUILDS, id, 'site'), link);
    renameSync(link, dist);
    for (const entry of readdirSync(builds)) {
      if (entry === LOCK || entry === id || entry === previous) continue;
      const other = path.join(builds, entry);
      const pid = Number(entry.split('-').at(-2));
      if (existsSync(path.join(other, PUBLISHED)) || !alive(pid))
        rmSync(other, { recursive: true, force: true });
    }
  });
  return dist;
}
