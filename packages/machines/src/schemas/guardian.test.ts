import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { validateFields } from './errors.ts';
import { guardianMessages } from './guardian.ts';
import { internshipApplicationPayloadSchema } from './internship.ts';

/** A paid opportunity's call from an applicant under 18, as `FormData` sends it: no payment yet. */
const minor = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  phone: '+919876543210',
  university: 'Delhi University',
  major: 'Computer Science',
  graduationYear: '2027',
  availability: 'immediately',
  duration: '4-weeks',
  consentApplication: 'true',
  opportunityId: '7',
  age: 'minor',
  guardianName: 'Meera Rao',
  guardianEmail: 'meera@example.com',
  guardianDeclaration: 'true',
};

const errors = (fields: Record<string, unknown>) =>
  validateFields(internshipApplicationPayloadSchema, { ...minor, ...fields });

describe('the age and the guardian in the application call', () => {
  it('takes an applicant under 18 with a guardian and no payment: the fee is asked for after the guardian', () => {
    expect(v.parse(internshipApplicationPayloadSchema, minor)).toMatchObject({
      age: 'minor',
      guardianName: 'Meera Rao',
      guardianEmail: 'meera@example.com',
      guardianDeclaration: true,
      paymentDone: false,
      transactionId: '',
    });
  });

  it('keeps no payment an applicant under 18 sends with the application', () => {
    expect(
      v.parse(internshipApplicationPayloadSchema, {
        ...minor,
        transactionId: 'UPI1234567890',
        paymentDone: 'true',
      }),
    ).toMatchObject({ transactionId: '', paymentDone: false });
  });

  it('asks for the age, as a choice of two', () => {
    expect(errors({ age: '' })).toMatchObject({ age: guardianMessages.age });
    expect(errors({ age: '17' })).toMatchObject({ age: guardianMessages.age });
  });

  it.each([
    [{ guardianName: '' }, 'guardianName', guardianMessages.nameRequired],
    [{ guardianName: 'M' }, 'guardianName', guardianMessages.name],
    [{ guardianName: '<a href>' }, 'guardianName', guardianMessages.name],
    [{ guardianEmail: '' }, 'guardianEmail', guardianMessages.emailRequired],
    [{ guardianEmail: 'not an address' }, 'guardianEmail', guardianMessages.email],
    [{ guardianEmail: 'ASHA@example.com' }, 'guardianEmail', guardianMessages.sameEmail],
    [{ guardianDeclaration: 'false' }, 'guardianDeclaration', guardianMessages.declaration],
  ])('under 18, %j is refused on %s', (fields, field, message) => {
    expect(errors(fields)[field]).toBe(message);
  });

  it('asks an adult for the payment of a paid opportunity, and keeps none of the guardian fields sent', () => {
    expect(errors({ age: 'adult' })).toMatchObject({ transactionId: 'Transaction ID is required' });
    const adult = v.parse(internshipApplicationPayloadSchema, {
      ...minor,
      age: 'adult',
      transactionId: 'UPI1234567890',
      paymentDone: 'true',
    });
    expect(adult).toMatchObject({ guardianName: '', guardianEmail: '', guardianDeclaration: false });
  });
});
