import { describe, expect, it } from 'vitest';
import type { UnverifiedPayment } from '../storage/index.ts';
import { STATEMENT_MAX_COLUMNS, STATEMENT_MAX_ROWS, StatementError, readStatement } from './statement.ts';
import { readStatementOffThread } from './statementThread.ts';

const waiting: UnverifiedPayment[] = [
  {
    id: 'asha',
    name: 'Asha Rao',
    createdAt: '2026-11-20T10:00:00.000Z',
    amount: 2500,
    transactionId: '412345678901',
    paymentReference: 'AL7K3M9QX2PD',
    sharedWith: 0,
  },
  {
    id: 'kiran',
    name: 'Kiran Shah',
    createdAt: '2026-11-21T10:00:00.000Z',
    amount: 1500,
    transactionId: 'UPI 5123-4567-8902',
    paymentReference: '',
    sharedWith: 0,
  },
  {
    id: 'meera',
    name: 'Meera Iyer',
    createdAt: '2026-11-22T10:00:00.000Z',
    amount: 4000,
    transactionId: 'T2611221234',
    paymentReference: 'ALQ4ZR8WN0C1',
    sharedWith: 0,
  },
];

const sbi = [
  'Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance',
  '20 Nov 2026,20 Nov 2026,UPI/CR/412345678901/ASHA RAO/SBIN/asha@okaxis/Payment,,,"2,500.00","1,02,500.00"',
  '21 Nov 2026,21 Nov 2026,UPI/CR/512345678902/KIRAN SHAH/HDFC/kiran@okhdfc/Fee,,,"1,000.00","1,03,500.00"',
  '22 Nov 2026,22 Nov 2026,NEFT/N326261234/SOMEONE ELSE,,,"9,999.00","1,13,499.00"',
].join('\r\n');

