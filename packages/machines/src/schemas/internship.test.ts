// Longer than most files on purpose: the internship form has the most fields, and each has its
// boundary table (one below, at and one above each limit) and its property checks.
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
import { validateFields } from './errors.ts';
import {
  freeInternshipApplicationFormSchema,
  internshipApplicationFactFields,
  internshipApplicationFormSchema,
  internshipApplicationPayloadSchema,
  isHttpUrl,
} from './internship.ts';
import { graduationYears, internshipAvailabilities, internshipDurations } from './options.ts';

const form = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  university: 'Delhi University',
  major: 'Computer Science',
  graduationYear: '2026',
  gpa: '',
  coverLetter: '',
  linkedin: '',
  portfolio: '',
  availability: 'flexible',
  duration: '8-weeks',
  transactionId: 'UPI1234567890',
  paymentDone: true,
  agreedToTerms: true,
  consentApplication: true,
  age: 'adult' as const,
};

function errorFor(field: keyof typeof form, value: unknown) {
  return validateFields(internshipApplicationFormSchema, { ...form, [field]: value })[field];
}

const x = (n: number) => 'x'.repeat(n);

describe('internshipApplicationFormSchema', () => {
  it('accepts a complete form; a blank GPA becomes undefined', () => {
    expect(v.parse(internshipApplicationFormSchema, form)).toEqual({
      ...form,
      gpa: undefined,
      consentUpdates: false,
      guardianName: '',
      guardianEmail: '',
      guardianDeclaration: false,
    });
  });

  it('reports every required field of an empty form with its own message', () => {
    expect(validateFields(internshipApplicationFormSchema, {})).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      university: 'University is required',
      major: 'Major is required',
      graduationYear: 'Graduation year is required',
      availability: 'Availability is required',
      duration: 'Duration is required',
      transactionId: 'Transaction ID is required',
      paymentDone: 'You must confirm that payment is completed',
      agreedToTerms: 'You must agree to the terms and conditions',
      consentApplication: 'You must consent to the use of your details for this application',
      age: 'Please tell us whether you are 18 or older',
    });
  });

  it.each([
    ['firstName', 'A', 'First name must be at least 2 characters'],
    ['firstName', x(51), 'First name must be less than 50 characters'],
    ['lastName', 'R2', 'Last name can only contain letters, spaces, hyphens, and apostrophes'],
    ['lastName', 'राव', undefined],
    ['email', 'asha@', 'Please enter a valid email address'],
  ] as const)('%s %j gives %j (the shared name and e-mail rules)', (field, value, message) => {
    expect(errorFor(field, value)).toBe(message);
  });

  it.each([
    ['', 'Phone number is required'],
    ['98765x4321', 'Please enter a valid phone number'],
    ['0987654321', 'Please enter a valid phone number'],
    ['987654321', 'Phone number must be at least 10 digits'],
    ['+91 987654', 'Phone number must be at least 10 digits'],
    ['9876543210', undefined],
    ['98765432101', undefined],
    ['+919876543210', undefined],
    [`9${'0'.repeat(15)}`, undefined],
    [`9${'0'.repeat(16)}`, 'Please enter a valid phone number'],
  ])('phone %j gives %j', (value, message) => {
    expect(errorFor('phone', value)).toBe(message);
  });

  describe.each([
    ['university', 'University'],
    ['major', 'Major'],
  ] as const)('%s', (field, label) => {
    it.each([
      ['', `${label} is required`],
      [x(1), `${label} must be between 2 and 100 characters`],
      [x(2), undefined],
      [x(3), undefined],
      [x(99), undefined],
      [x(100), undefined],
      [x(101), `${label} must be between 2 and 100 characters`],
    ])('%j gives %j', (value, message) => {
      expect(errorFor(field, value)).toBe(message);
    });
  });

  it.each([
    ['graduationYear', graduationYears, ['', '2023', '2029'], 'Graduation year is required'],
    ['availability', internshipAvailabilities, ['', 'soon'], 'Availability is required'],
    ['duration', internshipDurations, ['', '10-weeks', '4 weeks'], 'Duration is required'],
  ] as const)('%s accepts exactly its options', (field, options, wrong, message) => {
    for (const option of options) expect(errorFor(field, option)).toBeUndefined();
    for (const value of wrong) expect(errorFor(field, value)).toBe(message);
  });

  it.each([
    ['', undefined, undefined],
    ['-0.1', 'GPA must be between 0.0 and 4.0', undefined],
    ['0', undefined, 0],
    ['0.0', undefined, 0],
    ['0.1', undefined, 0.1],
    ['3.9', undefined, 3.9],
    ['4.0', undefined, 4],
    ['4', undefined, 4],
    ['4.01', 'GPA must be between 0.0 and 4.0', undefined],
    ['4.1', 'GPA must be between 0.0 and 4.0', undefined],
    ['three', 'GPA must be between 0.0 and 4.0', undefined],
    ['3,5', 'GPA must be between 0.0 and 4.0', undefined],
  ])('gpa %j gives %j', (value, message, output) => {
    expect(errorFor('gpa', value)).toBe(message);
    if (message === undefined)
      expect(v.parse(internshipApplicationFormSchema, { ...form, gpa: value }).gpa).toBe(output);
  });

  it.each([
    ['', undefined],
    [x(49), 'Cover letter must be between 50 and 2000 characters if provided'],
    [x(50), undefined],
    [x(51), undefined],
    [x(1999), undefined],
    [x(2000), undefined],
    [x(2001), 'Cover letter must be between 50 and 2000 characters if provided'],
  ])('cover letter of %j gives %j', (value, message) => {
    expect(errorFor('coverLetter', value)).toBe(message);
  });

  it.each([
    ['', undefined],
    ['https://www.linkedin.com/in/asha-rao', undefined],
    ['http://linkedin.com/in/asha_rao/', undefined],
    ['https://in.linkedin.com/in/asha-rao-123', undefined],
    ['https://www.linkedin.com/company/acme', 'Please enter a valid LinkedIn profile URL'],
    ['linkedin.com/in/asha', 'Please enter a valid LinkedIn profile URL'],
    ['https://evil.example/linkedin.com/in/asha', 'Please enter a valid LinkedIn profile URL'],
    ['https://www.linkedin.com/in/', 'Please enter a valid LinkedIn profile URL'],
    [`https://www.linkedin.com/in/${x(172)}`, undefined],
    [`https://www.linkedin.com/in/${x(173)}`, 'Please enter a valid LinkedIn profile URL'],
  ])('linkedin %j gives %j', (value, message) => {
    expect(errorFor('linkedin', value)).toBe(message);
  });

  it.each([
    ['', undefined],
    ['https://asha.dev', undefined],
    ['http://example.com/work?x=1', undefined],
    ['ftp://example.com', 'Please enter a valid URL'],
    ['javascript:alert(1)', 'Please enter a valid URL'],
    ['example.com', 'Please enter a valid URL'],
    ['https://', 'Please enter a valid URL'],
  ])('portfolio %j gives %j', (value, message) => {
    expect(errorFor('portfolio', value)).toBe(message);
  });

  it.each([
    ['', 'Transaction ID is required'],
    [x(9), 'Transaction ID must be at least 10 characters'],
    [x(10), undefined],
    [x(11), undefined],
    [x(49), undefined],
    [x(50), undefined],
    [x(51), 'Transaction ID must be less than 50 characters'],
  ])('transaction id %j gives %j', (value, message) => {
    expect(errorFor('transactionId', value)).toBe(message);
  });

  it.each([
    ['paymentDone', 'You must confirm that payment is completed'],
    ['agreedToTerms', 'You must agree to the terms and conditions'],
  ] as const)('%s must be true', (field, message) => {
    expect(errorFor(field, false)).toBe(message);
    expect(errorFor(field, 'true')).toBe(message);
    expect(errorFor(field, true)).toBeUndefined();
  });

  describe('properties', () => {
    const validForm = fc.record({
      firstName: nameArbitrary(),
      lastName: nameArbitrary(),
      email: emailArbitrary,
      phone: phoneArbitrary(10),
      university: textArbitrary(2, 100),
      major: textArbitrary(2, 100),
      graduationYear: fc.constantFrom(...graduationYears),
      gpa: fc.oneof(
        fc.constant(''),
        fc.integer({ min: 0, max: 40 }).map((tenths) => (tenths / 10).toFixed(1)),
      ),
      coverLetter: fc.oneof(fc.constant(''), textArbitrary(50, 2000)),
      linkedin: fc.oneof(
        fc.constant(''),
        fc.stringMatching(/^[a-z0-9-]{1,40}$/).map((handle) => `https://www.linkedin.com/in/${handle}`),
      ),
      portfolio: fc.oneof(
        fc.constant(''),
        fc.webUrl({ validSchemes: ['https', 'http'] }).filter((url) => url.length <= 200),
      ),
      availability: fc.constantFrom(...internshipAvailabilities),
      duration: fc.constantFrom(...internshipDurations),
      transactionId: textArbitrary(10, 50),
      paymentDone: fc.constant(true),
      agreedToTerms: fc.constant(true),
      consentApplication: fc.constant(true),
      age: fc.constant('adult'),
    });

    it('accepts every form built from valid values', () => {
      fc.assert(
        fc.property(validForm, (values) => {
          expect(validateFields(internshipApplicationFormSchema, values)).toEqual({});
        }),
      );
    });

    it.each([
      ['university', 100, 'University must be between 2 and 100 characters'],
      ['major', 100, 'Major must be between 2 and 100 characters'],
      ['coverLetter', 2000, 'Cover letter must be between 50 and 2000 characters if provided'],
      ['transactionId', 50, 'Transaction ID must be less than 50 characters'],
    ] as const)('rejects any %s longer than %i characters with its message', (field, limit, message) => {
      fc.assert(
        fc.property(tooLongArbitrary(limit), (value) => {
          expect(errorFor(field, value)).toBe(message);
        }),
      );
    });

    it('rejects any GPA above 4.0 or below 0.0', () => {
      fc.assert(
        fc.property(
          fc.oneof(
            fc.double({ min: 4.001, max: 99, noNaN: true }),
            fc.double({ min: -99, max: -0.001, noNaN: true }),
          ),
          (gpa) => {
            expect(errorFor('gpa', String(gpa))).toBe('GPA must be between 0.0 and 4.0');
          },
        ),
      );
    });
  });
});

