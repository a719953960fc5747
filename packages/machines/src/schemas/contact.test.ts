import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  emailArbitrary,
  nameArbitrary,
  phoneArbitrary,
  textArbitrary,
  tooLongArbitrary,
} from '../../harness/arbitraries.ts';
import { contactMessageSchema } from './contact.ts';
import { validateFields } from './errors.ts';
import { inquiryTypes } from './options.ts';

const valid = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  phone: '',
  company: '',
  subject: 'Workshop for our team',
  message: 'We would like a two-day workshop on React.',
  inquiryType: 'general',
};

function errorFor(field: keyof typeof valid, value: unknown) {
  return validateFields(contactMessageSchema, { ...valid, [field]: value })[field];
}

const x = (n: number) => 'x'.repeat(n);

describe('contactMessageSchema', () => {
  it('accepts a complete message and trims every text field', () => {
    const output = v.parse(contactMessageSchema, { ...valid, firstName: '  Asha ', company: ' Acme ' });
    expect(output).toEqual({ ...valid, company: 'Acme' });
  });

  it('reports every required field of an empty object with its own message', () => {
    expect(validateFields(contactMessageSchema, {})).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
      inquiryType: 'Please select an inquiry type',
    });
  });

  it('uses the documented wording for every name message', () => {
    const messages = (field: string, values: unknown[]) =>
      values.map((value) => validateFields(contactMessageSchema, { ...valid, [field]: value })[field]);
    expect(messages('firstName', ['', 'A', x(51), 'A1'])).toEqual([
      'First name is required',
      'First name must be at least 2 characters',
      'First name must be less than 50 characters',
      'First name can only contain letters, spaces, hyphens, and apostrophes',
    ]);
    expect(messages('lastName', ['', 'A', x(51), 'A1'])).toEqual([
      'Last name is required',
      'Last name must be at least 2 characters',
      'Last name must be less than 50 characters',
      'Last name can only contain letters, spaces, hyphens, and apostrophes',
    ]);
  });

  describe.each([
    ['firstName', 'First name'],
    ['lastName', 'Last name'],
  ] as const)('%s', (field, label) => {
    it.each([
      ['', `${label} is required`],
      ['   ', `${label} is required`],
      [42, `${label} is required`],
      ['A', `${label} must be at least 2 characters`],
      ['Al', undefined],
      [x(49), undefined],
      [x(50), undefined],
      [x(51), `${label} must be less than 50 characters`],
      ['Asha1', `${label} can only contain letters, spaces, hyphens, and apostrophes`],
      ['Asha!', `${label} can only contain letters, spaces, hyphens, and apostrophes`],
      ['Asha_Rao', `${label} can only contain letters, spaces, hyphens, and apostrophes`],
      // No letter at all, or a mark with no letter to sit on.
      ['\u0301\u0301\u0301', `${label} can only contain letters, spaces, hyphens, and apostrophes`],
      ['--', `${label} can only contain letters, spaces, hyphens, and apostrophes`],
      ["' -", `${label} can only contain letters, spaces, hyphens, and apostrophes`],
      ['\u093f\u0938\u094c', `${label} can only contain letters, spaces, hyphens, and apostrophes`],
    ])('%j gives %j', (value, message) => {
      expect(errorFor(field, value)).toBe(message);
    });

    it.each([
      'अनिल कुमार',
      'सौरभ',
      'ஜெயக்குமார்',
      'ਗੁਰਪ੍ਰੀਤ',
      'সৌমিত্র',
      'ಶ್ರೀನಿವಾಸ',
      'മലയാളം\u200D',
      "D'Souza",
      'D\u2019Souza',
      'Mary-Jane',
      'Anne Marie',
      'Zoë',
      'Łukasz',
    ])('accepts the name %j', (name) => {
      expect(errorFor(field, name)).toBeUndefined();
    });
  });

  it.each([
    ['\u200B\u200C\u200D\u2060\uFEFF', 'First name is required'],
    ['A\u200B\u200D\u202E', 'First name must be at least 2 characters'],
    ['\u202EAsha\u202C', undefined],
  ])('first name %j, after its invisible characters are removed, gives %j', (value, message) => {
    expect(errorFor('firstName', value)).toBe(message);
  });

  it('stores one-line fields on one line and keeps the lines of the message', () => {
    const output = v.parse(contactMessageSchema, {
      ...valid,
      firstName: '\u2066Asha\u2069',
      subject: 'Hello\r\nBcc: victim@example.org',
      message: 'First line\r\nSecond line\u200B with \u202Ehidden\u202C text',
    });
    expect(output).toMatchObject({
      firstName: 'Asha',
      subject: 'Hello Bcc: victim@example.org',
      message: 'First line\nSecond line with hidden text',
    });
  });

  it.each([
    ['', 'Email is required'],
    ['asha', 'Please enter a valid email address'],
    ['asha@', 'Please enter a valid email address'],
    ['asha@example', 'Please enter a valid email address'],
    [`${x(87)}@example.com`, undefined],
    [`${x(88)}@example.com`, undefined],
    [`${x(89)}@example.com`, 'Email must be less than 100 characters'],
  ])('email %j gives %j', (value, message) => {
    expect(errorFor('email', value)).toBe(message);
  });

  it.each([
    ['', undefined],
    ['1', undefined],
    ['+919876543210', undefined],
    ['+91 98765-43210', undefined],
    ['(22) 2345 6789', undefined],
    ['(011) 2345 6789', 'Please enter a valid phone number'],
    [`9${'0'.repeat(15)}`, undefined],
    [`9${'0'.repeat(16)}`, 'Please enter a valid phone number'],
    ['0123456789', 'Please enter a valid phone number'],
    ['98765x43210', 'Please enter a valid phone number'],
    ['++919876543210', 'Please enter a valid phone number'],
  ])('phone %j gives %j', (value, message) => {
    expect(errorFor('phone', value)).toBe(message);
  });

  it.each([
    ['', undefined],
    [x(1), 'Company name must be between 2 and 100 characters'],
    [x(2), undefined],
    [x(3), undefined],
    [x(99), undefined],
    [x(100), undefined],
    [x(101), 'Company name must be between 2 and 100 characters'],
  ])('company %j gives %j', (value, message) => {
    expect(errorFor('company', value)).toBe(message);
  });

  it.each([
    ['', 'Subject is required'],
    [x(4), 'Subject must be at least 5 characters'],
    [x(5), undefined],
    [x(6), undefined],
    [x(99), undefined],
    [x(100), undefined],
    [x(101), 'Subject must be less than 100 characters'],
  ])('subject of %j gives %j', (value, message) => {
    expect(errorFor('subject', value)).toBe(message);
  });

  it.each([
    ['', 'Message is required'],
    [x(9), 'Message must be at least 10 characters'],
    [x(10), undefined],
    [x(11), undefined],
    [x(999), undefined],
    [x(1000), undefined],
    [x(1001), 'Message must be less than 1000 characters'],
  ])('message of %j gives %j', (value, message) => {
    expect(errorFor('message', value)).toBe(message);
  });

  it.each([...inquiryTypes])('accepts the inquiry type %j', (value) => {
    expect(errorFor('inquiryType', value)).toBeUndefined();
  });

  it.each(['', 'other', 'General'])('rejects the inquiry type %j', (value) => {
    expect(errorFor('inquiryType', value)).toBe('Please select an inquiry type');
  });

  describe('properties', () => {
    const validMessage = fc.record({
      firstName: nameArbitrary(),
      lastName: nameArbitrary(),
      email: emailArbitrary,
      phone: fc.oneof(fc.constant(''), phoneArbitrary()),
      company: fc.oneof(fc.constant(''), textArbitrary(2, 100)),
      subject: textArbitrary(5, 100),
      message: textArbitrary(10, 1000),
      inquiryType: fc.constantFrom(...inquiryTypes),
    });

    it('accepts every message built from valid values', () => {
      fc.assert(
        fc.property(validMessage, (message) => {
          expect(validateFields(contactMessageSchema, message)).toEqual({});
        }),
      );
    });

    it.each([
      ['firstName', 50, 'First name must be less than 50 characters'],
      ['lastName', 50, 'Last name must be less than 50 characters'],
      ['email', 100, 'Email must be less than 100 characters'],
      ['company', 100, 'Company name must be between 2 and 100 characters'],
      ['subject', 100, 'Subject must be less than 100 characters'],
      ['message', 1000, 'Message must be less than 1000 characters'],
    ] as const)('rejects any %s longer than %i characters with its message', (field, limit, message) => {
      fc.assert(
        fc.property(tooLongArbitrary(limit), (value) => {
          expect(errorFor(field, value)).toBe(message);
        }),
      );
    });
  });
});
