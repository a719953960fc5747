// Schema migrations, applied in order on start and recorded in schema_migrations. Never edit a
// migration that has shipped: add the next version instead.

import { createSubmissionReference } from '@aarambh/machines/shortCode';
import { consoleSchema } from './consoleSchema.ts';
import { consentsMigration } from './consents.ts';
import { receiptsMigration } from './receipts.ts';

export interface Migration {
  version: number;
  sql: string;
  /**
   * Values SQL cannot make, for the rows that `select` finds: after `sql` and in its transaction,
   * `update` (`?` placeholders) runs once per row, in their order, with the values `values` makes
   * of the rows.
   */
  fill?: {
    select: string;
    update: string;
    values: (rows: readonly Record<string, unknown>[]) => unknown[][];
  };
}

const kinds = "'application', 'career', 'subscription', 'feedback', 'contact'";

/**
 * Every submission's short reference (`createSubmissionReference`): what people read, type and
 * say, while the id stays internal. Submissions stored before it get one as the migration runs.
 * The column stays nullable (SQLite cannot add a NOT NULL column without a default); every insert
 * writes one.
 */
const submissionReferences: Omit<Migration, 'version'> = {
  sql: `
      ALTER TABLE submissions ADD COLUMN reference TEXT;
      CREATE UNIQUE INDEX submissions_by_reference ON submissions (reference);
    `,
  fill: {
    select: 'SELECT id FROM submissions WHERE reference IS NULL',
    update: 'UPDATE submissions SET reference = ? WHERE id = ?',
    values: (rows) =>
      distinctValues(createSubmissionReference, rows.length).map((value, at) => [value, rows[at]!.id]),
  },
};

/** The first reply templates, which admins change in the console: [id, situation, title, subject, body]. */
const firstReplyTemplates: readonly [string, string, string, string, string][] = [
  [
    '3f7c2a10-5b1e-4c3a-9d2f-0a1b2c3d4e01',
    'application',
    'More information needed',
    'Your application {reference}: a question from our team',
    'Dear {name},\n\nThank you for your application ({reference}). Before we go on, we need a little more information from you:\n\n\n\nPlease reply to this e-mail with your answer.\n\nBest regards,',
  ],
  [
    '3f7c2a10-5b1e-4c3a-9d2f-0a1b2c3d4e02',
    'application',
    'Next steps after the shortlist',
    'Your application {reference}: next steps',
    'Dear {name},\n\nGood news: your application ({reference}) is on our shortlist. We will propose interview times shortly; you will pick one on your status page.\n\nBest regards,',
  ],
  [
    '3f7c2a10-5b1e-4c3a-9d2f-0a1b2c3d4e03',
    'message',
    'Answer to your message',
    'Re: your message {reference}',
    'Dear {name},\n\nThank you for writing to us ({reference}).\n\n\n\nBest regards,',
  ],
  [
    '3f7c2a10-5b1e-4c3a-9d2f-0a1b2c3d4e04',
    'feedback',
    'Thank you for your feedback',
    'Thank you for your feedback ({reference})',
    'Dear {name},\n\nThank you for taking the time to tell us what you think. Our team has read it, and it helps us improve.\n\nBest regards,',
  ],
];

/**
 * Staff's replies (see docs/data-model.md): the templates admins keep, and every reply sent, kept
 * with its submission and its outbox mail ('reply'). `time` is the engine's time type, `now` its
 * current time; `outbox` the statements that let the outbox take the new template.
 */
function replies(time: string, now: string, outbox: string): string {
  return `
      CREATE TABLE reply_templates (
        id TEXT PRIMARY KEY,
        situation TEXT NOT NULL CHECK (situation IN ('application', 'message', 'feedback')),
        title TEXT NOT NULL,
        subject TEXT NOT NULL,
        body TEXT NOT NULL,
        updated_by TEXT REFERENCES staff (id),
        updated_at ${time} NOT NULL
      );
      CREATE TABLE replies (
        id TEXT PRIMARY KEY,
        submission_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
        staff_id TEXT REFERENCES staff (id),
        template_id TEXT,
        subject TEXT NOT NULL,
        body TEXT NOT NULL,
        outbox_id TEXT NOT NULL UNIQUE,
        at ${time} NOT NULL
      );
      CREATE INDEX replies_by_submission ON replies (submission_id, at);
      ${outbox}
      INSERT INTO reply_templates (id, situation, title, subject, body, updated_at) VALUES
        ${firstReplyTemplates.map((row) => `(${row.map(quote).join(', ')}, ${now})`).join(',\n        ')};
    `;
}

/** A text as an SQL string literal. */
const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * The first Hindi reply templates, the English ones' twins in everyday Hindi (docs/i18n.md's
 * glossary): [id, situation, title, subject, body].
 */
