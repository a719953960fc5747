// Interviews (docs/data-model.md): the times staff offer a shortlisted application, the booking
// an applicant makes from the status page, and their reschedule requests. Each operation is
// written once, as a generator of SQL steps (`steps.ts`), so the rules (who may book what, what is
// mailed, the one conditional UPDATE that takes a slot) have one home.
// A time may arrive as ISO text (SQLite's calls cross to its worker as JSON): read it with `new Date`.
import type {
  InterviewBoard,
  InterviewMode,
  InterviewSlot,
  SubmissionInterviews,
} from '@aarambh/machines/schemas';
import { interviewLimits } from '@aarambh/machines/interviews';
import type { ConsoleRow } from './consoleRows.ts';
import type { AuditEntry } from './consoleTypes.ts';
import { isoTime } from './rows.ts';
import { type Steps, audited, rows, run } from './steps.ts';

const SLOT = 'sl.id, sl.starts_at, sl.minutes, sl.mode, sl.detail';

/** The statements, with `?` placeholders (PostgreSQL numbers them). */
export const interviewSql = {
  application: `SELECT s.kind, s.email, i.stage FROM submissions s JOIN inbox i ON i.submission_id = s.id
    WHERE s.id = ?`,
  insertSlot: `INSERT INTO interview_slots (id, starts_at, minutes, mode, detail, created_by, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`,
  openSlot: 'SELECT id FROM interview_slots WHERE id = ? AND booked_by IS NULL AND starts_at > ?',
  /** Offering a slot again moves its time: a reschedule request is answered by new offers. */
  offer: `INSERT INTO interview_offers (slot_id, submission_id, offered_at) VALUES (?, ?, ?)
    ON CONFLICT (slot_id, submission_id) DO UPDATE SET offered_at = excluded.offered_at`,
  mail: `INSERT INTO outbox (id, submission_id, template, recipient, status, attempts, next_attempt_at, created_at)
    VALUES (?, ?, ?, ?, 'pending', 0, ?, ?)`,
  booked: `SELECT ${SLOT}, sl.booked_at FROM interview_slots sl WHERE sl.booked_by = ?`,
  offered: `SELECT ${SLOT} FROM interview_offers o JOIN interview_slots sl ON sl.id = o.slot_id
    WHERE o.submission_id = ? AND sl.booked_by IS NULL AND sl.starts_at > ? ORDER BY sl.starts_at, sl.id`,
  requests: 'SELECT id, slot_id, at, message FROM interview_requests WHERE submission_id = ? ORDER BY at, id',
  mine: 'SELECT id FROM interview_slots WHERE id = ? AND booked_by = ?',
  /** Whoever booked one time and books another gives the first back to everyone it was offered to. */
  release: 'UPDATE interview_slots SET booked_by = NULL, booked_at = NULL WHERE booked_by = ? AND id <> ?',
  /** The one statement that takes a time: still open, still to come, and offered to this application. */
  take: `UPDATE interview_slots SET booked_by = ?, booked_at = ? WHERE id = ? AND booked_by IS NULL
    AND starts_at > ? AND EXISTS (SELECT 1 FROM interview_offers o WHERE o.slot_id = interview_slots.id
    AND o.submission_id = ?)`,
  creator: `SELECT st.email FROM interview_slots sl JOIN staff st ON st.id = sl.created_by
    WHERE sl.id = ? AND st.status = 'active'`,
  dropReminders: `DELETE FROM outbox WHERE submission_id = ? AND template = 'interview-reminder'
    AND status = 'pending'`,
  request: `INSERT INTO interview_requests (id, submission_id, slot_id, kind, message, at)
    VALUES (?, ?, ?, 'reschedule', ?, ?)`,
  upcoming: `SELECT ${SLOT}, sl.booked_by AS submission_id, s.reference, i.name, i.subject AS title,
      st.email AS staff_email
    FROM interview_slots sl JOIN submissions s ON s.id = sl.booked_by JOIN inbox i ON i.submission_id = s.id
    LEFT JOIN staff st ON st.id = sl.created_by
    WHERE sl.starts_at > ? ORDER BY sl.starts_at, sl.id LIMIT 200`,
  open: `SELECT ${SLOT}, (SELECT COUNT(*) FROM interview_offers o WHERE o.slot_id = sl.id) AS offered_to
    FROM interview_slots sl WHERE sl.booked_by IS NULL AND sl.starts_at > ? ORDER BY sl.starts_at, sl.id LIMIT 200`,
  /** Requests not yet answered: no time offered and none booked since. */
  openRequests: `SELECT r.id, r.submission_id, r.at, r.message, s.reference, i.name,
      sl.id AS slot_id, sl.starts_at, sl.minutes, sl.mode, sl.detail
    FROM interview_requests r JOIN submissions s ON s.id = r.submission_id
    JOIN inbox i ON i.submission_id = r.submission_id LEFT JOIN interview_slots sl ON sl.id = r.slot_id
    WHERE NOT EXISTS (SELECT 1 FROM interview_offers o WHERE o.submission_id = r.submission_id AND o.offered_at > r.at)
      AND NOT EXISTS (SELECT 1 FROM interview_slots b WHERE b.booked_by = r.submission_id AND b.booked_at > r.at)
    ORDER BY r.at, r.id LIMIT 200`,
} as const;

