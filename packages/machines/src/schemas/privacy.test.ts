import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createSubmissionReference } from './shortCode.ts';
import { privacyMessages, privacyRequestSchema } from './privacy.ts';

const messagesOf = (result: { success: boolean; issues?: readonly { message: string }[] }) =>
  result.success ? [] : result.issues!.map((issue) => issue.message);

describe('a privacy request', () => {
  it('reads a reference as a person types it, and takes none', () => {
    const reference = createSubmissionReference();
    const typed = reference.toLowerCase().replace('al-', 'AL ');
    expect(
      v.parse(privacyRequestSchema, { type: 'access', email: 'asha@example.com', reference: typed })
        .reference,
    ).toBe(reference);
    expect(
      v.parse(privacyRequestSchema, { type: 'access', email: 'asha@example.com', reference: ' ' }).reference,
    ).toBe('');
    expect(v.parse(privacyRequestSchema, { type: 'erasure', email: 'asha@example.com' }).details).toBe('');
  });

  it('refuses a mistyped reference, and a correction, nomination or grievance without details', () => {
    expect(
      messagesOf(
        v.safeParse(privacyRequestSchema, {
          type: 'access',
          email: 'asha@example.com',
          reference: 'AL-0000-0001',
        }),
      ),
    ).toEqual([privacyMessages.reference]);
    for (const type of ['correction', 'nomination', 'grievance']) {
      expect(
        messagesOf(v.safeParse(privacyRequestSchema, { type, email: 'asha@example.com', details: '  ' })),
      ).toEqual([privacyMessages.detailsRequired]);
    }
    expect(
      v.is(privacyRequestSchema, { type: 'grievance', email: 'asha@example.com', details: 'No answer yet.' }),
    ).toBe(true);
  });
});
