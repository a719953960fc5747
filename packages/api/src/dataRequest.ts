// The privacy policy's rights of access and deletion for one e-mail address: everything stored
// about it (rows, resumes, .eml copies) as one JSON document, its erasure, and what the console's
// privacy requests make of them: the access summary and the erasure's dry run. Used by the CLI too.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type AccessSummary,
  type ErasurePlan,
  applicantDate,
  type ReplyView,
  type SubmissionInterviews,
  auditTarget,
} from '@aarambh/machines/schemas';
import { display, label } from './mail/compose.ts';
import { findMailCopies, removeMailCopies } from './mail/copies.ts';
import { processors } from './processors.ts';
import { erasureDateOf } from './records.ts';
import type { ResumeStore } from './resumes.ts';
import type { ConsentRecord } from './storage/consents.ts';
import type { AddressGuardianConsent } from './storage/guardians.ts';
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
  /** Every consent given or withdrawn under the address, with the notice's version and when. */
  consents: ConsentRecord[];
  /** The uploaded resumes, their bytes in base64. */
  files: { storedName: string; originalName: string; mediaType: string; size: number; base64: string }[];
  /**
   * The applications from someone under 18 held for a guardian's confirmation that the address is
   * in, as applicant (the application, its resume's bytes in base64) or as guardian (their part).
   */
  held: HeldExport[];
}

/** A guardian's consent as the export carries it: the whole hold for its applicant, the guardian's own part for the guardian. */
export interface HeldExport {
  role: AddressGuardianConsent['role'];
  guardianName: string;
  guardianEmail: string;
  declaredAt: string;
  confirmedAt: string | null;
  programme: string;
  /** When the hold goes unless the guardian confirms first; null once confirmed. */
  expiresAt: string | null;
  application: {
    data: Record<string, unknown>;
    expiresAt: string;
    resume: { originalName: string; size: number; base64: string } | null;
  } | null;
}

function heldExport({ role, consent, programme }: AddressGuardianConsent): HeldExport {
  const { held } = consent;
  return {
    role,
    guardianName: consent.guardianName,
    guardianEmail: consent.guardianEmail,
    declaredAt: consent.declaredAt,
    confirmedAt: consent.confirmedAt,
    programme,
    expiresAt: held?.expiresAt ?? null,
    application:
      held && role === 'applicant'
        ? {
            data: held.data,
            expiresAt: held.expiresAt,
            resume:
              held.file && held.fileContent
                ? { originalName: held.file.originalName, size: held.file.size, base64: held.fileContent }
                : null,
          }
        : null,
  };
}

/** An address as stored: submissions keep the lower-cased address. */
export const normaliseAddress = (email: string) => email.trim().toLowerCase();

/** The audit log's action for an erasure: a restore reads these lines to erase again. */
export const ERASURE_ACTION = 'data-erase';

/**
 * How the audit log names an address: `email:<SHA-256 of the address>`, never the address, so
 * the record of an erasure does not keep what was erased, yet a restore can match it.
 */
export const addressTarget = (email: string) => auditTarget('email', addressHash(email));

/** The SHA-256 of a normalised address: what a record that outlives the address keeps (`email_hash`). */
export const addressHash = (email: string) =>
  createHash('sha256').update(normaliseAddress(email)).digest('hex');

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
  // The consents' rows without the resumes' bytes, then each held resume's bytes read on its own.
  const heldApplications = [];
  for (const found of await storage.console.guardianConsentsOf(address)) {
    const withBytes =
      found.role === 'applicant' && found.consent.held?.file
        ? ((await storage.console.guardianConsent(found.consent.id)) ?? found.consent)
        : found.consent;
    heldApplications.push(heldExport({ ...found, consent: withBytes }));
  }
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
    consents: held.consents,
    files,
    held: heldApplications,
  };
}

export interface Erasure {
  submissions: number;
  /** Applications held for a guardian's confirmation, with their consents. */
  held: number;
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
  const address = normaliseAddress(email);
  // The applications held for a guardian first (their resumes' bytes are in their rows), then the rest.
  const holds = await storage.console.eraseGuardianConsentsOf(address);
  const erased = await storage.erase(address);
  await folders.resumes.removed(erased.files);
  const mailIds = [...holds.mailIds, ...erased.mailIds];
  const mailCopies = await removeMailCopies(folders.outbox, mailIds);
  return {
    submissions: erased.submissions,
    held: holds.held,
    mails: mailIds.length,
    files: erased.files.length + holds.files.length,
    mailCopies,
  };
}

/** What each kind of submission was used for, as the access summary says it. */
const purposes: Record<SubmissionRecord['kind'], string> = {
  application:
    'To assess your internship or programme application, tell you how it stands, and run the programme and its payment if you joined.',
  career: 'To assess your job application and tell you how it stands.',
  contact: 'To answer your message.',
  feedback: 'To read your feedback and improve our services.',
  subscription: 'To send you the updates you subscribed to, until you unsubscribe.',
};

