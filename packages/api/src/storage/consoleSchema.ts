// Migration 5, the staff console's tables, for both engines from one text: what differs between
// SQLite and PostgreSQL (types, JSON access, full-text search, triggers) is named once in
// `dialects`. Like every migration, this text never changes once shipped: a later change is the
// next version, and so does a change to the stages or payment states it takes from the schemas.

import { applicationStages, messageStages, paymentStates } from '@aarambh/machines/stages';

export type Engine = 'sqlite' | 'postgres';

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

interface Dialect {
  time: string;
  json: string;
  serial: string;
  /** A field of a submission's JSON data as text. */
  field(row: string, name: string): string;
}

const dialects: Record<Engine, Dialect> = {
  sqlite: {
    time: 'TEXT',
    json: 'TEXT',
    serial: 'INTEGER PRIMARY KEY AUTOINCREMENT',
    field: (row, name) => `json_extract(${row}.data, '$.${name}')`,
  },
  postgres: {
    time: 'TIMESTAMPTZ',
    json: 'JSON',
    serial: 'BIGSERIAL PRIMARY KEY',
    field: (row, name) => `submission_field(${row}.data, '${name}')`,
  },
};

/**
 * A UPI transaction id (a trimmed SQL text) as the inbox compares it: upper case, without spaces,
 * dashes or slashes. The inbox's trigger and the status page's late payment write it alike.
 */
export const normalisedTransactionId = (trimmedText: string) =>
  `upper(replace(replace(replace(${trimmedText}, ' ', ''), '-', ''), '/', ''))`;

/**
 * The inbox row of a submission, computed from its stored data (a trigger on `submissions` writes
 * it in the submission's own transaction, so no save path can forget it, and migration 5 fills it
 * for the submissions already stored): who sent it, what it is about, which opportunity or
 * opening, the stage it starts in, and for an application with a fee the payment to verify with
 * the transaction id as typed, normalised for comparison (upper case, no spaces, dashes or slashes).
 */
function inboxValues(d: Dialect, row: string) {
  const f = (name: string) => d.field(row, name);
  const trimmed = (name: string) => `trim(coalesce(${f(name)}, ''))`;
  return {
    name: `CASE
      WHEN ${row}.kind = 'subscription' THEN coalesce(${row}.email, '')
      WHEN ${row}.kind = 'feedback' THEN CASE WHEN ${trimmed('name')} = '' THEN 'Anonymous' ELSE ${trimmed('name')} END
      ELSE trim(${trimmed('firstName')} || ' ' || ${trimmed('lastName')}) END`,
    subject: `CASE ${row}.kind
      WHEN 'application' THEN coalesce(${f('opportunityTitle')}, '')
      WHEN 'career' THEN coalesce(${f('jobTitle')}, '')
      WHEN 'contact' THEN coalesce(${f('subject')}, '')
      WHEN 'feedback' THEN substr(coalesce(${f('message')}, ''), 1, 120)
      ELSE coalesce(${f('subscriptionType')}, '') END`,
    body: `coalesce(${f('message')}, '')`,
    target: `CASE ${row}.kind
      WHEN 'application' THEN 'opportunity:' || ${f('opportunityId')}
      WHEN 'career' THEN 'job:' || ${f('jobId')}
      ELSE NULL END`,
    stage: `CASE WHEN ${row}.kind IN ('application', 'career') THEN 'new'
      WHEN ${row}.kind IN ('contact', 'feedback') THEN 'open' ELSE NULL END`,
    paymentAmount: `CASE WHEN ${row}.kind = 'application' THEN CAST(${f('paymentAmount')} AS INTEGER) ELSE NULL END`,
    payment: `CASE WHEN ${row}.kind = 'application' AND CAST(coalesce(${f('paymentAmount')}, '0') AS INTEGER) > 0
      THEN 'unverified' ELSE NULL END`,
    transactionId: `CASE WHEN ${row}.kind = 'application' THEN ${f('transactionId')} ELSE NULL END`,
    transactionRef: `CASE WHEN ${row}.kind = 'application' AND ${trimmed('transactionId')} <> ''
      THEN ${normalisedTransactionId(trimmed('transactionId'))} ELSE NULL END`,
  };
}

/** The inbox's columns in the order `inboxValues` fills them. */
const inboxColumns =
  'submission_id, kind, created_at, email, name, subject, target, stage, payment, payment_amount, transaction_id, transaction_ref, updated_at';

