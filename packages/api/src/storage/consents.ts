// Consent on record (DPDP Act s.6): one row per choice a person made, per purpose, with the notice
// they were shown (its version is the SHA-256 of its text, the server's own, never the client's),
// its language, the channel and the time. Append-only: a withdrawal is a new row with granted
// false. Rows name the person by the hash of their address, and outlive an erased submission
// (submission_id becomes NULL) as the proof the Act asks the company to keep.
import { createHash } from 'node:crypto';
import type { Locale } from '@aarambh/content';
import type { ConsentPurpose } from '@aarambh/machines/schemas';

/** How a consent was given or withdrawn: on a form, through a signed link in an e-mail or on the status page, or by staff. */
export const consentChannels = ['web', 'email-link', 'console'] as const;
export type ConsentChannel = (typeof consentChannels)[number];

/** One consent row to write. */
export interface NewConsent {
  id: string;
  /** SHA-256 (hex) of the normalised address (`consentEmailHash`). */
  emailHash: string;
  purpose: ConsentPurpose;
  granted: boolean;
  /** SHA-256 of the notice's text as the server has it, in the language shown (`shownNoticeVersion`). */
  noticeVersion: string;
  /** The language of the notice shown (`en`, `hi`): the submission's, or English while its Hindi is stale. */
  language: string;
  channel: ConsentChannel;
  at: Date;
}

/** A consent row as read back. */
export interface ConsentRecord {
  id: string;
  submissionId: string | null;
  emailHash: string;
  purpose: ConsentPurpose;
  granted: boolean;
  noticeVersion: string;
  language: string;
  channel: ConsentChannel;
  at: string;
}

/** A withdrawal asked for through a signed link: the submission's last choice for `purpose` becomes "no". */
export interface ConsentWithdrawal {
  id: string;
  submissionId: string;
  purpose: ConsentPurpose;
  /** The current version of the form's notice in each language (`noticeVersions`): the row takes its consent's. */
  noticeVersions: Readonly<Record<Locale, string>>;
  channel: ConsentChannel;
  at: Date;
}

/**
 * The row a withdrawal adds after `last`, the consent's last row (a "yes"): a "no" for the same
 * person, in the language of the notice that consent was given under, with that language's version.
 */
export function withdrawalRow(withdrawal: ConsentWithdrawal, last: ConsentRecord): NewConsent {
  const { noticeVersions, id, purpose, channel, at } = withdrawal;
  return {
    id,
    emailHash: last.emailHash,
    purpose,
    granted: false,
    noticeVersion: noticeVersions[last.language as Locale] ?? noticeVersions.en,
    language: last.language,
    channel,
    at,
  };
}

/** `withdrawn`: a row was added now, or the last one already said no; `unknown`: no consent of the submission for it. */
export type WithdrawOutcome = 'withdrawn' | 'unknown';

/** The hash a consent row names its person by: SHA-256 of the lower-cased, trimmed address. */
export function consentEmailHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/** SQLite migration 17 and PostgreSQL 16: the `consents` table. */
export function consentsMigration(time: 'TEXT' | 'TIMESTAMPTZ', bool: 'INTEGER' | 'BOOLEAN'): string {
  return `
      CREATE TABLE consents (
        id TEXT PRIMARY KEY,
        email_hash TEXT NOT NULL,
        submission_id TEXT REFERENCES submissions (id) ON DELETE SET NULL,
        purpose TEXT NOT NULL,
        granted ${bool} NOT NULL,
        notice_version TEXT NOT NULL,
        language TEXT NOT NULL,
        channel TEXT NOT NULL CHECK (channel IN ('web', 'email-link', 'console')),
        at ${time} NOT NULL
      );
      CREATE INDEX consents_by_submission ON consents (submission_id, purpose, at);
      CREATE INDEX consents_by_email_hash ON consents (email_hash, at);
    `;
}

/** Values: id, email_hash, submission_id, purpose, granted, notice_version, language, channel, at. */
export const INSERT_CONSENT = `INSERT INTO consents
  (id, email_hash, submission_id, purpose, granted, notice_version, language, channel, at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`;

const COLUMNS = 'id, email_hash, submission_id, purpose, granted, notice_version, language, channel, at';

/** A submission's consent rows in time. Value: the submission id. */
export const CONSENTS_OF_SUBMISSION = `SELECT ${COLUMNS} FROM consents WHERE submission_id = ? ORDER BY at, id`;

/** A person's consent rows in time, erased submissions' too. Value: the email hash. */
export const CONSENTS_OF_PERSON = `SELECT ${COLUMNS} FROM consents WHERE email_hash = ? ORDER BY at, id`;

/** The last row of a submission's consent for one purpose. Values: submission id, purpose. */
export const LAST_CONSENT = `SELECT ${COLUMNS} FROM consents WHERE submission_id = ? AND purpose = ?
  ORDER BY at DESC, granted ASC LIMIT 1`;

/** `INSERT_CONSENT`'s values for a row of `submissionId`; `bool` turns the flag into the engine's type. */
export function consentValues(
  consent: NewConsent,
  submissionId: string,
  at: (date: Date) => unknown,
  bool: (value: boolean) => unknown,
): unknown[] {
  return [
    consent.id,
    consent.emailHash,
    submissionId,
    consent.purpose,
    bool(consent.granted),
    consent.noticeVersion,
    consent.language,
    consent.channel,
    at(consent.at),
  ];
}

/** A row of the consents table as read by either engine. */
export function toConsentRecord(row: Record<string, unknown>): ConsentRecord {
  return {
    id: String(row.id),
    submissionId: row.submission_id == null ? null : String(row.submission_id),
    emailHash: String(row.email_hash),
    purpose: String(row.purpose) as ConsentPurpose,
    granted: row.granted === true || row.granted === 1 || row.granted === 1n,
    noticeVersion: String(row.notice_version),
    language: String(row.language),
    channel: String(row.channel) as ConsentChannel,
    at: row.at instanceof Date ? row.at.toISOString() : String(row.at),
  };
}
