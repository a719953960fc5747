import { describe, expect, it } from 'vitest';
import { inFieldOrder, sameErrors } from './fieldOrder';

describe('inFieldOrder', () => {
  it('lists errors in the order of the fields on the page, unknown fields last', () => {
    const errors = {
      message: 'Message is required',
      extra: 'Invalid input',
      firstName: 'First name is required',
    };
    expect(Object.keys(inFieldOrder(errors, ['firstName', 'inquiryType', 'message']))).toEqual([
      'firstName',
      'message',
      'extra',
    ]);
  });
});

describe('sameErrors', () => {
  const errors = { firstName: 'First name is required', message: 'Message is required' };

  it('holds for the same messages of the same fields in the same order', () => {
    expect(sameErrors(errors, { ...errors })).toBe(true);
  });

  it('fails for a message changed, a field more or less, or another order', () => {
    expect(sameErrors(errors, { ...errors, message: 'Message must be at least 10 characters' })).toBe(false);
    expect(sameErrors(errors, { firstName: errors.firstName })).toBe(false);
    expect(sameErrors({ firstName: errors.firstName }, errors)).toBe(false);
    expect(sameErrors(errors, { message: errors.message, firstName: errors.firstName })).toBe(false);
  });
});
