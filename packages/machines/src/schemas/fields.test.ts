import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { calls, type CallName } from './calls.ts';
import { optionalPhoneSchema } from './contact.ts';
import { validateFields } from './errors.ts';
import { languageMessage, languageSchema, submissionLanguage, toLatinDigits } from './fields.ts';
import { internshipApplicationFormSchema, internshipApplicationPayloadSchema } from './internship.ts';
import { jobApplicationFormSchema } from './job.ts';
import { looksLikeUtr, paymentConfirmationSchema } from './payment.ts';

describe('languageSchema', () => {
  it('lets a page built before it leave the language out, which reads as English', () => {
    expect(v.parse(languageSchema, undefined)).toBeUndefined();
    expect(submissionLanguage({})).toBe('en');
    expect(submissionLanguage({ language: 'hi' })).toBe('hi');
  });

  it.each(['en', 'hi'])('keeps %j', (language) => {
    expect(v.parse(languageSchema, language)).toBe(language);
  });

  it.each(['fr', 'HI', 'hi-IN', '', 1, null])(
    'refuses %j with a message naming the languages',
    (language) => {
      const result = v.safeParse(languageSchema, language);
      expect(result.success).toBe(false);
      expect(result.issues?.[0].message).toBe('Language must be one of: en, hi');
    },
  );
});

describe('the five calls carry the language', () => {
  const names = Object.keys(calls) as CallName[];

  it.each(names)('%s refuses a language outside the list', (name) => {
    expect(validateFields(calls[name].schema, { language: 'fr' }).language).toBe(languageMessage);
  });

  it.each(names)('%s accepts Hindi and a missing language', (name) => {
    expect(validateFields(calls[name].schema, { language: 'hi' }).language).toBeUndefined();
    expect(validateFields(calls[name].schema, {}).language).toBeUndefined();
  });
});

describe('toLatinDigits', () => {
  it('writes each Devanagari digit as its Latin digit and leaves the rest as typed', () => {
    expect(toLatinDigits('०१२३४५६७८९')).toBe('0123456789');
    expect(toLatinDigits('UTR ४१२३-ab')).toBe('UTR 4123-ab');
    expect(toLatinDigits('नाम')).toBe('नाम');
  });
});

const internshipForm = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  phone: '+९१ ९८७६५ ४३२१०',
  university: 'Delhi University',
  major: 'Computer Science',
  graduationYear: '२०२६',
  gpa: '३.५',
  availability: 'flexible',
  duration: '8-weeks',
  transactionId: '४१२३४५६७८९०१',
  paymentDone: true,
  agreedToTerms: true,
  consentApplication: true,
  age: 'adult' as const,
};

describe('fields a visitor types numbers into', () => {
  it('accept Devanagari digits on the internship form and give Latin digits', () => {
    expect(v.parse(internshipApplicationFormSchema, internshipForm)).toMatchObject({
      phone: '+91 98765 43210',
      graduationYear: '2026',
      gpa: 3.5,
      transactionId: '412345678901',
    });
  });

  it('check the Latin digits against the same rules: a short UTR is still refused', () => {
    const result = v.safeParse(internshipApplicationFormSchema, { ...internshipForm, transactionId: '४१२३' });
    expect(result.success).toBe(false);
    expect(result.issues?.[0].message).toBe('Transaction ID must be at least 10 characters');
  });

  it('store Latin digits from the multipart call', () => {
    const payload = {
      ...internshipForm,
      paymentDone: 'true',
      agreedToTerms: 'true',
      consentApplication: 'true',
      opportunityId: '1',
    };
    const output = v.parse(internshipApplicationPayloadSchema, payload);
    expect(output).toMatchObject({ phone: '+91 98765 43210', transactionId: '412345678901', gpa: 3.5 });
  });

  it('accept a UTR in Devanagari digits in the payment dialog', () => {
    expect(v.parse(paymentConfirmationSchema, { transactionId: '४१२३४५६७८९०१', confirmed: true })).toEqual({
      transactionId: '412345678901',
      confirmed: true,
    });
    expect(looksLikeUtr('४१२३ ४५६७ ८९०१')).toBe(true);
  });

  it('accept a phone number in Devanagari digits on the contact and job forms', () => {
    expect(v.parse(optionalPhoneSchema, '९८७६५४३२१०')).toBe('9876543210');
    expect(v.parse(jobApplicationFormSchema.entries.phone, '९८७६५४३२१०')).toBe('9876543210');
  });
});
