// Export and retention: pure functions used by the CLI (`src/cli.ts`), tested on their own.
import type { PurgeRule, SubmissionRecord, SubscriptionRetention } from './storage/types.ts';
import type { ConsoleSweep } from './storage/consoleTypes.ts';
import { type RetentionRecord, after, before, retentionOf } from './retention.ts';

const APPLICATION_KINDS = ['application', 'career'] as const;
/** The stages of an application not taken forward: its resume and details go soonest. */
const NOT_TAKEN_FORWARD = ['rejected', 'withdrawn'] as const;

/**
 * The row of the retention table a submission falls under, given its inbox row (stage and
 * receipt); undefined for a subscription, kept while it is active.
 */
export function retentionRecordOf(
  kind: SubmissionRecord['kind'],
  item: { stage: string | null; receiptNumber: string | null } | undefined,
): RetentionRecord | undefined {
  if (kind === 'subscription') return undefined;
  if (kind === 'contact' || kind === 'feedback') return 'message';
  if (item?.receiptNumber) return 'payment';
  return NOT_TAKEN_FORWARD.some((stage) => stage === item?.stage)
    ? 'unsuccessful-application'
    : 'application';
}

/** When the purge will delete a submission, as things stand (its stage may still change). */
export function erasureDateOf(
  record: Pick<SubmissionRecord, 'kind' | 'createdAt'>,
  item: { stage: string | null; receiptNumber: string | null } | undefined,
): Date | undefined {
  const kind = retentionRecordOf(record.kind, item);
  return kind && after(new Date(record.createdAt), retentionOf(kind));
}

/**
 * What the purge deletes at `now`, by the retention table (`retentionPeriods`): applications not
 * taken forward (rejected or withdrawn, with no receipt) and other applications, with their resumes;
 * applications with a receipt (the payment records) after the accounting period; contact messages
 * and feedback; sent or abandoned e-mails. Subscriptions are kept while they are active: one never
 * confirmed goes after its time, one unsubscribed at the next purge. Staff sessions and sign-in
 * throttle rows untouched for a day go too.
 */
export function retentionRules(now: Date): {
  rules: PurgeRule[];
  mailsBefore: Date;
  subscriptions: SubscriptionRetention;
  console: ConsoleSweep;
} {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const applications = APPLICATION_KINDS;
  const age = (record: RetentionRecord) => before(now, retentionOf(record));
  return {
    // A staff session ends after 30 minutes idle or 12 hours, and a sign-in throttle row matters
    // for 30 seconds past its last failure: what a day has not touched is dead, whatever those
    // lengths become. A window of refused sign-ins that has ended is closed into its audit line.
    console: {
      sessionsSeenBefore: dayAgo,
      sessionsStartedBefore: dayAgo,
      throttleBefore: dayAgo,
      refusalsBefore: now,
      privacyClosedBefore: age('privacy-request'),
      privacyUnconfirmedBefore: age('unconfirmed-privacy-request'),
      heldBefore: age('unconfirmed-guardian-hold'),
    },
    subscriptions: {
      unconfirmedBefore: age('unconfirmed-subscription'),
      endedBefore: age('ended-subscription'),
    },
    rules: [
      {
        kinds: applications,
        before: age('unsuccessful-application'),
        stages: NOT_TAKEN_FORWARD,
        paid: false,
      },
      { kinds: applications, before: age('application'), paid: false },
      { kinds: applications, before: age('payment'), paid: true },
      { kinds: ['contact', 'feedback'], before: age('message') },
    ],
    mailsBefore: age('mail'),
  };
}

/**
 * Whether `rule` takes a submission created before its date, given its inbox row: what the storage's
 * purge decides in SQL (`purgeRuleCondition`), for the dry run's counts.
 */
export function ruleTakes(
  rule: PurgeRule,
  item: { stage: string | null; receiptNumber: string | null } | undefined,
): boolean {
  if (rule.stages && !rule.stages.some((stage) => stage === item?.stage)) return false;
  return rule.paid === undefined || rule.paid === Boolean(item?.receiptNumber);
}

/** A rule as the dry run names it: its kinds, and the stages and receipt it asks for. */
export function ruleText(rule: PurgeRule): string {
  const stages = rule.stages ? ` ${rule.stages.join(' or ')}` : '';
  const paid = rule.paid === undefined ? '' : rule.paid ? ' with a receipt' : ' without a receipt';
  return `${rule.kinds.join(' and ')}${stages}${paid}`;
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
