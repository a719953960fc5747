// Longer than most files on purpose: the largest chart's unit tests and its model-based paths.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, type AnyMachineSnapshot, type EventObject } from 'xstate';
import type { paymentMachine } from '../payment/paymentMachine.ts';
import { PAYMENT_PROCESSING_MS } from '../payment/paymentMachine.ts';
import { PAYMENT_REFERENCE_PATTERN } from '../schemas/payment.ts';
import { visibleErrors } from '../shared/form.ts';
import type { SubmitResult } from '../shared/submission.ts';
import { controlledActor, flushPromises, settleFromEvent } from '../../harness/controlledActor.ts';
import { transitionCoverage } from '../../harness/modelPaths.ts';
import { replayPath } from '../../harness/replay.ts';
import {
  emptyInternshipForm,
  internshipApplicationMachine,
  internshipFailureDescription,
  type InternshipApplicationEvent,
  type InternshipApplicationInput,
  type InternshipApplicationContext,
  type InternshipApplicationSubmission,
} from './internshipApplicationMachine.ts';

const opportunity = {
  id: 7,
  title: 'Frontend Internship',
  company: 'Aarambh Labs',
  ownerEmail: 'owner@aarambh.example',
};
const pricing = { '4-weeks': 1500, '6-weeks': 2000, '8-weeks': 2500, '12-weeks': 4000 };
const filled = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  university: 'Delhi University',
  major: 'Computer Science',
  graduationYear: '2026',
  gpa: '3.6',
  coverLetter: '',
  linkedin: '',
  portfolio: '',
  availability: 'flexible',
  duration: '4-weeks',
  agreedToTerms: true,
  consentApplication: true,
  consentUpdates: false,
  age: 'adult',
} satisfies InternshipApplicationInput['values'];
const heldBody = { success: true, held: true, message: 'We have e-mailed your parent or guardian.' };
const resume = new File(['%PDF-1.7'], 'asha.pdf', { type: 'application/pdf' });
const image = new File(['png'], 'asha.png', { type: 'image/png' });

function start(input: Partial<InternshipApplicationInput> = {}) {
  const submitApplication = controlledActor<SubmitResult, InternshipApplicationSubmission>();
  const machine = internshipApplicationMachine.provide({
    actors: { submitApplication: submitApplication.logic },
  });
  const actor = createActor(machine, {
    input: { opportunity, pricing, upiId: 'aarambh@upi', values: filled, ...input },
  }).start();
  return { actor, submitApplication };
}

type Actor = ReturnType<typeof start>['actor'];

