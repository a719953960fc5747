import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { backup as sqliteBackup, DatabaseSync } from 'node:sqlite';
import { crc32 } from 'node:zlib';
import { findMailCopies } from './mail/copies.ts';
import { SQLITE_FILE } from './storage/sqlite.ts';
import { runningServers } from './uploads.ts';

/**
 * A backup of the embedded storage: the SQLite database, copied with SQLite's online backup while
 * the server runs (one step, so one read transaction: a consistent snapshot that other
 * connections' writes neither block nor restart), and the files its rows name (the resumes under
 * `uploads/`, the `.eml` copies under `outbox/`), each checked against its row. A manifest holds
 * every file's SHA-256, so a restore can tell a damaged backup.
 *
 *   <backup>/manifest.json
 *   <backup>/aarambh.sqlite
 *   <backup>/uploads/<submission id>.<ext>
 *   <backup>/outbox/<time>-<mail id>.eml
 */
export interface BackupManifest {
  format: 'aarambh-backup-1';
  createdAt: string;
  submissions: number;
  files: { name: string; size: number; sha256: string }[];
}

export class BackupError extends Error {}

const MANIFEST = 'manifest.json';
/** Every page in one step of the online backup (the rate must be positive). */
const ALL_PAGES = 2 ** 31 - 1;
/** How long to look for a committed resume on its way from a server's incoming folder to uploads/. */
const PUBLISH_WAIT_MS = 10_000;

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/**
 * A committed resume: in `uploads/`, or still in the incoming folder of the server that committed
 * it (it moves the file into `uploads/` right after the commit, before answering).
 */