/** Each e-mail as the summary names it. */
const mailNames: Record<OutboxEntry['template'], string> = {
  confirmation: 'Confirmation of what you sent us',
  notification: 'Our team’s copy of what you sent us',
  status: 'The status of your application',
  'status-link': 'The link to your application’s status page',
  reply: 'A reply from our team',
  'interview-invitation': 'Interview times offered',
  'interview-booked': 'Your interview time',
  'interview-booked-staff': 'Our team’s copy of your interview time',
  'interview-reminder': 'An interview reminder',
  'privacy-confirmation': 'The confirmation of a privacy request',
  'breach-notice': 'A notice of a personal data breach that affected your data',
  'guardian-request': 'The request to your parent or guardian to confirm your application',
};

/** Fields a summary leaves out: ours, not the person's (a subscription's link token never leaves). */
const internalFields = new Set(['token']);

/**
 * The access answer for `email` (DPDP Act s.11): the data held (each submission with its fields and
 * resume), what it was used for, who it went to (`processors`), when the purge will delete it (the
 * retention table), and the e-mails sent. Built on the data request's export, not beside it.
 */
export async function accessSummary(
  storage: Storage,
  folders: DataFolders,
  email: string,
): Promise<AccessSummary> {
  const held = await exportHeldData(storage, folders, email);
  const submissions = [];
  for (const record of held.submissions) {
    const item = await storage.console.inboxItem(record.id);
    const erasedBy = erasureDateOf(record, item);
    submissions.push({
      reference: record.reference,
      kind: record.kind,
      createdAt: record.createdAt,
      purpose: purposes[record.kind],
      fields: Object.entries(record.data)
        .filter(([key]) => !internalFields.has(key))
        .map(([key, value]) => ({ name: label(key), value: display(value) }))
        .filter(({ value }) => value.trim() !== ''),
      resume: record.file?.originalName ?? null,
      erasedBy: erasedBy ? erasedBy.toISOString() : null,
    });
  }
  return {
    email: held.email,
    generatedAt: held.exportedAt,
    submissions,
    held: held.held.map(heldSummary),
    mails: held.mails.map((mail) => ({
      subject: mailNames[mail.template],
      at: mail.nextAttemptAt,
      status: mail.status,
    })),
    processors: processors.map((processor) => ({ ...processor })),
  };
}

/** A guardian's consent as the access summary lists it: the application for its applicant, their own part for the guardian. */
function heldSummary(entry: HeldExport): AccessSummary['held'][number] {
  const waiting = entry.confirmedAt === null;
  const guardianFields = [
    { name: 'Parent or guardian', value: entry.guardianName },
    { name: 'Their e-mail address', value: entry.guardianEmail },
  ];
  const application = entry.application;
  return {
    role: entry.role,
    createdAt: entry.declaredAt,
    programme: entry.programme,
    status: waiting
      ? 'Waiting for the parent’s or guardian’s confirmation: the application has not been sent'
      : `Confirmed by the parent or guardian on ${applicantDate(entry.confirmedAt!)}: the application was sent`,
    purpose: heldPurposes[entry.role],
    fields:
      entry.role === 'applicant' && application
        ? Object.entries(application.data)
            .filter(([key]) => !internalFields.has(key))
            .map(([key, value]) => ({ name: label(key), value: display(value) }))
            .filter(({ value }) => value.trim() !== '')
        : guardianFields,
    resume: application?.resume?.originalName ?? null,
    // A hold goes when its link expires; a confirmed consent with the application it allowed.
    erasedBy: entry.expiresAt,
  };
}

const heldPurposes: Record<HeldExport['role'], string> = {
  applicant:
    'To ask your parent or guardian to confirm your application before we store it (you told us you are under 18).',
  guardian:
    'To ask you, as the parent or guardian named, to confirm an application from someone under 18, and to keep your confirmation as proof of it.',
};

/**
 * What erasing `email` deletes, listed before it is done (the console's dry run): the submissions,
 * the resume files, and the e-mails with their .eml copies.
 */
export async function erasurePlan(
  storage: Storage,
  folders: DataFolders,
  email: string,
): Promise<ErasurePlan> {
  const address = normaliseAddress(email);
  const held = await storage.heldAbout(address);
  // What `eraseGuardianConsentsOf` takes: the applications still held (a confirmed one is a submission).
  const holds = (await storage.console.guardianConsentsOf(address)).filter(({ consent }) => consent.held);
  const mailIds = [
    ...new Set([...held.mails.map((mail) => mail.id), ...holds.flatMap(({ mailIds: ids }) => ids)]),
  ];
  return {
    submissions: held.submissions.map(({ reference, kind, createdAt }) => ({ reference, kind, createdAt })),
    held: holds.map(({ role, consent }) => ({ role, createdAt: consent.declaredAt })),
    files: [
      ...held.submissions.flatMap((record) => (record.file ? [record.file.originalName] : [])),
      ...holds.flatMap(({ consent }) => (consent.held?.file ? [consent.held.file.originalName] : [])),
    ],
    mails: mailIds.length,
    mailCopies: await findMailCopies(folders.outbox, mailIds),
    done: false,
  };
}
