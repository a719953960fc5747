import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { emailSchema, optionalEmailSchema } from './email.ts';

const x = (n: number) => 'x'.repeat(n);

function message(schema: v.GenericSchema, value: unknown) {
  const result = v.safeParse(schema, value);
  return result.success ? undefined : result.issues[0].message;
}

describe('emailSchema', () => {
  const schema = emailSchema({ required: 'Required', invalid: 'Bad', tooLong: 'Long' });

  it.each([
    [undefined, 'Required'],
    [7, 'Required'],
    ['', 'Required'],
    ['a@b', 'Bad'],
    [`${x(88)}@example.com`, undefined],
    [`${x(89)}@example.com`, 'Long'],
    [x(101), 'Long'],
  ])('%j gives %j', (value, expected) => {
    expect(message(schema, value)).toBe(expected);
  });

  it('uses the invalid message for length when no length message is given', () => {
    expect(message(emailSchema({ required: 'Required', invalid: 'Bad' }), x(101))).toBe('Bad');
  });
});

describe('optionalEmailSchema', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['  ', undefined],
    ['a@b', 'Bad'],
    ['asha@example.com', undefined],
    [x(101), 'Bad'],
  ])('%j gives %j when no length message is given', (value, expected) => {
    expect(message(optionalEmailSchema({ invalid: 'Bad' }), value)).toBe(expected);
  });
});
