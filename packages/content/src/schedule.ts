import { priceOf } from './lookup.ts';
import { durationOptions, type DurationOption } from './options.ts';
import type { Opportunity } from './schemas.ts';

// The one home of what a listing's terms read as: how long, from when, what it pays, and whether
// it still takes applications. The opportunity page, the category cards, the structured data and
// the e-mails all write these texts with the functions below, from the catalogue's fields
// (`pricing`, `intake`, `pay`, `datePosted`, `closes`), so none of them can say another thing.

/** What every listing has for its dates: 'YYYY-MM-DD' days (see `listingDates` in schemas.ts). */
export interface ListingDates {
  datePosted: string;
  closes: string;
}

/** The text an opportunity that starts any day shows for its start (the spec's words). */
export const ROLLING_INTAKE = 'Rolling Intake';

/** The build warns this many days before a listing closes (`closingWarnings`). */
export const CLOSING_NOTICE_DAYS = 14;

/** `date`'s local calendar day as 'YYYY-MM-DD'. */
export function dayKey(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local midnight of a 'YYYY-MM-DD' day. */
function localDay(key: string): Date {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** Whole days from the day `from` to the day `to` (both 'YYYY-MM-DD'). */
function daysBetween(from: string, to: string): number {
  const utc = (key: string) => Date.parse(`${key}T00:00:00Z`);
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

/** A 'YYYY-MM-DD' day as people read it: '11 January 2027'. */
export function formatDay(key: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${key}T00:00:00Z`));
}

/** The durations `entry` can be taken for (those it has a fee for), shortest first. */
export function offeredDurations(entry: Pick<Opportunity, 'pricing'>): DurationOption[] {
  return durationOptions.filter((option) => priceOf(entry.pricing, option.value) !== undefined);
}

/** How long it runs, from its durations: '4-12 weeks', or '12 weeks' when it has one. */
export function durationText(entry: Pick<Opportunity, 'pricing'>): string {
  const weeks = offeredDurations(entry).map((option) => option.weeks);
  const shortest = Math.min(...weeks);
  const longest = Math.max(...weeks);
  return shortest === longest ? `${shortest} weeks` : `${shortest}-${longest} weeks`;
}

/** When it starts: 'Rolling Intake', or its batch's day ('11 January 2027'). */
export function startText(entry: Pick<Opportunity, 'intake'>): string {
  return entry.intake.kind === 'rolling' ? ROLLING_INTAKE : formatDay(entry.intake.starts);
}

/**
 * The first day of the dates a card or the page shows on `today`: tomorrow for a rolling intake
 * (you can start any day), the batch's day otherwise.
 */
export function firstDay(entry: Pick<Opportunity, 'intake'>, today: Date): Date {
  if (entry.intake.kind === 'batch') return localDay(entry.intake.starts);
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
}

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

/**
 * What it pays, as the page shows it: '₹15,000/month stipend', 'Scholarship of ₹10,000/month for
 * selected candidates', or the spec's 'Unpaid/Stipend-based' when it pays no fixed amount.
 */
export function payText(entry: Pick<Opportunity, 'pay'>): string {
  const { pay } = entry;
  switch (pay.kind) {
    case 'none':
      return 'Unpaid/Stipend-based';
    case 'stipend':
      return `${rupees(pay.monthly)}/month stipend`;
    case 'scholarship':
      return `Scholarship of ${rupees(pay.monthly)}/month${pay.for ? ` for ${pay.for}` : ''}`;
  }
}

/**
 * The sentences that tell the fee and the stipend apart, for a page that shows both: the fee is
 * what the applicant pays us, once; the stipend or scholarship is what we pay them, monthly.
 * `undefined` when it is free (no fee to tell apart).
 */
export function feeAndPayNote(entry: Pick<Opportunity, 'pricing' | 'pay'>): string | undefined {
  if (!Object.values(entry.pricing).some((price) => (price ?? 0) > 0)) return undefined;
  const fee = 'The fee is what you pay us: once, when you apply, for your place on the program.';
  const { pay } = entry;
  switch (pay.kind) {
    case 'none':
      return `${fee} The program pays no fixed stipend.`;
    case 'stipend':
      return `${fee} The stipend is what we pay you: ${rupees(pay.monthly)} a month while your internship runs.`;
    case 'scholarship':
      return `${fee} The scholarship is what we pay ${pay.for ?? 'you'}: ${rupees(pay.monthly)} a month while the program runs.`;
  }
}

/**
 * The program an application is for, as an e-mail names it: the duration chosen and the start
 * ('8 Weeks, starting 11 January 2027' or '8 Weeks, Rolling Intake').
 */
export function programText(entry: Pick<Opportunity, 'intake'>, durationLabel: string): string {
  return entry.intake.kind === 'rolling'
    ? `${durationLabel}, ${ROLLING_INTAKE}`
    : `${durationLabel}, starting ${startText(entry)}`;
}

/** Whether `listing` still takes applications on `today`: up to and including its `closes` day. */
export function isOpen(listing: Pick<ListingDates, 'closes'>, today: Date): boolean {
  return dayKey(today) <= listing.closes;
}

/** The listings of `list` still open on `today`, in their order: what the lists show. */
export function openListings<T extends Pick<ListingDates, 'closes'>>(list: readonly T[], today: Date): T[] {
  return list.filter((listing) => isOpen(listing, today));
}

/** What a closed listing's page says in place of Apply Now. */
export function closedText(listing: Pick<ListingDates, 'closes'>): string {
  return `Applications closed on ${formatDay(listing.closes)}.`;
}

/**
 * The sentences of a listing's schedule in one language, as the opportunity page writes them:
 * `scheduleEnglish` below, `scheduleHindi` in `schedule.hi.ts` (from `@aarambh/content/hindi`,
 * so that an English page never loads it).
 */
export interface ScheduleTexts {
  formatDay: typeof formatDay;
  durationText: typeof durationText;
  startText: typeof startText;
  payText: typeof payText;
  feeAndPayNote: typeof feeAndPayNote;
  closedText: typeof closedText;
}

export const scheduleEnglish: ScheduleTexts = {
  formatDay,
  durationText,
  startText,
  payText,
  feeAndPayNote,
  closedText,
};

/**
 * One line for each listing of `content` still open on `today` that closes within
 * `CLOSING_NOTICE_DAYS`: the build prints them, so that someone extends or replaces it in time.
 */
export function closingWarnings(
  content: {
    opportunities: readonly (ListingDates & { id: number; title: string })[];
    jobs: readonly (ListingDates & { id: number; title: string })[];
  },
  today: Date,
): string[] {
  const from = dayKey(today);
  const lines = (kind: string, list: readonly (ListingDates & { id: number; title: string })[]) =>
    list.flatMap((listing) => {
      const days = daysBetween(from, listing.closes);
      if (days < 0 || days > CLOSING_NOTICE_DAYS) return [];
      const when = days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`;
      return [`${kind} ${listing.id} (${listing.title}) closes ${when}, on ${formatDay(listing.closes)}`];
    });
  return [...lines('opportunity', content.opportunities), ...lines('opening', content.jobs)];
}
