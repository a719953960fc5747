import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  fromIndianTime,
  indianWallClock,
  interviewMessages,
  interviewTime,
  offerInterviewSchema,
  rescheduleMessageSchema,
} from './interviews.ts';

const submissionId = '5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f';
const slot = (fields: Record<string, unknown> = {}) => ({
  startsAt: '2026-12-03T11:00',
  minutes: 45,
  mode: 'video',
  detail: 'https://meet.example.org/aarambh',
  ...fields,
});
const issues = (input: unknown) => {
  const parsed = v.safeParse(offerInterviewSchema, input);
  return parsed.success ? [] : parsed.issues.map((issue) => issue.message);
};

describe("interview times, in India's time", () => {
  it('reads a wall-clock time in IST as the instant five and a half hours earlier in UTC, and back', () => {
    expect(fromIndianTime('2026-12-03T11:00')?.toISOString()).toBe('2026-12-03T05:30:00.000Z');
    expect(fromIndianTime('2027-01-01T02:00')?.toISOString()).toBe('2026-12-31T20:30:00.000Z');
    expect(indianWallClock(new Date('2026-12-31T20:30:00.000Z'))).toBe('2027-01-01T02:00');
  });

  it('refuses what is not a real date and time rather than move it', () => {
    for (const wrong of [
      '2026-11-31T10:00',
      '2026-12-03T24:00',
      '2026-12-03 11:00',
      '2026-12-03T11:00:00',
      '',
    ])
      expect(fromIndianTime(wrong)).toBeUndefined();
  });

  it('says a time with its end and always as IST', () => {
    expect(interviewTime('2026-12-03T05:30:00.000Z', 45)).toBe('Thursday, 3 December 2026, 11:00–11:45 IST');
  });

  it('says the day in Hindi as hi-IN writes it, with the same clock and IST', () => {
    expect(interviewTime('2026-12-03T05:30:00.000Z', 45, 'hi')).toBe('गुरुवार, 3 दिसंबर 2026, 11:00–11:45 IST');
  });
});

describe('offering interview times', () => {
  it('takes two to five times, new or already offered, each named once', () => {
    expect(
      issues({ submissionId, slots: [slot(), slot({ startsAt: '2026-12-03T12:00' })], existing: [] }),
    ).toEqual([]);
    expect(issues({ submissionId, slots: [slot()], existing: [submissionId] })).toEqual([]);
    expect(issues({ submissionId, slots: [slot()], existing: [] })).toEqual([interviewMessages.slots]);
    expect(issues({ submissionId, slots: [], existing: [submissionId, submissionId] })).toEqual([
      interviewMessages.slots,
    ]);
    expect(issues({ submissionId, slots: Array.from({ length: 6 }, () => slot()), existing: [] })).toContain(
      interviewMessages.slots,
    );
  });

  it('asks for an https link for a video call, a number of 10 to 13 digits for a phone call, and any address for the office', () => {
    const two = (first: Record<string, unknown>) =>
      issues({ submissionId, slots: [slot(first), slot()], existing: [] });
    expect(two({ detail: 'http://meet.example.org/x' })).toEqual([interviewMessages.videoLink]);
    expect(two({ detail: 'meet' })).toEqual([interviewMessages.videoLink]);
    expect(two({ mode: 'phone', detail: '+91 98765 43210' })).toEqual([]);
    expect(two({ mode: 'phone', detail: '98765' })).toEqual([interviewMessages.phone]);
    expect(two({ mode: 'phone', detail: 'call me maybe 9876543210' })).toEqual([interviewMessages.phone]);
    expect(two({ mode: 'office', detail: 'Aarambh Labs, Connaught Place, New Delhi' })).toEqual([]);
    expect(two({ mode: 'office', detail: '   ' })).toEqual([interviewMessages.detail]);
    expect(two({ minutes: 10 })).toEqual([interviewMessages.minutes]);
    expect(two({ startsAt: '2026-02-30T10:00' })).toEqual([interviewMessages.startsAt]);
  });

  it("keeps an applicant's reschedule message under its limit", () => {
    expect(v.safeParse(rescheduleMessageSchema, 'I have an exam that morning.').success).toBe(true);
    expect(v.safeParse(rescheduleMessageSchema, 'x'.repeat(1001)).success).toBe(false);
  });
});
