import { mkdirSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from './storage/types.ts';

/** The upload folder under the data folder, created if missing, readable by the server only. */
export function uploadFolder(dataDir: string): string {
  const folder = path.join(dataDir, 'uploads');
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  return folder;
}

/**
 * Removes what a crash can leave in the upload folder: partial uploads, and files moved into
 * place whose submission was never committed. Answers how many files went.
 */
export async function sweepUploads(folder: string, storage: Storage): Promise<number> {
  const known = new Set(await storage.storedFileNames());
  let removed = 0;
  for (const name of await readdir(folder)) {
    if (known.has(name)) continue;
    await rm(path.join(folder, name), { force: true });
    removed += 1;
  }
  return removed;
}