function inboxSelect(d: Dialect, row: string): string {
  const value = inboxValues(d, row);
  return [
    `${row}.id`,
    `${row}.kind`,
    `${row}.created_at`,
    `${row}.email`,
    value.name,
    value.subject,
    value.target,
    value.stage,
    value.payment,
    value.paymentAmount,
    value.transactionId,
    value.transactionRef,
    `${row}.created_at`,
  ].join(',\n        ');
}

/**
 * An address as words for PostgreSQL's text search, as SQLite's tokenizer splits it: 'asha',
 * 'example', 'com' (the 'simple' parser would keep the whole address as one word).
 */
const searchable = (email: string) => `translate(coalesce(${email}, ''), '@.+_-', '     ')`;

export function consoleSchema(engine: Engine): string {
  const d = dialects[engine];
  const common = `
      -- Staff accounts: invited by the CLI (an enrolment link, its token stored as a SHA-256 hash),
      -- active once a password (scrypt) and a TOTP secret are set, disabled by an admin. Never
      -- deleted: the audit log names them.
      CREATE TABLE staff (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE,
        role TEXT NOT NULL CHECK (role IN ('admin', 'reviewer')),
        status TEXT NOT NULL CHECK (status IN ('invited', 'active', 'disabled')),
        password_hash TEXT,
        totp_secret TEXT,
        -- The last TOTP time step accepted: a code is good once (RFC 6238, 5.2).
        totp_last_step BIGINT,
        enrolment_hash TEXT UNIQUE,
        enrolment_expires_at ${d.time},
        created_at ${d.time} NOT NULL
      );
      -- Signed-in sessions, one row each (the cookie holds a random token, the row its SHA-256), so
      -- that signing out, signing out everywhere and disabling an account end them at once.
      CREATE TABLE staff_sessions (
        token_hash TEXT PRIMARY KEY,
        staff_id TEXT NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
        created_at ${d.time} NOT NULL,
        last_seen_at ${d.time} NOT NULL,
        client TEXT NOT NULL
      );
      CREATE INDEX staff_sessions_by_staff ON staff_sessions (staff_id);
      -- Failed sign-ins per account and per client: each failure past a few makes the next wait
      -- longer, up to a ceiling, so guessing is slow and the right person is never locked out for good.
      CREATE TABLE sign_in_throttle (
        key TEXT PRIMARY KEY,
        failures INTEGER NOT NULL,
        blocked_until ${d.time} NOT NULL,
        updated_at ${d.time} NOT NULL
      );
      -- Append-only (the triggers below refuse UPDATE and DELETE): who did what, when, from where.
      -- It names submissions by id and staff by address, never a visitor's personal data.
      CREATE TABLE audit_log (
        seq ${d.serial},
        at ${d.time} NOT NULL,
        staff_id TEXT,
        staff_email TEXT,
        action TEXT NOT NULL,
        target TEXT,
        client TEXT NOT NULL,
        detail ${d.json} NOT NULL
      );
      CREATE INDEX audit_log_by_target ON audit_log (target, seq);
      -- What the console shows of each submission and what staff changed: one row per submission,
      -- written with it by the trigger below and deleted with it (a purge, an erasure).
      CREATE TABLE inbox (
        submission_id TEXT PRIMARY KEY REFERENCES submissions (id) ON DELETE CASCADE,
        kind TEXT NOT NULL,
        created_at ${d.time} NOT NULL,
        email TEXT,
        name TEXT NOT NULL,
        subject TEXT NOT NULL,
        target TEXT,
        stage TEXT CHECK (stage IN (${quoted([...applicationStages, ...messageStages])})),
        payment TEXT CHECK (payment IN (${quoted(paymentStates)})),
        payment_amount INTEGER,
        payment_reason TEXT,
        payment_checked_at ${d.time},
        transaction_id TEXT,
        transaction_ref TEXT,
        read_at ${d.time},
        updated_at ${d.time} NOT NULL${engine === 'postgres' ? ',\n        search TSVECTOR' : ''}
      );
      CREATE INDEX inbox_by_time ON inbox (created_at, submission_id);
      CREATE INDEX inbox_by_kind ON inbox (kind, created_at);
      CREATE INDEX inbox_by_stage ON inbox (stage, created_at);
      CREATE INDEX inbox_by_payment ON inbox (payment, created_at);
      -- The payments to verify of one kind (applications): the inbox's commonest filter.
      CREATE INDEX inbox_by_kind_and_payment ON inbox (kind, payment, created_at);
      CREATE INDEX inbox_by_target ON inbox (target, created_at);
      CREATE INDEX inbox_by_name ON inbox (name, created_at);
      CREATE INDEX inbox_by_transaction ON inbox (transaction_ref) WHERE transaction_ref IS NOT NULL;
      -- A submission's history: stage changes, payment decisions and notes, each with who and when.
      CREATE TABLE submission_events (
        id TEXT PRIMARY KEY,
        submission_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
        at ${d.time} NOT NULL,
        staff_id TEXT REFERENCES staff (id),
        type TEXT NOT NULL CHECK (type IN ('stage', 'payment', 'note')),
        stage TEXT,
        payment TEXT,
        note TEXT
      );
      CREATE INDEX submission_events_by_submission ON submission_events (submission_id, at);
      -- Small settings the console remembers, as JSON (the statement import's column mapping).
      CREATE TABLE console_settings (
        key TEXT PRIMARY KEY,
        value ${d.json} NOT NULL,
        updated_at ${d.time} NOT NULL
      );`;
  if (engine === 'sqlite') {
    const value = inboxValues(d, 'NEW');
    return `${common}
      CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
        BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
      CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
        BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
      -- Full-text search over names, addresses, subjects and messages (FTS5, keyed by the inbox
      -- row's rowid; contentless, so it holds no second copy of the text).
      CREATE VIRTUAL TABLE inbox_search USING fts5 (
        name, email, body, content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 2'
      );
      CREATE TRIGGER inbox_search_forget AFTER DELETE ON inbox
        BEGIN DELETE FROM inbox_search WHERE rowid = OLD.rowid; END;
      CREATE TRIGGER submissions_to_inbox AFTER INSERT ON submissions BEGIN
        INSERT INTO inbox (${inboxColumns}) VALUES (
        ${inboxSelect(d, 'NEW')});
        INSERT INTO inbox_search (rowid, name, email, body)
          SELECT rowid, name, coalesce(email, ''), subject || ' ' || ${value.body}
          FROM inbox WHERE submission_id = NEW.id;
      END;
      INSERT INTO inbox (${inboxColumns})
        SELECT ${inboxSelect(d, 's')} FROM submissions s;
      INSERT INTO inbox_search (rowid, name, email, body)
        SELECT i.rowid, i.name, coalesce(i.email, ''), i.subject || ' ' || ${inboxValues(d, 's').body}
        FROM inbox i JOIN submissions s ON s.id = i.submission_id;`;
  }
  const value = inboxValues(d, 'NEW');
  return `
      -- A field of a submission's data as text. PostgreSQL's text cannot hold the NUL that JSON's
      -- escape \\u0000 spells (a visitor may type one), and json refuses to read such a field:
      -- it is read from the data with those escapes taken out.
      CREATE FUNCTION submission_field(data JSON, name TEXT) RETURNS TEXT LANGUAGE plpgsql IMMUTABLE AS $$
        BEGIN RETURN data->>name;
        EXCEPTION WHEN untranslatable_character THEN
          RETURN regexp_replace(data::text, '(?<!\\\\)((?:\\\\\\\\)*)\\\\u0000', '\\1', 'g')::json->>name;
        END $$;
${common}
      CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'the audit log is append-only'; END $$;
      CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE OR TRUNCATE ON audit_log
        FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
      CREATE INDEX inbox_search_index ON inbox USING GIN (search);
      CREATE FUNCTION submissions_to_inbox() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          INSERT INTO inbox (${inboxColumns}, search) VALUES (
          ${inboxSelect(d, 'NEW')},
          to_tsvector('simple', (${value.name}) || ' ' || ${searchable('NEW.email')} || ' ' || (${value.subject}) || ' ' || ${value.body}));
          RETURN NEW;
        END $$;
      CREATE TRIGGER submissions_to_inbox AFTER INSERT ON submissions
        FOR EACH ROW EXECUTE FUNCTION submissions_to_inbox();
      INSERT INTO inbox (${inboxColumns}, search)
        SELECT ${inboxSelect(d, 's')},
        to_tsvector('simple', (${inboxValues(d, 's').name}) || ' ' || ${searchable('s.email')} || ' ' || (${inboxValues(d, 's').subject}) || ' ' || ${inboxValues(d, 's').body})
        FROM submissions s;`;
}