describe('readStatement', () => {
  it('finds the 12-digit UPI reference inside the narration, and tells matches from amount mismatches', () => {
    const report = readStatement(
      sbi,
      { date: 'Txn Date', reference: 'Ref No./Cheque No.', amount: 'Credit', narration: 'Description' },
      undefined,
      waiting,
    );
    expect(report.matches.map((match) => [match.row.line, match.application.id, match.row.utr])).toEqual([
      [2, 'asha', '412345678901'],
    ]);
    expect(
      report.mismatches.map((match) => [match.row.line, match.application.id, match.row.amount]),
    ).toEqual([[3, 'kiran', 1000]]);
    expect(report.unmatched.map((row) => [row.line, row.utr, row.amount])).toEqual([[4, null, 9999]]);
  });

  it("matches a row by the application's payment reference in the narration or the reference column", () => {
    const csv = [
      'Date,Narration,Reference,Amount',
      // Meera typed a transaction id of another app; her bank printed the note of the UPI link.
      '22 Nov 2026,UPI/CR/612345678903/MEERA IYER/alq4zr8wn0c1 application fee,,4000.00',
      '23 Nov 2026,UPI/CR/712345678904/SOMEONE,AL7K3M9QX2PD,1500.00',
      '24 Nov 2026,UPI/CR/812345678905/NOBODY/ALZZZZZZZZZZ application fee,,1500.00',
    ].join('\n');
    const report = readStatement(csv, undefined, undefined, waiting);
    expect(report.matches.map((match) => [match.row.line, match.application.id])).toEqual([[2, 'meera']]);
    expect(report.mismatches.map((match) => [match.row.line, match.application.id])).toEqual([[3, 'asha']]);
    expect(report.unmatched.map((row) => row.line)).toEqual([4]);
  });

  it('reads a zero-padded reference column, with the mapping remembered from the last import', () => {
    const csv = '\uFEFFDate,UTR,Amount (INR),Remarks\n2026-11-21,000512345678902,₹ 1500,fee\n';
    const remembered = { date: 'Date', reference: 'UTR', amount: 'Amount (INR)', narration: 'Remarks' };
    const report = readStatement(csv, undefined, remembered, waiting);
    expect(report.columns).toEqual(remembered);
    expect(report.matches.map((match) => match.application.id)).toEqual(['kiran']);
  });

  it('guesses the columns from common bank headers when none is given or remembered', () => {
    const report = readStatement(sbi, undefined, undefined, waiting);
    expect(report.columns).toEqual({
      date: 'Txn Date',
      reference: 'Ref No./Cheque No.',
      amount: 'Credit',
      narration: 'Description',
    });
    expect(report.matches).toHaveLength(1);
  });

  it('matches an id that is not a UPI reference by its letters and digits', () => {
    const csv = 'Date,Reference,Amount\n2026-11-22,t2611221234,4000.00\n';
    const report = readStatement(
      csv,
      { date: 'Date', reference: 'Reference', amount: 'Amount', narration: '' },
      undefined,
      waiting,
    );
    expect(report.matches.map((match) => match.application.id)).toEqual(['meera']);
  });

  it('refuses what is not CSV, and an empty file', () => {
    expect(() => readStatement('a,"b\n1,2', undefined, undefined, waiting)).toThrow(StatementError);
    expect(() => readStatement('', undefined, undefined, waiting)).toThrow('This file is empty.');
  });

  it(`refuses a file wider than ${STATEMENT_MAX_COLUMNS} columns or longer than ${STATEMENT_MAX_ROWS} rows`, () => {
    expect(() => readStatement(','.repeat(100_000), undefined, undefined, waiting)).toThrow('columns');
    const long = `Date,Amount\n${'2026-11-22,4000\n'.repeat(STATEMENT_MAX_ROWS + 1)}`;
    expect(() => readStatement(long, undefined, undefined, waiting)).toThrow('rows');
    expect(() =>
      readStatement(long.slice(0, long.lastIndexOf('2026')), undefined, undefined, waiting),
    ).not.toThrow();
  });

  it('reads a wide file in a time of the order of a narrow file of the same size', () => {
    const size = 256 * 1024;
    const fill = (header: string, row: string) =>
      `${header}\n${row.repeat(size / row.length)}`.slice(0, size);
    const names = Array.from({ length: STATEMENT_MAX_COLUMNS }, (_, i) => `Column ${i}`);
    // The wide file's mapping names its last columns: a lookup per row and column would show.
    const wide = fill(names.join(','), `${'1,'.repeat(STATEMENT_MAX_COLUMNS - 1)}412345678901\n`);
    const wideColumns = {
      date: names[60]!,
      reference: names[63]!,
      amount: names[62]!,
      narration: names[61]!,
    };
    const narrow = fill(
      'Date,Reference,Amount,Narration',
      '2026-11-20,412345678901,2500.00,UPI/CR/ASHA RAO\n',
    );
    const narrowColumns = { date: 'Date', reference: 'Reference', amount: 'Amount', narration: 'Narration' };
    const time = (csv: string, columns: typeof narrowColumns) => {
      const runs = [0, 1, 2].map(() => {
        const start = performance.now();
        readStatement(csv, columns, undefined, waiting);
        return performance.now() - start;
      });
      return runs.sort((a, b) => a - b)[1]!;
    };
    expect(time(wide, wideColumns) / time(narrow, narrowColumns)).toBeLessThan(4);
  });

  it('reads a statement in a thread of its own, leaving the event loop free meanwhile', async () => {
    const csv = `Date,Reference,Amount\n${'2026-11-22,t2611221234,4000.00\n'.repeat(2000)}`;
    let turns = 0;
    const spin = setInterval(() => turns++, 1);
    const report = await readStatementOffThread({ csv, given: undefined, remembered: undefined, waiting });
    clearInterval(spin);
    expect(report.matches).toHaveLength(2000);
    expect(turns).toBeGreaterThan(3);
    await expect(
      readStatementOffThread({ csv: 'a,"b\n1,2', given: undefined, remembered: undefined, waiting }),
    ).rejects.toBeInstanceOf(StatementError);
  });
});
