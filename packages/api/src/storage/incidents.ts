// Breach incidents (docs/incident-runbook.md), written once for both engines as generators of SQL
// steps (as `privacy.ts`): opening one with its affected people (by address hash) and its audit
// line, reading them, and queueing the confirmed notice to each address through the outbox, all
// or nothing, once.
import type { IncidentRecords } from '@aarambh/machines/schemas';
import type { ConsoleRow } from './consoleRows.ts';
import type { AuditEntry } from './consoleTypes.ts';
import { isoTime } from './rows.ts';
import { audited, rows, run, type Steps } from './steps.ts';

export interface NewIncident {
  id: string;
  summary: string;
  records: IncidentRecords;
  detectedAt: Date;
  openedBy: string;
  openedAt: Date;
  certInDueAt: Date;
  boardDueAt: Date;
  /** The SHA-256 of each affected address. */
  people: readonly string[];
}

/** An incident as stored. */
export interface IncidentRecord {
  id: string;
  summary: string;
  records: IncidentRecords;
  detectedAt: string;
  openedAt: string;
  openedBy: string | null;
  certInDueAt: string;
  boardDueAt: string;
  status: 'open' | 'notified';
  notice: { subject: string; body: string } | null;
  notifiedAt: string | null;
  people: number;
  noticesQueued: number;
}

/** The confirmed notice, and one mail of it per affected address, each owned by one of its submissions. */
export interface IncidentNotices {
  id: string;
  subject: string;
  body: string;
  by: string;
  at: Date;
  mails: readonly { id: string; submissionId: string; to: string; emailHash: string }[];
}

const COLUMNS = `i.id, i.summary, i.records, i.detected_at, i.opened_at, st.email AS opened_by, i.cert_in_due_at,
  i.board_due_at, i.status, i.notice_subject, i.notice_body, i.notified_at,
  (SELECT COUNT(*) FROM incident_people p WHERE p.incident_id = i.id) AS people,
  (SELECT COUNT(notice_outbox_id) FROM incident_people p WHERE p.incident_id = i.id) AS notices`;

export const incidentSql = {
  insert: `INSERT INTO incidents (id, summary, records, detected_at, opened_by, opened_at, cert_in_due_at,
    board_due_at, status) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'open')`,
  person: 'INSERT INTO incident_people (incident_id, email_hash) VALUES (?, ?) ON CONFLICT DO NOTHING',
  one: `SELECT ${COLUMNS} FROM incidents i LEFT JOIN staff st ON st.id = i.opened_by WHERE i.id = ?`,
  list: `SELECT ${COLUMNS} FROM incidents i LEFT JOIN staff st ON st.id = i.opened_by
    ORDER BY i.opened_at DESC, i.id LIMIT 200`,
  notified: `UPDATE incidents SET status = 'notified', notice_subject = ?, notice_body = ?, notified_by = ?,
    notified_at = ? WHERE id = ? AND status = 'open'`,
  mail: `INSERT INTO outbox (id, submission_id, template, recipient, status, attempts, next_attempt_at, created_at)
    VALUES (?, ?, 'breach-notice', ?, 'pending', 0, ?, ?)`,
  noticeOf: `INSERT INTO incident_people (incident_id, email_hash, notice_outbox_id) VALUES (?, ?, ?)
    ON CONFLICT (incident_id, email_hash) DO UPDATE SET notice_outbox_id = excluded.notice_outbox_id`,
  forMail: `SELECT i.notice_subject, i.notice_body FROM incident_people p JOIN incidents i ON i.id = p.incident_id
    WHERE p.notice_outbox_id = ?`,
} as const;

function toIncident(row: ConsoleRow): IncidentRecord {
  const records = typeof row.records === 'string' ? JSON.parse(row.records) : row.records;
  return {
    id: String(row.id),
    summary: String(row.summary),
    records: records as IncidentRecords,
    detectedAt: isoTime(row.detected_at),
    openedAt: isoTime(row.opened_at),
    openedBy: row.opened_by == null ? null : String(row.opened_by),
    certInDueAt: isoTime(row.cert_in_due_at),
    boardDueAt: isoTime(row.board_due_at),
    status: row.status as IncidentRecord['status'],
    notice:
      row.notice_subject == null
        ? null
        : { subject: String(row.notice_subject), body: String(row.notice_body) },
    notifiedAt: row.notified_at == null ? null : isoTime(row.notified_at),
    people: Number(row.people),
    noticesQueued: Number(row.notices),
  };
}

/** The submissions an incident's records name: by kind and time (`from` inclusive, `until` exclusive), or by reference. */
export function* incidentSubmissions(
  records: IncidentRecords,
  range: { from: Date; until: Date } | undefined,
): Steps<{ id: string; email: string | null; createdAt: string }[]> {
  const found =
    records.by === 'kinds'
      ? yield* rows(
          `SELECT id, email, created_at FROM submissions WHERE kind IN (${records.kinds.map(() => '?').join(', ')})
            AND created_at >= ? AND created_at < ? ORDER BY created_at, id`,
          [...records.kinds, range!.from, range!.until],
        )
      : yield* rows(
          `SELECT id, email, created_at FROM submissions
            WHERE reference IN (${records.references.map(() => '?').join(', ')}) ORDER BY created_at, id`,
          [...records.references],
        );
  return found.map((row) => ({
    id: String(row.id),
    email: row.email == null ? null : String(row.email),
    createdAt: isoTime(row.created_at),
  }));
}

export function* openIncident(incident: NewIncident, audit: AuditEntry): Steps<void> {
  yield* run(incidentSql.insert, [
    incident.id,
    incident.summary,
    JSON.stringify(incident.records),
    incident.detectedAt,
    incident.openedBy,
    incident.openedAt,
    incident.certInDueAt,
    incident.boardDueAt,
  ]);
  for (const hash of incident.people) yield* run(incidentSql.person, [incident.id, hash]);
  yield* audited(audit);
}

export function* incident(id: string): Steps<IncidentRecord | undefined> {
  const [row] = yield* rows(incidentSql.one, [id]);
  return row ? toIncident(row) : undefined;
}

export function* incidents(): Steps<IncidentRecord[]> {
  return (yield* rows(incidentSql.list, [])).map(toIncident);
}

/**
 * Records the confirmed notice and queues its mails, with the audit line, in one transaction;
 * false (and nothing written) when the incident's notices were already queued, so a retry of the
 * same confirmation sends nothing twice.
 */
export function* notifyIncident(notices: IncidentNotices, audit: AuditEntry): Steps<boolean> {
  const changed = yield* run(incidentSql.notified, [
    notices.subject,
    notices.body,
    notices.by,
    notices.at,
    notices.id,
  ]);
  if (changed === 0) return false;
  for (const mail of notices.mails) {
    yield* run(incidentSql.mail, [mail.id, mail.submissionId, mail.to, notices.at, notices.at]);
    yield* run(incidentSql.noticeOf, [notices.id, mail.emailHash, mail.id]);
  }
  yield* audited(audit);
  return true;
}

/** The subject and text of a breach notice's mail, as the admin confirmed them. */
export function* incidentNoticeForMail(mailId: string): Steps<{ subject: string; body: string } | undefined> {
  const [row] = yield* rows(incidentSql.forMail, [mailId]);
  return row ? { subject: String(row.notice_subject), body: String(row.notice_body) } : undefined;
}
