// A bank or UPI statement held against the applications whose fee waits for verification. The
// file is parsed by csv-parse in memory and never stored; what is kept is its column mapping.
import {
  PAYMENT_REFERENCE_IN_TEXT,
  type StatementColumns,
  type StatementReport,
  type StatementRow,
  type UnverifiedPayment,
} from '@aarambh/machines/schemas';
import { parse } from 'csv-parse/sync';

export class StatementError extends Error {}

/** The widest and longest statement read: a bank's export has a dozen columns and a month's rows. */
export const STATEMENT_MAX_COLUMNS = 64;
export const STATEMENT_MAX_ROWS = 20_000;

const tooWide = `This file has more than ${STATEMENT_MAX_COLUMNS} columns: export the statement as CSV with its usual columns.`;
const tooLong = `This file has more than ${STATEMENT_MAX_ROWS.toLocaleString('en-IN')} rows: import a shorter period.`;

/** Column names banks use, lower-cased, for a first guess of the mapping. */
const guesses: Record<keyof StatementColumns, RegExp> = {
  date: /date/,
  reference: /utr|ref|cheque|chq|transaction id/,
  amount: /amount|credit|deposit|\bcr\b/,
  narration: /narration|description|particulars|remarks|details/,
};

function guessColumns(headers: readonly string[]): StatementColumns {
  const pick = (key: keyof StatementColumns) =>
    headers.find((header) => guesses[key].test(header.toLowerCase())) ?? '';
  return {
    date: pick('date'),
    reference: pick('reference'),
    amount: pick('amount'),
    narration: pick('narration'),
  };
}

/**
 * A UPI reference: 12 digits on their own (`UPI/CR/412345678901/ASHA RAO/SBIN/...`), or a
 * reference column's digits with the zeros a bank pads them with.
 */
function findUtr(reference: string, narration: string): string | null {
  const digits = reference.replace(/\D/g, '');
  if (/^0*\d{12}$/.test(digits) && digits.length >= 12) return digits.slice(-12);
  return /(?<!\d)\d{12}(?!\d)/.exec(narration)?.[0] ?? /(?<!\d)\d{12}(?!\d)/.exec(reference)?.[0] ?? null;
}

/** Rupees as a statement writes them: `1,500.00`, `₹ 1,500`, `INR 1500`, `1500 CR`. */
function rupees(text: string): number | null {
  const cleaned = text.replace(/[^\d.]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Number(cleaned);
}

const lettersAndDigits = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** What a payment is looked up by: its UPI reference, else the reference's letters and digits. */
function paymentKey(reference: string, narration = reference): string | null {
  return findUtr(reference, narration) ?? (lettersAndDigits(reference) || null);
}

/** The payment references (`AL` and 10 base-32 digits) a row's reference and narration name. */
function paymentReferences(reference: string, narration: string): string[] {
  return `${reference} ${narration}`.toUpperCase().match(PAYMENT_REFERENCE_IN_TEXT) ?? [];
}

/**
 * Matches a statement's rows to the applications whose fee waits for verification: a row names
 * an application by the UPI reference (UTR) the visitor typed, or by the application's payment
 * reference, which the UPI link put in the payment's note and `tr` (banks print it in the
 * narration). A row whose amount is the fee is a match; another amount, a mismatch.
 */
/** What an import reads: the file, the columns given or remembered, the payments waiting. */
export interface StatementInput {
  csv: string;
  given: StatementColumns | undefined;
  remembered: StatementColumns | undefined;
  waiting: readonly UnverifiedPayment[];
}

export function readStatement(
  csv: string,
  given: StatementColumns | undefined,
  remembered: StatementColumns | undefined,
  waiting: readonly UnverifiedPayment[],
): StatementReport {
  let records: string[][];
  try {
    // Bounded while it is read: the parser stops at the first record past either cap.
    records = parse(csv.replace(/^\uFEFF/, ''), {
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      on_record: (record: string[], { records: count }: { records: number }) => {
        if (record.length > STATEMENT_MAX_COLUMNS) throw new StatementError(tooWide);
        if (count > STATEMENT_MAX_ROWS + 1) throw new StatementError(tooLong);
        return record;
      },
    });
  } catch (error) {
    if (error instanceof StatementError) throw error;
    throw new StatementError(`This file could not be read as CSV: ${(error as Error).message}`);
  }
  const [headers = [], ...rows] = records;
  if (headers.length === 0) throw new StatementError('This file is empty.');
  const usable = (columns: StatementColumns | undefined) =>
    columns && [columns.date, columns.amount].every((name) => headers.includes(name)) ? columns : undefined;
  const columns = usable(given) ?? usable(remembered) ?? guessColumns(headers);
  // Each column's position, found once for the whole file rather than once a row.
  const position = {
    date: headers.indexOf(columns.date),
    reference: headers.indexOf(columns.reference),
    amount: headers.indexOf(columns.amount),
    narration: headers.indexOf(columns.narration),
  };
  const at = (row: string[], key: keyof StatementColumns) =>
    position[key] >= 0 ? (row[position[key]] ?? '') : '';

  const byKey = new Map<string, UnverifiedPayment[]>();
  const byReference = new Map<string, UnverifiedPayment>();
  for (const application of waiting) {
    const key = paymentKey(application.transactionId);
    if (key) byKey.set(key, [...(byKey.get(key) ?? []), application]);
    if (application.paymentReference) byReference.set(application.paymentReference, application);
  }
  const report: StatementReport = { headers, columns, matches: [], mismatches: [], unmatched: [] };
  rows.forEach((row, offset) => {
    const reference = at(row, 'reference');
    const narration = at(row, 'narration');
    const key = paymentKey(reference, narration);
    const parsed: StatementRow = {
      line: offset + 2,
      date: at(row, 'date'),
      reference: reference || narration,
      amount: rupees(at(row, 'amount')),
      utr: findUtr(reference, narration),
    };
    const named = paymentReferences(reference, narration).flatMap((found) => byReference.get(found) ?? []);
    const candidates = [...new Set([...named, ...(key ? (byKey.get(key) ?? []) : [])])];
    const exact = candidates.find((application) => application.amount === parsed.amount);
    if (exact) report.matches.push({ row: parsed, application: exact });
    else if (candidates[0]) report.mismatches.push({ row: parsed, application: candidates[0] });
    else report.unmatched.push(parsed);
  });
  return report;
}
