// A personal data breach as the console records it (docs/incident-runbook.md): what happened and
// when it was detected, which records it touched, the two clocks it starts, and the notice each
// affected person gets, with the five items Rule 7(1) of the DPDP Rules 2025 asks for.
import * as v from 'valibot';
import { fromIndianTime } from './interviews.ts';
import { readSubmissionReference } from './shortCode.ts';
import { submissionKindNames } from './staff.ts';
import { cleanText } from './text.ts';

/** CERT-In's directions of 28 April 2022: a reportable incident within 6 hours of noticing it. */
export const CERT_IN_HOURS = 6;
/** Rule 7(2): the detailed report to the Data Protection Board within 72 hours of becoming aware. */
export const BOARD_HOURS = 72;

export const incidentLimits = {
  summaryMax: 2000,
  referencesMax: 500,
  subjectMax: 200,
  bodyMax: 10_000,
} as const;

export const incidentMessages = {
  summary: 'Say what happened.',
  summaryLong: `Keep the summary within ${incidentLimits.summaryMax} characters.`,
  detectedAt: 'Give the date and time it was detected (IST), not later than now.',
  kinds: 'Choose at least one kind of submission.',
  range: 'Give the first and last day of the range, the first not after the last.',
  references: 'Give one or more submission references (AL-XXXX-XXXX), one a line.',
  subject: 'Give the notice a subject.',
  body: 'Write the notice.',
} as const;

const day = v.pipe(v.string(), v.isoDate(incidentMessages.range));

/** Which records the breach touched: by kind and a range of days (IST), or chosen submissions by reference. */
export const incidentRecordsSchema = v.variant('by', [
  v.pipe(
    v.object({
      by: v.literal('kinds'),
      kinds: v.pipe(v.array(v.picklist(submissionKindNames)), v.minLength(1, incidentMessages.kinds)),
      from: day,
      to: day,
    }),
    v.check(({ from, to }) => from <= to, incidentMessages.range),
  ),
  v.object({
    by: v.literal('references'),
    references: v.pipe(
      v.array(
        v.pipe(
          v.string(),
          v.transform((typed) => readSubmissionReference(typed) ?? ''),
          v.minLength(1, incidentMessages.references),
        ),
      ),
      v.minLength(1, incidentMessages.references),
      v.maxLength(incidentLimits.referencesMax, incidentMessages.references),
    ),
  }),
]);
export type IncidentRecords = v.InferOutput<typeof incidentRecordsSchema>;

/** Opening an incident: the clocks start from `detectedAt` (IST wall clock, `YYYY-MM-DDTHH:mm`). */
export const openIncidentSchema = v.object({
  summary: v.pipe(
    v.string(incidentMessages.summary),
    cleanText(),
    v.minLength(1, incidentMessages.summary),
    v.maxLength(incidentLimits.summaryMax, incidentMessages.summaryLong),
  ),
  detectedAt: v.pipe(
    v.string(incidentMessages.detectedAt),
    v.check((wallClock) => fromIndianTime(wallClock) !== undefined, incidentMessages.detectedAt),
  ),
  records: incidentRecordsSchema,
});
export type OpenIncidentInput = v.InferInput<typeof openIncidentSchema>;

export const incidentIdSchema = v.object({ id: v.pipe(v.string(), v.uuid()) });

/** The notice as the admin confirmed it: one mail with this text to each affected address. */
export const incidentNoticeSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  subject: v.pipe(
    v.string(incidentMessages.subject),
    cleanText(),
    v.minLength(1, incidentMessages.subject),
    v.maxLength(incidentLimits.subjectMax, incidentMessages.subject),
  ),
  body: v.pipe(
    v.string(incidentMessages.body),
    v.minLength(1, incidentMessages.body),
    v.maxLength(incidentLimits.bodyMax, incidentMessages.body),
  ),
});
export type IncidentNotice = v.InferOutput<typeof incidentNoticeSchema>;

const incidentStatuses = ['open', 'notified'] as const;

export const incidentSummarySchema = v.object({
  id: v.string(),
  summary: v.string(),
  detectedAt: v.string(),
  openedAt: v.string(),
  openedBy: v.nullable(v.string()),
  certInDueAt: v.string(),
  boardDueAt: v.string(),
  status: v.picklist(incidentStatuses),
  people: v.number(),
});
export type IncidentSummary = v.InferOutput<typeof incidentSummarySchema>;

/** One incident: its record, the affected addresses (admins only), and the notice drafted or sent. */
export const incidentViewSchema = v.object({
  ...incidentSummarySchema.entries,
  records: incidentRecordsSchema,
  addresses: v.array(v.string()),
  notice: v.object({ subject: v.string(), body: v.string() }),
  notifiedAt: v.nullable(v.string()),
  noticesQueued: v.number(),
});
export type IncidentView = v.InferOutput<typeof incidentViewSchema>;

/**
 * The notice's first draft, which the admin edits before confirming: Rule 7(1)'s five items in
 * order, each under its own heading, filled from what the incident says and the company's
 * grievance contact. Staff's words, never a visitor's.
 */
export function draftBreachNotice(
  incident: Pick<IncidentView, 'summary' | 'detectedAt' | 'records'>,
  company: { name: string; contact: { role: string; email: string } },
  detectedOn: string,
): { subject: string; body: string } {
  const which =
    incident.records.by === 'kinds'
      ? `what you sent us through our ${incident.records.kinds.join(', ')} forms between ${incident.records.from} and ${incident.records.to}`
      : 'what you sent us through one of our forms';
  return {
    subject: `${company.name}: a personal data breach that affects you`,
    body: [
      'What happened',
      `${incident.summary} We detected it on ${detectedOn} (IST). It affected ${which}: your name, e-mail address and the other details you gave in it.`,
      '',
      'What it may mean for you',
      'Someone who has these details could write to you or call you pretending to be us, or use them to try to get more of your information.',
      '',
      'What we have done and are doing',
      'We stopped the access as soon as we found it, are reviewing how it happened, and have reported it to CERT-In and the Data Protection Board of India.',
      '',
      'What you can do',
      'Be wary of messages that ask you for money, passwords or one-time codes in our name: we never ask for them by e-mail or phone. If you used the same password elsewhere, change it.',
      '',
      'Who can answer your questions',
      `Our ${company.contact.role}, at ${company.contact.email}, answers on our behalf.`,
    ].join('\n'),
  };
}
