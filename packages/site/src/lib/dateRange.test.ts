import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dateRangeFrom, formatDayMonth } from './dateRange';

describe('formatDayMonth', () => {
  it('writes a two-digit day and a short English month', () => {
    expect(formatDayMonth(new Date(2026, 11, 5))).toBe('05-Dec');
    expect(formatDayMonth(new Date(2027, 0, 31))).toBe('31-Jan');
  });
});

describe('dateRangeFrom', () => {
  it('runs from tomorrow to tomorrow plus the days', () => {
    expect(dateRangeFrom(new Date(2026, 10, 22, 15, 30), 28)).toBe('23-Nov - 21-Dec');
  });

  it('crosses months and years', () => {
    expect(dateRangeFrom(new Date(2026, 11, 30), 42)).toBe('31-Dec - 11-Feb');
    expect(dateRangeFrom(new Date(2028, 1, 27), 1)).toBe('28-Feb - 29-Feb');
  });

  it('shows only tomorrow without a duration', () => {
    expect(dateRangeFrom(new Date(2026, 11, 31))).toBe('01-Jan');
  });

  it('always ends the given number of calendar days after it starts', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }),
        fc.constantFrom(28, 42, 56, 84),
        (today, days) => {
          const start = addDays(today, 1);
          const end = addDays(start, days);
          const utcDays =
            (Date.UTC(end.getFullYear(), end.getMonth(), end.getDate()) -
              Date.UTC(start.getFullYear(), start.getMonth(), start.getDate())) /
            86_400_000;
          expect(utcDays).toBe(days);
          expect(dateRangeFrom(today, days)).toBe(`${formatDayMonth(start)} - ${formatDayMonth(end)}`);
        },
      ),
    );
  });
});