const firstHindiReplyTemplates: readonly [string, string, string, string, string][] = [
  [
    '3f7c2a10-5b1e-4c3a-9d2f-0a1b2c3d4e05',
    'application',
    'और जानकारी चाहिए',
    'आपका आवेदन {reference}: हमारी टीम का एक सवाल',
    'प्रिय {name},\n\nआवेदन करने के लिए धन्यवाद ({reference})। आगे बढ़ने से पहले हमें आपसे थोड़ी और जानकारी चाहिए:\n\n\n\nकृपया इसी ई-मेल के जवाब में बताएँ।\n\nशुभकामनाओं सहित,',
  ],
  [
    '3f7c2a10-5b1e-4c3a-9d2f-0a1b2c3d4e06',
    'application',
    'शॉर्टलिस्ट के बाद अगले कदम',
    'आपका आवेदन {reference}: अगले कदम',
    'प्रिय {name},\n\nअच्छी ख़बर: आपका आवेदन ({reference}) हमारी शॉर्टलिस्ट में है। हम जल्द ही इंटरव्यू के कुछ समय सुझाएँगे; उनमें से एक आप अपने स्टेटस पेज पर चुनेंगे।\n\nशुभकामनाओं सहित,',
  ],
  [
    '3f7c2a10-5b1e-4c3a-9d2f-0a1b2c3d4e07',
    'message',
    'आपके संदेश का जवाब',
    'आपका संदेश {reference}: हमारा जवाब',
    'प्रिय {name},\n\nहमें लिखने के लिए धन्यवाद ({reference})।\n\n\n\nशुभकामनाओं सहित,',
  ],
  [
    '3f7c2a10-5b1e-4c3a-9d2f-0a1b2c3d4e08',
    'feedback',
    'आपकी राय के लिए धन्यवाद',
    'आपकी राय के लिए धन्यवाद ({reference})',
    'प्रिय {name},\n\nअपनी राय बताने के लिए समय निकालने का धन्यवाद। हमारी टीम ने इसे पढ़ा है, और इससे हमें बेहतर होने में मदद मिलती है।\n\nशुभकामनाओं सहित,',
  ],
];

/**
 * The language each reply template is written in (the templates before it are English), and the
 * first Hindi ones: a reviewer answering a submission made on a Hindi page starts from Hindi.
 * `now` is the engine's current time. The languages are written out, as in `submissionLanguages`.
 */
function replyTemplateLanguages(now: string): string {
  return `
      ALTER TABLE reply_templates ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'hi'));
      INSERT INTO reply_templates (id, situation, title, subject, body, language, updated_at) VALUES
        ${firstHindiReplyTemplates.map((row) => `(${row.map(quote).join(', ')}, 'hi', ${now})`).join(',\n        ')};
    `;
}

const outboxTemplates = "'confirmation', 'notification', 'status', 'status-link', 'reply'";
const interviewTemplates =
  "'interview-invitation', 'interview-booked', 'interview-booked-staff', 'interview-reminder'";

/**
 * SQLite cannot alter a CHECK: the outbox is copied into a table that allows `templates`, with its
 * indexes made again (migrations 7, 12 and 15).
 */
function sqliteOutboxAllowing(templates: string): string {
  return `CREATE TABLE outbox_next (
        id TEXT PRIMARY KEY,
        submission_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
        template TEXT NOT NULL CHECK (template IN (${templates})),
        recipient TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        last_error TEXT,
        created_at TEXT NOT NULL,
        sent_at TEXT
      );
      INSERT INTO outbox_next SELECT id, submission_id, template, recipient, status, attempts,
        next_attempt_at, last_error, created_at, sent_at FROM outbox;
      DROP TABLE outbox;
      ALTER TABLE outbox_next RENAME TO outbox;
      CREATE INDEX outbox_by_submission ON outbox (submission_id);
      CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE status = 'pending';
      CREATE INDEX outbox_by_status ON outbox (status, created_at);`;
}

/**
 * Interviews (docs/data-model.md): the times staff offer, to which applications, and the
 * applicant's requests to move one. A time is booked by one conditional UPDATE of `booked_by`;
 * an application holds at most one. `time` is the engine's time type; `outbox` the statements
 * that let the outbox take the interview mails.
 */
