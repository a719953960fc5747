import { auditActions } from '@aarambh/machines/schemas';
import { describe, expect, it } from 'vitest';
import { when } from '../labels';
import { actionText, detailText, subjectOf, whoText } from './auditLines';

const line = { staffEmail: null, client: '10.0.0.1', action: 'sign-in-failed', target: null, detail: {} };

describe('an audit line in words', () => {
  it('names every action the API writes in words, and keeps an unknown code as it is', () => {
    for (const action of auditActions) expect(actionText(action)).not.toBe(action);
    expect(actionText('stage')).toBe('Moved to a stage');
    expect(actionText('retired-action')).toBe('retired-action');
  });

  it('says who: a member of staff, a command on the server, the applicant, or nobody signed in', () => {
    expect(whoText({ ...line, staffEmail: 'lead@aarambhlabs.example' })).toBe('lead@aarambhlabs.example');
    expect(whoText({ ...line, client: 'cli' })).toBe('Command on the server');
    expect(whoText({ ...line, action: 'application.withdraw' })).toBe('The applicant');
    expect(whoText(line)).toBe('Not signed in');
  });

  it('links a submission, names an account, never shows an address, and counts a bulk change', () => {
    const id = '0b7c2a4e-1d3f-4c5b-9a6e-7f8d9e0a1b2c';
    expect(subjectOf({ target: `submission:${id}`, detail: {} })).toEqual({
      type: 'submission',
      id,
      text: 'Submission 0b7c2a4e',
    });
    expect(subjectOf({ target: 'staff:asha@aarambhlabs.example', detail: {} })).toEqual({
      type: 'text',
      text: 'asha@aarambhlabs.example',
    });
    expect(subjectOf({ target: `email:${'a'.repeat(64)}`, detail: {} })).toEqual({
      type: 'text',
      text: 'An address (kept as its hash)',
    });
    expect(subjectOf({ target: null, detail: { ids: ['a', 'b', 'c'] } })).toEqual({
      type: 'text',
      text: '3 submissions',
    });
    expect(subjectOf({ target: 'incident:5d2f7b1e-3c4a-4e8b-9f10-6a7b8c9d0e1f', detail: {} })).toEqual({
      type: 'text',
      text: 'Incident 5d2f7b1e',
    });
    expect(subjectOf({ target: 'something-else', detail: {} })).toEqual({ type: 'none' });
  });

  it('words the details: stages and payments by their names, lists by their length, yes and no', () => {
    expect(detailText({ stage: 'in_review', ids: ['a', 'b'] })).toBe('Stage: In review, Submissions: 2');
    expect(detailText({ payment: 'verified', reason: 'Matched the statement' })).toBe(
      'Payment: Payment verified, Reason: Matched the statement',
    );
    expect(detailText({ payment: 'verified', reason: null, changed: 1 })).toBe(
      'Payment: Payment verified, Changed: 1',
    );
    expect(detailText({ search: false, unread: true, kind: 'application' })).toBe(
      'Words searched: no, Unread only: yes, Kind: application',
    );
  });

  it("words a window of refused sign-ins: the reason, the count, and its times as India's clock reads them", () => {
    expect(
      detailText({
        reason: 'throttled',
        refused: 989,
        from: '2026-11-26T09:00:00.000Z',
        to: '2026-11-26T09:15:00.000Z',
      }),
    ).toBe(
      `Reason: Too many attempts, Attempts refused: 989, From: ${when('2026-11-26T09:00:00.000Z')}, To: ${when('2026-11-26T09:15:00.000Z')}`,
    );
    expect(when('2026-11-26T09:15:00.000Z')).toMatch(/2:45\s?PM/i);
    expect(detailText({ from: '2026-11-01', to: '2026-11-02' })).toBe('From: 2026-11-01, To: 2026-11-02');
  });
});
