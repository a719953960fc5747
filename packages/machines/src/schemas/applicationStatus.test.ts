import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  applicantDate,
  applicantPaymentState,
  applicantPaymentText,
  applicantStage,
  applicantStageName,
  applicantStageNames,
  applicantStageText,
  applicationStatusMessages,
  rupees,
  statusLinkRequestSchema,
  type ApplicantStage,
} from './applicationStatus.ts';
import { validateFields } from './errors.ts';
import { applicationStages } from './staff.ts';

describe("the applicant's words in Hindi, beside the English", () => {
  it('names and explains every stage and payment in Hindi, and a missing Hindi name fails the type check', () => {
    const payment = {
      state: 'waiting',
      amount: 2500,
      checkedAt: null,
      reason: null,
      reference: null,
    } as const;
    expect(applicantStageName('accepted', 'application', 'hi')).toBe('नामांकित');
    expect(applicantStageName('accepted', 'career', 'hi')).toBe('स्वीकृत');
    expect(applicantStageText('in_review', 'career', 'hi')).toBe('हमारी टीम आपके आवेदन को देख रही है।');
    expect(applicantPaymentText(payment, 'hello@aarambhlabs.example', 'hi')).toContain('₹2,500');
    expect(applicantDate('2026-11-26', 'hi')).toBe('26 नवंबर 2026');
    const { received: _missing, ...withoutOne } = applicantStageNames.hi;
    // @ts-expect-error: a Hindi set without the name of `received` is refused
    const incomplete: (typeof applicantStageNames)['hi'] = withoutOne;
    expect(Object.keys(incomplete)).toHaveLength(Object.keys(applicantStageNames.en).length - 1);
  });
});

describe("an application's stage in the applicant's words", () => {
  it('maps every console stage: new is received, rejected is not selected, the rest keep their name', () => {
    expect(applicationStages.map(applicantStage)).toEqual([
      'received',
      'in_review',
      'shortlisted',
      'accepted',
      'not_selected',
      'withdrawn',
    ]);
  });

  it('names acceptance an enrolment for a programme, and says what each stage means', () => {
    const stages: ApplicantStage[] = [
      'received',
      'in_review',
      'shortlisted',
      'accepted',
      'not_selected',
      'withdrawn',
    ];
    expect(stages.map((stage) => applicantStageName(stage, 'application'))).toEqual([
      'Received',
      'In review',
      'Shortlisted',
      'Enrolled',
      'Not selected',
      'Withdrawn',
    ]);
    expect(applicantStageName('accepted', 'career')).toBe('Accepted');
    for (const stage of stages) expect(applicantStageText(stage, 'application')).toMatch(/\.$/);
    expect(applicantStageText('accepted', 'application')).toContain('enrolled');
    expect(applicantStageText('accepted', 'career')).toContain('accepted');
  });
});

describe("a fee's payment in the applicant's words", () => {
  it('maps the console states: unverified is due until its transaction id is sent, then waiting; rejected is not verified', () => {
    expect(applicantPaymentState('unverified', false)).toBe('due');
    expect(applicantPaymentState('unverified', true)).toBe('waiting');
    expect(applicantPaymentState('verified', true)).toBe('verified');
    expect(applicantPaymentState('rejected', true)).toBe('not_verified');
  });

  it('says the amount with Indian grouping, the day it was verified, or why not and what to do', () => {
    const contact = 'hello@aarambhlabs.example';
    const none = { checkedAt: null, reason: null, reference: null };
    expect(applicantPaymentText({ ...none, state: 'due', amount: 3000 }, contact)).toBe(
      'Your fee of ₹3,000 is due. Pay it by UPI from your status page, then enter the UPI reference (UTR) of your payment there. We check every payment against our bank statement.',
    );
    expect(
      applicantPaymentText(
        { state: 'waiting', amount: 2500, checkedAt: null, reason: null, reference: null },
        contact,
      ),
    ).toBe(
      'Your payment of ₹2,500 is waiting for verification. We check every payment against our bank statement.',
    );
    expect(
      applicantPaymentText(
        {
          state: 'verified',
          amount: 150000,
          checkedAt: '2026-11-21T06:00:00.000Z',
          reason: null,
          reference: null,
        },
        contact,
      ),
    ).toBe(
      'Your payment of ₹1,50,000 was verified on 21 November 2026. Your receipt is on your status page.',
    );
    expect(
      applicantPaymentText(
        { state: 'verified', amount: 1500, checkedAt: null, reason: null, reference: null },
        contact,
      ),
    ).toBe('Your payment of ₹1,500 was verified. Your receipt is on your status page.');
    const refused = applicantPaymentText(
      {
        state: 'not_verified',
        amount: 4000,
        checkedAt: null,
        reason: 'The amount paid does not match the fee',
        reference: null,
      },
      contact,
    );
    expect(refused).toContain('₹4,000: The amount paid does not match the fee.');
    expect(refused).toContain(contact);
    expect(
      applicantPaymentText(
        { state: 'not_verified', amount: 4000, checkedAt: null, reason: null, reference: null },
        contact,
      ),
    ).toContain('no payment matched');
  });

  it("writes rupees and days as an Indian reader expects, a day in India's time", () => {
    expect(rupees(100000)).toBe('₹1,00,000');
    expect(applicantDate('2026-12-05')).toBe('5 December 2026');
    // 20:00 UTC on the 20th is already the 21st in India.
    expect(applicantDate('2026-11-20T20:00:00.000Z')).toBe('21 November 2026');
  });
});

describe('a request for a lost status link', () => {
  it('takes a reference (any case, spaces around) and an address', () => {
    const parsed = v.parse(statusLinkRequestSchema, {
      reference: ' 5F0C1D2E-3A4B-4C5D-8E6F-7A8B9C0D1E2F ',
      email: 'asha@example.com',
    });
    expect(parsed).toEqual({ reference: '5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f', email: 'asha@example.com' });
  });

  it('says what is missing or wrong, the first problem of each field first', () => {
    const issues = (input: unknown) => Object.values(validateFields(statusLinkRequestSchema, input));
    expect(issues({ reference: 'AB-12', email: 'asha@example.com' })).toEqual([
      applicationStatusMessages.reference,
    ]);
    expect(issues({ reference: '5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f' })).toEqual([
      applicationStatusMessages.email.required,
    ]);
    expect(issues({ reference: '5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f', email: 'asha' })).toEqual([
      applicationStatusMessages.email.invalid,
    ]);
  });
});