function interviews(time: string, outbox: string): string {
  return `
      CREATE TABLE interview_slots (
        id TEXT PRIMARY KEY,
        starts_at ${time} NOT NULL,
        minutes INTEGER NOT NULL CHECK (minutes BETWEEN 15 AND 180),
        mode TEXT NOT NULL CHECK (mode IN ('video', 'phone', 'office')),
        detail TEXT NOT NULL,
        created_by TEXT REFERENCES staff (id),
        created_at ${time} NOT NULL,
        booked_by TEXT REFERENCES submissions (id) ON DELETE SET NULL,
        booked_at ${time}
      );
      CREATE UNIQUE INDEX interview_slots_one_booking ON interview_slots (booked_by) WHERE booked_by IS NOT NULL;
      CREATE INDEX interview_slots_by_time ON interview_slots (starts_at);
      CREATE TABLE interview_offers (
        slot_id TEXT NOT NULL REFERENCES interview_slots (id) ON DELETE CASCADE,
        submission_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
        offered_at ${time} NOT NULL,
        PRIMARY KEY (slot_id, submission_id)
      );
      CREATE INDEX interview_offers_by_submission ON interview_offers (submission_id);
      CREATE TABLE interview_requests (
        id TEXT PRIMARY KEY,
        submission_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
        slot_id TEXT REFERENCES interview_slots (id) ON DELETE SET NULL,
        kind TEXT NOT NULL CHECK (kind IN ('reschedule')),
        message TEXT NOT NULL,
        at ${time} NOT NULL
      );
      CREATE INDEX interview_requests_by_submission ON interview_requests (submission_id, at);
      ${outbox}
    `;
}

/**
 * Proof (docs/data-model.md): a programme's completion, the documents issued (their fields fixed,
 * signed, each with its bit in the status list), an offer's one answer, and the public halves of
 * the signing keys (the private key is configuration, never a row). `time` is the engine's time
 * type, `json` its JSON type.
 */
function proof(time: string, json: string): string {
  return `
      CREATE TABLE completions (
        submission_id TEXT PRIMARY KEY REFERENCES submissions (id) ON DELETE CASCADE,
        printed_name TEXT NOT NULL,
        starts_on TEXT NOT NULL,
        ends_on TEXT NOT NULL,
        hours INTEGER NOT NULL CHECK (hours > 0),
        outcome TEXT NOT NULL CHECK (outcome IN ('completed', 'distinction')),
        project_url TEXT,
        completed_by TEXT REFERENCES staff (id),
        at ${time} NOT NULL
      );
      CREATE TABLE documents (
        id TEXT PRIMARY KEY,
        submission_id TEXT REFERENCES submissions (id) ON DELETE SET NULL,
        kind TEXT NOT NULL CHECK (kind IN ('certificate', 'offer')),
        fields ${json} NOT NULL,
        name_shown INTEGER NOT NULL DEFAULT 0 CHECK (name_shown IN (0, 1)),
        issued_by TEXT REFERENCES staff (id),
        issued_at ${time} NOT NULL,
        key_id TEXT NOT NULL,
        credential TEXT NOT NULL,
        status_index INTEGER NOT NULL UNIQUE,
        revoked_at ${time},
        revoked_reason TEXT,
        superseded_by TEXT REFERENCES documents (id)
      );
      CREATE INDEX documents_by_submission ON documents (submission_id, issued_at);
      CREATE TABLE offer_answers (
        document_id TEXT PRIMARY KEY REFERENCES documents (id) ON DELETE CASCADE,
        answer TEXT NOT NULL CHECK (answer IN ('accepted', 'declined')),
        at ${time} NOT NULL,
        client TEXT NOT NULL,
        user_agent TEXT NOT NULL,
        letter_sha256 TEXT NOT NULL
      );
      CREATE TABLE signing_keys (
        kid TEXT PRIMARY KEY,
        public_jwk ${json} NOT NULL,
        created_at ${time} NOT NULL,
        retired_at ${time}
      );
    `;
}

/**
 * Privacy requests and erasures (docs/data-model.md). A request is stored whether or not its
 * address is known, with its confirmation mail; nothing acts on it before `confirmed_at`, and its
 * address is cleared when it closes. The outbox's mail may now belong to a request instead of a
 * submission (`privacy_request_id`): `outbox` is the statements that make it so.
 */
function privacyRequests(time: string, json: string, outbox: string): string {
  return `
      CREATE TABLE privacy_requests (
        id TEXT PRIMARY KEY,
        type TEXT NOT NULL CHECK (type IN ('access', 'correction', 'erasure', 'nomination', 'grievance')),
        email TEXT,
        email_hash TEXT NOT NULL,
        reference TEXT,
        details TEXT NOT NULL,
        created_at ${time} NOT NULL,
        confirmed_at ${time},
        due_at ${time},
        status TEXT NOT NULL CHECK (status IN ('unconfirmed', 'open', 'closed')),
        closed_by TEXT REFERENCES staff (id),
        closed_at ${time}
      );
      CREATE INDEX privacy_requests_by_status ON privacy_requests (status, due_at);
      CREATE INDEX privacy_requests_by_time ON privacy_requests (created_at);
      CREATE TABLE erasures (
        id TEXT PRIMARY KEY,
        email_hash TEXT NOT NULL,
        at ${time} NOT NULL,
        by TEXT REFERENCES staff (id),
        counts ${json} NOT NULL
      );
      CREATE INDEX erasures_by_time ON erasures (at);
      ${outbox}
    `;
}

const privacyTemplates = "'privacy-confirmation'";

/**
 * SQLite's outbox copy for migration 18: as `sqliteOutboxAllowing`, and a mail belongs to a
 * submission or to a privacy request. A later copy (`hasRequests`: the outbox copied already has
 * the column) keeps both columns.
 */
