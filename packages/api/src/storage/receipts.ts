// Receipt numbers: the one home of their rule. A verified fee is a receipt voucher, and in India
// its number is a serial unique and consecutive within the financial year (1 April to 31 March,
// Indian time): `AL/2026-27/000042`. A payment gets its number once, in the transaction in which
// staff verify it (and migration 14 / 13 numbered those verified before, in the order they were
// verified); verified again after a rejection it keeps it. The register (`receipts`) outlives an
// erased submission, so a number is never given twice.

import { IST_OFFSET_MS } from '../indianTime.ts';

/** The financial year of an instant, as receipts name it: '2026-27' from 1 April 2026 to 31 March 2027 (IST). */
export function financialYear(at: Date | string): string {
  const india = new Date(new Date(at).getTime() + IST_OFFSET_MS);
  const start = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** A receipt's number as printed: 'AL/2026-27/000042'. */
export function receiptNumber(year: string, serial: number): string {
  return `AL/${year}/${String(serial).padStart(6, '0')}`;
}

/** A receipt's number from an inbox row's `receipt_year` and `receipt_serial` (`RECEIPT_COLUMNS`); null without one. */
export function receiptNumberOf(row: { receipt_year?: unknown; receipt_serial?: unknown }): string | null {
  return row.receipt_year == null || row.receipt_serial == null
    ? null
    : receiptNumber(String(row.receipt_year), Number(row.receipt_serial));
}

/** An inbox row's receipt (`i` is the inbox row), for `receiptNumberOf`. */
export const RECEIPT_COLUMNS = `(SELECT r.financial_year FROM receipts r WHERE r.submission_id = i.submission_id) AS receipt_year,
  (SELECT r.serial FROM receipts r WHERE r.submission_id = i.submission_id) AS receipt_serial`;

/**
 * Numbers a verified payment that has no receipt yet: the next serial of its financial year.
 * Values: `receiptValues`. Run after the payment's UPDATE, in its transaction; SQLite has one
 * writer, and on PostgreSQL the caller holds `RECEIPT_LOCK` for the year first, so two
 * verifications never read the same last serial.
 */
export const ASSIGN_RECEIPT = `INSERT INTO receipts (financial_year, serial, submission_id, issued_at)
  SELECT ?, (SELECT coalesce(max(r.serial), 0) + 1 FROM receipts r WHERE r.financial_year = ?),
    i.submission_id, i.payment_checked_at
  FROM inbox i WHERE i.submission_id = ? AND i.payment = 'verified'
    AND NOT EXISTS (SELECT 1 FROM receipts r WHERE r.submission_id = i.submission_id)`;

/** `ASSIGN_RECEIPT`'s values for a payment of submission `id` verified at `at`. */
export function receiptValues(id: string, at: Date | string): string[] {
  const year = financialYear(at);
  return [year, year, id];
}

/** PostgreSQL: waits for any other transaction numbering a receipt of the year (value: the year). */
export const RECEIPT_LOCK = "SELECT pg_advisory_xact_lock(hashtextextended('receipt:' || ?, 0))";

/**
 * Migration 14 (SQLite) and 13 (PostgreSQL): the register, and a number for every payment verified
 * before it, in the order they were verified, through `ASSIGN_RECEIPT` itself.
 */
export function receiptsMigration(time: 'TEXT' | 'TIMESTAMPTZ') {
  return {
    sql: `
      -- The receipt register: one serial per financial year and verified payment, kept when the
      -- submission is erased (submission_id becomes NULL), so that no number is given twice.
      CREATE TABLE receipts (
        financial_year TEXT NOT NULL,
        serial INTEGER NOT NULL,
        submission_id TEXT UNIQUE REFERENCES submissions (id) ON DELETE SET NULL,
        issued_at ${time} NOT NULL,
        PRIMARY KEY (financial_year, serial)
      );`,
    fill: {
      select: `SELECT submission_id AS id, payment_checked_at AS at FROM inbox
        WHERE payment = 'verified' AND payment_checked_at IS NOT NULL ORDER BY payment_checked_at, submission_id`,
      update: ASSIGN_RECEIPT,
      values: (rows: readonly Record<string, unknown>[]) =>
        rows.map((row) => receiptValues(String(row.id), row.at as Date | string)),
    },
  };
}
