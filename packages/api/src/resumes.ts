import { readFile, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from './storage/types.ts';

/**
 * Where accepted resumes' bytes are kept, as the storage says (`Storage.resumes`). An upload
 * always streams into this process's incoming folder first (uploads.ts), where it is checked;
 * then, for one submission:
 *
 * - `stage` readies it to be saved: the folder store renames it to its stored name in the
 *   incoming folder and gives the save nothing; the database store reads its bytes, which the save
 *   writes in the submission's own transaction (`NewSubmission.fileContent`).
 * - after the commit, `publish` makes it readable (the folder store moves it into `uploads/`; the
 *   database had it readable from the commit on); after a failed or replayed save, `discard`.
 * - `read` gives its bytes to whoever needs them (the notification's attachment, the console's
 *   download, a data request), from any server when the database keeps them.
 * - `removed` deletes the bytes of rows a purge or an erasure deleted (the database's go with
 *   their row, in its transaction).
 *
 * Either way a resume is never readable without its row, nor a committed row without its resume.
 */
export interface ResumeStore {
  readonly where: Storage['resumes'];
  stage(tempPath: string, storedName: string): Promise<{ content?: Uint8Array }>;
  publish(storedName: string): Promise<void>;
  discard(storedName: string): Promise<void>;
  /** The bytes of the resume stored under this name, or undefined when there is none. */
  read(storedName: string): Promise<Uint8Array | undefined>;
  removed(storedNames: readonly string[]): Promise<void>;
}

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * The store the storage calls for: the data folder's `uploads/` for SQLite, the database for
 * PostgreSQL. `incomingDir` is this process's own folder (only a server stages uploads).
 */
export function resumeStore(storage: Storage, dataDir: string, incomingDir?: string): ResumeStore {
  return storage.resumes === 'database'
    ? databaseResumes(storage)
    : folderResumes(path.join(dataDir, 'uploads'), incomingDir);
}

function folderResumes(storedDir: string, incomingDir: string | undefined): ResumeStore {
  const staged = (storedName: string) => {
    if (incomingDir === undefined) throw new Error('Only a server with an incoming folder stages uploads');
    return path.join(incomingDir, storedName);
  };
  const stored = (storedName: string) => path.join(storedDir, path.basename(storedName));
  return {
    where: 'folder',
    async stage(tempPath, storedName) {
      // Named for its submission but still in this process's own folder: if the process dies after
      // the commit, the next sweep recognises it by its name and moves it into place.
      await rename(tempPath, staged(storedName));
      return {};
    },
    async publish(storedName) {
      await rename(staged(storedName), stored(storedName));
    },
    async discard(storedName) {
      await rm(staged(storedName), { force: true });
    },
    read: (storedName) =>
      readFile(stored(storedName)).catch((error: unknown) =>
        missing(error) ? undefined : Promise.reject(error),
      ),
    async removed(storedNames) {
      for (const name of storedNames) await rm(stored(name), { force: true });
    },
  };
}

function databaseResumes(storage: Storage): ResumeStore {
  return {
    where: 'database',
    stage: async (tempPath) => ({ content: await readFile(tempPath) }),
    publish: async () => undefined,
    discard: async () => undefined,
    read: (storedName) => storage.readResume(storedName),
    removed: async () => undefined,
  };
}

/**
 * Moves the resumes a data folder kept into the database, once it keeps them (a server that ran
 * with `DATABASE_URL` before migration 8 kept them in `uploads/`): each file a row names is
 * written into the database, then removed; the others are the sweep's. Answers how many moved.
 */
export async function moveResumesIntoDatabase(storage: Storage, dataDir: string): Promise<number> {
  const storedDir = path.join(dataDir, 'uploads');
  const names = await readdir(storedDir).catch((error: unknown) =>
    missing(error) ? [] : Promise.reject(error),
  );
  let moved = 0;
  for (const name of names) {
    if (!(await storage.adoptResume(name, await readFile(path.join(storedDir, name))))) continue;
    await rm(path.join(storedDir, name), { force: true });
    moved += 1;
  }
  return moved;
}
