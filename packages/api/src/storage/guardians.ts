// Applications held for a guardian (docs/data-model.md), written once for both engines as
// generators of SQL steps (as `privacy.ts`). An application from someone under 18 is held whole,
// with the guardian's consent row and the mail to the guardian, in one transaction; it becomes a
// submission only when the guardian confirms; an unconfirmed hold is purged when it expires.
import type { ConsoleRow } from './consoleRows.ts';
import { spend } from './privacy.ts';
import { isoTime } from './rows.ts';
import { type Steps, rows, run } from './steps.ts';
import type { UploadedFile } from '../http/multipart.ts';
import type { IdempotencyRecord, MailAllowance } from './types.ts';

/** The resume of a held application: the upload as it came, its bytes kept in the hold's row. */
export type HeldFile = Omit<UploadedFile, 'tempPath' | 'kind'> & { kind: NonNullable<UploadedFile['kind']> };

export interface NewHold {
  /** The held application's id. */
  id: string;
  /** The guardian's consent: what the signed link names. */
  consentId: string;
  /** The validated fields with the catalogue's facts, as a submission would store them. */
  data: Record<string, unknown>;
  file: HeldFile | null;
  /** The resume's bytes as base64 (the calls to SQLite's worker travel as JSON). */
  fileContent: string | null;
  guardianName: string;
  guardianEmail: string;
  at: Date;
  expiresAt: Date;
  /** The mail to the guardian, written with the hold when every allowance has one left. */
  mail: { id: string; notBefore: Date; allowances: readonly MailAllowance[] };
  /** The request's Idempotency-Key (scoped) and the answer to keep under it, as a submission's. */
  idempotency?: IdempotencyRecord;
}

/** What holding did: `replay` when the Idempotency-Key was used before (nothing was written); the cap spent, if one was. */
export interface HoldResult {
  replay?: IdempotencyRecord;
  spent?: string;
}

/** A guardian's consent, with its application while it is held. */
export interface GuardianConsent {
  id: string;
  guardianName: string;
  guardianEmail: string;
  declaredAt: string;
  confirmedAt: string | null;
  /** The submission the application became once confirmed. */
  submissionId: string | null;
  /** The application, while it waits (null once confirmed, or purged). */
  held: {
    id: string;
    data: Record<string, unknown>;
    file: HeldFile | null;
    /** Base64, as held. */
    fileContent: string | null;
    expiresAt: string;
  } | null;
}

export const guardianSql = {
  hold: `INSERT INTO held_applications (id, data, file, file_content, created_at, expires_at)
    VALUES (?, ?, ?, ?, ?, ?)`,
  consent: `INSERT INTO guardian_consents (id, held_submission, guardian_name, guardian_email, declared_at)
    VALUES (?, ?, ?, ?, ?)`,
  mail: `INSERT INTO outbox (id, guardian_consent_id, template, recipient, status, attempts, next_attempt_at, created_at)
    VALUES (?, ?, 'guardian-request', ?, 'pending', 0, ?, ?)`,
  one: `SELECT g.id, g.guardian_name, g.guardian_email, g.declared_at, g.confirmed_at, g.submission_id,
      h.id AS held_id, h.data, h.file, h.file_content, h.expires_at
    FROM guardian_consents g LEFT JOIN held_applications h ON h.id = g.held_submission WHERE g.id = ?`,
  confirm: `UPDATE guardian_consents SET confirmed_at = ?, submission_id = ?
    WHERE id = ? AND confirmed_at IS NULL AND held_submission IS NOT NULL`,
  release: 'DELETE FROM held_applications WHERE id = ?',
  sweepConsents: `DELETE FROM guardian_consents WHERE confirmed_at IS NULL AND held_submission IN
    (SELECT id FROM held_applications WHERE created_at < ?)`,
  sweepOrphans: 'DELETE FROM guardian_consents WHERE confirmed_at IS NULL AND held_submission IS NULL',
  sweepHolds: 'DELETE FROM held_applications WHERE created_at < ?',
  keyed: 'SELECT fingerprint, status, body FROM held_idempotency_keys WHERE endpoint = ? AND key = ?',
  key: `INSERT INTO held_idempotency_keys (endpoint, key, fingerprint, guardian_consent_id, status, body, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`,
  /**
   * The consents an address may be in: every held application's (few: a hold lasts 7 days; which
   * were sent from the address is read from its data) and those naming the address as guardian.
   */
  ofAddress: `SELECT g.id, g.guardian_name, g.guardian_email, g.declared_at, g.confirmed_at, g.submission_id,
      h.id AS held_id, h.data, h.file, NULL AS file_content, h.expires_at, s.data AS sent_data
    FROM guardian_consents g LEFT JOIN held_applications h ON h.id = g.held_submission
    LEFT JOIN submissions s ON s.id = g.submission_id
    WHERE h.id IS NOT NULL OR lower(g.guardian_email) = ? ORDER BY g.declared_at, g.id`,
  mailsOf: 'SELECT id FROM outbox WHERE guardian_consent_id = ?',
  eraseMails: 'DELETE FROM outbox WHERE guardian_consent_id = ?',
  eraseConsent: 'DELETE FROM guardian_consents WHERE id = ?',
} as const;

const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);