function sqliteOutboxForRequests(templates: string, hasRequests = false): string {
  const columns = `id, submission_id, ${hasRequests ? 'privacy_request_id, ' : ''}template, recipient, status,
        attempts, next_attempt_at, last_error, created_at, sent_at`;
  return `CREATE TABLE outbox_next (
        id TEXT PRIMARY KEY,
        submission_id TEXT REFERENCES submissions (id) ON DELETE CASCADE,
        privacy_request_id TEXT REFERENCES privacy_requests (id) ON DELETE CASCADE,
        template TEXT NOT NULL CHECK (template IN (${templates})),
        recipient TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        last_error TEXT,
        created_at TEXT NOT NULL,
        sent_at TEXT,
        CHECK ((submission_id IS NULL) <> (privacy_request_id IS NULL))
      );
      INSERT INTO outbox_next (${columns}) SELECT ${columns} FROM outbox;
      DROP TABLE outbox;
      ALTER TABLE outbox_next RENAME TO outbox;
      CREATE INDEX outbox_by_submission ON outbox (submission_id);
      CREATE INDEX outbox_by_privacy_request ON outbox (privacy_request_id);
      CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE status = 'pending';
      CREATE INDEX outbox_by_status ON outbox (status, created_at);`;
}

/**
 * Age before a paid programme (docs/data-model.md): an application from someone under 18 is held
 * whole (the validated fields, the resume's bytes) until the parent or guardian it names confirms
 * from the signed link mailed to them; only then is it a submission. The guardian's consent stays
 * with the submission as the proof Rule 10 asks for; an unconfirmed hold and its consent are
 * purged when it expires. The resume's bytes are kept as base64 text, which both engines and
 * SQLite's worker thread (its calls travel as JSON) carry alike. The outbox's mail may now belong to a guardian's consent too
 * (`guardian_consent_id`): `outbox` is the statements that make it so.
 */
function guardians(time: string, json: string, outbox: string): string {
  return `
      CREATE TABLE held_applications (
        id TEXT PRIMARY KEY,
        data ${json} NOT NULL,
        file ${json},
        file_content TEXT,
        created_at ${time} NOT NULL,
        expires_at ${time} NOT NULL
      );
      CREATE INDEX held_applications_by_expiry ON held_applications (expires_at);
      CREATE TABLE guardian_consents (
        id TEXT PRIMARY KEY,
        held_submission TEXT REFERENCES held_applications (id) ON DELETE SET NULL,
        submission_id TEXT REFERENCES submissions (id) ON DELETE CASCADE,
        guardian_name TEXT NOT NULL,
        guardian_email TEXT NOT NULL,
        declared_at ${time} NOT NULL,
        confirmed_at ${time}
      );
      CREATE INDEX guardian_consents_by_hold ON guardian_consents (held_submission);
      CREATE INDEX guardian_consents_by_submission ON guardian_consents (submission_id);
      CREATE INDEX guardian_consents_unconfirmed ON guardian_consents (declared_at) WHERE confirmed_at IS NULL;
      ${outbox}
    `;
}

/**
 * The Idempotency-Key of an application held for its guardian (as `idempotency_keys` is a
 * submission's): the first answer, kept with the guardian's consent and deleted with it, so a retry
 * with the same key holds nothing twice and mails the guardian once, before and after they confirm.
 */
function heldIdempotencyKeys(time: string): string {
  return `
      CREATE TABLE held_idempotency_keys (
        endpoint TEXT NOT NULL,
        key TEXT NOT NULL,
        fingerprint TEXT NOT NULL,
        guardian_consent_id TEXT NOT NULL REFERENCES guardian_consents (id) ON DELETE CASCADE,
        status INTEGER NOT NULL,
        body TEXT NOT NULL,
        created_at ${time} NOT NULL,
        PRIMARY KEY (endpoint, key)
      );
      CREATE INDEX held_idempotency_keys_by_consent ON held_idempotency_keys (guardian_consent_id);
    `;
}

/**
 * The language of the page a submission was sent from (`@aarambh/content`'s locales), which its
 * e-mails and status page are written in; the submissions stored before it were all sent from
 * English pages. The languages are written out, not read from `locales`: a shipped migration's text
 * never changes, so a language added later comes with a migration of its own.
 */
const submissionLanguages = `
      ALTER TABLE submissions ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'hi'));
    `;

/**
 * The language of the page a privacy request was made on: its confirmation mail is written in it
 * and the console shows it. A request made before is English, as every one then was.
 */
const privacyRequestLanguages = `
      ALTER TABLE privacy_requests ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'hi'));
    `;

/**
 * Breach incidents (docs/data-model.md, docs/incident-runbook.md): what happened, when it was
 * detected, which records it touched (`records`, the console's choice as JSON), the two deadlines,
 * and once an admin confirms it, the notice's text. `incident_people` holds each affected address
 * by its hash only, and the outbox mail its notice went out as; the mail itself belongs to the
 * person's latest submission among those chosen (`breach-notice`).
 */
