// The site's four policies, from their words in `packages/content` (in either language) and what
// other packages own: the notice of each form, the retention table, the consent labels.
import {
  company,
  cookiePolicyCopy,
  privacyPolicyCopy,
  refundPolicyCopy,
  termsOfServiceCopy,
  type Copy,
  type Locale,
} from '@aarambh/content';
import { consentChoiceLabels, formNotice, noticeForms, privacyRequestPages } from '@aarambh/machines/schemas';
import { policyFrom } from './policyFrom';
import type { Policy } from './schemas';
import { retentionItems } from './retentionSection';

/**
 * The values of the privacy policy's `{...}` placeholders: the consents' labels and the request
 * form in the policy's language.
 */
const privacyValues = (locale: Locale): Record<string, string> => ({
  application: consentChoiceLabels.application,
  updates: consentChoiceLabels.updates,
  requestForm: privacyRequestPages[locale].form,
});

/**
 * The privacy policy from its words: the placeholders filled, each form's notice (the same words as
 * the form's notice block, from the one purpose table, notice.ts) and the retention table's rows added.
 * Those two lists are in English (`listsLang`) whatever the language of the words.
 */
export function privacyPolicyFrom(words: Copy<typeof privacyPolicyCopy>, locale: Locale = 'en'): Policy {
  const withdraw = words.sections['withdraw-consent'];
  const values = privacyValues(locale);
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key]!);
  return policyFrom('privacy-policy', words, company.emails.privacy, {
    'notice-by-form': {
      listsLang: 'en',
      subsections: noticeForms.map((form) => {
        const notice = formNotice(form);
        return {
          heading: notice.title,
          items: notice.purposes.map(
            (purpose) =>
              `${purpose.title}: ${purpose.items.join(', ')}. ${purpose.text} Basis: ${purpose.basis}.`,
          ),
        };
      }),
    },
    'withdraw-consent': { paragraphs: withdraw.paragraphs.map(fill) },
    'data-retention': { listsLang: 'en', items: retentionItems },
  });
}

export const privacyPolicy = privacyPolicyFrom(privacyPolicyCopy);

export const termsOfService = policyFrom('terms-of-service', termsOfServiceCopy, company.emails.legal);

export const cookiePolicy = policyFrom('cookie-policy', cookiePolicyCopy, company.emails.privacy);

/** The refund policy, written from the catalogue's `feePolicy`. */
export const refundPolicy = policyFrom('refund-policy', refundPolicyCopy, company.emails.general);

export const policies = [privacyPolicy, termsOfService, cookiePolicy, refundPolicy] as const;
