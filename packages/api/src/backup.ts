import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { constants, existsSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { backup as sqliteBackup, DatabaseSync } from 'node:sqlite';
import { crc32 } from 'node:zlib';
import { Decrypter, Encrypter } from 'age-encryption';
import { cliAudit } from './cliAudit.ts';
import { addressTarget, dataFolders, ERASURE_ACTION, eraseHeldData } from './dataRequest.ts';
import { findMailCopies } from './mail/copies.ts';
import { resumeStore } from './resumes.ts';
import { sqliteMigrations } from './storage/migrations.ts';
import { openSqlite, SQLITE_FILE } from './storage/sqlite.ts';
import { migrateSqlite } from './storage/sqliteEngine.ts';
import { runningServers } from './uploads.ts';

/**
 * A backup of the embedded storage: the SQLite database, copied with SQLite's online backup while
 * the server runs (one step, so one read transaction: a consistent snapshot that other
 * connections' writes neither block nor restart), and the files its rows name (the resumes under
 * `uploads/`, the `.eml` copies under `outbox/`), each checked against its row. A manifest holds
 * every file's SHA-256, and `manifest.json.sig` the manifest's HMAC-SHA256 under
 * BACKUP_SIGNING_KEY, a key kept apart from the backups: whoever can change a backup cannot sign
 * it, so a restore takes only what `npm run backup` wrote. With an age recipient
 * (BACKUP_ENCRYPT_TO) every file is encrypted to it (age, through the `age-encryption` library);
 * the manifest, which names only ids, stays readable.
 *
 *   <backup>/manifest.json
 *   <backup>/manifest.json.sig
 *   <backup>/aarambh.sqlite
 *   <backup>/uploads/<submission id>.<ext>
 *   <backup>/outbox/<time>-<mail id>.eml
 */
export interface BackupManifest {
  format: 'aarambh-backup-2';
  createdAt: string;
  submissions: number;
  /** The highest schema migration the database had: a restore refuses one it does not know. */
  schemaVersion: number;
  /** Whether the files are age-encrypted. */
  encrypted: boolean;
  /** Each file as stored in the backup (encrypted, when it is). */
  files: { name: string; size: number; sha256: string }[];
}

export class BackupError extends Error {}

const MANIFEST = 'manifest.json';
const SIGNATURE = 'manifest.json.sig';
/** Every page in one step of the online backup (the rate must be positive). */
const ALL_PAGES = 2 ** 31 - 1;
/** How long to look for a committed resume on its way from a server's incoming folder to uploads/. */
const PUBLISH_WAIT_MS = 10_000;

const sha256 = (content: Uint8Array) => createHash('sha256').update(content).digest('hex');
const sign = (key: string, manifest: Uint8Array) => createHmac('sha256', key).update(manifest).digest('hex');
const latestSchema = Math.max(...sqliteMigrations.map((migration) => migration.version));

export interface BackupKeys {
  /** BACKUP_SIGNING_KEY: signs a backup; a restore checks the signature before anything else. */
  signingKey: string;
  /** BACKUP_ENCRYPT_TO: the age recipient a backup's files are encrypted to. */
  encryptTo?: string | undefined;
  /** BACKUP_DECRYPT_KEY: the age identity that decrypts them on restore. */
  decryptKey?: string | undefined;
}

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

async function writeChecked(
  folder: string,
  name: string,
  content: Uint8Array,
  files: BackupManifest['files'],
  encrypter: Encrypter | undefined,
) {
  const stored = encrypter ? await encrypter.encrypt(content) : content;
  await mkdir(path.dirname(path.join(folder, name)), { recursive: true, mode: 0o700 });
  await writeFile(path.join(folder, name), stored, { mode: 0o600 });
  files.push({ name, size: stored.length, sha256: sha256(stored) });
}

/** Makes a backup of the SQLite data folder `dataDir` into the new folder `out`, while servers run. */
export async function backupData(dataDir: string, out: string, keys: BackupKeys): Promise<BackupManifest> {
  const database = path.join(dataDir, SQLITE_FILE);
  if (!existsSync(database)) throw new BackupError(`no database at ${database}: is DATA_DIR the server's?`);
  if (existsSync(out)) throw new BackupError(`${out} exists already: a backup goes into a new folder`);
  let encrypter: Encrypter | undefined;
  if (keys.encryptTo) {
    encrypter = new Encrypter();
    encrypter.addRecipient(keys.encryptTo);
  }
  const staging = await stagingFor(out);
  try {
    const source = new DatabaseSync(database, { timeout: 5000 });
    try {
      await sqliteBackup(source, path.join(staging, SQLITE_FILE), { rate: ALL_PAGES });
    } finally {
      source.close();
    }
    const copy = new DatabaseSync(path.join(staging, SQLITE_FILE));
    let resumes: { stored_name: string; size: number; crc32: string }[];
    let mailIds: string[];
    let submissions: number;
    let schemaVersion: number;
    try {
      // One file, without -wal and -shm beside it (the server turns WAL on again when it opens it).
      copy.exec('PRAGMA journal_mode = DELETE');
      const check = copy.prepare('PRAGMA integrity_check').get() as { integrity_check: string };
      if (check.integrity_check !== 'ok')
        throw new BackupError(`the copy fails its integrity check: ${check.integrity_check}`);
      resumes = copy.prepare('SELECT stored_name, size, crc32 FROM files').all() as typeof resumes;
      mailIds = (copy.prepare('SELECT id FROM outbox').all() as { id: string }[]).map((row) => row.id);
      submissions = (copy.prepare('SELECT count(*) AS n FROM submissions').get() as { n: number }).n;
      schemaVersion = Number(
        (copy.prepare('SELECT max(version) AS v FROM schema_migrations').get() as { v: number }).v,
      );
    } finally {
      copy.close();
    }
    const files: BackupManifest['files'] = [];
    await writeChecked(
      staging,
      SQLITE_FILE,
      await readFile(path.join(staging, SQLITE_FILE)),
      files,
      encrypter,
    );
    for (const resume of resumes) {
      const bytes = await committedFile(dataDir, resume.stored_name);
      const checksum = crc32(bytes).toString(16).padStart(8, '0');
      if (bytes.length !== Number(resume.size) || checksum !== resume.crc32) {
        throw new BackupError(`the resume ${resume.stored_name} differs from its row (size or CRC-32)`);
      }
      await writeChecked(staging, `uploads/${resume.stored_name}`, bytes, files, encrypter);
    }
    const outbox = path.join(dataDir, 'outbox');
    for (const name of await findMailCopies(outbox, mailIds)) {
      await writeChecked(
        staging,
        `outbox/${name}`,
        await readFile(path.join(outbox, name)),
        files,
        encrypter,
      );
    }
    const manifest: BackupManifest = {
      format: 'aarambh-backup-2',
      createdAt: new Date().toISOString(),
      submissions,
      schemaVersion,
      encrypted: encrypter !== undefined,
      files,
    };
    const text = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await writeFile(path.join(staging, MANIFEST), text, { mode: 0o600 });
    await writeFile(path.join(staging, SIGNATURE), `${sign(keys.signingKey, text)}\n`, { mode: 0o600 });
    await rename(staging, out);
    return manifest;
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

/**
 * A file of the backup, read only if it is a regular file: a symbolic link (which would pull in a
 * file of the host), a device or a pipe is refused, here (O_NOFOLLOW) and by `checkEntries`.
 */
async function readRegular(backup: string, name: string): Promise<Buffer> {
  let handle;
  try {
    handle = await open(path.join(backup, name), constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ELOOP') throw new BackupError(`${backup}: ${name} is a symbolic link, not a file`);
    throw new BackupError(`${backup}: ${name} is missing or damaged (${code})`);
  }
  try {
    if (!(await handle.stat()).isFile()) throw new BackupError(`${backup}: ${name} is not a regular file`);
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}

/** Refuses a backup folder holding anything but folders and regular files (a link, a device...). */
async function checkEntries(backup: string): Promise<void> {
  for (const entry of await readdir(backup, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() || entry.isDirectory()) continue;
    const name = path.relative(backup, path.join(entry.parentPath, entry.name));
    throw new BackupError(
      `${backup}: ${name} is ${entry.isSymbolicLink() ? 'a symbolic link' : 'not a regular file'}: a backup holds only files and folders`,
    );
  }
}

/**
 * Checks a backup before anything is taken from it: only files and folders in it, the manifest's
 * signature under `signingKey`, its format and schema version, and the names it lists.
 */
export async function verifyBackup(backup: string, signingKey: string): Promise<BackupManifest> {
  if (!existsSync(path.join(backup, MANIFEST)))
    throw new BackupError(`${backup} is not a backup: it has no ${MANIFEST}`);
  await checkEntries(backup);
  const text = await readRegular(backup, MANIFEST);
  const signature = existsSync(path.join(backup, SIGNATURE))
    ? (await readRegular(backup, SIGNATURE)).toString('utf8').trim()
    : '';
  const expected = Buffer.from(sign(signingKey, text), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/.test(signature) ? signature : '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new BackupError(
      `${backup}: the manifest's signature does not match BACKUP_SIGNING_KEY: the backup was changed, ` +
        'or made with another key (or before backups were signed). Nothing was restored.',
    );
  }
  const manifest = JSON.parse(text.toString('utf8')) as BackupManifest;
  if (manifest.format !== 'aarambh-backup-2')
    throw new BackupError(`${backup}: unknown format ${manifest.format}`);
  if (!Number.isInteger(manifest.schemaVersion) || manifest.schemaVersion > latestSchema) {
    throw new BackupError(
      `${backup}: its database is at schema version ${manifest.schemaVersion}, newer than this server's ${latestSchema}: restore it with the version that made it`,
    );
  }
  for (const file of manifest.files) {
    if (path.isAbsolute(file.name) || file.name.split('/').some((part) => part === '..' || part === '')) {
      throw new BackupError(`${backup}: the manifest names ${file.name}`);
    }
  }
  return manifest;
}

/** The schema SQLite describes (tables, indexes, triggers, views) by kind and name. */
function schemaOf(db: DatabaseSync): Map<string, string> {
  const rows = db
    .prepare("SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'")
    .all() as { type: string; name: string; sql: string | null }[];
  return new Map(rows.map((row) => [`${row.type} ${row.name}`, row.sql ?? '']));
}

/**
 * The restored database's schema must be the one the migrations make at its version: a trigger
 * dropped (the audit log's append-only rule), added or changed, or a table altered, is refused.
 */
function checkSchema(db: DatabaseSync, version: number): void {
  const applied = (db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map(
    (row) => Number(row.version),
  );
  const known = sqliteMigrations.map((migration) => migration.version).filter((v) => v <= version);
  if (applied.length !== known.length || known.some((v) => !applied.includes(v))) {
    throw new BackupError(
      `the backup's database records migrations ${applied.join(', ')}, not those of version ${version}`,
    );
  }
  const reference = new DatabaseSync(':memory:');
  try {
    migrateSqlite(reference, version);
    const expected = schemaOf(reference);
    const found = schemaOf(db);
    const differences = [
      ...[...expected.keys()]
        .filter((key) => found.get(key) !== expected.get(key))
        .map((key) => `${key} missing or changed`),
      ...[...found.keys()].filter((key) => !expected.has(key)).map((key) => `${key} added`),
    ];
    if (differences.length > 0) {
      throw new BackupError(
        `the backup's database schema differs from version ${version}'s: ${differences.join('; ')}. Nothing was restored.`,
      );
    }
  } finally {
    reference.close();
  }
}

/**
 * The erasures the audit log of the database at `dataDir` (the one a restore replaces) records
 * after `since`, by target (`email:<sha-256>`); undefined when there is no such database.
 */
function erasuresSince(dataDir: string, since: string): Set<string> | undefined {
  const file = path.join(dataDir, SQLITE_FILE);
  if (!existsSync(file)) return undefined;
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const rows = db
      .prepare('SELECT at, target FROM audit_log WHERE action = ? AND target IS NOT NULL')
      .all(ERASURE_ACTION) as { at: string; target: string }[];
    return new Set(rows.filter((row) => Date.parse(row.at) > Date.parse(since)).map((row) => row.target));
  } finally {
    db.close();
  }
}

export interface Restored {
  manifest: BackupManifest;
  /** Where the data folder that was replaced is kept. */
  replaced?: string;
  /** Addresses erased since the backup was made, whose data it held: erased again. */
  erasuresReapplied: number;
  /** False when no database was there to tell the erasures made since the backup. */
  erasuresKnown: boolean;
  sessionsEnded: number;
}

/**
 * Puts a backup back as the data folder `dataDir`, after checking it (`verifyBackup`), every
 * file's sum, and its database's schema and triggers (`checkSchema`). Refused while a server runs
 * on `dataDir`, and, without `force`, when `dataDir` holds anything; with `force` the present
 * folder is kept beside it as `<dataDir>.replaced-<time>`. The erasures the present database
 * records since the backup was made are made again, every staff session is ended, and the audit
 * log gets a `restore` line. The restored folder is assembled beside `dataDir` and renamed into
 * place, so a failed restore changes nothing.
 */
export async function restoreData(
  backup: string,
  dataDir: string,
  keys: BackupKeys,
  { force = false }: { force?: boolean } = {},
): Promise<Restored> {
  const manifest = await verifyBackup(backup, keys.signingKey);
  let decrypter: Decrypter | undefined;
  if (manifest.encrypted) {
    if (!keys.decryptKey)
      throw new BackupError(`${backup} is encrypted: set BACKUP_DECRYPT_KEY (or BACKUP_DECRYPT_KEY_FILE)`);
    decrypter = new Decrypter();
    decrypter.addIdentity(keys.decryptKey);
  }
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
  const erased = erasuresSince(dataDir, manifest.createdAt);
  const staging = await stagingFor(dataDir);
  try {
    for (const file of manifest.files) {
      const stored = await readRegular(backup, file.name);
      if (stored.length !== file.size || sha256(stored) !== file.sha256) {
        throw new BackupError(
          `${backup}: ${file.name} is missing or damaged (its SHA-256 differs from the manifest's)`,
        );
      }
      const content = decrypter ? await decrypter.decrypt(stored) : stored;
      const target = path.join(staging, file.name);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await writeFile(target, content, { mode: 0o600 });
    }
    const addresses: string[] = [];
    const db = new DatabaseSync(path.join(staging, SQLITE_FILE));
    try {
      checkSchema(db, manifest.schemaVersion);
      if (erased && erased.size > 0) {
        const held = db
          .prepare('SELECT email FROM submissions WHERE email IS NOT NULL UNION SELECT recipient FROM outbox')
          .all() as { email: string }[];
        addresses.push(...held.map((row) => row.email).filter((email) => erased.has(addressTarget(email))));
      }
    } finally {
      db.close();
    }
    const storage = openSqlite(staging);
    let sessionsEnded = 0;
    try {
      const folders = dataFolders(resumeStore(storage, staging), staging);
      const line = cliAudit(storage);
      for (const email of addresses) {
        const again = await eraseHeldData(storage, folders, email);
        await line(ERASURE_ACTION, addressTarget(email), { ...again, reappliedAfterRestore: true });
      }
      for (const account of await storage.console.listStaff()) {
        sessionsEnded += await storage.console.endAllSessions(account.id);
      }
      await line('restore', null, {
        backupCreatedAt: manifest.createdAt,
        submissions: manifest.submissions,
        encrypted: manifest.encrypted,
        erasuresReapplied: addresses.length,
        sessionsEnded,
      });
    } finally {
      await storage.close();
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
    return {
      manifest,
      ...(replaced ? { replaced } : {}),
      erasuresReapplied: addresses.length,
      erasuresKnown: erased !== undefined,
      sessionsEnded,
    };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}