function pay(actor: Actor, transactionId = 'UPI1234567890') {
  actor.send({ type: 'payment.open' });
  actor.send({ type: 'payment.changeTransactionId', value: transactionId });
  actor.send({ type: 'payment.setConfirmed', confirmed: true });
  actor.send({ type: 'payment.confirm' });
  vi.advanceTimersByTime(PAYMENT_PROCESSING_MS);
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('internshipApplicationMachine', () => {
  it('starts editing, priced by the duration chosen on the opportunity page', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(actor.getSnapshot().context.price).toBe(1500);
    expect(actor.getSnapshot().children.payment?.getSnapshot().context.price).toBe(1500);
  });

  it('cannot submit before the fee is paid', () => {
    const { actor, submitApplication } = start();
    expect(actor.getSnapshot().can({ type: 'application.submit' })).toBe(false);
    actor.send({ type: 'application.submit' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(submitApplication.calls).toHaveLength(0);
  });

  it('can submit once the payment chart is paid, its child the one place that says so', () => {
    const { actor } = start();
    pay(actor);
    expect(actor.getSnapshot().children.payment?.getSnapshot().value).toBe('paid');
    expect(actor.getSnapshot().context.payment).toBe(actor.getSnapshot().children.payment);
    expect(actor.getSnapshot().can({ type: 'application.submit' })).toBe(true);
  });

  it('forwards the payment events to the payment chart', () => {
    const { actor } = start();
    actor.send({ type: 'payment.open' });
    expect(actor.getSnapshot().children.payment?.getSnapshot().value).toEqual({ modal: 'editing' });
    actor.send({ type: 'payment.cancel' });
    expect(actor.getSnapshot().children.payment?.getSnapshot().value).toBe('notPaid');
  });

  it('gives the next application a new payment reference once one is sent', async () => {
    const { actor, submitApplication } = start({ paymentReference: 'AL7K3M9QX2PD' });
    pay(actor);
    actor.send({ type: 'application.submit' });
    submitApplication.last().resolve({ status: 201, body: { success: true } });
    await flushPromises();
    const reference = actor.getSnapshot().children.payment?.getSnapshot().context.reference;
    expect(reference).toMatch(PAYMENT_REFERENCE_PATTERN);
    expect(reference).not.toBe('AL7K3M9QX2PD');
  });

  it('re-prices on a duration change and undoes a payment of another amount', () => {
    const { actor } = start();
    pay(actor);
    actor.send({ type: 'application.change', field: 'duration', value: '12-weeks' });
    expect(actor.getSnapshot().context.price).toBe(4000);
    expect(actor.getSnapshot().context.values).toMatchObject({ duration: '12-weeks' });
    expect(actor.getSnapshot().children.payment?.getSnapshot().value).toBe('notPaid');
    expect(actor.getSnapshot().can({ type: 'application.submit' })).toBe(false);
  });

  it('needs no payment, transaction id or confirmation when the price is 0', () => {
    const { actor, submitApplication } = start({ pricing: { ...pricing, '4-weeks': 0 } });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'application.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(submitApplication.last().input.application).toMatchObject({
      paymentDone: false,
      transactionId: '',
      paymentAmount: 0,
    });
  });

  it('shows errors of touched fields, and all of them after a refused submit', () => {
    const { actor } = start({ values: { duration: '4-weeks' } });
    pay(actor);
    actor.send({ type: 'application.change', field: 'firstName', value: 'A' });
    expect(visibleErrors(actor.getSnapshot().context)).toEqual({
      firstName: 'First name must be at least 2 characters',
    });
    actor.send({ type: 'application.blur', field: 'email' });
    expect(visibleErrors(actor.getSnapshot().context)).toHaveProperty('email', 'Email is required');
    actor.send({ type: 'application.submit' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(Object.keys(visibleErrors(actor.getSnapshot().context)).sort()).toEqual(
      [
        'age',
        'agreedToTerms',
        'consentApplication',
        'availability',
        'email',
        'firstName',
        'graduationYear',
        'lastName',
        'major',
        'phone',
        'university',
      ].sort(),
    );
  });

  it('requires the terms box', () => {
    const { actor } = start();
    actor.send({ type: 'application.setChecked', field: 'agreedToTerms', checked: false });
    expect(visibleErrors(actor.getSnapshot().context)).toEqual({
      agreedToTerms: 'You must agree to the terms and conditions',
    });
  });

  it.each([
    [image, { title: 'Invalid File Type', description: 'Resume must be a PDF, DOC, or DOCX file' }],
    [
      new File([new Uint8Array(5242881)], 'big.pdf', { type: 'application/pdf' }),
      { title: 'File Too Large', description: 'Resume file must be less than 5MB' },
    ],
  ])('refuses the resume %s with %j', (file, error) => {
    const { actor } = start();
    actor.send({ type: 'application.attachResume', file });
    expect(actor.getSnapshot().context).toMatchObject({ resume: null, resumeError: error });
  });

  it("submits the typed application with the opportunity's id, its facts, the payment reference and the resume", () => {
    const { actor, submitApplication } = start({ paymentReference: 'AL7K3M9QX2PD' });
    pay(actor);
    actor.send({ type: 'application.attachResume', file: resume });
    actor.send({ type: 'application.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().can({ type: 'application.submit' })).toBe(false);
    expect(submitApplication.last().input).toEqual({
      application: {
        ...filled,
        gpa: 3.6,
        guardianName: '',
        guardianEmail: '',
        guardianDeclaration: false,
        transactionId: 'UPI1234567890',
        paymentDone: true,
        opportunityId: 7,
        paymentReference: 'AL7K3M9QX2PD',
        paymentAmount: 1500,
        opportunityTitle: 'Frontend Internship',
        opportunityCompany: 'Aarambh Labs',
        ownerEmail: 'owner@aarambh.example',
      },
      resume,
    });
  });

  it.each([
    [{ status: 201, body: { success: true, message: 'Saved', id: 'a1' } }, { editing: 'succeeded' }],
    [
      { status: 207, body: { success: true, message: 'Saved, mail failed', id: 'a1' } },
      { editing: 'succeededWithWarnings' },
    ],
  ])('on %j resets the form and the payment, keeping the duration', async (result, state) => {
    const { actor, submitApplication } = start();
    pay(actor);
    actor.send({ type: 'application.attachResume', file: resume });
    actor.send({ type: 'application.submit' });
    submitApplication.last().resolve(result);
    await flushPromises();
    expect(actor.getSnapshot().value).toEqual(state);
    expect(actor.getSnapshot().context.values).toEqual({ ...emptyInternshipForm, duration: '4-weeks' });
    expect(actor.getSnapshot().context.resume).toBeNull();
    expect(actor.getSnapshot().children.payment?.getSnapshot().value).toBe('notPaid');
  });

  it('keeps the confirmation the answer gives, and none from an answer without one', async () => {
    const application = {
      title: 'Frontend Internship',
      organisation: 'Aarambh Labs',
      fee: 1500,
      transactionId: '412345678901',
      decisionBy: '2026-12-05',
      statusUrl: 'https://aarambhlabs.example/application-status?token=t',
    };
    const { actor, submitApplication } = start();
    pay(actor);
    actor.send({ type: 'application.submit' });
    submitApplication.last().resolve({
      status: 201,
      body: { success: true, message: 'Saved', reference: 'AL-7K3M-Q2PC', application },
    });
    await flushPromises();
    expect(actor.getSnapshot().context.confirmation).toEqual({ reference: 'AL-7K3M-Q2PC', application });
    const older = start();
    pay(older.actor);
    older.actor.send({ type: 'application.submit' });
    older.submitApplication
      .last()
      .resolve({ status: 201, body: { success: true, message: 'Saved', id: 'a1' } });
    await flushPromises();
    expect(older.actor.getSnapshot().value).toEqual({ editing: 'succeeded' });
    expect(older.actor.getSnapshot().context.confirmation).toBeNull();
  });

  it.each([
    [{ status: 400, body: { success: false, message: 'Invalid input', errors: {} } }, 'Invalid input'],
    [{ status: 200, body: { success: false } }, 'Failed to submit application'],
    [{ status: 500, body: null }, 'Failed to submit application'],
  ])('on %j fails with %j and keeps the values', async (result, message) => {
    const { actor, submitApplication } = start();
    pay(actor);
    actor.send({ type: 'application.submit' });
    submitApplication.last().resolve(result);
    await flushPromises();
    expect(actor.getSnapshot().value).toEqual({ editing: 'failed' });
    expect(actor.getSnapshot().context.failureMessage).toBe(message);
    expect(actor.getSnapshot().context.values).toMatchObject({ firstName: 'Asha' });
    expect(actor.getSnapshot().children.payment?.getSnapshot().value).toBe('paid');
  });

  it.each([
    [
      new TypeError('Failed to fetch'),
      'Failed to fetch',
      'Failed to fetch. Please try again or contact support',
    ],
    ['nope', null, 'Something went wrong. Please try again or contact support.'],
  ])('on the thrown %j records %j', async (error, message, description) => {
    const { actor, submitApplication } = start();
    pay(actor);
    actor.send({ type: 'application.submit' });
    submitApplication.last().reject(error);
    await flushPromises();
    expect(actor.getSnapshot().context.failureMessage).toBe(message);
    expect(internshipFailureDescription(actor.getSnapshot().context.failureMessage)).toBe(description);
  });
});

describe('internshipApplicationMachine under 18', () => {
  const minor = {
    ...filled,
    age: 'minor',
    guardianName: 'Meera Rao',
    guardianEmail: 'meera@example.com',
    guardianDeclaration: true,
  } satisfies InternshipApplicationInput['values'];

  it('asks for the guardian, the declaration, and an address that is not the applicant’s', () => {
    const { actor } = start({
      values: { ...minor, guardianName: '', guardianEmail: 'asha@example.com', guardianDeclaration: false },
    });
    expect(actor.getSnapshot().context.errors).toMatchObject({
      guardianName: "Parent or guardian's name is required",
      guardianEmail: "Your parent or guardian's email must be theirs, not yours",
      guardianDeclaration: 'Please confirm the declaration',
    });
  });

  it('sends without a payment (the fee comes after the guardian) and waits for the guardian on a 202', async () => {
    const { actor, submitApplication } = start({ values: minor });
    actor.send({ type: 'application.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(submitApplication.last().input.application).toMatchObject({
      age: 'minor',
      guardianName: 'Meera Rao',
      guardianEmail: 'meera@example.com',
      guardianDeclaration: true,
      paymentDone: false,
      transactionId: '',
    });
    submitApplication.last().resolve({ status: 202, body: heldBody });
    await flushPromises();
    expect(actor.getSnapshot().value).toEqual({ editing: 'waitingForGuardian' });
    expect(actor.getSnapshot().context.heldMessage).toBe(heldBody.message);
    expect(actor.getSnapshot().context.values).toEqual({ ...emptyInternshipForm, duration: '4-weeks' });
  });

  it('takes a 202 that is not a held answer for a success', async () => {
    const { actor, submitApplication } = start({ values: minor });
    actor.send({ type: 'application.submit' });
    submitApplication.last().resolve({ status: 202, body: { success: true, message: 'Saved' } });
    await flushPromises();
    expect(actor.getSnapshot().value).toEqual({ editing: 'succeeded' });
  });

  it('drops the guardian fields of an applicant who says they are 18 or older', () => {
    const { actor, submitApplication } = start({
      paymentReference: 'AL7K3M9QX2PD',
      values: { ...minor, age: 'adult' },
    });
    pay(actor);
    actor.send({ type: 'application.submit' });
    expect(submitApplication.last().input.application).toMatchObject({
      age: 'adult',
      guardianName: '',
      guardianEmail: '',
      guardianDeclaration: false,
      paymentDone: true,
    });
  });
});

describe('internshipApplicationMachine model', () => {
  // The model runs the chart without starting its children, so the payment child is a stand-in
  // that is already paid (the refusal while unpaid has its unit test above). Two durations of the
  // same price, so a duration change never undoes the real payment the paths are replayed with.
  const samePricing = { '4-weeks': 1500, '8-weeks': 1500 };
  const paidStandIn = createMachine({
    id: 'payment',
    context: { transactionId: 'UPI1234567890' },
    initial: 'paid',
    states: { paid: {} },
  }) as unknown as typeof paymentMachine;
  const events = [
    { type: 'application.change', field: 'firstName', value: '' },
    { type: 'application.change', field: 'firstName', value: 'Asha' },
    { type: 'application.change', field: 'duration', value: '8-weeks' },
    { type: 'application.setChecked', field: 'agreedToTerms', checked: true },
    { type: 'application.blur', field: 'firstName' },
    { type: 'application.attachResume', file: resume },
    { type: 'application.attachResume', file: image },
    { type: 'application.removeResume' },
    { type: 'application.submit' },
    { type: 'payment.open' },
    { type: 'xstate.done.actor.submitApplication', output: { status: 201, body: { success: true } } },
    { type: 'xstate.done.actor.submitApplication', output: { status: 207, body: { success: true } } },
    { type: 'xstate.done.actor.submitApplication', output: { status: 202, body: heldBody } },
    { type: 'xstate.done.actor.submitApplication', output: { status: 500, body: { message: 'Down' } } },
    { type: 'xstate.error.actor.submitApplication', error: new Error('Failed to fetch') },
  ];
  const input = { opportunity, pricing: samePricing, upiId: 'aarambh@upi', values: filled };
  // The stand-in stays paid where the real payment is reset after a success: the payment child
  // is left out of what is compared (the unit tests above check it).
  const project = (snapshot: AnyMachineSnapshot) => {
    const { payment: _child, ...context } = snapshot.context as InternshipApplicationContext;
    return { value: snapshot.value, context };
  };
  const model = internshipApplicationMachine.provide({ actors: { payment: paidStandIn } });
  const coverage = transitionCoverage(model, { events, input, serialize: project });

  it('reaches every state and every transition of the chart', () => {
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions).toEqual([]);
  });

  it.each(coverage.paths.map((path) => [path.description, path] as const))(
    'path to %s',
    async (_name, path) => {
      const { actor, submitApplication } = start({ pricing: samePricing });
      pay(actor);
      await replayPath(
        actor,
        path,
        async (event: EventObject) => {
          if (!(await settleFromEvent(event, { submitApplication })))
            actor.send(event as InternshipApplicationEvent);
        },
        project,
      );
    },
  );
});
