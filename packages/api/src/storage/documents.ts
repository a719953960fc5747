// Proof (docs/data-model.md): a programme's completion, the certificates and offer letters issued,
// an offer's answer and the public halves of the signing keys. Each operation is written once as
// a generator of SQL steps (`steps.ts`), driven by both engines inside their transactions. A
// document's fields never change once issued: a correction is a new document that supersedes it.
// A time may arrive as ISO text (SQLite's calls cross to its worker as JSON): read it with `new Date`.
import type {
  Completion,
  CompletionOutcome,
  DocumentFields,
  DocumentKind,
  DocumentState,
  DocumentView,
  OfferAnswer,
  SubmissionProof,
} from '@aarambh/machines/schemas';
import type { ConsoleRow } from './consoleRows.ts';
import { statusMailValues } from './consoleRows.ts';
import { consoleSql } from './consoleSql.ts';
import type { AuditEntry } from './consoleTypes.ts';
import { indianDay } from '../indianTime.ts';
import { isoTime } from './rows.ts';
import { type Steps, audited, rows, run } from './steps.ts';

/** How many documents one status list holds: the smallest list the Bitstring Status List spec allows (16 KiB). */
export const STATUS_LIST_SIZE = 131_072;

const DOCUMENT = `d.id, d.submission_id, d.kind, d.fields, d.name_shown, d.issued_at, d.key_id, d.credential,
  d.status_index, d.revoked_at, d.revoked_reason, d.superseded_by, st.email AS issued_by_email,
  a.answer, a.at AS answered_at, a.client, a.user_agent, a.letter_sha256`;
const DOCUMENT_FROM = `documents d LEFT JOIN staff st ON st.id = d.issued_by
  LEFT JOIN offer_answers a ON a.document_id = d.id`;

export const documentSql = {
  application: `SELECT s.kind, s.data, i.stage FROM submissions s
    JOIN inbox i ON i.submission_id = s.id WHERE s.id = ?`,
  completion: `SELECT c.*, st.email AS completed_by_email FROM completions c
    LEFT JOIN staff st ON st.id = c.completed_by WHERE c.submission_id = ?`,
  /** values: submission, name, from, to, hours, outcome, project, by, time. */
  complete: `INSERT INTO completions (submission_id, printed_name, starts_on, ends_on, hours, outcome,
      project_url, completed_by, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (submission_id) DO UPDATE SET printed_name = excluded.printed_name,
      starts_on = excluded.starts_on, ends_on = excluded.ends_on, hours = excluded.hours,
      outcome = excluded.outcome, project_url = excluded.project_url,
      completed_by = excluded.completed_by, at = excluded.at`,
  /** The document of a kind that is valid now (not revoked, not superseded) for an application. */
  current: `SELECT id FROM documents WHERE submission_id = ? AND kind = ? AND revoked_at IS NULL
    AND superseded_by IS NULL`,
  indexTaken: 'SELECT 1 FROM documents WHERE status_index = ?',
  insert: `INSERT INTO documents (id, submission_id, kind, fields, name_shown, issued_by, issued_at,
      key_id, credential, status_index) VALUES (?, ?, ?, ?, 0, ?, ?, ?, ?, ?)`,
  supersede: `UPDATE documents SET superseded_by = ? WHERE id = ? AND revoked_at IS NULL
    AND superseded_by IS NULL`,
  revoke: `UPDATE documents SET revoked_at = ?, revoked_reason = ? WHERE id = ? AND revoked_at IS NULL
    AND superseded_by IS NULL`,
  byId: `SELECT ${DOCUMENT} FROM ${DOCUMENT_FROM} WHERE d.id = ?`,
  bySubmission: `SELECT ${DOCUMENT} FROM ${DOCUMENT_FROM} WHERE d.submission_id = ?
    ORDER BY d.issued_at DESC, d.superseded_by IS NOT NULL, d.id`,
  nameShown: 'UPDATE documents SET name_shown = ? WHERE id = ? AND submission_id = ?',
  /** The one answer an offer takes: a second, or one racing it, finds the row there. */
  answer: `INSERT INTO offer_answers (document_id, answer, at, client, user_agent, letter_sha256)
    VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (document_id) DO NOTHING`,
  /** Every index whose document is no longer valid: revoked, or superseded by a reissue. */
  invalidIndexes: `SELECT status_index FROM documents WHERE revoked_at IS NOT NULL
    OR superseded_by IS NOT NULL ORDER BY status_index`,
  keys: 'SELECT kid, public_jwk FROM signing_keys ORDER BY created_at, kid',
  addKey: `INSERT INTO signing_keys (kid, public_jwk, created_at) VALUES (?, ?, ?)
    ON CONFLICT (kid) DO NOTHING`,
} as const;

