import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * The .eml copies the file transport writes to `DATA_DIR/outbox`: one file per outbox row,
 * named by when it was written and the row's id, so the purge task can remove a row's copy with it.
 */

/** The file name of a mail's copy: `2026-03-01T10-00-00-000Z-<mail id>.eml`. */
export function copyName(mailId: string, date: Date): string {
  return `${date.toISOString().replace(/[:.]/g, '-')}-${mailId}.eml`;
}

const COPY = /-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.eml$/;

/** The names of the copies of these mails in `folder` (none there, or no folder, is fine). */
export async function findMailCopies(folder: string, mailIds: readonly string[]): Promise<string[]> {
  const ids = new Set(mailIds);
  if (ids.size === 0) return [];
  const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return names.filter((name) => ids.has(COPY.exec(name)?.[1] ?? '')).sort();
}

/** Removes the copies of these mails from `folder` (none there is fine); answers how many went. */
export async function removeMailCopies(folder: string, mailIds: readonly string[]): Promise<number> {
  const copies = await findMailCopies(folder, mailIds);
  for (const name of copies) await rm(path.join(folder, name), { force: true });
  return copies.length;
}