function incidents(time: string, json: string, outbox: string): string {
  return `
      CREATE TABLE incidents (
        id TEXT PRIMARY KEY,
        summary TEXT NOT NULL,
        records ${json} NOT NULL,
        detected_at ${time} NOT NULL,
        opened_by TEXT REFERENCES staff (id),
        opened_at ${time} NOT NULL,
        cert_in_due_at ${time} NOT NULL,
        board_due_at ${time} NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('open', 'notified')),
        notice_subject TEXT,
        notice_body TEXT,
        notified_by TEXT REFERENCES staff (id),
        notified_at ${time}
      );
      CREATE INDEX incidents_by_time ON incidents (opened_at);
      CREATE TABLE incident_people (
        incident_id TEXT NOT NULL REFERENCES incidents (id) ON DELETE CASCADE,
        email_hash TEXT NOT NULL,
        notice_outbox_id TEXT UNIQUE,
        PRIMARY KEY (incident_id, email_hash)
      );
      ${outbox}
    `;
}

const incidentTemplates = "'breach-notice'";

const guardianTemplates = "'guardian-request'";

/**
 * SQLite's outbox copy from migration 19 on: as `sqliteOutboxForRequests`, and a mail belongs to one
 * of a submission, a privacy request or a guardian's consent (`hasGuardians`: the outbox copied
 * already has `guardian_consent_id`).
 */
function sqliteOutboxForGuardians(templates: string, hasGuardians = false): string {
  const guardian = hasGuardians ? 'guardian_consent_id, ' : '';
  return `CREATE TABLE outbox_next (
        id TEXT PRIMARY KEY,
        submission_id TEXT REFERENCES submissions (id) ON DELETE CASCADE,
        privacy_request_id TEXT REFERENCES privacy_requests (id) ON DELETE CASCADE,
        guardian_consent_id TEXT REFERENCES guardian_consents (id) ON DELETE CASCADE,
        template TEXT NOT NULL CHECK (template IN (${templates})),
        recipient TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        last_error TEXT,
        created_at TEXT NOT NULL,
        sent_at TEXT,
        CHECK ((submission_id IS NOT NULL) + (privacy_request_id IS NOT NULL) + (guardian_consent_id IS NOT NULL) = 1)
      );
      INSERT INTO outbox_next (id, submission_id, privacy_request_id, ${guardian}template, recipient, status,
        attempts, next_attempt_at, last_error, created_at, sent_at) SELECT id, submission_id, privacy_request_id,
        ${guardian}template, recipient, status, attempts, next_attempt_at, last_error, created_at, sent_at FROM outbox;
      DROP TABLE outbox;
      ALTER TABLE outbox_next RENAME TO outbox;
      CREATE INDEX outbox_by_submission ON outbox (submission_id);
      CREATE INDEX outbox_by_privacy_request ON outbox (privacy_request_id);
      CREATE INDEX outbox_by_guardian_consent ON outbox (guardian_consent_id);
      CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE status = 'pending';
      CREATE INDEX outbox_by_status ON outbox (status, created_at);`;
}

/** An address's submissions in time: its status page's other applications, and a data request. */
const byAddress = `
      CREATE INDEX submissions_by_email ON submissions (email, created_at);
    `;