/** A JSON column: text on SQLite, parsed already by PostgreSQL's driver. */
function json(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

const textOrNull = (value: unknown) => (value == null ? null : String(value));
const day = (value: unknown) => isoTime(value).slice(0, 10);

/** A document as stored, with what the routes need beyond the console's view. */
export interface StoredDocument {
  view: DocumentView;
  submissionId: string | null;
  credential: string;
  keyId: string;
  statusIndex: number;
  /** The day of its state (revoked, answered, expired on); null while valid or superseded. */
  stateOn: string | null;
}

/**
 * A document's state on `today` (India's day): revoked and superseded first, then an offer's
 * answer, then an offer whose day to answer passed unanswered.
 */
function stateOf(
  row: ConsoleRow,
  fields: DocumentFields,
  today: string,
): { state: DocumentState; on: string | null } {
  if (row.revoked_at != null) return { state: 'revoked', on: indianDay(new Date(isoTime(row.revoked_at))) };
  if (row.superseded_by != null) return { state: 'superseded', on: null };
  if (row.answer != null) {
    return { state: row.answer as OfferAnswer, on: indianDay(new Date(isoTime(row.answered_at))) };
  }
  if (fields.kind === 'offer' && fields.expiresOn < today) return { state: 'expired', on: fields.expiresOn };
  return { state: 'valid', on: null };
}

function toDocument(row: ConsoleRow, today: string): StoredDocument {
  const fields = json(row.fields) as DocumentFields;
  const { state, on } = stateOf(row, fields, today);
  return {
    view: {
      id: String(row.id),
      kind: row.kind as DocumentKind,
      state,
      fields,
      nameShown: Number(row.name_shown) === 1,
      issuedAt: isoTime(row.issued_at),
      issuedBy: textOrNull(row.issued_by_email),
      revokedAt: row.revoked_at == null ? null : isoTime(row.revoked_at),
      revokedReason: textOrNull(row.revoked_reason),
      supersededBy: textOrNull(row.superseded_by),
      answer:
        row.answer == null
          ? null
          : {
              answer: row.answer as OfferAnswer,
              at: isoTime(row.answered_at),
              client: String(row.client),
              userAgent: String(row.user_agent),
              letterSha256: String(row.letter_sha256),
            },
    },
    submissionId: textOrNull(row.submission_id),
    credential: String(row.credential),
    keyId: String(row.key_id),
    statusIndex: Number(row.status_index),
    stateOn: on,
  };
}

function toCompletion(row: ConsoleRow): Completion {
  return {
    printedName: String(row.printed_name),
    startsOn: day(row.starts_on),
    endsOn: day(row.ends_on),
    hours: Number(row.hours),
    outcome: row.outcome as CompletionOutcome,
    projectUrl: textOrNull(row.project_url),
    by: textOrNull(row.completed_by_email),
    at: isoTime(row.at),
  };
}

/** What issuing reads of an application: its kind and stage, its data, its completion, its valid documents. */
export interface DocumentFacts {
  kind: string;
  stage: string;
  data: Record<string, unknown>;
  completion: Completion | null;
  current: Record<DocumentKind, string | null>;
}

export function* documentFacts(submissionId: string): Steps<DocumentFacts | undefined> {
  const [application] = yield* rows(documentSql.application, [submissionId]);
  if (!application) return undefined;
  const [completion] = yield* rows(documentSql.completion, [submissionId]);
  const [certificate] = yield* rows(documentSql.current, [submissionId, 'certificate']);
  const [offer] = yield* rows(documentSql.current, [submissionId, 'offer']);
  return {
    kind: String(application.kind),
    stage: String(application.stage ?? 'new'),
    data: json(application.data) as Record<string, unknown>,
    completion: completion ? toCompletion(completion) : null,
    current: { certificate: textOrNull(certificate?.id), offer: textOrNull(offer?.id) },
  };
}

/** Only an enrolled programme application (an internship application, accepted) is completed. */
export const enrolled = (facts: Pick<DocumentFacts, 'kind' | 'stage'>) =>
  facts.kind === 'application' && facts.stage === 'accepted';
/** Only an accepted job application gets an offer letter. */
export const hired = (facts: Pick<DocumentFacts, 'kind' | 'stage'>) =>
  facts.kind === 'career' && facts.stage === 'accepted';

export interface NewCompletion {
  submissionId: string;
  printedName: string;
  startsOn: string;
  endsOn: string;
  hours: number;
  outcome: CompletionOutcome;
  projectUrl: string | null;
  staffId: string;
  at: Date;
}

/** Marks an enrolled application completed, or corrects its completion, with the audit line. */
export function* complete(
  completion: NewCompletion,
  audit: AuditEntry,
): Steps<'completed' | 'not-found' | 'not-enrolled'> {
  const [application] = yield* rows(documentSql.application, [completion.submissionId]);
  if (!application) return 'not-found';
  if (!enrolled({ kind: String(application.kind), stage: String(application.stage) })) return 'not-enrolled';
  yield* run(documentSql.complete, [
    completion.submissionId,
    completion.printedName,
    completion.startsOn,
    completion.endsOn,
    completion.hours,
    completion.outcome,
    completion.projectUrl,
    completion.staffId,
    completion.at,
  ]);
  yield* audited(audit);
  return 'completed';
}

export interface NewDocument {
  id: string;
  submissionId: string;
  kind: DocumentKind;
  fields: DocumentFields;
  issuedBy: string;
  at: Date;
  keyId: string;
  credential: string;
  statusIndex: number;
  /** What the fields were made from, as read before signing: the completion's time (certificates) and the document then valid. */
  basis: { completionAt: string | null; supersedes: string | null };
}

export type IssueOutcome = 'issued' | 'changed' | 'index-taken' | 'not-found';

/**
 * Issues a signed document, all or nothing: the application must still be what the fields were
 * made from (the same completion, the same valid document, which the new one supersedes), the
 * status list index must be free; the applicant's status e-mail is queued and the audit written.
 * `changed` and `index-taken` write nothing: the caller reads again, or draws another index.
 */
export function* issueDocument(document: NewDocument, audit: AuditEntry): Steps<IssueOutcome> {
  const facts = yield* documentFacts(document.submissionId);
  if (!facts) return 'not-found';
  const eligible =
    document.kind === 'certificate' ? enrolled(facts) && facts.completion !== null : hired(facts);
  const sameBasis =
    (document.kind !== 'certificate' || facts.completion?.at === document.basis.completionAt) &&
    facts.current[document.kind] === document.basis.supersedes;
  if (!eligible || !sameBasis) return 'changed';
  if ((yield* rows(documentSql.indexTaken, [document.statusIndex])).length > 0) return 'index-taken';
  yield* run(documentSql.insert, [
    document.id,
    document.submissionId,
    document.kind,
    JSON.stringify(document.fields),
    document.issuedBy,
    document.at,
    document.keyId,
    document.credential,
    document.statusIndex,
  ]);
  if (document.basis.supersedes) yield* run(documentSql.supersede, [document.id, document.basis.supersedes]);
  yield* run(consoleSql.queueStatusMail, statusMailValues(document.submissionId, new Date(document.at)));
  yield* audited(audit);
  return 'issued';
}

/**
 * Revokes a valid document with its reason (kept for the console), queues the status e-mail and
 * writes the audit line; the submission it belongs to, or why nothing changed.
 */
export function* revokeDocument(
  revocation: { documentId: string; reason: string; at: Date },
  audit: AuditEntry,
): Steps<{ submissionId: string | null } | 'not-found' | 'not-valid'> {
  const [row] = yield* rows(documentSql.byId, [revocation.documentId]);
  if (!row) return 'not-found';
  const changed = yield* run(documentSql.revoke, [revocation.at, revocation.reason, revocation.documentId]);
  if (changed === 0) return 'not-valid';
  const submissionId = textOrNull(row.submission_id);
  if (submissionId)
    yield* run(consoleSql.queueStatusMail, statusMailValues(submissionId, new Date(revocation.at)));
  yield* audited(audit);
  return { submissionId };
}

/** An application's completion and documents (newest first), as the console shows them. */
export function* submissionProof(submissionId: string, today: string): Steps<SubmissionProof> {
  const [completion] = yield* rows(documentSql.completion, [submissionId]);
  const documents = yield* rows(documentSql.bySubmission, [submissionId]);
  return {
    completion: completion ? toCompletion(completion) : null,
    documents: documents.map((row) => toDocument(row, today).view),
  };
}

/** One document by its id, as it stands on `today`. */
export function* documentById(id: string, today: string): Steps<StoredDocument | undefined> {
  const [row] = yield* rows(documentSql.byId, [id]);
  return row ? toDocument(row, today) : undefined;
}

/** An application's documents, newest first. */
export function* submissionDocuments(submissionId: string, today: string): Steps<StoredDocument[]> {
  return (yield* rows(documentSql.bySubmission, [submissionId])).map((row) => toDocument(row, today));
}

/** The holder shows or hides their name on the public page; false when the document is not theirs. */
export function* setNameShown(
  change: { documentId: string; submissionId: string; shown: boolean },
  audit: AuditEntry,
): Steps<boolean> {
  const changed = yield* run(documentSql.nameShown, [
    change.shown ? 1 : 0,
    change.documentId,
    change.submissionId,
  ]);
  if (changed === 0) return false;
  yield* audited(audit);
  return true;
}

export interface OfferAnswerRecord {
  documentId: string;
  submissionId: string;
  answer: OfferAnswer;
  at: Date;
  today: string;
  client: string;
  userAgent: string;
  letterSha256: string;
}

export type AnswerOutcome = OfferAnswer | 'gone' | 'expired' | 'answered';

/**
 * The applicant accepts or declines a valid offer of theirs: one row, the first answer only. An
 * offer revoked, superseded or not theirs is `gone`; one past its day `expired`.
 */
export function* answerOffer(record: OfferAnswerRecord, audit: AuditEntry): Steps<AnswerOutcome> {
  const [row] = yield* rows(documentSql.byId, [record.documentId]);
  if (!row || row.kind !== 'offer' || textOrNull(row.submission_id) !== record.submissionId) return 'gone';
  const { state } = stateOf(row, json(row.fields) as DocumentFields, record.today);
  if (state === 'expired') return 'expired';
  if (state === 'accepted' || state === 'declined') return 'answered';
  if (state !== 'valid') return 'gone';
  const added = yield* run(documentSql.answer, [
    record.documentId,
    record.answer,
    record.at,
    record.client,
    record.userAgent,
    record.letterSha256,
  ]);
  if (added === 0) return 'answered';
  yield* audited(audit);
  return record.answer;
}

/** The status list's set bits: every document no longer valid. */
export function* invalidIndexes(): Steps<number[]> {
  return (yield* rows(documentSql.invalidIndexes, [])).map((row) => Number(row.status_index));
}

/** The public halves of every key that signed or signs documents, oldest first. */
export function* signingKeys(): Steps<{ kid: string; publicJwk: Record<string, unknown> }[]> {
  return (yield* rows(documentSql.keys, [])).map((row) => ({
    kid: String(row.kid),
    publicJwk: json(row.public_jwk) as Record<string, unknown>,
  }));
}

/** Records the public half of the key in use (once: a key is never changed, a new one is added). */
export function* addSigningKey(key: {
  kid: string;
  publicJwk: Record<string, unknown>;
  at: Date;
}): Steps<void> {
  yield* run(documentSql.addKey, [key.kid, JSON.stringify(key.publicJwk), key.at]);
}
