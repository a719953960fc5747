import { sourceHash, type Translation } from '@aarambh/content/hindi';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { internshipFailureDescription } from '../internshipApplication/internshipApplicationMachine.ts';
import { fieldErrors } from '../schemas/errors.ts';
import { emailMessages } from '../schemas/email.ts';
import { internshipApplicationPayloadSchema } from '../schemas/internship.ts';
import { networkMessages } from '../schemas/calls.ts';
import { paymentConfirmationSchema, paymentToasts } from '../schemas/payment.ts';
import { emailMessagesHindi, paymentToastsHindi } from './messages.hi.ts';
import {
  hasHindiMessage,
  messageInHindi,
  currentHindiMessages,
  messagePairs,
  type MessageSet,
  messageSets,
  staleMessageTranslations,
} from './index.ts';

/** The dotted paths of a set's texts. */
const keysOf = (value: unknown, at = ''): string[] =>
  typeof value === 'string' || (typeof value === 'object' && value !== null && 'source' in value)
    ? [at]
    : Object.entries(value as object).flatMap(([key, inner]) => keysOf(inner, `${at}.${key}`));

describe("the machines' messages in Hindi", () => {
  it.each(Object.entries(messageSets))('%s has every text the English has, and no other', (_, set) => {
    expect(keysOf(set.hindi)).toEqual(keysOf(set.english));
  });

  it('fails the type check on a missing key', () => {
    // @ts-expect-error: `tooLong` is missing.
    const missing: Translation<typeof emailMessages> = {
      required: emailMessagesHindi.required,
      invalid: emailMessagesHindi.invalid,
    };
    expect(missing).toBeDefined();
  });

  it('is up to date: every Hindi message records the hash of the English it translates', () => {
    expect(staleMessageTranslations()).toEqual([]);
  });

  it('finds a Hindi message whose English changed, and shows that message in English', async () => {
    const { staleTexts } = await import('@aarambh/content/hindi');
    const changed = { ...emailMessages, invalid: 'Please enter a valid e-mail address' };
    expect(staleTexts('machines.emailMessages', changed, emailMessagesHindi)).toEqual([
      {
        key: 'machines.emailMessages.invalid',
        english: changed.invalid,
        hash: sourceHash(changed.invalid),
      },
    ]);
    expect(messageInHindi(changed.invalid)).toBe(changed.invalid);
    expect(hasHindiMessage(changed.invalid)).toBe(false);
  });

  it.each(Object.keys(networkMessages) as (keyof typeof networkMessages)[])(
    "shows a call that got no answer (%s: the site's API client's message) in Hindi",
    (kind) => {
      expect(messageInHindi(networkMessages[kind])).toMatch(/^[\u0900-\u097F]/);
    },
  );

  it('gives one Hindi text for an English text that several sets share', () => {
    const byEnglish = new Map<string, Set<string>>();
    for (const { english, hindi } of Object.values(messageSets))
      for (const [text, translated] of messagePairs(english, hindi))
        byEnglish.set(
          text,
          (byEnglish.get(text) ?? new Set()).add(
            typeof translated === 'string' ? translated : translated.text,
          ),
        );
    const differing = [...byEnglish].filter(([, texts]) => texts.size > 1).map(([text]) => text);
    expect(differing).toEqual([]);
  });

  it('takes a plain Hindi string as up to date (the client build that found nothing stale dropped its hash), and leaves a stale text out', () => {
    const english = { hello: 'Hello', bye: 'Bye' };
    const hindi = { hello: 'नमस्ते', bye: { text: 'अलविदा', source: '00000000' } };
    expect([...currentHindiMessages([{ english, hindi } as MessageSet<unknown>])]).toEqual([
      ['Hello', 'नमस्ते'],
    ]);
  });

  it("translates the browser's messages: a payment step refused in the dialog", () => {
    const result = v.safeParse(paymentConfirmationSchema, { transactionId: '१२३', confirmed: true });
    expect(result.success).toBe(false);
    const message = result.issues?.[0].message ?? '';
    expect(message).toBe(paymentToasts.transactionIdTooShort.description);
    expect(messageInHindi(message)).toBe(paymentToastsHindi.transactionIdTooShort.description.text);
    expect(messageInHindi(paymentToasts.transactionIdTooShort.title)).toBe('ट्रांज़ैक्शन आईडी सही नहीं है');
  });

  it("translates the server's answer: the English of the shared schema, field by field", () => {
    const result = v.safeParse(internshipApplicationPayloadSchema, { firstName: 'A', email: 'no' });
    const errors = result.success ? {} : fieldErrors(result.issues);
    expect(errors.firstName).toBe('First name must be at least 2 characters');
    const hindi = Object.fromEntries(
      Object.entries(errors).map(([field, message]) => [field, messageInHindi(message ?? '')]),
    );
    expect(hindi.firstName).toBe('पहला नाम कम से कम 2 अक्षरों का होना चाहिए');
    expect(hindi.email).toBe(emailMessagesHindi.invalid.text);
    expect(Object.values(hindi).filter((text) => !/[\u0900-\u097F]/.test(text))).toEqual([]);
  });

  it('leaves a message it has no Hindi for as it is', () => {
    expect(messageInHindi('Network error')).toBe('Network error');
    expect(internshipFailureDescription('Network error')).toBe(
      'Network error. Please try again or contact support',
    );
  });
});
