import { describe, expect, it } from 'vitest';
import type { SubmissionRecord } from './storage/types.ts';
import { parseDay, retentionRules, ruleTakes, ruleText, toCsv } from './records.ts';
import { before, lengthText, retentionPeriods } from './retention.ts';

const record = (data: Record<string, unknown>, extra: Partial<SubmissionRecord> = {}): SubmissionRecord => ({
  id: 'id-1',
  reference: 'AL-7K3M-Q2PC',
  kind: 'contact',
  email: 'asha@example.com',
  language: 'en',
  data,
  createdAt: '2026-03-01T10:00:00.000Z',
  file: null,
  subscription: null,
  ...extra,
});

describe('CSV export', () => {
  it('has a header of every field in first-seen order and one row per submission', () => {
    const csv = toCsv([
      record({ firstName: 'Asha', email: 'Asha@Example.com', subject: 'Hi' }),
      record({ firstName: 'Ravi', phone: '+91' }),
    ]);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'id,reference,createdAt,email,firstName,subject,phone',
      'id-1,AL-7K3M-Q2PC,2026-03-01T10:00:00.000Z,asha@example.com,Asha,Hi,',
      "id-1,AL-7K3M-Q2PC,2026-03-01T10:00:00.000Z,asha@example.com,Ravi,,'+91",
      '',
    ]);
  });

  it('starts with a UTF-8 byte-order mark, so Excel reads Indic names as written', () => {
    const csv = toCsv([record({ firstName: 'प्रिया', lastName: 'ஜெயக்குமார்' })]);
    const bytes = Buffer.from(csv, 'utf8');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8').split('\r\n')[1]).toBe(
      'id-1,AL-7K3M-Q2PC,2026-03-01T10:00:00.000Z,asha@example.com,प्रिया,ஜெயக்குமார்',
    );
  });

  it('quotes commas, quotes and line breaks, and defuses spreadsheet formulas', () => {
    const csv = toCsv([
      record({
        message: 'a, "b"\nc',
        link: '=HYPERLINK("http://x")',
        sum: '@SUM(A1)',
        interests: ['platform_launch', 'opportunities'],
        consent: true,
      }),
    ]);
    expect(csv.slice(1)).toBe(
      'id,reference,createdAt,email,message,link,sum,interests,consent\r\n' +
        'id-1,AL-7K3M-Q2PC,2026-03-01T10:00:00.000Z,asha@example.com,"a, ""b""\nc",' +
        `"'=HYPERLINK(""http://x"")",'@SUM(A1),platform_launch; opportunities,true\r\n`,
    );
  });

  it('adds the resume columns when a submission has a file', () => {
    const csv = toCsv([
      record(
        { firstName: 'Asha' },
        {
          file: {
            storedName: 'x.pdf',
            originalName: 'cv.pdf',
            mediaType: 'application/pdf',
            size: 10,
            crc32: 'a',
          },
        },
      ),
    ]);
    expect(csv.split('\r\n')[1]).toBe(
      'id-1,AL-7K3M-Q2PC,2026-03-01T10:00:00.000Z,asha@example.com,Asha,x.pdf,cv.pdf,application/pdf,10',
    );
  });
});

describe('retention', () => {
  it('reads every period from the retention table: each record goes once its time is up', () => {
    const { rules, mailsBefore, subscriptions, console } = retentionRules(new Date('2026-06-15T00:00:00Z'));
    expect(rules).toEqual([
      {
        kinds: ['application', 'career'],
        before: new Date('2025-12-15T00:00:00Z'),
        stages: ['rejected', 'withdrawn'],
        paid: false,
      },
      { kinds: ['application', 'career'], before: new Date('2019-06-15T00:00:00Z'), paid: false },
      { kinds: ['application', 'career'], before: new Date('2018-06-15T00:00:00Z'), paid: true },
      { kinds: ['contact', 'feedback'], before: new Date('2023-06-15T00:00:00Z') },
    ]);
    expect(mailsBefore).toEqual(new Date('2023-06-15T00:00:00Z'));
    // Subscriptions stay while active: never confirmed for 30 days, or unsubscribed, they go.
    expect(subscriptions).toEqual({
      unconfirmedBefore: new Date('2026-05-16T00:00:00Z'),
      endedBefore: new Date('2026-06-15T00:00:00Z'),
    });
    // Staff sessions and sign-in throttle rows a day has not touched; windows of refused sign-ins that have ended.
    const dayAgo = new Date('2026-06-14T00:00:00Z');
    expect(console).toEqual({
      sessionsSeenBefore: dayAgo,
      sessionsStartedBefore: dayAgo,
      throttleBefore: dayAgo,
      refusalsBefore: new Date('2026-06-15T00:00:00Z'),
      privacyClosedBefore: new Date('2023-06-15T00:00:00Z'),
      privacyUnconfirmedBefore: new Date('2026-05-16T00:00:00Z'),
      heldBefore: new Date('2026-06-08T00:00:00Z'),
    });
  });

  it('counts for the dry run what the purge takes: the stage and the receipt each rule asks for', () => {
    const [unsuccessful, other, paid] = retentionRules(new Date('2026-06-15T00:00:00Z')).rules;
    const rejected = { stage: 'rejected', receiptNumber: null };
    const rejectedPaid = { stage: 'rejected', receiptNumber: 'AL/2026-27/000001' };
    expect(
      [rejected, rejectedPaid, { stage: 'new', receiptNumber: null }].map((item) =>
        ruleTakes(unsuccessful!, item),
      ),
    ).toEqual([true, false, false]);
    expect([rejected, rejectedPaid].map((item) => ruleTakes(other!, item))).toEqual([true, false]);
    expect([rejected, rejectedPaid].map((item) => ruleTakes(paid!, item))).toEqual([false, true]);
    expect(ruleText(unsuccessful!)).toBe('application and career rejected or withdrawn without a receipt');
  });

  it('keeps processing logs at least a year and says each length in words', () => {
    const audit = retentionPeriods.find((period) => period.record === 'audit-log')!;
    expect(before(new Date('2026-06-15T00:00:00Z'), audit.keep) <= new Date('2025-06-15T00:00:00Z')).toBe(
      true,
    );
    expect(audit.purge).toBe('kept at least');
    expect(retentionPeriods.map((period) => lengthText(period.keep))).toEqual([
      '6 months',
      '7 years',
      '8 years',
      '3 years',
      '3 years',
      '30 days',
      'until the next daily purge',
      '3 years',
      '30 days',
      '7 days',
      '1 year',
    ]);
  });
});

describe('dates on the command line', () => {
  it('reads a day as its start, or as the next day when it ends a range', () => {
    expect(parseDay('2026-01-31', false)).toEqual(new Date('2026-01-31T00:00:00Z'));
    expect(parseDay('2026-01-31', true)).toEqual(new Date('2026-02-01T00:00:00Z'));
    expect(parseDay('2026-01-31T12:00:00Z', true)).toEqual(new Date('2026-01-31T12:00:00Z'));
    expect(() => parseDay('last tuesday', false)).toThrow('Not a date');
  });
});