export const sqliteMigrations: readonly Migration[] = [
  {
    version: 1,
    sql: `
      CREATE TABLE submissions (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN (${kinds})),
        email TEXT,
        data TEXT NOT NULL CHECK (json_valid(data)),
        created_at TEXT NOT NULL
      );
      CREATE INDEX submissions_by_kind_and_time ON submissions (kind, created_at);
      CREATE UNIQUE INDEX submissions_one_subscription_per_email ON submissions (email)
        WHERE kind = 'subscription';
      CREATE TABLE files (
        submission_id TEXT PRIMARY KEY REFERENCES submissions (id) ON DELETE CASCADE,
        stored_name TEXT NOT NULL UNIQUE,
        original_name TEXT NOT NULL,
        media_type TEXT NOT NULL,
        size INTEGER NOT NULL CHECK (size > 0),
        crc32 TEXT NOT NULL
      );
      CREATE TABLE outbox (
        id TEXT PRIMARY KEY,
        submission_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
        template TEXT NOT NULL CHECK (template IN ('confirmation', 'notification')),
        recipient TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        last_error TEXT,
        created_at TEXT NOT NULL,
        sent_at TEXT
      );
      CREATE INDEX outbox_by_submission ON outbox (submission_id);
      CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE status = 'pending';
    `,
  },
  {
    version: 2,
    sql: `
      CREATE TABLE mail_allowances (
        key TEXT NOT NULL,
        hour INTEGER NOT NULL,
        used INTEGER NOT NULL,
        PRIMARY KEY (key, hour)
      );
    `,
  },
  {
    version: 3,
    sql: `
      -- Idempotency-Key (the IETF httpapi draft): the first answer to a request, kept with its
      -- submission (and deleted with it), so a retry with the same key stores nothing twice.
      CREATE TABLE idempotency_keys (
        endpoint TEXT NOT NULL,
        key TEXT NOT NULL,
        fingerprint TEXT NOT NULL,
        submission_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
        status INTEGER NOT NULL,
        body TEXT NOT NULL,
        created_at TEXT NOT NULL,
        PRIMARY KEY (endpoint, key)
      );
      CREATE INDEX idempotency_keys_by_submission ON idempotency_keys (submission_id);
    `,
  },
  {
    version: 4,
    sql: `
      -- Double opt-in: a subscription counts once its confirmation link is followed. Addresses
      -- subscribed before this version were never confirmed, so they start as pending.
      CREATE TABLE subscriptions (
        submission_id TEXT PRIMARY KEY REFERENCES submissions (id) ON DELETE CASCADE,
        token TEXT NOT NULL UNIQUE,
        status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
        requested_at TEXT NOT NULL,
        confirmation_sent_at TEXT,
        confirmed_at TEXT,
        unsubscribed_at TEXT
      );
      INSERT INTO subscriptions (submission_id, token, status, requested_at)
        SELECT id, lower(hex(randomblob(16))), 'pending', created_at FROM submissions WHERE kind = 'subscription';
    `,
  },
  { version: 5, sql: consoleSchema('sqlite') },
  {
    version: 6,
    sql: `
      -- The health check's backlog (mail pending, failed, the oldest pending) read from an index
      -- in time that does not grow with the sent mail kept for three years.
      CREATE INDEX outbox_by_status ON outbox (status, created_at);
    `,
  },
  {
    version: 7,
    // An application's status e-mails: 'status' when staff change its stage or payment (one mail
    // for the changes of ten minutes), 'status-link' when its applicant asks for the link again.
    sql: sqliteOutboxAllowing("'confirmation', 'notification', 'status', 'status-link'"),
  },
  {
    version: 8,
    sql: `
      -- Requests per client and endpoint in one fixed window (its number: start time / length),
      -- for servers that count their rate limit in the database. Past windows are deleted.
      CREATE TABLE rate_limits (
        key TEXT NOT NULL,
        window_index INTEGER NOT NULL,
        hits INTEGER NOT NULL,
        PRIMARY KEY (key, window_index)
      );
    `,
  },
  {
    version: 9,
    sql: `
      -- \`INSERT OR REPLACE\` (and \`REPLACE\`, \`UPDATE OR REPLACE\`) deletes the row it conflicts
      -- with without firing delete triggers (SQLite fires them only with recursive_triggers on):
      -- an insert that names an existing line's seq is refused before its conflict is resolved.
      CREATE TRIGGER audit_log_no_replace BEFORE INSERT ON audit_log
        WHEN NEW.seq IS NOT NULL AND EXISTS (SELECT 1 FROM audit_log WHERE seq = NEW.seq)
        BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
    `,
  },
  {
    version: 10,
    sql: `
      -- Sign-ins the throttle refused, counted per client in fixed windows: the first refusal of a
      -- window is an audit line, the rest only a count, written as one line when the window closes.
      CREATE TABLE sign_in_refusals (
        client TEXT NOT NULL,
        window_start TEXT NOT NULL,
        window_end TEXT NOT NULL,
        refused INTEGER NOT NULL,
        PRIMARY KEY (client, window_start)
      );
      CREATE INDEX sign_in_refusals_by_end ON sign_in_refusals (window_end);
    `,
  },
  { version: 11, ...submissionReferences },
  {
    version: 12,
    sql: replies('TEXT', "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')", sqliteOutboxAllowing(outboxTemplates)),
  },
  { version: 13, sql: byAddress },
  { version: 14, ...receiptsMigration('TEXT') },
  { version: 15, sql: interviews('TEXT', sqliteOutboxAllowing(`${outboxTemplates}, ${interviewTemplates}`)) },
  { version: 16, sql: proof('TEXT', 'TEXT') },
  { version: 17, sql: consentsMigration('TEXT', 'INTEGER') },
  {
    version: 18,
    sql: privacyRequests(
      'TEXT',
      'TEXT',
      sqliteOutboxForRequests(`${outboxTemplates}, ${interviewTemplates}, ${privacyTemplates}`),
    ),
  },
  {
    version: 19,
    sql: guardians(
      'TEXT',
      'TEXT',
      sqliteOutboxForGuardians(
        `${outboxTemplates}, ${interviewTemplates}, ${privacyTemplates}, ${guardianTemplates}`,
      ),
    ),
  },
  {
    version: 20,
    sql: incidents(
      'TEXT',
      'TEXT',
      sqliteOutboxForGuardians(
        `${outboxTemplates}, ${interviewTemplates}, ${privacyTemplates}, ${guardianTemplates}, ${incidentTemplates}`,
        true,
      ),
    ),
  },
  { version: 21, sql: heldIdempotencyKeys('TEXT') },
  { version: 22, sql: submissionLanguages },
  { version: 23, sql: privacyRequestLanguages },
  { version: 24, sql: replyTemplateLanguages("strftime('%Y-%m-%dT%H:%M:%fZ', 'now')") },
];

