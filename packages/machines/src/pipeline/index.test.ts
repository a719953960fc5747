import { describe, expect, it } from 'vitest';
import {
  allStages,
  applicationStages,
  canMove,
  canSendPayment,
  canSetPayment,
  canWithdraw,
  messageStages,
  movesFrom,
  overrides,
  paymentLabels,
  paymentSent,
  paymentStates,
  refusalMessages,
  stageLabels,
  stagesByKind,
} from './index.ts';

const reviewer = { payment: null, role: 'reviewer' } as const;

describe('the pipeline', () => {
  it('gives applications and job applications the application stages, messages theirs, subscriptions none', () => {
    expect(stagesByKind.application).toBe(applicationStages);
    expect(stagesByKind.career).toBe(applicationStages);
    expect(stagesByKind.contact).toBe(messageStages);
    expect(stagesByKind.feedback).toBe(messageStages);
    expect(stagesByKind.subscription).toEqual([]);
    expect(allStages).toEqual([...applicationStages, ...messageStages]);
  });

  it('moves a submission to any other stage of its kind', () => {
    expect(canMove('application', 'new', 'rejected', reviewer)).toEqual({ ok: true });
    expect(canMove('career', 'rejected', 'in_review', reviewer)).toEqual({ ok: true });
    expect(canMove('contact', 'closed', 'open', reviewer)).toEqual({ ok: true });
    expect(canMove('feedback', 'open', 'answered', reviewer)).toEqual({ ok: true });
  });

  it('refuses a stage of another kind, any stage for a subscription, and the stage it is at', () => {
    expect(canMove('application', 'new', 'open', reviewer)).toEqual({
      ok: false,
      reason: 'notItsStage',
      message: refusalMessages.notItsStage,
    });
    expect(canMove('contact', 'open', 'accepted', reviewer)).toMatchObject({ reason: 'notItsStage' });
    expect(canMove('subscription', null, 'new', reviewer)).toMatchObject({ reason: 'notItsStage' });
    expect(canMove('application', 'shortlisted', 'shortlisted', reviewer)).toMatchObject({
      reason: 'unchanged',
    });
  });

  it('accepts an application only with its fee verified or without a fee', () => {
    const accept = (payment: (typeof paymentStates)[number] | null) =>
      canMove('application', 'shortlisted', 'accepted', { payment, role: 'admin' });
    expect(accept('unverified')).toEqual({
      ok: false,
      reason: 'acceptedNeedsPayment',
      message: 'Verify the payment before accepting this application.',
    });
    expect(accept('rejected')).toMatchObject({ reason: 'acceptedNeedsPayment' });
    expect(accept('verified')).toEqual({ ok: true });
    expect(accept(null)).toEqual({ ok: true });
    expect(
      canMove('application', 'shortlisted', 'rejected', { payment: 'unverified', role: 'reviewer' }),
    ).toEqual({ ok: true });
  });

  it('keeps a withdrawn application withdrawn unless an admin reopens it with a reason', () => {
    const reopen = (role: 'admin' | 'reviewer', reason?: string | null) =>
      canMove('application', 'withdrawn', 'in_review', { payment: 'unverified', role, reason });
    expect(reopen('reviewer', 'They asked us to')).toMatchObject({ reason: 'finalStage' });
    expect(reopen('admin')).toMatchObject({ reason: 'finalStage' });
    expect(reopen('admin', null)).toMatchObject({ reason: 'finalStage' });
    expect(reopen('admin', '   ')).toMatchObject({ reason: 'finalStage' });
    expect(reopen('admin', 'They wrote to take it back')).toEqual({ ok: true });
    // Reopened, it is an application like any other: accepting it still needs the fee verified.
    expect(
      canMove('application', 'withdrawn', 'accepted', {
        payment: 'unverified',
        role: 'admin',
        reason: 'Asked',
      }),
    ).toMatchObject({ reason: 'acceptedNeedsPayment' });
    expect(canMove('application', 'new', 'withdrawn', reviewer)).toEqual({ ok: true });
  });

  it('offers the moves allowed now, in the order of the stages', () => {
    expect(movesFrom('application', 'new', { payment: 'unverified', role: 'reviewer' })).toEqual([
      'in_review',
      'shortlisted',
      'rejected',
      'withdrawn',
    ]);
    expect(movesFrom('career', 'new', reviewer)).toEqual([
      'in_review',
      'shortlisted',
      'accepted',
      'rejected',
      'withdrawn',
    ]);
    expect(movesFrom('application', 'withdrawn', { payment: 'verified', role: 'reviewer' })).toEqual([]);
    expect(movesFrom('contact', 'open', reviewer)).toEqual(['answered', 'closed']);
    expect(movesFrom('subscription', null, reviewer)).toEqual([]);
  });

  it('lets staff verify or refuse a fee until the application is accepted', () => {
    const context = {
      stage: 'shortlisted',
      payment: 'unverified',
      paid: true,
      role: 'reviewer',
      upiVerifiedElsewhere: false,
    } as const;
    expect(canSetPayment('verified', context)).toEqual({ ok: true });
    expect(canSetPayment('rejected', { ...context, payment: 'verified' })).toEqual({ ok: true });
    expect(canSetPayment('rejected', { ...context, stage: 'accepted', payment: 'verified' })).toEqual({
      ok: false,
      reason: 'paymentFrozen',
      message: refusalMessages.paymentFrozen,
    });
    expect(canSetPayment('verified', { ...context, stage: 'new', payment: null })).toMatchObject({
      reason: 'noPayment',
    });
  });

  it('verifies one payment per UPI transaction id unless an admin gives a reason', () => {
    const elsewhere = {
      stage: 'new',
      payment: 'unverified',
      paid: true,
      role: 'reviewer',
      upiVerifiedElsewhere: true,
    } as const;
    expect(canSetPayment('verified', elsewhere)).toMatchObject({ reason: 'upiVerifiedElsewhere' });
    expect(canSetPayment('verified', { ...elsewhere, reason: 'Two siblings paid once' })).toMatchObject({
      reason: 'upiVerifiedElsewhere',
    });
    expect(canSetPayment('verified', { ...elsewhere, role: 'admin' })).toMatchObject({
      reason: 'upiVerifiedElsewhere',
    });
    expect(
      canSetPayment('verified', { ...elsewhere, role: 'admin', reason: 'Two siblings paid once' }),
    ).toEqual({
      ok: true,
    });
    expect(canSetPayment('rejected', elsewhere)).toEqual({ ok: true });
  });

  it('checks no payment before the applicant has sent its UPI transaction id', () => {
    const due = {
      stage: 'new',
      payment: 'unverified',
      paid: false,
      role: 'admin',
      upiVerifiedElsewhere: false,
    } as const;
    expect(canSetPayment('verified', due)).toEqual({
      ok: false,
      reason: 'notPaidYet',
      message: refusalMessages.notPaidYet,
    });
    expect(canSetPayment('rejected', due)).toMatchObject({ reason: 'notPaidYet' });
    expect([null, '', '   ', '412345678901'].map(paymentSent)).toEqual([false, false, false, true]);
  });

  it('lets an applicant send the payment of a due fee once, while the application is open', () => {
    const due = { stage: 'new', payment: 'unverified', paid: false } as const;
    expect(applicationStages.filter((stage) => canSendPayment({ ...due, stage }))).toEqual([
      'new',
      'in_review',
      'shortlisted',
      'accepted',
    ]);
    expect(canSendPayment({ ...due, paid: true })).toBe(false);
    expect(canSendPayment({ ...due, payment: 'rejected' })).toBe(false);
    expect(canSendPayment({ ...due, payment: 'verified' })).toBe(false);
    expect(canSendPayment({ ...due, payment: null })).toBe(false);
  });

  it('lets an applicant withdraw an application until it is withdrawn or turned down', () => {
    expect(applicationStages.filter((stage) => canWithdraw('application', stage))).toEqual([
      'new',
      'in_review',
      'shortlisted',
      'accepted',
    ]);
    expect(canWithdraw('career', 'new')).toBe(true);
    expect(canWithdraw('contact', 'open')).toBe(false);
    expect(canWithdraw('subscription', null)).toBe(false);
  });

  it('takes an override only from an admin with words', () => {
    expect(overrides('admin', 'Refund promised')).toBe(true);
    expect(overrides('admin', '')).toBe(false);
    expect(overrides('admin', undefined)).toBe(false);
    expect(overrides('reviewer', 'Refund promised')).toBe(false);
  });

  it('names every stage and payment state, and gives every refusal a message', () => {
    expect(allStages.map((stage) => stageLabels[stage])).toEqual([
      'New',
      'In review',
      'Shortlisted',
      'Accepted',
      'Rejected',
      'Withdrawn',
      'Open',
      'Answered',
      'Closed',
    ]);
    expect(paymentStates.map((state) => paymentLabels[state])).toEqual([
      'Payment to verify',
      'Payment verified',
      'Payment not verified',
    ]);
    for (const message of Object.values(refusalMessages)) expect(message).toMatch(/^[A-Z].+\.$/);
  });
});
