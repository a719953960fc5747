// The console's SQL that both engines run as it is written here, with `?` placeholders (PostgreSQL
// gets them numbered: `numbered` in `sql.ts`). What differs stays in each engine's file: the
// sign-in throttle's one-statement reservation (JSON arrays against PostgreSQL arrays), closing
// windows of refused sign-ins (JSON and time functions), full-text search, the inbox's count (the
// planners need different hints), and PostgreSQL's advisory lock on a UPI reference.
import type { AuditQuery, InboxQuery } from './consoleTypes.ts';
import { RECEIPT_COLUMNS } from './receipts.ts';

/**
 * An inbox row with its submission's reference, whether another application gave the same
 * (normalised) transaction id, and its receipt's number if it has one.
 */
export const ITEM_COLUMNS = `i.*, (SELECT s.reference FROM submissions s WHERE s.id = i.submission_id) AS reference,
  EXISTS (SELECT 1 FROM inbox d WHERE d.transaction_ref = i.transaction_ref
  AND d.submission_id <> i.submission_id) AS shared_transaction, ${RECEIPT_COLUMNS}`;

export const consoleSql = {
  inviteStaff: `INSERT INTO staff (id, email, role, status, totp_secret, enrolment_hash, enrolment_expires_at, created_at)
    VALUES (?, ?, ?, 'invited', ?, ?, ?, ?) ON CONFLICT (email) DO NOTHING`,
  resetStaff: `UPDATE staff SET status = 'invited', password_hash = NULL, totp_secret = ?, totp_last_step = NULL,
    enrolment_hash = ?, enrolment_expires_at = ? WHERE email = ? RETURNING *`,
  disableStaff: `UPDATE staff SET status = 'disabled', enrolment_hash = NULL WHERE email = ? RETURNING *`,
  listStaff: 'SELECT * FROM staff ORDER BY email',
  staffByEmail: 'SELECT * FROM staff WHERE email = ?',
  staffByEnrolment:
    "SELECT * FROM staff WHERE enrolment_hash = ? AND status = 'invited' AND enrolment_expires_at > ?",
  completeEnrolment: `UPDATE staff SET status = 'active', password_hash = ?, totp_last_step = ?, enrolment_hash = NULL,
    enrolment_expires_at = NULL WHERE enrolment_hash = ? AND status = 'invited' AND enrolment_expires_at > ?
    RETURNING *`,
  /** Values: the step, the account, the step again. */
  useTotpStep:
    'UPDATE staff SET totp_last_step = ? WHERE id = ? AND (totp_last_step IS NULL OR totp_last_step < ?)',

  forgetThrottleKey: 'DELETE FROM sign_in_throttle WHERE key = ?',
  /** One more refusal in a client's window; answers the count so far. */
  countRefusal: `INSERT INTO sign_in_refusals (client, window_start, window_end, refused) VALUES (?, ?, ?, 1)
    ON CONFLICT (client, window_start) DO UPDATE SET refused = sign_in_refusals.refused + 1
    RETURNING refused`,

  createSession:
    'INSERT INTO staff_sessions (token_hash, staff_id, created_at, last_seen_at, client) VALUES (?, ?, ?, ?, ?)',
  session: `SELECT ss.created_at AS session_created_at, ss.last_seen_at, st.* FROM staff_sessions ss
    JOIN staff st ON st.id = ss.staff_id WHERE ss.token_hash = ?`,
  touchSession: 'UPDATE staff_sessions SET last_seen_at = ? WHERE token_hash = ?',
  endSession: 'DELETE FROM staff_sessions WHERE token_hash = ?',
  endSessionsOf: 'DELETE FROM staff_sessions WHERE staff_id = ?',
  sweepSessions: 'DELETE FROM staff_sessions WHERE last_seen_at < ? OR created_at < ?',
  sweepThrottle: 'DELETE FROM sign_in_throttle WHERE updated_at < ?',

  audit: `INSERT INTO audit_log (at, staff_id, staff_email, action, target, client, detail)
    VALUES (?, ?, ?, ?, ?, ?, ?)`,

  inboxItem: `SELECT ${ITEM_COLUMNS} FROM inbox i WHERE i.submission_id = ?`,
  sharingTransaction: `SELECT ${ITEM_COLUMNS} FROM inbox i JOIN inbox me ON me.submission_id = ?
    WHERE i.transaction_ref = me.transaction_ref AND i.submission_id <> me.submission_id
    ORDER BY i.created_at`,
  events: `SELECT e.*, st.email AS staff_email FROM submission_events e LEFT JOIN staff st ON st.id = e.staff_id
    WHERE e.submission_id = ? ORDER BY e.at, e.id`,
  /** A change's event; values: id, submission, time, member of staff, type, stage, payment, note. */
  event: `INSERT INTO submission_events (id, submission_id, at, staff_id, type, stage, payment, note)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  /** The applicant's withdrawal, by no one; values: id, submission, time. */
  withdrawalEvent: `INSERT INTO submission_events (id, submission_id, at, staff_id, type, stage, payment, note)
    VALUES (?, ?, ?, NULL, 'stage', 'withdrawn', NULL, NULL)`,
  /** The applicant's own event of a due fee's payment sent from the status page. */
  paymentSentEvent: `INSERT INTO submission_events (id, submission_id, at, staff_id, type, stage, payment, note)
    VALUES (?, ?, ?, NULL, 'payment', NULL, 'unverified', 'UPI transaction id sent from the status page')`,

  /**
   * The status e-mail of an application whose stage or payment staff changed (its values:
   * `statusMailValues`): written unless one written within the window is still waiting, which
   * will say this change too.
   */
  queueStatusMail: `INSERT INTO outbox (id, submission_id, template, recipient, status, attempts, next_attempt_at, created_at)
    SELECT ?, s.id, 'status', s.email, 'pending', 0, ?, ?
    FROM submissions s
    WHERE s.id = ? AND s.kind IN ('application', 'career') AND s.email IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o.submission_id = s.id AND o.template = 'status'
        AND o.status = 'pending' AND o.created_at > ?)`,

  replyTemplates: 'SELECT * FROM reply_templates ORDER BY situation, language, title',
  /** values: id, situation, language, title, subject, body, by, time. */
  saveReplyTemplate: `INSERT INTO reply_templates (id, situation, language, title, subject, body, updated_by, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET situation = excluded.situation,
      language = excluded.language, title = excluded.title, subject = excluded.subject, body = excluded.body,
      updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
  /** The address a reply goes to: the one the submission gave, and nothing else. */
  replyRecipient: 'SELECT email, kind FROM submissions WHERE id = ?',
  /** A reply's e-mail; values: mail id, submission, address, not before, time. */
  replyMail: `INSERT INTO outbox (id, submission_id, template, recipient, status, attempts, next_attempt_at, created_at)
    VALUES (?, ?, 'reply', ?, 'pending', 0, ?, ?)`,
  /** values: id, submission, member of staff, template, subject, body, mail id, time. */
  reply: `INSERT INTO replies (id, submission_id, staff_id, template_id, subject, body, outbox_id, at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  /** A reply answers an open message; values: time, submission. */
  answered: "UPDATE inbox SET stage = 'answered', updated_at = ? WHERE submission_id = ? AND stage = 'open'",
  replies: `SELECT r.*, st.email AS staff_email, o.status AS mail_status FROM replies r
    LEFT JOIN staff st ON st.id = r.staff_id LEFT JOIN outbox o ON o.id = r.outbox_id
    WHERE r.submission_id = ? ORDER BY r.at, r.id`,
  replyForMail: 'SELECT subject, body FROM replies WHERE outbox_id = ?',

  setting: 'SELECT value FROM console_settings WHERE key = ?',
  saveSetting: `INSERT INTO console_settings (key, value, updated_at) VALUES (?, ?, ?)
    ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
};