function toSlot(row: ConsoleRow): InterviewSlot {
  return {
    id: String(row.id),
    startsAt: isoTime(row.starts_at),
    minutes: Number(row.minutes),
    mode: row.mode as InterviewMode,
    detail: String(row.detail),
  };
}

/** Only a shortlisted internship or job application with an address has interviews. */
function* shortlisted(submissionId: string): Steps<'not-found' | 'not-shortlisted' | { email: string }> {
  const [row] = yield* rows(interviewSql.application, [submissionId]);
  if (!row) return 'not-found';
  if (
    (row.kind !== 'application' && row.kind !== 'career') ||
    row.stage !== 'shortlisted' ||
    row.email == null
  ) {
    return 'not-shortlisted';
  }
  return { email: String(row.email) };
}

export interface NewInterviewOffer {
  submissionId: string;
  staffId: string;
  /** New times, each with a new id. */
  slots: readonly { id: string; startsAt: Date; minutes: number; mode: InterviewMode; detail: string }[];
  /** Open times offered to others before. */
  existing: readonly string[];
  /** The invitation's outbox row. */
  mailId: string;
  at: Date;
}

export type OfferOutcome = 'offered' | 'not-found' | 'not-shortlisted' | 'slot-gone';

/**
 * Offers times to a shortlisted application: the new times are made, the existing ones must still
 * be open and to come, each is offered, and the invitation is queued to the application's
 * address, with the audit line, all or nothing.
 */
export function* offerInterview(offer: NewInterviewOffer, audit: AuditEntry): Steps<OfferOutcome> {
  const application = yield* shortlisted(offer.submissionId);
  if (typeof application === 'string') return application;
  for (const id of offer.existing) {
    if ((yield* rows(interviewSql.openSlot, [id, offer.at])).length === 0) return 'slot-gone';
  }
  for (const slot of offer.slots) {
    yield* run(interviewSql.insertSlot, [
      slot.id,
      slot.startsAt,
      slot.minutes,
      slot.mode,
      slot.detail,
      offer.staffId,
      offer.at,
    ]);
  }
  for (const id of [...offer.existing, ...offer.slots.map((slot) => slot.id)]) {
    yield* run(interviewSql.offer, [id, offer.submissionId, offer.at]);
  }
  yield* run(interviewSql.mail, [
    offer.mailId,
    offer.submissionId,
    'interview-invitation',
    application.email,
    offer.at,
    offer.at,
  ]);
  yield* audited(audit);
  return 'offered';
}

/** An application's interview: the time it booked, the open times offered to it, its requests. */
export function* submissionInterviews(submissionId: string, now: Date): Steps<SubmissionInterviews> {
  const [booked] = yield* rows(interviewSql.booked, [submissionId]);
  const offered = yield* rows(interviewSql.offered, [submissionId, now]);
  const requests = yield* rows(interviewSql.requests, [submissionId]);
  return {
    booked: booked ? toSlot(booked) : null,
    offered: offered.map(toSlot),
    requests: requests.map((row) => ({
      id: String(row.id),
      slotId: row.slot_id == null ? null : String(row.slot_id),
      at: isoTime(row.at),
      message: String(row.message),
    })),
  };
}

