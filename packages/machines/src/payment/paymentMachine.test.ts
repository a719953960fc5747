import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor } from 'xstate';
import { transitionCoverage } from '../../harness/modelPaths.ts';
import { replayPath } from '../../harness/replay.ts';
import { PAYMENT_REFERENCE_PATTERN } from '../schemas/payment.ts';
import {
  PAYMENT_PROCESSING_MS,
  paymentMachine,
  type PaymentEvent,
  type PaymentInput,
} from './paymentMachine.ts';

const pricing = { '4-weeks': 1500, '6-weeks': 2000, '8-weeks': 2500, '12-weeks': 4000, free: 0 };
const input: PaymentInput = { pricing, upiId: 'aarambh@upi' };

function start(overrides: Partial<PaymentInput> = {}) {
  const actor = createActor(paymentMachine, { input: { ...input, ...overrides } }).start();
  return { actor };
}

function payThrough(actor: ReturnType<typeof start>['actor'], transactionId = 'UPI1234567890') {
  actor.send({ type: 'payment.open' });
  actor.send({ type: 'payment.changeTransactionId', value: transactionId });
  actor.send({ type: 'payment.setConfirmed', confirmed: true });
  actor.send({ type: 'payment.confirm' });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('paymentMachine', () => {
  it('starts not paid, with no price until a duration is chosen', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('notPaid');
    expect(actor.getSnapshot().context).toMatchObject({ duration: '', price: null, paidAmount: null });
  });

  it('refuses to open without a duration: Duration Required', () => {
    const { actor } = start();
    actor.send({ type: 'payment.open' });
    expect(actor.getSnapshot().value).toBe('notPaid');
    expect(actor.getSnapshot().context.error).toEqual({
      title: 'Duration Required',
      description: 'Please select a duration before making payment',
    });
  });

  it('prices the chosen duration and clears the error', () => {
    const { actor } = start();
    actor.send({ type: 'payment.open' });
    actor.send({ type: 'payment.selectDuration', duration: '8-weeks' });
    expect(actor.getSnapshot().context).toMatchObject({ duration: '8-weeks', price: 2500, error: null });
  });

  it('does not open when the price is 0: no payment is needed', () => {
    const { actor } = start({ duration: 'free' });
    expect(actor.getSnapshot().can({ type: 'payment.open' })).toBe(false);
    actor.send({ type: 'payment.open' });
    expect(actor.getSnapshot().value).toBe('notPaid');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it.each([
    ['', false, { title: 'Transaction ID Required', description: 'Please enter your transaction ID' }],
    [
      'UPI123',
      true,
      { title: 'Invalid Transaction ID', description: 'Transaction ID must be at least 10 characters long' },
    ],
    ['UPI1234567890', false, { title: 'Payment Confirmation Required' }],
    [
      'U'.repeat(51),
      true,
      { title: 'Invalid Transaction ID', description: 'Transaction ID must be less than 50 characters' },
    ],
  ])('refuses to confirm id %j with the box %s: %j', (transactionId, confirmed, error) => {
    const { actor } = start({ duration: '4-weeks' });
    actor.send({ type: 'payment.open' });
    actor.send({ type: 'payment.changeTransactionId', value: transactionId });
    actor.send({ type: 'payment.setConfirmed', confirmed });
    actor.send({ type: 'payment.confirm' });
    expect(actor.getSnapshot().value).toEqual({ modal: 'editing' });
    expect(actor.getSnapshot().context.error).toEqual(error);
  });

  it('shows Processing... for 1.5 s, then records the payment', () => {
    const { actor } = start({ duration: '4-weeks' });
    payThrough(actor, '  UPI1234567890 ');
    expect(actor.getSnapshot().value).toEqual({ modal: 'processing' });
    vi.advanceTimersByTime(PAYMENT_PROCESSING_MS - 1);
    expect(actor.getSnapshot().value).toEqual({ modal: 'processing' });
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('paid');
    expect(actor.getSnapshot().context).toMatchObject({
      transactionId: 'UPI1234567890',
      paidAmount: 1500,
    });
  });

  it('uses 1500 ms as the processing delay', () => {
    expect(PAYMENT_PROCESSING_MS).toBe(1500);
  });

  it('cannot be cancelled while processing', () => {
    const { actor } = start({ duration: '4-weeks' });
    payThrough(actor);
    expect(actor.getSnapshot().can({ type: 'payment.cancel' })).toBe(false);
  });

  it('cancel closes the modal and keeps what was typed', () => {
    const { actor } = start({ duration: '4-weeks' });
    actor.send({ type: 'payment.open' });
    actor.send({ type: 'payment.changeTransactionId', value: 'UPI12' });
    actor.send({ type: 'payment.cancel' });
    expect(actor.getSnapshot().value).toBe('notPaid');
    expect(actor.getSnapshot().context.transactionId).toBe('UPI12');
  });

  it('stays paid when the new duration costs the same, and undoes the payment when it does not', () => {
    const { actor } = start({ pricing: { ...pricing, '6-weeks': 1500 }, duration: '4-weeks' });
    payThrough(actor);
    vi.advanceTimersByTime(PAYMENT_PROCESSING_MS);
    actor.send({ type: 'payment.selectDuration', duration: '6-weeks' });
    expect(actor.getSnapshot().value).toBe('paid');
    actor.send({ type: 'payment.selectDuration', duration: '12-weeks' });
    expect(actor.getSnapshot().value).toBe('notPaid');
    expect(actor.getSnapshot().context).toMatchObject({
      price: 4000,
      transactionId: '',
      paidAmount: null,
    });
  });

  it('reset returns to not paid from anywhere', () => {
    const { actor } = start({ duration: '4-weeks' });
    payThrough(actor);
    actor.send({ type: 'payment.reset' });
    expect(actor.getSnapshot().value).toBe('notPaid');
    vi.advanceTimersByTime(PAYMENT_PROCESSING_MS);
    expect(actor.getSnapshot().value).toBe('notPaid');
  });
});

describe('the payment reference', () => {
  it('is made with the chart, in the documented format, unless one is given', () => {
    const made = start().actor.getSnapshot().context.reference;
    expect(made).toMatch(PAYMENT_REFERENCE_PATTERN);
    expect(start().actor.getSnapshot().context.reference).not.toBe(made);
    expect(start({ reference: 'AL7K3M9QX2PD' }).actor.getSnapshot().context.reference).toBe('AL7K3M9QX2PD');
  });

  it('stays through a payment and a change of price, and is renewed by payment.reset', () => {
    const { actor } = start({ reference: 'AL7K3M9QX2PD', duration: '4-weeks' });
    payThrough(actor);
    vi.advanceTimersByTime(PAYMENT_PROCESSING_MS);
    expect(actor.getSnapshot().value).toBe('paid');
    actor.send({ type: 'payment.selectDuration', duration: '12-weeks' });
    expect(actor.getSnapshot().value).toBe('notPaid');
    expect(actor.getSnapshot().context.reference).toBe('AL7K3M9QX2PD');
    actor.send({ type: 'payment.reset' });
    expect(actor.getSnapshot().context.reference).toMatch(PAYMENT_REFERENCE_PATTERN);
    expect(actor.getSnapshot().context.reference).not.toBe('AL7K3M9QX2PD');
  });
});

describe('paymentMachine model', () => {
  // A fixed next reference keeps the graph finite (a random one makes every reset a new state).
  const model = paymentMachine.provide({ actions: { newReference: assign({ reference: 'AL0000000002' }) } });
  const modelInput: PaymentInput = { ...input, reference: 'AL0000000001' };
  const events: PaymentEvent[] = [
    { type: 'payment.selectDuration', duration: '4-weeks' },
    { type: 'payment.selectDuration', duration: '12-weeks' },
    { type: 'payment.selectDuration', duration: 'free' },
    { type: 'payment.open' },
    { type: 'payment.changeTransactionId', value: 'UPI1234567890' },
    { type: 'payment.changeTransactionId', value: 'short' },
    { type: 'payment.setConfirmed', confirmed: true },
    { type: 'payment.confirm' },
    { type: 'payment.cancel' },
    { type: 'payment.reset' },
  ];
  const coverage = transitionCoverage(model, { events, input: modelInput });

  it('reaches every state and every transition of the chart', () => {
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions).toEqual([]);
  });

  it.each(coverage.paths.map((path) => [path.description, path] as const))(
    'path to %s',
    async (_name, path) => {
      const actor = createActor(model, { input: modelInput }).start();
      await replayPath(actor, path, (event) => {
        if (event.type.startsWith('xstate.after.')) vi.advanceTimersByTime(PAYMENT_PROCESSING_MS);
        else actor.send(event as PaymentEvent);
      });
    },
  );
});