async function committedFile(dataDir: string, name: string): Promise<Buffer> {
  const deadline = Date.now() + PUBLISH_WAIT_MS;
  for (;;) {
    const candidates = [path.join(dataDir, 'uploads', name)];
    const incoming = path.join(dataDir, 'incoming');
    for (const folder of existsSync(incoming) ? await readdir(incoming) : []) {
      candidates.push(path.join(incoming, folder, name));
    }
    for (const file of candidates) {
      try {
        return await readFile(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    if (Date.now() > deadline)
      throw new BackupError(`the resume ${name} that the database names is not in uploads/`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A folder beside `target` to write into, renamed to `target` once whole. */
async function stagingFor(target: string): Promise<string> {
  const staging = `${target}.partial-${randomBytes(4).toString('hex')}`;
  await mkdir(staging, { recursive: true, mode: 0o700 });
  return staging;
}

async function writeChecked(folder: string, name: string, content: Buffer, files: BackupManifest['files']) {
  await mkdir(path.dirname(path.join(folder, name)), { recursive: true, mode: 0o700 });
  await writeFile(path.join(folder, name), content, { mode: 0o600 });
  files.push({ name, size: content.length, sha256: sha256(content) });
}

/** Makes a backup of the SQLite data folder `dataDir` into the new folder `out`, while servers run. */
export async function backupData(dataDir: string, out: string): Promise<BackupManifest> {
  const database = path.join(dataDir, SQLITE_FILE);
  if (!existsSync(database)) throw new BackupError(`no database at ${database}: is DATA_DIR the server's?`);
  if (existsSync(out)) throw new BackupError(`${out} exists already: a backup goes into a new folder`);
  const staging = await stagingFor(out);
  try {
    const source = new DatabaseSync(database, { timeout: 5000 });
    try {
      await sqliteBackup(source, path.join(staging, SQLITE_FILE), { rate: ALL_PAGES });
    } finally {
      source.close();
    }
    await chmod(path.join(staging, SQLITE_FILE), 0o600);
    const copy = new DatabaseSync(path.join(staging, SQLITE_FILE));
    let resumes: { stored_name: string; size: number; crc32: string }[];
    let mailIds: string[];
    let submissions: number;
    try {
      // One file, without -wal and -shm beside it (the server turns WAL on again when it opens it).
      copy.exec('PRAGMA journal_mode = DELETE');
      const check = copy.prepare('PRAGMA integrity_check').get() as { integrity_check: string };
      if (check.integrity_check !== 'ok')
        throw new BackupError(`the copy fails its integrity check: ${check.integrity_check}`);
      resumes = copy.prepare('SELECT stored_name, size, crc32 FROM files').all() as typeof resumes;
      mailIds = (copy.prepare('SELECT id FROM outbox').all() as { id: string }[]).map((row) => row.id);
      submissions = (copy.prepare('SELECT count(*) AS n FROM submissions').get() as { n: number }).n;
    } finally {
      copy.close();
    }
    const files: BackupManifest['files'] = [];
    const content = await readFile(path.join(staging, SQLITE_FILE));
    files.push({ name: SQLITE_FILE, size: content.length, sha256: sha256(content) });
    for (const resume of resumes) {
      const bytes = await committedFile(dataDir, resume.stored_name);
      const checksum = crc32(bytes).toString(16).padStart(8, '0');
      if (bytes.length !== Number(resume.size) || checksum !== resume.crc32) {
        throw new BackupError(`the resume ${resume.stored_name} differs from its row (size or CRC-32)`);
      }
      await writeChecked(staging, `uploads/${resume.stored_name}`, bytes, files);
    }
    const outbox = path.join(dataDir, 'outbox');
    for (const name of await findMailCopies(outbox, mailIds)) {
      await writeChecked(staging, `outbox/${name}`, await readFile(path.join(outbox, name)), files);
    }
    const manifest: BackupManifest = {
      format: 'aarambh-backup-1',
      createdAt: new Date().toISOString(),
      submissions,
      files,
    };
    await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    await rename(staging, out);
    return manifest;
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

/** Reads a backup's manifest and checks every file it lists against its SHA-256. */
export async function verifyBackup(backup: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(backup, MANIFEST), 'utf8')) as BackupManifest;
  } catch {
    throw new BackupError(`${backup} is not a backup: it has no readable ${MANIFEST}`);
  }
  if (manifest.format !== 'aarambh-backup-1')
    throw new BackupError(`${backup}: unknown format ${manifest.format}`);
  for (const file of manifest.files) {
    if (file.name.split('/').some((part) => part === '..' || part === '')) {
      throw new BackupError(`${backup}: the manifest names ${file.name}`);
    }
    const content = await readFile(path.join(backup, file.name)).catch(() => undefined);
    if (!content || content.length !== file.size || sha256(content) !== file.sha256) {
      throw new BackupError(
        `${backup}: ${file.name} is missing or damaged (its SHA-256 differs from the manifest's)`,
      );
    }
  }
  return manifest;
}

/**
 * Puts a backup back as the data folder `dataDir`, after checking every file. Refused while a
 * server runs on `dataDir`, and, without `force`, when `dataDir` holds anything; with `force` the
 * present folder is kept beside it as `<dataDir>.replaced-<time>`. The restored folder is
 * assembled beside `dataDir` and renamed into place, so a failed restore changes nothing.
 */
export async function restoreData(
  backup: string,
  dataDir: string,
  { force = false }: { force?: boolean } = {},
): Promise<{ manifest: BackupManifest; replaced?: string }> {
  const manifest = await verifyBackup(backup);
  const present = existsSync(dataDir) ? await readdir(dataDir) : [];
  if (present.length > 0) {
    const running = await runningServers(dataDir);
    if (running > 0) {
      throw new BackupError(
        `a server is running on ${dataDir} (${running} process(es)): stop it before restoring into its data folder`,
      );
    }
    if (!force) {
      throw new BackupError(
        `${dataDir} holds data already (${present.slice(0, 5).join(', ')}): restoring would replace it. ` +
          'Run again with --force to keep it beside as a .replaced-<time> folder and restore in its place, ' +
          'or set DATA_DIR to a new folder.',
      );
    }
  }
  const staging = await stagingFor(dataDir);
  try {
    for (const file of manifest.files) {
      const target = path.join(staging, file.name);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await copyFile(path.join(backup, file.name), target);
      await chmod(target, 0o600);
    }
    let replaced: string | undefined;
    if (existsSync(dataDir)) {
      if (present.length > 0) {
        replaced = `${dataDir}.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`;
        await rename(dataDir, replaced);
      } else {
        await rm(dataDir, { recursive: true });
      }
    }
    await rename(staging, dataDir);
    return { manifest, ...(replaced ? { replaced } : {}) };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}