export interface InterviewBooking {
  submissionId: string;
  slotId: string;
  at: Date;
  mails: { applicant: string; staff: string; reminder: string };
}

export type BookingOutcome = 'booked' | 'taken' | 'not-shortlisted';

/**
 * The applicant takes one of the times offered to them: one conditional UPDATE, so of two people
 * offered the same time only one gets it. A time booked before is given back, its reminder
 * dropped; the confirmation with its calendar invitation goes to the applicant and to whoever
 * offered the time, and a reminder is queued for a day before (when that is still to come).
 * Booking the time already booked is answered as booked and mails nothing again.
 */
export function* bookInterview(booking: InterviewBooking, audit: AuditEntry): Steps<BookingOutcome> {
  const application = yield* shortlisted(booking.submissionId);
  if (typeof application === 'string') return 'not-shortlisted';
  if ((yield* rows(interviewSql.mine, [booking.slotId, booking.submissionId])).length > 0) return 'booked';
  yield* run(interviewSql.release, [booking.submissionId, booking.slotId]);
  const taken = yield* run(interviewSql.take, [
    booking.submissionId,
    booking.at,
    booking.slotId,
    booking.at,
    booking.submissionId,
  ]);
  if (taken === 0) return 'taken';
  yield* run(interviewSql.dropReminders, [booking.submissionId]);
  const at = new Date(booking.at);
  const mail = (id: string, template: string, to: string, notBefore: Date) =>
    run(interviewSql.mail, [id, booking.submissionId, template, to, notBefore, at]);
  yield* mail(booking.mails.applicant, 'interview-booked', application.email, at);
  const [creator] = yield* rows(interviewSql.creator, [booking.slotId]);
  if (creator) yield* mail(booking.mails.staff, 'interview-booked-staff', String(creator.email), at);
  const [slot] = yield* rows(interviewSql.booked, [booking.submissionId]);
  const remindAt = new Date(new Date(isoTime(slot!.starts_at)).getTime() - interviewLimits.reminderBeforeMs);
  if (remindAt > at) yield* mail(booking.mails.reminder, 'interview-reminder', application.email, remindAt);
  yield* audited(audit);
  return 'booked';
}

export interface RescheduleRequest {
  id: string;
  submissionId: string;
  message: string;
  at: Date;
}

/** The applicant asks for another time for the one they booked; staff see it in the console. */
export function* requestReschedule(
  request: RescheduleRequest,
  audit: AuditEntry,
): Steps<'requested' | 'nothing-booked'> {
  const [booked] = yield* rows(interviewSql.booked, [request.submissionId]);
  if (!booked) return 'nothing-booked';
  yield* run(interviewSql.request, [
    request.id,
    request.submissionId,
    booked.id,
    request.message,
    request.at,
  ]);
  yield* audited(audit);
  return 'requested';
}

/** The console's list: booked times from three hours ago on, open times to come, open requests. */
export function* interviewBoard(now: Date): Steps<InterviewBoard> {
  const since = new Date(new Date(now).getTime() - interviewLimits.minutesMax * 60_000);
  const upcoming = yield* rows(interviewSql.upcoming, [since]);
  const open = yield* rows(interviewSql.open, [now]);
  const requests = yield* rows(interviewSql.openRequests, []);
  return {
    upcoming: upcoming.map((row) => ({
      slot: toSlot(row),
      submissionId: String(row.submission_id),
      reference: String(row.reference),
      name: String(row.name),
      title: String(row.title),
      staffEmail: row.staff_email == null ? null : String(row.staff_email),
    })),
    open: open.map((row) => ({ slot: toSlot(row), offeredTo: Number(row.offered_to) })),
    requests: requests.map((row) => ({
      id: String(row.id),
      submissionId: String(row.submission_id),
      reference: String(row.reference),
      name: String(row.name),
      at: isoTime(row.at),
      message: String(row.message),
      slot: row.slot_id == null ? null : toSlot({ ...row, id: row.slot_id }),
    })),
  };
}
