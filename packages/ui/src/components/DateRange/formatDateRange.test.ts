import { describe, expect, it } from 'vitest';
import { addDays, formatDateRange, formatShortDate, isoDate } from './formatDateRange';

describe('formatShortDate', () => {
  it("writes the day with two digits and the English month abbreviation: 'DD-Mon'", () => {
    expect(formatShortDate(new Date(2025, 0, 5))).toBe('05-Jan');
    expect(formatShortDate(new Date(2025, 11, 31))).toBe('31-Dec');
  });

  it('writes Hindi as hi-IN does: the day in Latin digits and the Hindi month', () => {
    expect(formatShortDate(new Date(2025, 0, 5), 'hi')).toBe('05 जन॰');
    expect(formatDateRange(new Date(2025, 10, 30), 28, 'hi')).toBe('30 नव॰ - 28 दिस॰');
  });
});

describe('formatDateRange', () => {
  it("runs from the start to the start plus the selected days: 'DD-Mon - DD-Mon'", () => {
    expect(formatDateRange(new Date(2025, 0, 5), 28)).toBe('05-Jan - 02-Feb');
  });

  it('handles each duration option (28, 42, 56 and 84 days)', () => {
    const start = new Date(2025, 2, 1);
    expect(formatDateRange(start, 28)).toBe('01-Mar - 29-Mar');
    expect(formatDateRange(start, 42)).toBe('01-Mar - 12-Apr');
    expect(formatDateRange(start, 56)).toBe('01-Mar - 26-Apr');
    expect(formatDateRange(start, 84)).toBe('01-Mar - 24-May');
  });

  it('crosses the end of a year and a leap day', () => {
    expect(formatDateRange(new Date(2025, 11, 20), 28)).toBe('20-Dec - 17-Jan');
    expect(formatDateRange(new Date(2028, 1, 1), 28)).toBe('01-Feb - 29-Feb');
  });

  it('shows only the start when there is no selection', () => {
    const start = new Date(2025, 6, 9);
    expect(formatDateRange(start)).toBe('09-Jul');
    expect(formatDateRange(start, null)).toBe('09-Jul');
    expect(formatDateRange(start, 0)).toBe('09-Jul');
    expect(formatDateRange(start, -7)).toBe('09-Jul');
    expect(formatDateRange(start, 2.5)).toBe('09-Jul');
  });
});

describe('addDays and isoDate', () => {
  it('adds calendar days and writes the machine-readable date', () => {
    expect(isoDate(addDays(new Date(2025, 0, 31), 1))).toBe('2025-02-01');
    expect(isoDate(new Date(2025, 8, 3))).toBe('2025-09-03');
  });
});