function toConsent(row: ConsoleRow): GuardianConsent {
  return {
    id: String(row.id),
    guardianName: String(row.guardian_name),
    guardianEmail: String(row.guardian_email),
    declaredAt: isoTime(row.declared_at),
    confirmedAt: row.confirmed_at == null ? null : isoTime(row.confirmed_at),
    submissionId: row.submission_id == null ? null : String(row.submission_id),
    held:
      row.held_id == null
        ? null
        : {
            id: String(row.held_id),
            data: json(row.data) as Record<string, unknown>,
            file: row.file == null ? null : (json(row.file) as HeldFile),
            fileContent: row.file_content == null ? null : String(row.file_content),
            expiresAt: isoTime(row.expires_at),
          },
  };
}

/**
 * The held application, the guardian's consent and the mail to the guardian unless an hourly cap
 * is spent (the hold is kept and expires unconfirmed), with its Idempotency-Key's answer, in one
 * transaction; a key used before writes nothing and answers the first request's record. The key
 * lives with the guardian's consent, so a retry after the guardian confirmed is still a replay.
 */
export function* holdApplication(hold: NewHold): Steps<HoldResult> {
  const { idempotency } = hold;
  if (idempotency) {
    const [first] = yield* rows(guardianSql.keyed, [idempotency.endpoint, idempotency.key]);
    if (first)
      return {
        replay: {
          endpoint: idempotency.endpoint,
          key: idempotency.key,
          fingerprint: String(first.fingerprint),
          status: Number(first.status),
          body: String(first.body),
        },
      };
  }
  yield* run(guardianSql.hold, [
    hold.id,
    JSON.stringify(hold.data),
    hold.file ? JSON.stringify(hold.file) : null,
    hold.fileContent,
    hold.at,
    hold.expiresAt,
  ]);
  yield* run(guardianSql.consent, [hold.consentId, hold.id, hold.guardianName, hold.guardianEmail, hold.at]);
  if (idempotency)
    yield* run(guardianSql.key, [
      idempotency.endpoint,
      idempotency.key,
      idempotency.fingerprint,
      hold.consentId,
      idempotency.status,
      idempotency.body,
      hold.at,
    ]);
  const spent = yield* spend(hold.mail.allowances, hold.at);
  if (spent === undefined)
    yield* run(guardianSql.mail, [
      hold.mail.id,
      hold.consentId,
      hold.guardianEmail,
      hold.mail.notBefore,
      hold.at,
    ]);
  return spent === undefined ? {} : { spent };
}

export function* guardianConsent(id: string): Steps<GuardianConsent | undefined> {
  const [row] = yield* rows(guardianSql.one, [id]);
  return row ? toConsent(row) : undefined;
}

/**
 * Records the guardian's confirmation with the submission the application became, and lets the
 * hold go; false when the consent was already confirmed or has no application held.
 */
export function* confirmGuardian(id: string, submissionId: string, at: Date): Steps<boolean> {
  const consent = yield* guardianConsent(id);
  if (!consent?.held) return false;
  if ((yield* run(guardianSql.confirm, [at, submissionId, id])) === 0) return false;
  yield* run(guardianSql.release, [consent.held.id]);
  return true;
}

/** The retention purge's part: holds made before `before`, with their unconfirmed consents and mail. */
export function* sweepHeldApplications(before?: Date): Steps<number> {
  if (!before) return 0;
  yield* run(guardianSql.sweepConsents, [before]);
  const holds = yield* run(guardianSql.sweepHolds, [before]);
  yield* run(guardianSql.sweepOrphans, []);
  return holds;
}

/**
 * A guardian's consent an address is in: as the `applicant` who sent the application held with it,
 * or as the `guardian` it names (held, or confirmed and kept with the submission it allowed).
 */
export interface AddressGuardianConsent {
  role: 'applicant' | 'guardian';
  consent: GuardianConsent;
  /** The programme's title, from the held application or the submission it became. */
  programme: string;
  /** The outbox rows of its mail to the guardian. */
  mailIds: string[];
}

const normalised = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/** Every guardian's consent `email` (lower-cased) is in, with its held application if it still waits. */
export function* guardianConsentsOf(email: string): Steps<AddressGuardianConsent[]> {
  const found: AddressGuardianConsent[] = [];
  for (const row of yield* rows(guardianSql.ofAddress, [email])) {
    const consent = toConsent(row);
    const role =
      consent.held && normalised(consent.held.data.email) === email
        ? 'applicant'
        : normalised(consent.guardianEmail) === email
          ? 'guardian'
          : undefined;
    if (!role) continue;
    const mails = yield* rows(guardianSql.mailsOf, [consent.id]);
    const application = consent.held?.data ?? (json(row.sent_data) as Record<string, unknown> | null);
    found.push({
      role,
      consent,
      programme: String(application?.opportunityTitle ?? ''),
      mailIds: mails.map((mail) => String(mail.id)),
    });
  }
  return found;
}

/**
 * The erasure's part for `email`: every application held from it or naming it as guardian, with
 * its resume's bytes (in the hold's row), its guardian's consent and its mail to the guardian. A
 * confirmed consent stays with the submission it allowed (the proof Rule 10 asks for) and goes when
 * that submission is erased. Answers what went.
 */
export function* eraseGuardianConsentsOf(
  email: string,
): Steps<{ held: number; files: string[]; mailIds: string[] }> {
  const erased = { held: 0, files: [] as string[], mailIds: [] as string[] };
  for (const { consent, mailIds } of yield* guardianConsentsOf(email)) {
    if (!consent.held) continue;
    yield* run(guardianSql.eraseMails, [consent.id]);
    yield* run(guardianSql.eraseConsent, [consent.id]);
    yield* run(guardianSql.release, [consent.held.id]);
    erased.held += 1;
    if (consent.held.file) erased.files.push(consent.held.file.originalName);
    erased.mailIds.push(...mailIds);
  }
  return erased;
}
