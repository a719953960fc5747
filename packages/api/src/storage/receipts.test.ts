import { describe, expect, it } from 'vitest';
import { financialYear, receiptNumber } from './receipts.ts';

describe('receipt numbers', () => {
  it('name the financial year, April to March in India, that an instant falls in', () => {
    expect(financialYear('2026-03-31T18:29:59.999Z')).toBe('2025-26');
    expect(financialYear('2026-03-31T18:30:00.000Z')).toBe('2026-27');
    expect(financialYear('2027-03-31T18:29:59.999Z')).toBe('2026-27');
    expect(financialYear(new Date('2099-12-31T23:00:00.000Z'))).toBe('2099-00');
  });

  it('write the serial with six digits after the year', () => {
    expect(receiptNumber('2026-27', 42)).toBe('AL/2026-27/000042');
    expect(receiptNumber('2026-27', 1_234_567)).toBe('AL/2026-27/1234567');
  });
});
