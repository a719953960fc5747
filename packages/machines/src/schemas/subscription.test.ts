import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { subscribeFormSchema } from './subscription.ts';

function firstMessage(input: unknown) {
  const result = v.safeParse(subscribeFormSchema, input);
  return result.success ? undefined : result.issues[0].message;
}

describe('subscribeFormSchema', () => {
  it('accepts a valid address and trims the spaces around it', () => {
    expect(v.parse(subscribeFormSchema, { email: '  asha@example.com ' })).toEqual({
      email: 'asha@example.com',
    });
  });

  it.each([
    ['', 'Email Required'],
    ['   ', 'Email Required'],
    ['asha', 'Invalid Email'],
    ['asha@', 'Invalid Email'],
    [`${'a'.repeat(89)}@example.com`, 'Invalid Email'],
  ])('rejects %j with %j', (email, message) => {
    expect(firstMessage({ email })).toBe(message);
  });

  it('accepts an address of exactly 100 characters', () => {
    expect(firstMessage({ email: `${'a'.repeat(88)}@example.com` })).toBeUndefined();
  });
});