/**
 * The payments waiting for verification, with how many other applications gave the same
 * transaction id; `paymentReference` is the engine's expression for the submission's field. A fee
 * still due (no transaction id sent yet) is not among them: staff cannot check it before it is
 * sent (the pipeline's `notPaidYet`), so a statement row does not match it.
 */
export const unverifiedPaymentsQuery = (paymentReference: string) => `SELECT i.submission_id, i.name,
  i.created_at, i.payment_amount, i.transaction_id, ${paymentReference} AS payment_reference,
  (SELECT count(*) FROM inbox d WHERE d.transaction_ref = i.transaction_ref
    AND d.submission_id <> i.submission_id) AS shared_with
  FROM inbox i JOIN submissions s ON s.id = i.submission_id
  WHERE i.payment = 'unverified' AND i.transaction_ref IS NOT NULL ORDER BY i.created_at`;

/** A condition and its values, in order of their `?`. */
export interface Where<Time> {
  where: string;
  values: (string | number | Time)[];
}

/** Conditions joined by AND, each with its values; TRUE when there are none. */
function conditions<Time>(): {
  add: (clause: string, ...values: (string | number | Time)[]) => void;
  done: () => Where<Time>;
} {
  const clauses: string[] = [];
  const values: (string | number | Time)[] = [];
  return {
    add: (clause, ...given) => {
      clauses.push(clause);
      values.push(...given);
    },
    done: () => ({ where: clauses.length > 0 ? clauses.join(' AND ') : 'TRUE', values }),
  };
}

