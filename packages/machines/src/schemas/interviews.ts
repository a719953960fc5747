// Interviews for a shortlisted application: the times staff offer (entered and shown in India's
// time), the applicant's booking and reschedule request from the status page, and the console's
// list. The API checks every rule here again; the status page and the console read the words.
import type { Locale } from '@aarambh/content';
import * as v from 'valibot';
import { intlLocales } from './applicationStatus.ts';
import { cleanLine, cleanText } from './text.ts';

export const interviewModes = ['video', 'phone', 'office'] as const;
export type InterviewMode = (typeof interviewModes)[number];

export const interviewModeLabels: Record<InterviewMode, string> = {
  video: 'Video call',
  phone: 'Phone call',
  office: 'At our office',
};

/** What the detail of each mode is: the console's field label. */
export const interviewDetailLabels: Record<InterviewMode, string> = {
  video: 'Video call link',
  phone: 'Number we will call from',
  office: 'Office address',
};

export const interviewLimits = {
  /** Times offered at once: two to five. */
  slotsMin: 2,
  slotsMax: 5,
  minutesMin: 15,
  minutesMax: 180,
  detailMax: 300,
  messageMax: 1000,
  /** How long before an interview its reminder goes. */
  reminderBeforeMs: 24 * 60 * 60 * 1000,
} as const;

export const interviewMessages = {
  slots: `Offer ${interviewLimits.slotsMin} to ${interviewLimits.slotsMax} times`,
  startsAt: 'Enter the date and time in IST',
  past: 'Offer a time that is still to come',
  minutes: `Choose a length from ${interviewLimits.minutesMin} to ${interviewLimits.minutesMax} minutes`,
  mode: 'Choose how the interview takes place',
  detail: 'Enter where the interview takes place',
  detailLong: `Keep it under ${interviewLimits.detailMax} characters`,
  videoLink: 'Enter the video call link, starting with https://',
  phone: 'Enter a phone number of 10 to 13 digits',
  slotGone: 'One of the times chosen is no longer open',
  notShortlisted: 'Interviews are offered to shortlisted applications only',
  messageLong: `Keep the message under ${interviewLimits.messageMax} characters`,
} as const;

/** IST has no daylight saving: a fixed five and a half hours ahead of UTC. */
const IST_OFFSET = '+05:30';
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * An instant from a wall-clock time in India (`2026-12-03T11:00`, as a date and time field gives
 * it), or undefined when it is not a real date and time.
 */
export function fromIndianTime(wallClock: string): Date | undefined {
  const match = WALL_CLOCK.exec(wallClock);
  if (!match) return undefined;
  const date = new Date(`${wallClock}:00${IST_OFFSET}`);
  if (Number.isNaN(date.getTime())) return undefined;
  // A date the calendar does not have (31 November) rolls over: refuse it rather than move it.
  return indianWallClock(date) === wallClock ? date : undefined;
}

