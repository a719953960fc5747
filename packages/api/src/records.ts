// Export and retention: pure functions used by the CLI (`src/cli.ts`), tested on their own.
import type { PurgeRule, SubmissionRecord, SubscriptionRetention } from './storage/types.ts';
import type { ConsoleSweep } from './storage/consoleTypes.ts';

/** Retention from the privacy policy: application data 7 years, communication records 3 years. */
export const retention = {
  applicationYears: 7,
  communicationYears: 3,
} as const;

function yearsBefore(now: Date, years: number): Date {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date;
}

/** A subscription never confirmed is deleted this long after it was requested (its link expired after 7 days). */
export const UNCONFIRMED_SUBSCRIPTION_DAYS = 30;

/**
 * What the purge deletes at `now`: internship and job applications (with their resumes) older than
 * 7 years; contact messages and feedback older than 3 years; and, as communication records, sent or
 * abandoned e-mails older than 3 years. Subscriptions are kept while they are active: one never
 * confirmed goes 30 days after it was requested, one unsubscribed at the next purge. Staff sessions
 * and sign-in throttle rows untouched for a day go too.
 */
export function retentionRules(now: Date): {
  rules: PurgeRule[];
  mailsBefore: Date;
  subscriptions: SubscriptionRetention;
  console: ConsoleSweep;
} {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  return {
    // A staff session ends after 30 minutes idle or 12 hours, and a sign-in throttle row matters
    // for 30 seconds past its last failure: what a day has not touched is dead, whatever those
    // lengths become. A window of refused sign-ins that has ended is closed into its audit line.
    console: {
      sessionsSeenBefore: dayAgo,
      sessionsStartedBefore: dayAgo,
      throttleBefore: dayAgo,
      refusalsBefore: now,
    },
    subscriptions: {
      unconfirmedBefore: new Date(now.getTime() - UNCONFIRMED_SUBSCRIPTION_DAYS * 86_400_000),
      endedBefore: now,
    },
    rules: [
      { kinds: ['application', 'career'], before: yearsBefore(now, retention.applicationYears) },
      { kinds: ['contact', 'feedback'], before: yearsBefore(now, retention.communicationYears) },
    ],
    mailsBefore: yearsBefore(now, retention.communicationYears),
  };
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(cellText).join('; ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * One CSV cell: quoted when it holds a comma, quote or line break; and a leading `=`, `+`, `-`,
 * `@`, tab or CR gets a `'` first, so a spreadsheet shows a visitor's text instead of running it.
 */
function csvCell(value: unknown): string {
  let text = cellText(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Submissions as CSV: id, reference, created, email, every other data field in first-seen order, then the
 * resume. It starts with a UTF-8 byte-order mark: without it Excel reads the file in the system's
 * code page and garbles every name outside ASCII (Devanagari, Tamil, accents).
 */
export function toCsv(records: readonly SubmissionRecord[]): string {
  const fields: string[] = [];
  // The e-mail has its own column (as stored, lower-cased), so it is not repeated from the data.
  for (const record of records) {
    for (const key of Object.keys(record.data))
      if (key !== 'email' && !fields.includes(key)) fields.push(key);
  }
  const withFiles = records.some((record) => record.file);
  const header = [
    'id',
    'reference',
    'createdAt',
    'email',
    ...fields,
    ...(withFiles ? ['resumeFile', 'resumeOriginalName', 'resumeType', 'resumeBytes'] : []),
  ];
  const rows = records.map((record) => [
    record.id,
    record.reference,
    record.createdAt,
    record.email,
    ...fields.map((field) => record.data[field]),
    ...(withFiles
      ? [record.file?.storedName, record.file?.originalName, record.file?.mediaType, record.file?.size]
      : []),
  ]);
  return '\uFEFF' + [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Submissions as JSON: one array, each record as stored. */
export function toJson(records: readonly SubmissionRecord[]): string {
  return `${JSON.stringify(records, null, 2)}\n`;
}

/** `YYYY-MM-DD` (a whole UTC day) or a full ISO timestamp; `end` makes a day inclusive. */
export function parseDay(value: string, end: boolean): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = new Date(`${value}T00:00:00.000Z`);
    if (Number.isNaN(day.getTime())) throw new Error(`Not a date: ${value}`);
    return end ? new Date(day.getTime() + 86_400_000) : day;
  }
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime()) || !/^\d{4}-\d{2}-\d{2}T/.test(value))
    throw new Error(`Not a date: ${value}`);
  return moment;
}