describe('freeInternshipApplicationFormSchema', () => {
  it('needs no transaction id or payment when the opportunity is free', () => {
    const output = v.parse(freeInternshipApplicationFormSchema, {
      ...form,
      transactionId: '',
      paymentDone: false,
    });
    expect(output).toMatchObject({ transactionId: '', paymentDone: false, agreedToTerms: true });
  });

  it('still requires the terms and caps a given transaction id at 50 characters', () => {
    expect(
      validateFields(freeInternshipApplicationFormSchema, {
        ...form,
        transactionId: x(51),
        agreedToTerms: false,
      }),
    ).toEqual({
      transactionId: 'Transaction ID must be less than 50 characters',
      agreedToTerms: 'You must agree to the terms and conditions',
    });
  });
});

describe('internshipApplicationPayloadSchema', () => {
  const payload = {
    ...form,
    gpa: '3.5',
    paymentDone: 'true',
    agreedToTerms: 'true',
    consentApplication: 'true',
    opportunityId: '7',
    paymentReference: 'AL7K3M9QX2PD',
  };

  function payloadError(field: string, value: unknown) {
    return validateFields(internshipApplicationPayloadSchema, { ...payload, [field]: value })[field];
  }

  it('turns the multipart strings into typed values', () => {
    expect(v.parse(internshipApplicationPayloadSchema, payload)).toEqual({
      ...form,
      gpa: 3.5,
      paymentDone: true,
      agreedToTerms: true,
      consentApplication: true,
      consentUpdates: false,
      guardianName: '',
      guardianEmail: '',
      guardianDeclaration: false,
      opportunityId: 7,
      paymentReference: 'AL7K3M9QX2PD',
    });
  });

  it.each([
    ['AL7K3M9QX2PD', undefined],
    [' AL7K3M9QX2PD ', undefined],
    ['', undefined],
    ['al7k3m9qx2pd', 'Invalid input'],
    ['AL7K3M9QX2P', 'Invalid input'],
    ['AL7K3M9QX2PDX', 'Invalid input'],
    ['AL7K3M9QX2PI', 'Invalid input'],
    ['upi://pay?pa=x', 'Invalid input'],
  ])('checks the payment reference %j again: %j', (paymentReference, message) => {
    expect(payloadError('paymentReference', paymentReference)).toBe(message);
  });

  it("drops the facts a client may add: the catalogue's title, company, owner and fee are not the call's", () => {
    const output = v.parse(internshipApplicationPayloadSchema, {
      ...payload,
      paymentAmount: '0',
      opportunityTitle: 'Invented',
      opportunityCompany: 'Elsewhere',
      ownerEmail: 'ceo@aarambhlabs.example',
    });
    for (const key of internshipApplicationFactFields) {
      expect(output).not.toHaveProperty(key);
    }
  });

  it('accepts a call without agreedToTerms, as docs/submissions.md lists the call, and without blank optional fields', () => {
    const {
      agreedToTerms: _terms,
      gpa: _gpa,
      coverLetter: _letter,
      linkedin: _in,
      portfolio: _site,
      ...rest
    } = payload;
    expect(v.parse(internshipApplicationPayloadSchema, rest)).toMatchObject({
      agreedToTerms: true,
      consentApplication: true,
      gpa: undefined,
      coverLetter: '',
    });
  });

  it.each([
    ['paymentDone', 'false', 'You must confirm that payment is completed'],
    ['paymentDone', 'yes', 'You must confirm that payment is completed'],
    ['paymentDone', true, 'You must confirm that payment is completed'],
    ['agreedToTerms', 'false', 'You must agree to the terms and conditions'],
    ['transactionId', '', 'Transaction ID is required'],
    ['transactionId', x(9), 'Transaction ID must be at least 10 characters'],
    ['transactionId', x(10), undefined],
    ['transactionId', x(50), undefined],
    ['transactionId', x(51), 'Transaction ID must be less than 50 characters'],
    ['opportunityId', '', 'Required'],
    ['opportunityId', '0', 'Invalid input'],
    ['opportunityId', '1', undefined],
    ['opportunityId', '21', undefined],
    ['opportunityId', '22', 'Opportunity Not Found'],
    ['opportunityId', '999999999', 'Opportunity Not Found'],
    ['opportunityId', '3.5', 'Invalid input'],
    ['gpa', '4.5', 'GPA must be between 0.0 and 4.0'],
    ['graduationYear', '2029', 'Graduation year is required'],
  ])('%s %j gives %j', (field, value, message) => {
    expect(payloadError(field, value)).toBe(message);
  });

  it('requires the payment of a paid opportunity, whatever amount the call names', () => {
    expect(
      validateFields(internshipApplicationPayloadSchema, {
        ...payload,
        paymentAmount: '0',
        transactionId: '',
        paymentDone: 'false',
      }),
    ).toEqual({
      transactionId: 'Transaction ID is required',
      paymentDone: 'You must confirm that payment is completed',
    });
  });

  it('reports payment problems beside other field errors', () => {
    expect(
      validateFields(internshipApplicationPayloadSchema, {
        ...payload,
        firstName: '',
        transactionId: '',
        paymentDone: 'false',
      }),
    ).toEqual({
      firstName: 'First name is required',
      transactionId: 'Transaction ID is required',
      paymentDone: 'You must confirm that payment is completed',
    });
  });

  it('accepts any valid form for any opportunity of the catalogue and any duration', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 21 }),
        fc.constantFrom(...internshipDurations),
        (id, duration) => {
          const result = v.safeParse(internshipApplicationPayloadSchema, {
            ...payload,
            opportunityId: String(id),
            duration,
          });
          expect(result.success).toBe(true);
        },
      ),
    );
  });
});

describe('isHttpUrl', () => {
  it.each([
    ['https://example.com', true],
    ['http://localhost:8080/x', true],
    ['mailto:asha@example.com', false],
    ['not a url', false],
    ['file:///etc/passwd', false],
  ])('%j is %s', (value, expected) => {
    expect(isHttpUrl(value)).toBe(expected);
  });
});
