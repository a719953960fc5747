import { describe, expect, it } from 'vitest';
import { jobs } from './jobs.ts';
import { opportunities, standardPricing } from './opportunities.ts';
import {
  closedText,
  closingWarnings,
  dayKey,
  durationText,
  feeAndPayNote,
  firstDay,
  isOpen,
  openListings,
  payText,
  programText,
  startText,
} from './schedule.ts';
import type { Opportunity } from './schemas.ts';

/** The local midnight of a 'YYYY-MM-DD' day: an injected today. */
const on = (key: string) => {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
};

const sample = opportunities[0]!;
const withTerms = (terms: Partial<Opportunity>): Opportunity => ({ ...sample, ...terms });

describe("a listing's terms", () => {
  it('reads its duration from the durations it has a fee for', () => {
    expect(durationText(withTerms({ pricing: standardPricing }))).toBe('4-12 weeks');
    expect(durationText(withTerms({ pricing: { '6-weeks': 2000, '8-weeks': 2500 } }))).toBe('6-8 weeks');
    expect(durationText(withTerms({ pricing: { '12-weeks': 4000 } }))).toBe('12 weeks');
  });

  it('starts tomorrow on a rolling intake and on its day for a batch', () => {
    const rolling = withTerms({ intake: { kind: 'rolling' } });
    const batch = withTerms({ intake: { kind: 'batch', starts: '2027-01-11' } });
    expect(startText(rolling)).toBe('Rolling Intake');
    expect(startText(batch)).toBe('11 January 2027');
    expect(dayKey(firstDay(rolling, on('2026-11-28')))).toBe('2026-11-29');
    expect(dayKey(firstDay(rolling, on('2026-12-31')))).toBe('2027-01-01');
    expect(dayKey(firstDay(batch, on('2026-11-28')))).toBe('2027-01-11');
    expect(programText(rolling, '8 Weeks')).toBe('8 Weeks, Rolling Intake');
    expect(programText(batch, '8 Weeks')).toBe('8 Weeks, starting 11 January 2027');
  });

  it('writes what it pays, and tells the fee and the pay apart when there is a fee', () => {
    const stipend = withTerms({ pay: { kind: 'stipend', monthly: 15_000 } });
    const scholarship = withTerms({
      pay: { kind: 'scholarship', monthly: 10_000, for: 'selected candidates' },
    });
    const none = withTerms({ pay: { kind: 'none' } });
    expect(payText(stipend)).toBe('₹15,000/month stipend');
    expect(payText(scholarship)).toBe('Scholarship of ₹10,000/month for selected candidates');
    expect(payText(none)).toBe('Unpaid/Stipend-based');
    expect(feeAndPayNote(stipend)).toBe(
      'The fee is what you pay us: once, when you apply, for your place on the program. The stipend is what we pay you: ₹15,000 a month while your internship runs.',
    );
    expect(feeAndPayNote(scholarship)).toContain(
      'The scholarship is what we pay selected candidates: ₹10,000 a month',
    );
    expect(feeAndPayNote(none)).toContain('The program pays no fixed stipend.');
    const free = { '4-weeks': 0, '6-weeks': 0, '8-weeks': 0, '12-weeks': 0 };
    expect(feeAndPayNote({ ...stipend, pricing: free })).toBeUndefined();
  });
});

describe('closing', () => {
  const listing = { datePosted: '2026-11-01', closes: '2026-12-04' };

  it('takes applications up to and including the closing day, and not the day after', () => {
    expect(isOpen(listing, on('2026-11-28'))).toBe(true);
    expect(isOpen(listing, new Date(2026, 11, 4, 23, 59))).toBe(true);
    expect(isOpen(listing, on('2026-12-05'))).toBe(false);
    expect(openListings([listing, { ...listing, closes: '2026-12-10' }], on('2026-12-05'))).toEqual([
      { ...listing, closes: '2026-12-10' },
    ]);
    expect(closedText(listing)).toBe('Applications closed on 4 December 2026.');
  });

  it('warns of each open listing that closes within 14 days, and of none closed or further off', () => {
    const content = {
      opportunities: [
        { id: 1, title: 'Closes today', datePosted: '2026-11-01', closes: '2026-11-28' },
        { id: 2, title: 'Closes in 14 days', datePosted: '2026-11-01', closes: '2026-12-12' },
        { id: 3, title: 'Closes in 15 days', datePosted: '2026-11-01', closes: '2026-12-13' },
        { id: 4, title: 'Closed', datePosted: '2026-11-01', closes: '2026-11-27' },
      ],
      jobs: [{ id: 7, title: 'Closes tomorrow', datePosted: '2026-11-01', closes: '2026-11-29' }],
    };
    expect(closingWarnings(content, on('2026-11-28'))).toEqual([
      'opportunity 1 (Closes today) closes today, on 28 November 2026',
      'opportunity 2 (Closes in 14 days) closes in 14 days, on 12 December 2026',
      'opening 7 (Closes tomorrow) closes tomorrow, on 29 November 2026',
    ]);
  });

  it('keeps every opening and the opportunities meant to stay open open for weeks after 28 November 2026', () => {
    const eightWeeksOn = on('2027-01-23');
    expect(openListings(jobs, eightWeeksOn)).toEqual(jobs);
    const rolling = opportunities.filter((entry) => entry.intake.kind === 'rolling');
    expect(openListings(rolling, eightWeeksOn)).toEqual(rolling);
  });
});
