// The interview e-mails: the times offered, the booking with its calendar invitation (to the
// applicant and to whoever offered the time), and the reminder a day before. Composed when the
// outbox sends them, from the application's interview as it is then; staff's detail (a link, a
// number, an address) and the catalogue's title, never a word the applicant typed but their name
// in staff's copy. The applicant's are in the application's language; staff's copy is English.
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import {
  type ApplicationStatusView,
  type InterviewSlot,
  type SubmissionInterviews,
  interviewDetailLabels,
  interviewModeLabels,
  interviewTime,
} from '@aarambh/machines/schemas';
import { company as catalogueCompany, type Locale } from '@aarambh/content';
import ical, { ICalAttendeeRole, ICalCalendarMethod } from 'ical-generator';
import { DateTime } from 'luxon';
import type { MailMessage, MailTemplate, SubmissionRecord } from '../storage/types.ts';
import { type Link, type MailSettings, body, submissionWithdrawLinks } from './compose.ts';
import { machineLabelIn, mailCopy } from './copy.ts';
import { statusUrl } from './links.ts';
import { headerText, parseMailbox } from './mime.ts';

/** Interview times are India's: the calendar says so (`TZID=Asia/Kolkata`), whatever the server's zone. */
export const INTERVIEW_TIME_ZONE = 'Asia/Kolkata';

/**
 * A calendar invitation (RFC 5545, `METHOD:REQUEST`) for one booked time, written by
 * ical-generator: its start and end in India's time with the zone's VTIMEZONE, the company as
 * organiser, one attendee. The slot's id is the event's UID, so a mail sent again updates the
 * same event.
 */
export function interviewCalendar(input: {
  slot: InterviewSlot;
  summary: string;
  description: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** The language of its words. @default 'en' */
  language?: Locale;
}): string {
  const { slot } = input;
  const calendar = ical({
    prodId: {
      company: input.organizer.name,
      product: 'Interviews',
      language: (input.language ?? 'en').toUpperCase(),
    },
    method: ICalCalendarMethod.REQUEST,
  });
  calendar.timezone({ name: INTERVIEW_TIME_ZONE, generator: getVtimezoneComponent });
  // ical-generator writes a plain Date in the server's own zone: a Luxon time in India's is exact.
  const start = DateTime.fromISO(slot.startsAt, { zone: INTERVIEW_TIME_ZONE });
  calendar.createEvent({
    id: `${slot.id}@${input.organizer.email.split('@')[1]}`,
    start,
    end: start.plus({ minutes: slot.minutes }),
    timezone: INTERVIEW_TIME_ZONE,
    summary: input.summary,
    description: input.description,
    location: slot.mode === 'phone' ? interviewModeLabels.phone : slot.detail,
    url: slot.mode === 'video' ? slot.detail : null,
    organizer: input.organizer,
    attendees: [{ ...input.attendee, role: ICalAttendeeRole.REQ, rsvp: false }],
  });
  return calendar.toString();
}

/** The rows every interview mail gives, in `language`: when (in IST), how, and where. */
function slotRows(slot: InterviewSlot, language: Locale): [string, string][] {
  const { rows } = mailCopy[language].interview;
  return [
    [rows.when, interviewTime(slot.startsAt, slot.minutes, language)],
    [rows.how, machineLabelIn(language, interviewModeLabels[slot.mode])],
    [machineLabelIn(language, interviewDetailLabels[slot.mode]), slot.detail],
  ];
}

export interface InterviewMailContext {
  view: ApplicationStatusView;
  interviews: SubmissionInterviews;
  /** The applicant's name as the inbox shows it (staff's copy only). */
  name: string;
  writtenAt: Date;
}

export function isInterviewTemplate(template: MailTemplate): boolean {
  return template.startsWith('interview-');
}

/**
 * One of the interview mails of a submission for the outbox, or undefined when there is nothing
 * to say any more (no time open to offer, none booked to confirm or remind of).
 */
export function composeInterview(
  submission: SubmissionRecord,
  template: MailTemplate,
  to: string,
  context: InterviewMailContext,
  settings: MailSettings,
): MailMessage | undefined {
  if (!submission.email) return undefined;
  const { view, interviews, writtenAt } = context;
  const from = parseMailbox(settings.from);
  const company = from.name || catalogueCompany.name;
  // The applicant's mails are in their application's language.
  const { language } = submission;
  const copy = mailCopy[language];
  const words = copy.interview;
  const status: Link = {
    label: words.statusLink,
    url: statusUrl(settings.links, submission.id, writtenAt, true, language),
  };
  const reference: [string, string] = [copy.rows.reference, view.reference];
  // The applicant's mails carry their consents' withdraw links, as every mail to them does.
  const withdraw = submissionWithdrawLinks(settings.links, submission, writtenAt);
  if (template === 'interview-invitation') {
    if (interviews.offered.length === 0) return undefined;
    return {
      from: settings.from,
      to,
      replyTo: settings.inbox,
      subject: headerText(words.invitation.subject(view.title)),
      ...body(
        words.invitation.title,
        words.invitation.text(view.title),
        [
          ...interviews.offered.map((slot, index): [string, string] => [
            words.rows.time(index + 1),
            `${interviewTime(slot.startsAt, slot.minutes, language)}, ${machineLabelIn(language, interviewModeLabels[slot.mode]).toLowerCase()}`,
          ]),
          reference,
        ],
        company,
        [{ ...status, label: words.pickLink }, ...withdraw],
        language,
      ),
    };
  }
  const slot = interviews.booked;
  if (!slot) return undefined;
  const organizer = { name: company, email: from.address };
  if (template === 'interview-booked-staff') {
    const when = interviewTime(slot.startsAt, slot.minutes);
    const summary = `Interview: ${context.name} (${view.reference}), ${view.title}`;
    return {
      from: settings.from,
      to,
      subject: headerText(`Interview booked: ${view.reference}, ${when}`),
      ...body(
        summary,
        [`${context.name} booked this time for the interview for ${view.title}.`],
        [...slotRows(slot, 'en'), [mailCopy.en.rows.reference, view.reference]],
        company,
      ),
      icalEvent: interviewCalendar({
        slot,
        summary,
        description: `${view.title}. Reference ${view.reference}.`,
        organizer,
        attendee: { name: to, email: to },
      }),
    };
  }
  const when = interviewTime(slot.startsAt, slot.minutes, language);
  const mail = template === 'interview-reminder' ? words.reminder : words.booked;
  return {
    from: settings.from,
    to,
    replyTo: settings.inbox,
    subject: headerText(mail.subject(when)),
    ...body(
      mail.title,
      [mail.text(view.title), words.another],
      [...slotRows(slot, language), reference],
      company,
      [status, ...withdraw],
      language,
    ),
    ...(template === 'interview-reminder'
      ? {}
      : {
          icalEvent: interviewCalendar({
            slot,
            summary: words.summary(company, view.title),
            description: words.description(
              view.title,
              view.reference,
              machineLabelIn(language, interviewModeLabels[slot.mode]),
              slot.detail,
            ),
            organizer,
            attendee: { name: to, email: to },
            language,
          }),
        }),
  };
}
