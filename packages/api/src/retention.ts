// How long each kind of record about a person is kept: the one table the purge reads
// (`retentionRules` in records.ts, run daily) and the privacy policy prints. No imports, so the
// site's policy page can read it without the server.

/** A length of time: whole months (calendar months, in UTC) or days. */
export type RetentionLength = { months: number } | { days: number };

export interface RetentionPeriod {
  /** The kind of record, as the purge names it. */
  record:
    | 'unsuccessful-application'
    | 'application'
    | 'payment'
    | 'message'
    | 'mail'
    | 'unconfirmed-subscription'
    | 'ended-subscription'
    | 'privacy-request'
    | 'unconfirmed-privacy-request'
    | 'unconfirmed-guardian-hold'
    | 'audit-log';
  /** What the privacy policy calls it. */
  what: string;
  /** How long it is kept, from `from`. */
  keep: RetentionLength;
  /** The moment the time runs from, as the policy says it. */
  from: string;
  /** Why this long: the purpose or the law. */
  why: string;
  /**
   * `deleted`: the purge deletes it when its time is up; `kept at least`: the purge never deletes
   * it (it holds no personal data, only hashes), and the time is the least the law asks.
   */
  purge: 'deleted' | 'kept at least';
}

export const retentionPeriods = [
  {
    record: 'unsuccessful-application',
    what: 'Applications not taken forward (rejected or withdrawn, with no verified payment), with their resumes',
    keep: { months: 6 },
    from: 'after the application was sent',
    why: 'long enough to answer a question about the decision',
    purge: 'deleted',
  },
  {
    record: 'application',
    what: 'Other internship and job applications, with their resumes',
    keep: { months: 84 },
    from: 'after the application was sent',
    why: 'to confirm an internship or a job to you or to an employer who asks later',
    purge: 'deleted',
  },
  {
    record: 'payment',
    what: 'Applications with a verified payment: the payment, its transaction id and the receipt',
    keep: { months: 96 },
    from: 'after the application was sent',
    why: 'books of account are kept for eight financial years (Companies Act 2013, section 128)',
    purge: 'deleted',
  },
  {
    record: 'message',
    what: 'Contact messages and feedback',
    keep: { months: 36 },
    from: 'after the message was sent',
    why: 'to answer follow-up questions about the same matter',
    purge: 'deleted',
  },
  {
    record: 'mail',
    what: 'E-mails we sent you and their copies',
    keep: { months: 36 },
    from: 'after the e-mail was written',
    why: 'to show what we told you and when',
    purge: 'deleted',
  },
  {
    record: 'unconfirmed-subscription',
    what: 'Subscriptions never confirmed',
    keep: { days: 30 },
    from: 'after the subscription was asked for',
    why: 'the confirmation link works for 7 days',
    purge: 'deleted',
  },
  {
    record: 'ended-subscription',
    what: 'Subscriptions you ended',
    keep: { days: 0 },
    from: 'after you unsubscribed',
    why: 'nothing is sent any more',
    purge: 'deleted',
  },
  {
    record: 'privacy-request',
    what: 'Your privacy requests (access, correction, erasure, nomination, complaint)',
    keep: { months: 36 },
    from: 'after the request was closed; the address in it is removed when it closes',
    why: 'to show that each request was answered in time',
    purge: 'deleted',
  },
  {
    record: 'unconfirmed-privacy-request',
    what: 'Privacy requests never confirmed from the e-mail we sent',
    keep: { days: 30 },
    from: 'after the request was made',
    why: 'the confirmation link works for 7 days',
    purge: 'deleted',
  },
  {
    record: 'unconfirmed-guardian-hold',
    what: 'Applications from under-18s that a parent or guardian has not confirmed, with the guardian’s name and address',
    keep: { days: 7 },
    from: 'after the application was sent',
    why: 'the link to the parent or guardian works for 7 days; the application was never sent',
    purge: 'deleted',
  },
  {
    record: 'audit-log',
    what: 'Audit and processing logs: what our staff did and when, naming you only by a one-way hash of your address',
    keep: { months: 12 },
    from: 'after each entry',
    why: 'the DPDP Rules 2025 (rule 8) ask for processing logs of at least one year',
    purge: 'kept at least',
  },
] as const satisfies readonly RetentionPeriod[];

export type RetentionRecord = RetentionPeriod['record'];

/** The length of one kind of record, read from the table. */
export function retentionOf(record: RetentionRecord): RetentionLength {
  return retentionPeriods.find((period) => period.record === record)!.keep;
}

/** The moment `length` before `now`: what was made earlier than it has been kept long enough. */
export function before(now: Date, length: RetentionLength): Date {
  const date = new Date(now);
  if ('months' in length) date.setUTCMonth(date.getUTCMonth() - length.months);
  else date.setUTCDate(date.getUTCDate() - length.days);
  return date;
}

/** The moment `length` after `from`: when a record made then is due to go. */
export function after(from: Date, length: RetentionLength): Date {
  const date = new Date(from);
  if ('months' in length) date.setUTCMonth(date.getUTCMonth() + length.months);
  else date.setUTCDate(date.getUTCDate() + length.days);
  return date;
}

/** The length as the policy says it: "6 months", "7 years", "30 days". */
export function lengthText(length: RetentionLength): string {
  if ('days' in length) return length.days === 0 ? 'until the next daily purge' : plural(length.days, 'day');
  return length.months % 12 === 0 ? plural(length.months / 12, 'year') : plural(length.months, 'month');
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