/** The audit log's filters as one condition; `time` writes a date as the engine stores it. */
export function auditWhere<Time>(query: AuditQuery, time: (at: Date) => Time): Where<Time> {
  const { add, done } = conditions<Time>();
  add('seq < ?', query.beforeSeq ?? Number.MAX_SAFE_INTEGER);
  if (query.staffId) add('staff_id = ?', query.staffId);
  if (query.action) add('action = ?', query.action);
  if (query.from) add('at >= ?', time(query.from));
  if (query.to) add('at < ?', time(query.to));
  return done();
}

export const auditLogQuery = (where: string) =>
  `SELECT * FROM audit_log WHERE ${where} ORDER BY seq DESC LIMIT ?`;

/**
 * The inbox's filters as one condition on `inbox i`: `time` writes a date as the engine stores
 * it, and `search` is the engine's full-text condition on the words, with its value.
 */
export function inboxWhere<Time>(
  query: InboxQuery,
  time: (at: Date) => Time,
  search: (words: readonly string[]) => { clause: string; value: string },
): Where<Time> {
  const { add, done } = conditions<Time>();
  if (query.kind) add('i.kind = ?', query.kind);
  if (query.stage) add('i.stage = ?', query.stage);
  if (query.payment) add('i.payment = ?', query.payment);
  if (query.target) add('i.target = ?', query.target);
  if (query.from) add('i.created_at >= ?', time(query.from));
  if (query.to) add('i.created_at < ?', time(query.to));
  if (query.unread) add('i.read_at IS NULL');
  if (query.reference)
    add('i.submission_id IN (SELECT id FROM submissions WHERE reference = ?)', query.reference);
  if (query.search && query.search.length > 0) {
    const { clause, value } = search(query.search);
    add(clause, value);
  }
  return done();
}

const sortColumns = { created: 'i.created_at', name: 'i.name', kind: 'i.kind', stage: 'i.stage' } as const;

/** ORDER BY for an inbox query: the chosen column, then the newest first, the id breaking ties. */
export function inboxOrder(query: Pick<InboxQuery, 'sort' | 'descending'>): string {
  const direction = query.descending ? 'DESC' : 'ASC';
  if (query.sort === 'created') return `i.created_at ${direction}, i.submission_id ${direction}`;
  return `${sortColumns[query.sort]} ${direction}, i.created_at DESC, i.submission_id DESC`;
}

/** A page of the inbox under `where`; values: the filters', then the limit and the offset. */
export const inboxPageQuery = (where: string, query: Pick<InboxQuery, 'sort' | 'descending'>) =>
  `SELECT ${ITEM_COLUMNS} FROM inbox i WHERE ${where} ORDER BY ${inboxOrder(query)} LIMIT ? OFFSET ?`;
