import { privacyPolicyCopy } from '@aarambh/content';
import { hindiCopy, privacyPolicyHindi } from '@aarambh/content/hindi';
import { consentChoiceLabels, privacyRequestPages } from '@aarambh/machines/schemas';
import { describe, expect, it } from 'vitest';
import { privacyPolicy, privacyPolicyFrom } from './policies';

describe('the privacy policy in Hindi', () => {
  const { lang, copy } = hindiCopy(privacyPolicyCopy, privacyPolicyHindi);
  const hindi = privacyPolicyFrom(copy, 'hi');

  it('has the sections of the English, in its order, under the same ids', () => {
    expect(lang).toBe('hi');
    expect(hindi.sections.map((section) => section.id)).toEqual(
      privacyPolicy.sections.map((section) => section.id),
    );
  });

  it('names the consents as the English does, and the Hindi request form', () => {
    const withdraw = hindi.sections
      .find((section) => section.id === 'withdraw-consent')!
      .paragraphs!.join(' ');
    expect(withdraw).toContain(`"${consentChoiceLabels.application}"`);
    expect(withdraw).toContain(`"${consentChoiceLabels.updates}"`);
    expect(withdraw).toContain(`(${privacyRequestPages.hi.form})`);
    expect(withdraw).not.toMatch(/[{}]/);
  });

  it('shows the forms’ notices and the retention table, which other packages own, in English, marked so', () => {
    for (const id of ['notice-by-form', 'data-retention']) {
      const [english, translated] = [privacyPolicy, hindi].map((policy) =>
        policy.sections.find((section) => section.id === id),
      );
      expect(translated?.listsLang).toBe('en');
      expect([translated?.items, translated?.subsections?.map((sub) => sub.items)]).toEqual([
        english?.items,
        english?.subsections?.map((sub) => sub.items),
      ]);
    }
  });
});
