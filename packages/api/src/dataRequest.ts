// The privacy policy's rights of access and deletion for one e-mail address: everything stored
// about it (rows, resumes, .eml copies) as one JSON document, and its erasure. Used by the CLI.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type ReplyView, type SubmissionInterviews, auditTarget } from '@aarambh/machines/schemas';
import { findMailCopies, removeMailCopies } from './mail/copies.ts';
import type { ResumeStore } from './resumes.ts';
import type { OutboxEntry, Storage, SubmissionRecord } from './storage/types.ts';

/** Where the files held about someone are: the resumes (a folder or the database) and the .eml copies. */
export interface DataFolders {
  resumes: ResumeStore;
  outbox: string;
}

export function dataFolders(resumes: ResumeStore, dataDir: string): DataFolders {
  return { resumes, outbox: path.join(dataDir, 'outbox') };
}

export interface DataExport {
  email: string;
  exportedAt: string;
  /** Every submission from the address; a subscription's state without its link token (ours, not theirs). */
  submissions: (Omit<SubmissionRecord, 'subscription'> & {
    subscription: Omit<NonNullable<SubmissionRecord['subscription']>, 'token'> | null;
  })[];
  /** Every e-mail to or about the address: the outbox rows. */
  mails: OutboxEntry[];
  /** The .eml copies of those e-mails, as written. */
  mailCopies: { mailId: string; file: string; message: string }[];
  /** What staff wrote to the address about each submission (the console's replies). */
  replies: (ReplyView & { submissionId: string })[];
  /** Each application's interview: the time booked, the times offered, and what was asked. */
  interviews: (SubmissionInterviews & { submissionId: string })[];
  /** The uploaded resumes, their bytes in base64. */
  files: { storedName: string; originalName: string; mediaType: string; size: number; base64: string }[];
}

/** An address as stored: submissions keep the lower-cased address. */
export const normaliseAddress = (email: string) => email.trim().toLowerCase();

/** The audit log's action for an erasure: a restore reads these lines to erase again. */
export const ERASURE_ACTION = 'data-erase';

/**
 * How the audit log names an address: `email:<SHA-256 of the address>`, never the address, so
 * the record of an erasure does not keep what was erased, yet a restore can match it.
 */
export const addressTarget = (email: string) =>
  auditTarget('email', createHash('sha256').update(normaliseAddress(email)).digest('hex'));

/** Everything held about `email`, with the files read from the data folder. */
export async function exportHeldData(
  storage: Storage,
  folders: DataFolders,
  email: string,
): Promise<DataExport> {
  const address = normaliseAddress(email);
  const held = await storage.heldAbout(address);
  const copies = await findMailCopies(
    folders.outbox,
    held.mails.map((mail) => mail.id),
  );
  const mailCopies = await Promise.all(
    copies.map(async (file) => ({
      mailId: held.mails.find((mail) => file.endsWith(`-${mail.id}.eml`))!.id,
      file,
      message: await readFile(path.join(folders.outbox, file), 'utf8'),
    })),
  );
  const exportedAt = new Date();
  const replies = [];
  const interviews = [];
  for (const record of held.submissions) {
    for (const reply of await storage.console.replies(record.id))
      replies.push({ submissionId: record.id, ...reply });
    if (record.kind !== 'application' && record.kind !== 'career') continue;
    const interview = await storage.console.submissionInterviews(record.id, exportedAt);
    if (interview.booked || interview.offered.length > 0 || interview.requests.length > 0)
      interviews.push({ submissionId: record.id, ...interview });
  }
  const files = [];
  for (const record of held.submissions) {
    if (!record.file) continue;
    const bytes = await folders.resumes.read(record.file.storedName);
    if (!bytes) continue;
    const { storedName, originalName, mediaType, size } = record.file;
    files.push({ storedName, originalName, mediaType, size, base64: Buffer.from(bytes).toString('base64') });
  }
  return {
    email: address,
    exportedAt: exportedAt.toISOString(),
    submissions: held.submissions.map(({ subscription, ...record }) => {
      if (!subscription) return { ...record, subscription: null };
      const { token: _token, ...state } = subscription;
      return { ...record, subscription: state };
    }),
    mails: held.mails,
    mailCopies,
    replies,
    interviews,
    files,
  };
}

export interface Erasure {
  submissions: number;
  mails: number;
  files: number;
  mailCopies: number;
}

/**
 * Deletes everything held about `email`: the rows in one transaction (`Storage.erase`), then the
 * resumes and .eml copies they named, so a transaction that fails deletes no file (resumes kept in
 * the database go with their rows). Should the process die between the two, the server's sweep
 * still removes the resumes (no row names them);
 * the .eml copies would have to be found by the ids in the export.
 */
export async function eraseHeldData(storage: Storage, folders: DataFolders, email: string): Promise<Erasure> {
  const erased = await storage.erase(normaliseAddress(email));
  await folders.resumes.removed(erased.files);
  const mailCopies = await removeMailCopies(folders.outbox, erased.mailIds);
  return {
    submissions: erased.submissions,
    mails: erased.mailIds.length,
    files: erased.files.length,
    mailCopies,
  };
}
