import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fillReplyTemplate, replyMessages, replySchema, replySituation } from './replies.ts';

describe('replies', () => {
  it("fill a template's every {name} and {reference}, and leave the rest as written", () => {
    expect(
      fillReplyTemplate('Dear {name}, about {reference} ({reference}): {other}', {
        name: 'Asha Rao',
        reference: 'AL-7K3M-Q2PC',
      }),
    ).toBe('Dear Asha Rao, about AL-7K3M-Q2PC (AL-7K3M-Q2PC): {other}');
  });

  it('have a situation for every kind but a subscription', () => {
    expect(['application', 'career', 'contact', 'feedback', 'subscription'].map(replySituation)).toEqual([
      'application',
      'application',
      'message',
      'feedback',
      undefined,
    ]);
  });

  it('take no address: a reply goes only where the submission said', () => {
    const parsed = v.parse(replySchema, {
      submissionId: '5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f',
      templateId: null,
      subject: ' Re: your message ',
      body: 'Thank you.',
      to: 'someone@example.org',
    });
    expect(parsed).toEqual({
      submissionId: '5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f',
      templateId: null,
      subject: 'Re: your message',
      body: 'Thank you.',
    });
    expect(v.safeParse(replySchema, { ...parsed, body: '   ' }).issues?.[0]?.message).toBe(
      replyMessages.body,
    );
  });
});
