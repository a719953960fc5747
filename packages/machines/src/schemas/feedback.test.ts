import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { emailArbitrary, textArbitrary, tooLongArbitrary } from '../../harness/arbitraries.ts';
import { validateFields } from './errors.ts';
import { feedbackPayloadSchema, feedbackSchema } from './feedback.ts';

const form = {
  name: 'Meera',
  email: 'meera@example.com',
  message: 'The workshop was great.',
  rating: 4,
  isAnonymous: false,
};

function errorFor(field: keyof typeof form, value: unknown) {
  return validateFields(feedbackSchema, { ...form, [field]: value })[field];
}

const x = (n: number) => 'x'.repeat(n);

describe('feedbackSchema', () => {
  it('accepts a complete form', () => {
    expect(v.parse(feedbackSchema, form)).toEqual(form);
  });

  it('defaults the rating to 5, not anonymous, with blank name and e-mail', () => {
    expect(v.parse(feedbackSchema, { message: 'Lovely people.' })).toEqual({
      name: '',
      email: '',
      message: 'Lovely people.',
      rating: 5,
      isAnonymous: false,
    });
  });

  it('blanks the name and e-mail in anonymous mode', () => {
    expect(v.parse(feedbackSchema, { ...form, isAnonymous: true })).toEqual({
      ...form,
      name: '',
      email: '',
      isAnonymous: true,
    });
  });

  it.each([
    ['name', '', undefined],
    ['name', x(99), undefined],
    ['name', x(100), undefined],
    ['name', x(101), 'Name must be less than 100 characters'],
    ['email', '', undefined],
    ['email', 'meera@', 'Please enter a valid email address'],
    ['email', `${x(88)}@example.com`, undefined],
    ['email', `${x(89)}@example.com`, 'Email must be less than 100 characters'],
    ['message', '', 'Message is required'],
    ['message', x(9), 'Message must be at least 10 characters'],
    ['message', x(10), undefined],
    ['message', x(11), undefined],
    ['message', x(999), undefined],
    ['message', x(1000), undefined],
    ['message', x(1001), 'Message must be less than 1000 characters'],
    ['rating', 0, 'Rating must be between 1 and 5'],
    ['rating', 1, undefined],
    ['rating', 2, undefined],
    ['rating', 4, undefined],
    ['rating', 5, undefined],
    ['rating', 6, 'Rating must be between 1 and 5'],
    ['rating', 3.5, 'Rating must be between 1 and 5'],
    ['rating', '5', 'Rating must be between 1 and 5'],
    ['isAnonymous', 'yes', 'Invalid input'],
  ] as const)('%s %j gives %j', (field, value, message) => {
    expect(errorFor(field, value)).toBe(message);
  });

  it('accepts every form built from valid values (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          name: fc.oneof(fc.constant(''), textArbitrary(1, 100)),
          email: fc.oneof(fc.constant(''), emailArbitrary),
          message: textArbitrary(10, 1000),
          rating: fc.integer({ min: 1, max: 5 }),
          isAnonymous: fc.boolean(),
        }),
        (values) => {
          expect(validateFields(feedbackSchema, values)).toEqual({});
        },
      ),
    );
  });

  it.each([
    ['name', 100, 'Name must be less than 100 characters'],
    ['email', 100, 'Email must be less than 100 characters'],
    ['message', 1000, 'Message must be less than 1000 characters'],
  ] as const)(
    'rejects any %s longer than %i characters with its message (property)',
    (field, limit, message) => {
      fc.assert(
        fc.property(tooLongArbitrary(limit), (value) => {
          expect(errorFor(field, value)).toBe(message);
        }),
      );
    },
  );

  it('rejects any rating outside 1 to 5 (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 6 })), (rating) => {
        expect(errorFor('rating', rating)).toBe('Rating must be between 1 and 5');
      }),
    );
  });
});

describe('feedbackPayloadSchema', () => {
  const payload = { ...form, timestamp: '2025-03-01T10:30:00.000Z', source: 'feedback_page' };

  it('accepts the form with a timestamp and source', () => {
    expect(v.parse(feedbackPayloadSchema, payload)).toEqual(payload);
  });

  it('blanks the name and e-mail of anonymous feedback', () => {
    expect(v.parse(feedbackPayloadSchema, { ...payload, isAnonymous: true })).toMatchObject({
      name: '',
      email: '',
    });
  });

  it.each([
    ['timestamp', undefined, 'Required'],
    ['timestamp', '', 'Required'],
    ['timestamp', 'yesterday', 'Invalid input'],
    ['timestamp', '2025-03-01', 'Invalid input'],
    ['timestamp', '2025-03-01T10:30:00+05:30', undefined],
    ['source', '', 'Required'],
    ['source', x(101), 'Invalid input'],
  ])('%s %j gives %j', (field, value, message) => {
    expect(validateFields(feedbackPayloadSchema, { ...payload, [field]: value })[field]).toBe(message);
  });
});
