import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { refusalMessages } from '../pipeline/index.ts';
import { staffCalls } from './calls.ts';
import { staffLimits } from './staff.ts';

const item = {
  id: 'e9609ae7-9102-4ebe-b0c9-adaedba6ad90',
  reference: 'AL-7K3M-Q2PC',
  kind: 'application',
  createdAt: '2026-11-26T07:48:00.000Z',
  email: 'asha.rao@example.com',
  name: 'Asha Rao',
  subject: 'Full Stack Web Development',
  target: 'opportunity:3',
  stage: 'new',
  payment: 'unverified',
  paymentAmount: 2500,
  paymentReason: null,
  paymentCheckedAt: null,
  transactionId: '412345678901',
  receiptNumber: null,
  read: false,
  sharedTransaction: true,
  updatedAt: '2026-11-26T07:48:00.000Z',
};

describe("the staff console's table of calls", () => {
  it('gives a body schema to every POST that reads one, and none to a GET', () => {
    const withoutBody = Object.entries(staffCalls)
      .filter(([, call]) => !('body' in call))
      .map(([name]) => name);
    expect(withoutBody).toEqual([
      'signOut',
      'signOutEverywhere',
      'me',
      'submission',
      'resume',
      'replyTemplates',
      'interviews',
      'documentPdf',
      'audit',
      'accounts',
      'privacyRequests',
      'incidents',
    ]);
    for (const call of Object.values(staffCalls))
      if (call.method === 'GET') expect('body' in call).toBe(false);
  });

  it('answers a file for the four downloads and nothing for signing out', () => {
    const byKind = (kind: string) =>
      Object.entries(staffCalls)
        .filter(([, call]) => call.answer === kind)
        .map(([name]) => name);
    expect(byKind('file')).toEqual(['resume', 'documentPdf', 'export', 'dataExport']);
    expect(byKind('nothing')).toEqual(['signOut', 'signOutEverywhere']);
  });

  it("reads the inbox's answer as the API writes it, and refuses one with a field of the wrong type", () => {
    const page = { items: [item], total: 1, totalCapped: false, page: 1, pageCount: 1 };
    expect(v.parse(staffCalls.inbox.answer, page)).toEqual(page);
    expect(v.is(staffCalls.inbox.answer, { ...page, items: [{ ...item, paymentAmount: '2500' }] })).toBe(
      false,
    );
  });

  it("reads a change's answer with each refused submission's reason from the pipeline and its message", () => {
    const refused = {
      id: item.id,
      reason: 'acceptedNeedsPayment',
      message: refusalMessages.acceptedNeedsPayment,
    };
    expect(v.parse(staffCalls.change.answer, { changed: [], refused: [refused] })).toEqual({
      changed: [],
      refused: [refused],
    });
    expect(v.is(staffCalls.change.answer, { changed: [], refused: [item.id] })).toBe(false);
    expect(
      v.is(staffCalls.change.answer, { changed: [], refused: [{ ...refused, reason: 'because' }] }),
    ).toBe(false);
  });

  it('takes a statement up to its size limit, with or without a column mapping', () => {
    const body = staffCalls.statement.body;
    expect(v.is(body, { csv: 'Date,Amount\n' })).toBe(true);
    expect(
      v.is(body, { csv: 'x', columns: { date: 'Date', reference: '', amount: 'Amount', narration: '' } }),
    ).toBe(true);
    expect(v.is(body, { csv: 'x'.repeat(staffLimits.statementMaxBytes + 1) })).toBe(false);
    expect(v.is(body, { columns: null })).toBe(false);
  });

  it("reads the audit log's page from a sequence number of digits only", () => {
    expect(v.parse(staffCalls.audit.query, { before: '1234' })).toEqual({ before: 1234 });
    expect(v.parse(staffCalls.audit.query, {})).toEqual({});
    expect(v.is(staffCalls.audit.query, { before: '12; DROP' })).toBe(false);
  });
});