/** The wall-clock time in India of an instant, as `fromIndianTime` reads it. */
export function indianWallClock(instant: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/**
 * An interview's time as everyone reads it, always said to be IST: "Thursday, 3 December 2026,
 * 11:00–11:45 IST"; in Hindi the day is `hi-IN`'s ("गुरुवार, 3 दिसंबर 2026"), the clock the same.
 */
export function interviewTime(startsAt: string, minutes: number, locale: Locale = 'en'): string {
  const start = new Date(startsAt);
  const end = new Date(start.getTime() + minutes * 60_000);
  const day = start.toLocaleDateString(intlLocales[locale], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
  const clock = (instant: Date) => indianWallClock(instant).slice(11);
  return `${day}, ${clock(start)}–${clock(end)} IST`;
}

const slotSchema = v.pipe(
  v.object({
    /** The wall-clock time in India, `YYYY-MM-DDTHH:MM`. */
    startsAt: v.pipe(
      v.string(interviewMessages.startsAt),
      v.check((value) => fromIndianTime(value) !== undefined, interviewMessages.startsAt),
    ),
    minutes: v.pipe(
      v.number(interviewMessages.minutes),
      v.integer(interviewMessages.minutes),
      v.minValue(interviewLimits.minutesMin, interviewMessages.minutes),
      v.maxValue(interviewLimits.minutesMax, interviewMessages.minutes),
    ),
    mode: v.picklist(interviewModes, interviewMessages.mode),
    detail: v.pipe(
      v.string(interviewMessages.detail),
      cleanLine(),
      v.minLength(1, interviewMessages.detail),
      v.maxLength(interviewLimits.detailMax, interviewMessages.detailLong),
    ),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const { mode, detail } = dataset.value;
    const digits = detail.replace(/\D/g, '').length;
    const wrong =
      mode === 'video'
        ? !URL.canParse(detail) || new URL(detail).protocol !== 'https:'
        : mode === 'phone' && (!/^\+?[\d\s-]+$/.test(detail) || digits < 10 || digits > 13);
    if (wrong) {
      addIssue({
        message: mode === 'video' ? interviewMessages.videoLink : interviewMessages.phone,
        path: [{ type: 'object', origin: 'value', input: dataset.value, key: 'detail', value: detail }],
      });
    }
  }),
);
export type NewInterviewSlot = v.InferOutput<typeof slotSchema>;

/**
 * Staff offer interview times to one shortlisted application: new times, times already offered
 * to others and still open (whoever books one first takes it from everyone), or both.
 */
export const offerInterviewSchema = v.pipe(
  v.object({
    submissionId: v.pipe(v.string(), v.uuid()),
    slots: v.pipe(v.array(slotSchema), v.maxLength(interviewLimits.slotsMax, interviewMessages.slots)),
    existing: v.pipe(
      v.array(v.pipe(v.string(), v.uuid())),
      v.maxLength(interviewLimits.slotsMax, interviewMessages.slots),
    ),
  }),
  v.check(
    ({ slots, existing }) =>
      new Set(existing).size === existing.length &&
      slots.length + existing.length >= interviewLimits.slotsMin &&
      slots.length + existing.length <= interviewLimits.slotsMax,
    interviewMessages.slots,
  ),
);
export type OfferInterviewRequest = v.InferOutput<typeof offerInterviewSchema>;

/** One interview time as the status page and the console show it. */
export const interviewSlotSchema = v.object({
  id: v.string(),
  /** ISO 8601 in UTC; shown in IST. */
  startsAt: v.string(),
  minutes: v.number(),
  mode: v.picklist(interviewModes),
  detail: v.string(),
});
export type InterviewSlot = v.InferOutput<typeof interviewSlotSchema>;

/** The console's list: what is booked from now on, what is offered and open, and what applicants asked. */
export const interviewBoardSchema = v.object({
  upcoming: v.array(
    v.object({
      slot: interviewSlotSchema,
      submissionId: v.string(),
      reference: v.string(),
      name: v.string(),
      title: v.string(),
      staffEmail: v.nullable(v.string()),
    }),
  ),
  open: v.array(v.object({ slot: interviewSlotSchema, offeredTo: v.number() })),
  requests: v.array(
    v.object({
      id: v.string(),
      submissionId: v.string(),
      reference: v.string(),
      name: v.string(),
      at: v.string(),
      message: v.string(),
      slot: v.nullable(interviewSlotSchema),
    }),
  ),
});
export type InterviewBoard = v.InferOutput<typeof interviewBoardSchema>;

/** The interviews of one application, as its console page shows them. */
export const submissionInterviewsSchema = v.object({
  booked: v.nullable(interviewSlotSchema),
  offered: v.array(interviewSlotSchema),
  /** The applicant's reschedule requests, each naming the time it was about. */
  requests: v.array(
    v.object({ id: v.string(), slotId: v.nullable(v.string()), at: v.string(), message: v.string() }),
  ),
});
export type SubmissionInterviews = v.InferOutput<typeof submissionInterviewsSchema>;

/** The applicant's message with a reschedule request: optional, one paragraph or a few. */
export const rescheduleMessageSchema = v.pipe(
  v.string(),
  cleanText(),
  v.maxLength(interviewLimits.messageMax, interviewMessages.messageLong),
);

/** What the status page says after a booking or a request (the redirect's `interview=`). */
export const interviewNotices = ['booked', 'taken', 'requested'] as const;
export type InterviewNotice = (typeof interviewNotices)[number];
