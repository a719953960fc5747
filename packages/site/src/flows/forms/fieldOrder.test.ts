import { describe, expect, it } from 'vitest';
import { inFieldOrder } from './fieldOrder';

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
