import type { InternshipTextField } from '@aarambh/machines';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createFakeApi, type FakeReply } from '../../../harness/fakeApi';
import {
  bindInternshipMachine,
  internshipNotice,
  internshipOptions,
  paymentErrorField,
  paymentNotice,
  upiPayLink,
} from './internshipFlow';

const opportunity = {
  id: 7,
  title: 'Web Development Intern',
  company: 'Aarambh Labs',
  ownerEmail: 'mentors@aarambhlabs.example',
};
const pricing = { '4-weeks': 1500, '6-weeks': 2000, '8-weeks': 2500, '12-weeks': 4000 };

const fields: Record<Exclude<InternshipTextField, 'duration'>, string> = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  university: 'Delhi University',
  major: 'Computer Science',
  graduationYear: '2026',
  gpa: '3.6',
  coverLetter: '',
  linkedin: 'https://www.linkedin.com/in/asha-verma',
  portfolio: '',
  availability: 'immediately',
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

function start(reply: FakeReply = { status: 201, body: { success: true, message: 'ok', id: 'a1' } }) {
  const api = createFakeApi({ application: reply });
  const actor = createActor(bindInternshipMachine({ client: api.client }), {
    input: { opportunity, pricing, upiId: 'aarambhlabs@upi.example' },
  }).start();
  for (const [field, value] of Object.entries(fields)) {
    actor.send({ type: 'application.change', field: field as InternshipTextField, value });
  }
  const payment = () => {
    const child = actor.getSnapshot().children.payment;
    if (!child) throw new Error('The payment chart is not running');
    return child.getSnapshot();
  };
  return { api, actor, payment };
}

function pay(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'application.change', field: 'duration', value: '4-weeks' });
  actor.send({ type: 'payment.open' });
  actor.send({ type: 'payment.changeTransactionId', value: 'UPI1234567890' });
  actor.send({ type: 'payment.setConfirmed', confirmed: true });
  actor.send({ type: 'payment.confirm' });
  vi.advanceTimersByTime(1500);
}