// Submission data is JSON rather than JSONB: it keeps the text as written, and JSONB refuses a
// "\u0000" that a visitor may well type.
export const postgresMigrations: readonly Migration[] = [
  {
    version: 1,
    sql: `
      CREATE TABLE submissions (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN (${kinds})),
        email TEXT,
        data JSON NOT NULL,
        created_at TIMESTAMPTZ NOT NULL
      );
      CREATE INDEX submissions_by_kind_and_time ON submissions (kind, created_at);
      CREATE UNIQUE INDEX submissions_one_subscription_per_email ON submissions (email)
        WHERE kind = 'subscription';
      CREATE TABLE files (
        submission_id TEXT PRIMARY KEY REFERENCES submissions (id) ON DELETE CASCADE,
        stored_name TEXT NOT NULL UNIQUE,
        original_name TEXT NOT NULL,
        media_type TEXT NOT NULL,
        size INTEGER NOT NULL CHECK (size > 0),
        crc32 TEXT NOT NULL
      );
      CREATE TABLE outbox (
        id TEXT PRIMARY KEY,
        submission_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
        template TEXT NOT NULL CHECK (template IN ('confirmation', 'notification')),
        recipient TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TIMESTAMPTZ NOT NULL,
        last_error TEXT,
        created_at TIMESTAMPTZ NOT NULL,
        sent_at TIMESTAMPTZ
      );
      CREATE INDEX outbox_by_submission ON outbox (submission_id);
      CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE status = 'pending';
    `,
  },
  {
    version: 2,
    sql: `
      CREATE TABLE mail_allowances (
        key TEXT NOT NULL,
        hour BIGINT NOT NULL,
        used INTEGER NOT NULL,
        PRIMARY KEY (key, hour)
      );
    `,
  },
  {
    version: 3,
    sql: `
      -- Idempotency-Key (the IETF httpapi draft): the first answer to a request, kept with its
      -- submission (and deleted with it), so a retry with the same key stores nothing twice.
      CREATE TABLE idempotency_keys (
        endpoint TEXT NOT NULL,
        key TEXT NOT NULL,
        fingerprint TEXT NOT NULL,
        submission_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
        status INTEGER NOT NULL,
        body TEXT NOT NULL,
        created_at TIMESTAMPTZ NOT NULL,
        PRIMARY KEY (endpoint, key)
      );
      CREATE INDEX idempotency_keys_by_submission ON idempotency_keys (submission_id);
    `,
  },
  {
    version: 4,
    sql: `
      -- Double opt-in: a subscription counts once its confirmation link is followed. Addresses
      -- subscribed before this version were never confirmed, so they start as pending.
      CREATE TABLE subscriptions (
        submission_id TEXT PRIMARY KEY REFERENCES submissions (id) ON DELETE CASCADE,
        token TEXT NOT NULL UNIQUE,
        status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
        requested_at TIMESTAMPTZ NOT NULL,
        confirmation_sent_at TIMESTAMPTZ,
        confirmed_at TIMESTAMPTZ,
        unsubscribed_at TIMESTAMPTZ
      );
      INSERT INTO subscriptions (submission_id, token, status, requested_at)
        SELECT id, md5(random()::text || clock_timestamp()::text || id), 'pending', created_at
        FROM submissions WHERE kind = 'subscription';
    `,
  },
  { version: 5, sql: consoleSchema('postgres') },
  {
    version: 6,
    sql: `
      -- The health check's backlog (mail pending, failed, the oldest pending) read from an index
      -- in time that does not grow with the sent mail kept for three years.
      CREATE INDEX outbox_by_status ON outbox (status, created_at);
    `,
  },
  {
    version: 7,
    sql: `
      -- An application's status e-mails (see the SQLite migration 7).
      ALTER TABLE outbox DROP CONSTRAINT outbox_template_check;
      ALTER TABLE outbox ADD CONSTRAINT outbox_template_check CHECK (template IN ('confirmation', 'notification', 'status', 'status-link'));
    `,
  },
  {
    version: 8,
    sql: `
      -- Several servers on one database: the rate limit's counts (see the SQLite migration 8), and
      -- the resumes' bytes, written in their submission's transaction and deleted with its file's
      -- row, so every server reads every resume and none is ever without its row.
      CREATE TABLE rate_limits (
        key TEXT NOT NULL,
        window_index BIGINT NOT NULL,
        hits INTEGER NOT NULL,
        PRIMARY KEY (key, window_index)
      );
      CREATE TABLE resumes (
        submission_id TEXT PRIMARY KEY REFERENCES files (submission_id) ON DELETE CASCADE,
        content BYTEA NOT NULL
      );
      ALTER TABLE resumes ALTER COLUMN content SET STORAGE EXTERNAL;
    `,
  },
  {
    version: 9,
    sql: `
      -- Sign-ins the throttle refused, counted per client in fixed windows (see the SQLite migration 10).
      CREATE TABLE sign_in_refusals (
        client TEXT NOT NULL,
        window_start TIMESTAMPTZ NOT NULL,
        window_end TIMESTAMPTZ NOT NULL,
        refused INTEGER NOT NULL,
        PRIMARY KEY (client, window_start)
      );
      CREATE INDEX sign_in_refusals_by_end ON sign_in_refusals (window_end);
    `,
  },
  { version: 10, ...submissionReferences },
  {
    version: 11,
    sql: replies(
      'TIMESTAMPTZ',
      'now()',
      `ALTER TABLE outbox DROP CONSTRAINT outbox_template_check;
      ALTER TABLE outbox ADD CONSTRAINT outbox_template_check CHECK (template IN (${outboxTemplates}));`,
    ),
  },
  { version: 12, sql: byAddress },
  { version: 13, ...receiptsMigration('TIMESTAMPTZ') },
  {
    version: 14,
    sql: interviews(
      'TIMESTAMPTZ',
      `ALTER TABLE outbox DROP CONSTRAINT outbox_template_check;
      ALTER TABLE outbox ADD CONSTRAINT outbox_template_check CHECK (template IN (${outboxTemplates}, ${interviewTemplates}));`,
    ),
  },
  { version: 15, sql: proof('TIMESTAMPTZ', 'JSONB') },
  { version: 16, sql: consentsMigration('TIMESTAMPTZ', 'BOOLEAN') },
  {
    version: 17,
    sql: privacyRequests(
      'TIMESTAMPTZ',
      'JSONB',
      `ALTER TABLE outbox DROP CONSTRAINT outbox_template_check;
      ALTER TABLE outbox ADD CONSTRAINT outbox_template_check CHECK (template IN (${outboxTemplates}, ${interviewTemplates}, ${privacyTemplates}));
      ALTER TABLE outbox ALTER COLUMN submission_id DROP NOT NULL;
      ALTER TABLE outbox ADD COLUMN privacy_request_id TEXT REFERENCES privacy_requests (id) ON DELETE CASCADE;
      ALTER TABLE outbox ADD CONSTRAINT outbox_one_owner CHECK ((submission_id IS NULL) <> (privacy_request_id IS NULL));
      CREATE INDEX outbox_by_privacy_request ON outbox (privacy_request_id);`,
    ),
  },
  {
    version: 18,
    sql: guardians(
      'TIMESTAMPTZ',
      // JSON, as the submissions' data: the text as written, "\u0000" and all.
      'JSON',
      `ALTER TABLE outbox DROP CONSTRAINT outbox_template_check;
      ALTER TABLE outbox ADD CONSTRAINT outbox_template_check CHECK (template IN (${outboxTemplates}, ${interviewTemplates}, ${privacyTemplates}, ${guardianTemplates}));
      ALTER TABLE outbox ADD COLUMN guardian_consent_id TEXT REFERENCES guardian_consents (id) ON DELETE CASCADE;
      ALTER TABLE outbox DROP CONSTRAINT outbox_one_owner;
      ALTER TABLE outbox ADD CONSTRAINT outbox_one_owner CHECK (num_nonnulls(submission_id, privacy_request_id, guardian_consent_id) = 1);
      CREATE INDEX outbox_by_guardian_consent ON outbox (guardian_consent_id);`,
    ),
  },
  {
    version: 19,
    sql: incidents(
      'TIMESTAMPTZ',
      'JSONB',
      `ALTER TABLE outbox DROP CONSTRAINT outbox_template_check;
      ALTER TABLE outbox ADD CONSTRAINT outbox_template_check CHECK (template IN (${outboxTemplates}, ${interviewTemplates}, ${privacyTemplates}, ${guardianTemplates}, ${incidentTemplates}));`,
    ),
  },
  { version: 20, sql: heldIdempotencyKeys('TIMESTAMPTZ') },
  { version: 21, sql: submissionLanguages },
  { version: 22, sql: privacyRequestLanguages },
  { version: 23, sql: replyTemplateLanguages('now()') },
];

/** `count` values drawn by `draw`, each unlike the others. */
function distinctValues(draw: () => string, count: number): string[] {
  const values = new Set<string>();
  while (values.size < count) values.add(draw());
  return [...values];
}

/** The clock hour of `at` as a whole number (hours since 1970), the window of a mail allowance. */
export function allowanceHour(at: Date | string): number {
  return Math.floor(new Date(at).getTime() / 3_600_000);
}
