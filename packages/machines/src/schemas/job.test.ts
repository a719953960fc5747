import { jobs } from '@aarambh/content';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { emailArbitrary, textArbitrary, tooLongArbitrary } from '../../harness/arbitraries.ts';
import { validateFields } from './errors.ts';
import { jobApplicationFactFields, jobApplicationFormSchema, jobApplicationPayloadSchema } from './job.ts';
import { jobAvailabilities, jobExperienceLevels } from './options.ts';

const form = {
  firstName: 'Ravi',
  lastName: 'Menon',
  email: 'ravi@example.com',
  phone: '+91 91234 56789',
  location: 'Kochi, India',
  experience: 'mid',
  availability: '1month',
  salary: '',
  coverLetter: '',
  portfolio: '',
  linkedin: '',
  github: '',
  agreeToTerms: true,
  consentApplication: true,
  allowContact: false,
};

function errorFor(field: keyof typeof form, value: unknown) {
  return validateFields(jobApplicationFormSchema, { ...form, [field]: value })[field];
}

const x = (n: number) => 'x'.repeat(n);

describe('jobApplicationFormSchema', () => {
  it('accepts a complete form', () => {
    expect(v.parse(jobApplicationFormSchema, form)).toEqual(form);
  });

  it('reports every required field of an empty form with the job form messages', () => {
    expect(validateFields(jobApplicationFormSchema, {})).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Please enter a valid email address',
      phone: 'Phone number is required',
      location: 'Location is required',
      experience: 'Please select your experience level',
      availability: 'Please select your availability',
      agreeToTerms: 'You must agree to the terms',
      consentApplication: 'You must consent to the use of your details for this application',
    });
  });

  it.each([
    ['firstName', ' ', 'First name is required'],
    ['firstName', 'R', undefined],
    ['firstName', x(100), undefined],
    ['firstName', x(101), 'Invalid input'],
    ['lastName', '', 'Last name is required'],
    ['email', '', 'Please enter a valid email address'],
    ['email', 'ravi@', 'Please enter a valid email address'],
    ['email', `${x(88)}@example.com`, undefined],
    ['email', `${x(89)}@example.com`, 'Email must be less than 100 characters'],
    ['phone', '', 'Phone number is required'],
    ['phone', x(30), undefined],
    ['phone', x(31), 'Invalid input'],
    ['location', '', 'Location is required'],
    ['experience', 'expert', 'Please select your experience level'],
    ['availability', 'tomorrow', 'Please select your availability'],
    ['agreeToTerms', false, 'You must agree to the terms'],
    ['allowContact', 'yes', 'Invalid input'],
    ['allowContact', true, undefined],
    ['salary', x(100), undefined],
    ['salary', x(101), 'Invalid input'],
    ['coverLetter', x(5000), undefined],
    ['coverLetter', x(5001), 'Invalid input'],
    ['github', `https://github.com/${x(181)}`, undefined],
    ['github', `https://github.com/${x(182)}`, 'Please enter a valid URL'],
    ['github', 'github.com/ravi', 'Please enter a valid URL'],
    ['portfolio', 'https://ravi.example/work', undefined],
    ['portfolio', 'javascript:alert(1)', 'Please enter a valid URL'],
    ['portfolio', 'data:text/html,<script>alert(1)</script>', 'Please enter a valid URL'],
    ['linkedin', 'https://www.linkedin.com/in/ravi-menon', undefined],
    ['linkedin', 'not a url', 'Please enter a valid LinkedIn profile URL'],
    ['linkedin', 'https://evil.example/in/ravi', 'Please enter a valid LinkedIn profile URL'],
  ] as const)('%s %j gives %j', (field, value, message) => {
    expect(errorFor(field, value)).toBe(message);
  });

  it('accepts exactly the experience and availability options', () => {
    for (const experience of jobExperienceLevels) expect(errorFor('experience', experience)).toBeUndefined();
    for (const availability of jobAvailabilities)
      expect(errorFor('availability', availability)).toBeUndefined();
  });

  it('accepts every form built from valid values (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          firstName: textArbitrary(1, 100),
          lastName: textArbitrary(1, 100),
          email: emailArbitrary,
          phone: textArbitrary(1, 30),
          location: textArbitrary(1, 100),
          experience: fc.constantFrom(...jobExperienceLevels),
          availability: fc.constantFrom(...jobAvailabilities),
          coverLetter: fc.oneof(fc.constant(''), textArbitrary(1, 5000)),
          agreeToTerms: fc.constant(true),
          consentApplication: fc.constant(true),
          allowContact: fc.boolean(),
        }),
        (values) => {
          expect(validateFields(jobApplicationFormSchema, values)).toEqual({});
        },
      ),
    );
  });

  it('rejects any e-mail longer than 100 characters with its message (property)', () => {
    fc.assert(
      fc.property(tooLongArbitrary(100), (email) => {
        expect(errorFor('email', email)).toBe('Email must be less than 100 characters');
      }),
    );
  });
});

describe('jobApplicationPayloadSchema', () => {
  const payload = {
    ...form,
    agreeToTerms: 'true',
    consentApplication: 'true',
    allowContact: 'true',
    jobId: '3',
  };

  function payloadError(field: string, value: unknown) {
    return validateFields(jobApplicationPayloadSchema, { ...payload, [field]: value })[field];
  }

  it('turns the multipart strings into typed values', () => {
    expect(v.parse(jobApplicationPayloadSchema, payload)).toEqual({
      ...form,
      agreeToTerms: true,
      consentApplication: true,
      allowContact: true,
      jobId: 3,
    });
  });

  it("drops a title and department the client adds: they are the catalogue's", () => {
    const output = v.parse(jobApplicationPayloadSchema, {
      ...payload,
      jobTitle: 'Chief Executive',
      department: 'Business',
    });
    for (const key of jobApplicationFactFields) expect(output).not.toHaveProperty(key);
  });

  it('treats a missing allowContact as false', () => {
    const { allowContact: _allow, ...rest } = payload;
    expect(v.parse(jobApplicationPayloadSchema, rest).allowContact).toBe(false);
  });

  it.each([
    ['agreeToTerms', 'false', 'You must agree to the terms'],
    ['agreeToTerms', '', 'You must agree to the terms'],
    ['allowContact', 'maybe', 'Invalid input'],
    ['jobId', '', 'Required'],
    ['jobId', 'abc', 'Invalid input'],
    ['jobId', '0', 'Invalid input'],
    ['jobId', '8', 'Job not found'],
    ['jobId', '999999999', 'Job not found'],
  ])('%s %j gives %j', (field, value, message) => {
    expect(payloadError(field, value)).toBe(message);
  });

  it.each(jobs.map((job) => job.id))('accepts the opening %j of the catalogue', (id) => {
    expect(payloadError('jobId', String(id))).toBeUndefined();
  });
});
