import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { textArbitrary, tooLongArbitrary } from '../../harness/arbitraries.ts';
import { validateFields } from './errors.ts';
import {
  PAYMENT_REFERENCE_IN_TEXT,
  PAYMENT_REFERENCE_PATTERN,
  createPaymentReference,
  looksLikeUtr,
  paymentConfirmationSchema,
  paymentToastFor,
} from './payment.ts';

const x = (n: number) => 'x'.repeat(n);

describe('paymentConfirmationSchema', () => {
  it('accepts a confirmed transaction id and trims it', () => {
    expect(v.parse(paymentConfirmationSchema, { transactionId: ' UPI1234567890 ', confirmed: true })).toEqual(
      {
        transactionId: 'UPI1234567890',
        confirmed: true,
      },
    );
  });

  it.each([
    ['', 'Please enter your transaction ID'],
    ['   ', 'Please enter your transaction ID'],
    [x(9), 'Transaction ID must be at least 10 characters long'],
    [x(10), undefined],
    [x(11), undefined],
    [x(49), undefined],
    [x(50), undefined],
    [x(51), 'Transaction ID must be less than 50 characters'],
  ])('transaction id %j gives %j', (transactionId, message) => {
    expect(validateFields(paymentConfirmationSchema, { transactionId, confirmed: true }).transactionId).toBe(
      message,
    );
  });

  it.each([false, undefined, 'true'])('confirmation %j gives Payment Confirmation Required', (confirmed) => {
    expect(validateFields(paymentConfirmationSchema, { transactionId: x(12), confirmed }).confirmed).toBe(
      'Payment Confirmation Required',
    );
  });

  it('accepts any id of 10 to 50 characters (property)', () => {
    fc.assert(
      fc.property(textArbitrary(10, 50), (transactionId) => {
        expect(validateFields(paymentConfirmationSchema, { transactionId, confirmed: true })).toEqual({});
      }),
    );
  });

  it('rejects any id longer than 50 characters (property)', () => {
    fc.assert(
      fc.property(tooLongArbitrary(50), (transactionId) => {
        expect(
          validateFields(paymentConfirmationSchema, { transactionId, confirmed: true }).transactionId,
        ).toBe('Transaction ID must be less than 50 characters');
      }),
    );
  });
});

describe('paymentToastFor', () => {
  it.each([
    [
      'Please select a duration before making payment',
      { title: 'Duration Required', description: 'Please select a duration before making payment' },
    ],
    [
      'Please enter your transaction ID',
      { title: 'Transaction ID Required', description: 'Please enter your transaction ID' },
    ],
    ['Payment Confirmation Required', { title: 'Payment Confirmation Required' }],
    [
      'Transaction ID must be at least 10 characters long',
      { title: 'Invalid Transaction ID', description: 'Transaction ID must be at least 10 characters long' },
    ],
  ])('finds the toast for %j', (message, toast) => {
    expect(paymentToastFor(message)).toEqual(toast);
  });

  it('finds nothing for another message', () => {
    expect(paymentToastFor('Required')).toBeUndefined();
  });
});

describe('createPaymentReference', () => {
  it("writes 10 random bytes as 'AL' and Crockford base-32 digits", () => {
    const bytes = Uint8Array.from([0, 1, 9, 10, 17, 18, 31, 32, 255, 200]);
    expect(createPaymentReference(() => bytes)).toBe('AL019AHJZ0Z8');
    expect(createPaymentReference(() => bytes)).toMatch(PAYMENT_REFERENCE_PATTERN);
  });

  it('makes references that match the pattern and differ from each other', () => {
    const made = Array.from({ length: 200 }, () => createPaymentReference());
    for (const reference of made) expect(reference).toMatch(PAYMENT_REFERENCE_PATTERN);
    expect(new Set(made).size).toBe(made.length);
  });

  it('is found in a statement narration, but not inside a longer word', () => {
    const find = (text: string) => text.match(PAYMENT_REFERENCE_IN_TEXT) ?? [];
    expect(find('UPI/412345678901/AL7K3M9QX2PD application fee/asha@okbank')).toEqual(['AL7K3M9QX2PD']);
    expect(find('XAL7K3M9QX2PD')).toEqual([]);
    expect(find('AL7K3M9QX2PDX')).toEqual([]);
  });
});

describe('looksLikeUtr', () => {
  it.each([
    ['412345678901', true],
    [' 4123 4567 8901 ', true],
    ['41234567890', false],
    ['4123456789012', false],
    ['UPI1234567890', false],
    ['T2411261234567890123', false],
  ])('%j: %j', (value, expected) => {
    expect(looksLikeUtr(value)).toBe(expected);
  });
});