describe('internship application flow', () => {
  it('asks for a duration before the payment modal opens', () => {
    const { actor, payment } = start();
    actor.send({ type: 'payment.open' });
    expect(paymentNotice(payment().context)).toEqual({
      tone: 'error',
      title: 'Duration Required',
      description: 'Please select a duration before making payment',
    });
    expect(paymentErrorField(payment().context)).toBeNull();
    expect(payment().matches('notPaid')).toBe(true);
  });

  it('names the field of each refused confirmation', () => {
    const { actor, payment } = start();
    actor.send({ type: 'application.change', field: 'duration', value: '6-weeks' });
    actor.send({ type: 'payment.open' });
    actor.send({ type: 'payment.confirm' });
    expect(paymentNotice(payment().context)?.title).toBe('Transaction ID Required');
    expect(paymentErrorField(payment().context)).toBe('transactionId');
    actor.send({ type: 'payment.changeTransactionId', value: 'UPI123' });
    actor.send({ type: 'payment.confirm' });
    expect(paymentNotice(payment().context)).toEqual({
      tone: 'error',
      title: 'Invalid Transaction ID',
      description: 'Transaction ID must be at least 10 characters long',
    });
    actor.send({ type: 'payment.changeTransactionId', value: 'UPI1234567890' });
    actor.send({ type: 'payment.confirm' });
    expect(paymentNotice(payment().context)?.title).toBe('Payment Confirmation Required');
    expect(paymentErrorField(payment().context)).toBe('confirmed');
  });

  it('keeps submit impossible until the fee is paid, then processes the payment for 1.5 s', () => {
    const { actor, payment } = start();
    expect(actor.getSnapshot().can({ type: 'application.submit' })).toBe(false);
    actor.send({ type: 'application.change', field: 'duration', value: '4-weeks' });
    actor.send({ type: 'payment.open' });
    actor.send({ type: 'payment.changeTransactionId', value: 'UPI1234567890' });
    actor.send({ type: 'payment.setConfirmed', confirmed: true });
    actor.send({ type: 'payment.confirm' });
    expect(payment().matches({ modal: 'processing' })).toBe(true);
    vi.advanceTimersByTime(1499);
    expect(payment().matches({ modal: 'processing' })).toBe(true);
    vi.advanceTimersByTime(1);
    expect(payment().matches('paid')).toBe(true);
    expect(payment().context.transactionId).toBe('UPI1234567890');
    expect(actor.getSnapshot().can({ type: 'application.submit' })).toBe(true);
  });

  it('sends call 1 as multipart strings with the opportunity, the amount and the resume, then resets', async () => {
    const { api, actor, payment } = start();
    pay(actor);
    actor.send({ type: 'application.setAgreedToTerms', checked: true });
    const resume = new File(['%PDF-1.7 resume'], 'asha-resume.pdf', { type: 'application/pdf' });
    actor.send({ type: 'application.attachResume', file: resume });
    actor.send({ type: 'application.submit' });
    const snapshot = await waitFor(actor, (state) => !state.matches('submitting'));
    expect(api.requests).toEqual([
      {
        route: 'application',
        fields: {
          ...fields,
          phone: '+91 98765 43210',
          gpa: '3.6',
          duration: '4-weeks',
          transactionId: 'UPI1234567890',
          paymentDone: 'true',
          agreedToTerms: 'true',
          opportunityId: '7',
          paymentAmount: '1500',
          opportunityTitle: 'Web Development Intern',
          opportunityCompany: 'Aarambh Labs',
          ownerEmail: 'mentors@aarambhlabs.example',
        },
        files: { resume: { name: 'asha-resume.pdf', size: resume.size, type: 'application/pdf' } },
      },
    ]);
    expect(internshipNotice(snapshot)).toEqual({
      tone: 'success',
      title: 'Application Submitted Successfully!',
      description: "Thank you for applying. You'll receive a confirmation email shortly.",
    });
    expect(snapshot.context.values.firstName).toBe('');
    expect(payment().matches('notPaid')).toBe(true);
  });

  it('sends no resume part when none was attached', async () => {
    const { api, actor } = start();
    pay(actor);
    actor.send({ type: 'application.setAgreedToTerms', checked: true });
    actor.send({ type: 'application.submit' });
    await waitFor(actor, (state) => !state.matches('submitting'));
    expect(api.requests[0]?.files).toEqual({});
  });

  it('warns for HTTP 207: submitted with e-mail delivery issues', async () => {
    const { actor } = start({ status: 207, body: { success: true, message: 'Mail delayed' } });
    pay(actor);
    actor.send({ type: 'application.setAgreedToTerms', checked: true });
    actor.send({ type: 'application.submit' });
    const snapshot = await waitFor(actor, (state) => !state.matches('submitting'));
    expect(internshipNotice(snapshot)).toEqual({
      tone: 'warning',
      title: 'Application Submitted with Warnings',
      description: 'Your application was received, but there were e-mail delivery issues.',
    });
  });

  it('fails with the server’s message plus “Please try again or contact support”, keeping values and payment', async () => {
    const { actor, payment } = start({
      status: 500,
      body: { success: false, message: 'Storage unavailable' },
    });
    pay(actor);
    actor.send({ type: 'application.setAgreedToTerms', checked: true });
    actor.send({ type: 'application.submit' });
    const snapshot = await waitFor(actor, (state) => !state.matches('submitting'));
    expect(internshipNotice(snapshot)).toEqual({
      tone: 'error',
      title: 'Submission Failed',
      description: 'Storage unavailable. Please try again or contact support',
    });
    expect(snapshot.context.values).toMatchObject({ firstName: 'Asha' });
    expect(payment().matches('paid')).toBe(true);
  });

  it('falls back to “Failed to submit application” when the server gives no message', async () => {
    const { actor } = start({ status: 502 });
    pay(actor);
    actor.send({ type: 'application.setAgreedToTerms', checked: true });
    actor.send({ type: 'application.submit' });
    const snapshot = await waitFor(actor, (state) => !state.matches('submitting'));
    expect(internshipNotice(snapshot)?.description).toBe(
      'Failed to submit application. Please try again or contact support',
    );
  });
});

describe("the bound machine's submit", () => {
  it('refuses an application whose terms are not agreed, without calling the API', async () => {
    const api = createFakeApi({ application: { status: 201, body: { success: true } } });
    const submit = bindInternshipMachine({ client: api.client }).implementations.actors
      .submitApplication as Parameters<typeof createActor>[0];
    const actor = createActor(submit, {
      input: { application: { ...fields, agreedToTerms: false }, resume: null },
    });
    const outcome = new Promise((resolve) =>
      actor.subscribe({ complete: () => resolve('sent'), error: resolve }),
    );
    actor.start();
    expect(await outcome).toEqual(new Error('The terms must be agreed before submitting'));
    expect(api.requests).toEqual([]);
  });
});

describe('upiPayLink', () => {
  it('carries payee, name, amount with two decimals and INR, each encoded', () => {
    expect(upiPayLink({ upiId: 'aarambhlabs@upi.example', payeeName: 'Aarambh Labs', amount: 1500 })).toBe(
      'upi://pay?pa=aarambhlabs%40upi.example&pn=Aarambh%20Labs&am=1500.00&cu=INR',
    );
  });
});

describe('internshipOptions', () => {
  it('offers the documented graduation years, availabilities and durations', () => {
    expect(internshipOptions.graduationYears.map((option) => option.value)).toEqual([
      '2024',
      '2025',
      '2026',
      '2027',
      '2028',
    ]);
    expect(internshipOptions.availabilities.map((option) => option.value)).toEqual([
      'immediately',
      '1-week',
      '2-weeks',
      '1-month',
      'flexible',
    ]);
    expect(internshipOptions.durations.map((option) => option.label)).toEqual([
      '4 Weeks',
      '6 Weeks',
      '8 Weeks',
      '12 Weeks',
    ]);
  });
});
