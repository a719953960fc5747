import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { emailArbitrary, tooLongArbitrary } from '../../harness/arbitraries.ts';
import { validateFields } from './errors.ts';
import { subscribeFormSchema, subscriptionPayloadSchema } from './subscription.ts';

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
    [undefined, 'Email Required'],
    ['asha', 'Invalid Email'],
    ['asha@', 'Invalid Email'],
    [`${'a'.repeat(87)}@example.com`, undefined],
    [`${'a'.repeat(88)}@example.com`, undefined],
    [`${'a'.repeat(89)}@example.com`, 'Invalid Email'],
  ])('%j gives %j', (email, message) => {
    expect(firstMessage({ email })).toBe(message);
  });

  it('accepts every valid address (property)', () => {
    fc.assert(
      fc.property(emailArbitrary, (email) => {
        expect(firstMessage({ email })).toBeUndefined();
      }),
    );
  });

  it('rejects any address longer than 100 characters with Invalid Email (property)', () => {
    fc.assert(
      fc.property(tooLongArbitrary(100), (email) => {
        expect(firstMessage({ email })).toBe('Invalid Email');
      }),
    );
  });
});

describe('subscriptionPayloadSchema', () => {
  const payload = {
    email: 'asha@example.com',
    subscriptionType: 'platform_updates',
    source: 'coming_soon_page',
    timestamp: '2025-03-01T10:30:00.000Z',
    interests: ['platform_launch', 'new_features', 'opportunities'],
  };

  it('accepts the coming-soon page call', () => {
    expect(v.parse(subscriptionPayloadSchema, payload)).toEqual(payload);
  });

  it('defaults the interests to none', () => {
    const { interests: _interests, ...rest } = payload;
    expect(v.parse(subscriptionPayloadSchema, rest).interests).toEqual([]);
  });

  it.each([
    ['email', '', 'Email Required'],
    ['email', 'asha', 'Invalid Email'],
    ['subscriptionType', undefined, 'Required'],
    ['subscriptionType', 'newsletter', 'Invalid input'],
    ['source', '', 'Required'],
    ['source', 'Coming Soon', 'Invalid input'],
    ['source', 'footer', undefined],
    ['timestamp', 'now', 'Invalid input'],
    ['interests', ['everything'], 'Invalid input'],
    ['interests', 'platform_launch', 'Invalid input'],
  ])('%s %j gives %j', (field, value, message) => {
    const errors = validateFields(subscriptionPayloadSchema, { ...payload, [field]: value });
    expect(Object.entries(errors).find(([key]) => key.startsWith(field))?.[1]).toBe(message);
  });
});
