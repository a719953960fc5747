import { describe, expect, it } from 'vitest';
import { aboutCopy } from './copy/about.ts';
import { applicationFormCopy } from './copy/applicationForm.ts';
import { applyPageCopy } from './copy/applyPage.ts';
import { receiptPageCopy, statusPageCopy } from './copy/applicationStatus.ts';
import { careersCopy } from './copy/careers.ts';
import { carouselCopy } from './copy/carousel.ts';
import { chatPanelCopy } from './copy/chatPanel.ts';
import { cookiePolicyCopy } from './copy/cookiePolicy.ts';
import { cookiePreferencesCopy } from './copy/cookiePreferences.ts';
import { cookieBannerCopy, helpChatCopy, promoCopy } from './copy/flows.ts';
import { contactFormCopy, contactPageCopy } from './copy/contact.ts';
import { feedbackFormCopy, feedbackPageCopy } from './copy/feedback.ts';
import { formsCopy } from './copy/forms.ts';
import { homeCopy } from './copy/home.ts';
import { jobsCopy } from './copy/jobs.ts';
import { notFoundCopy } from './copy/notFound.ts';
import { opportunityTexts } from './copy/opportunity.ts';
import { policyPageCopy } from './copy/policyPage.ts';
import { privacyPolicyCopy } from './copy/privacyPolicy.ts';
import { refundPolicyCopy } from './copy/refundPolicy.ts';
import { servicesCopy, servicesPageCopy } from './copy/services.ts';
import { termsOfServiceCopy } from './copy/termsOfService.ts';
import { noticesCopy } from './copy/notices.ts';
import { confirmPrivacyRequestCopy, privacyRequestCopy } from './copy/privacyRequest.ts';
import { verifyCopy } from './copy/verify.ts';
import { confirmGuardianCopy } from './copy/guardian.ts';
import {
  aboutHindi,
  applicationFormHindi,
  confirmGuardianHindi,
  confirmPrivacyRequestHindi,
  privacyRequestHindi,
  verifyHindi,
  applyPageHindi,
  careersHindi,
  carouselHindi,
  chatPanelHindi,
  cookieBannerHindi,
  cookiePolicyHindi,
  cookiePreferencesHindi,
  contactFormHindi,
  contactPageHindi,
  feedbackFormHindi,
  feedbackPageHindi,
  formsHindi,
  helpChatHindi,
  homeHindi,
  jobsHindi,
  notFoundHindi,
  opportunitiesHindi,
  policyPageHindi,
  privacyPolicyHindi,
  promoHindi,
  receiptPageHindi,
  refundPolicyHindi,
  servicesHindi,
  servicesPageHindi,
  staleTranslations,
  statusPageHindi,
  termsOfServiceHindi,
  noticesHindi,
} from './hindi.ts';
import { opportunities } from './opportunities.ts';
import { hindiCopy, sourceHash, staleTexts, type Translated, type Translation } from './translation.ts';
import { fillIn } from './fillIn.ts';

/** The dotted paths of a copy's texts. */
const keysOf = (value: unknown, at = ''): string[] =>
  typeof value === 'string' || (typeof value === 'object' && value !== null && 'source' in value)
    ? [at]
    : Object.entries(value as object).flatMap(([key, inner]) => keysOf(inner, `${at}.${key}`));

describe('the Hindi copy', () => {
  it.each([
    ['home', homeCopy, homeHindi],
    ['servicesPage', servicesPageCopy, servicesPageHindi],
    ['services', servicesCopy, servicesHindi],
    ['notFound', notFoundCopy, notFoundHindi],
    ['about', aboutCopy, aboutHindi],
    ['careers', careersCopy, careersHindi],
    ['jobs', jobsCopy, jobsHindi],
    ['helpChat', helpChatCopy, helpChatHindi],
    ['chatPanel', chatPanelCopy, chatPanelHindi],
    ['promo', promoCopy, promoHindi],
    ['carousel', carouselCopy, carouselHindi],
    ['notices', noticesCopy, noticesHindi],
    ['cookieBanner', cookieBannerCopy, cookieBannerHindi],
    ['cookiePreferences', cookiePreferencesCopy, cookiePreferencesHindi],
    ['policyPage', policyPageCopy, policyPageHindi],
    ['privacyPolicy', privacyPolicyCopy, privacyPolicyHindi],
    ['termsOfService', termsOfServiceCopy, termsOfServiceHindi],
    ['cookiePolicy', cookiePolicyCopy, cookiePolicyHindi],
    ['refundPolicy', refundPolicyCopy, refundPolicyHindi],
    ['statusPage', statusPageCopy, statusPageHindi],
    ['receiptPage', receiptPageCopy, receiptPageHindi],
    ['applyPage', applyPageCopy, applyPageHindi],
    ['applicationForm', applicationFormCopy, applicationFormHindi],
    ['contactPage', contactPageCopy, contactPageHindi],
    ['contactForm', contactFormCopy, contactFormHindi],
    ['feedbackPage', feedbackPageCopy, feedbackPageHindi],
    ['feedbackForm', feedbackFormCopy, feedbackFormHindi],
    ['forms', formsCopy, formsHindi],
    ['privacyRequest', privacyRequestCopy, privacyRequestHindi],
    ['confirmPrivacyRequest', confirmPrivacyRequestCopy, confirmPrivacyRequestHindi],
    ['verify', verifyCopy, verifyHindi],
    ['confirmGuardian', confirmGuardianCopy, confirmGuardianHindi],
  ] as const)('%s has every text the English has, and no other', (_, english, hindi) => {
    expect(keysOf(hindi)).toEqual(keysOf(english));
  });

  it.each(opportunities.map((entry) => [entry.id, entry] as const))(
    'opportunity %i has its Hindi set, with every text the English has and no other',
    (id, entry) => {
      expect(opportunitiesHindi[id]).toBeDefined();
      expect(keysOf(opportunitiesHindi[id])).toEqual(keysOf(opportunityTexts(entry)));
    },
  );

  it('fails the type check on a missing or an extra key', () => {
    type English = { title: string; text: string };
    const translated = { text: 'शीर्षक', source: sourceHash('Title') };
    // @ts-expect-error: `text` is missing.
    const missing: Translation<English> = { title: translated };
    const extra: Translation<English> = {
      title: translated,
      text: translated,
      // @ts-expect-error: `other` is no text of the English.
      other: translated,
    };
    expect([missing, extra]).toHaveLength(2);
  });

  it.each([
    ['statusPage', statusPageCopy, statusPageHindi],
    ['receiptPage', receiptPageCopy, receiptPageHindi],
    ['applyPage', applyPageCopy, applyPageHindi],
    ['applicationForm', applicationFormCopy, applicationFormHindi],
    ['feedbackForm', feedbackFormCopy, feedbackFormHindi],
    ['forms', formsCopy, formsHindi],
    ['privacyRequest', privacyRequestCopy, privacyRequestHindi],
    ['confirmPrivacyRequest', confirmPrivacyRequestCopy, confirmPrivacyRequestHindi],
    ['verify', verifyCopy, verifyHindi],
    ['confirmGuardian', confirmGuardianCopy, confirmGuardianHindi],
  ] as const)("%s keeps the English's `{name}` places to fill in, each text", (_, english, hindi) => {
    const places = (text: string) => [...text.matchAll(/\{\w+\}/g)].map(([place]) => place).sort();
    const pairs = (value: unknown, translated: unknown): [string, string][] =>
      typeof value === 'string'
        ? [[value, (translated as Translated).text]]
        : Object.entries(value as object).flatMap(([key, inner]) =>
            pairs(inner, (translated as Record<string, unknown>)[key]),
          );
    for (const [englishText, hindiText] of pairs(english, hindi)) {
      expect(places(hindiText), hindiText).toEqual(places(englishText));
    }
  });

  it('fills in each `{name}`, leaving an unknown one as it is', () => {
    expect(fillIn('{date} तक आपको हमारा जवाब मिल जाएगा। {other}', { date: '5 मई' })).toBe(
      '5 मई तक आपको हमारा जवाब मिल जाएगा। {other}',
    );
  });

  it('is up to date: every Hindi text records the hash of the English it translates', () => {
    expect(staleTranslations()).toEqual([]);
  });

  it('finds a Hindi text whose English changed, with the hash to record once it is translated again', () => {
    const changed = { ...homeCopy, title: 'Start Your Career with Us' };
    expect(staleTexts('home', changed, homeHindi)).toEqual([
      {
        key: 'home.title',
        english: 'Start Your Career with Us',
        hash: sourceHash('Start Your Career with Us'),
      },
    ]);
    const features = [
      homeCopy.features[0],
      { ...homeCopy.features[1], title: 'Mentors' },
      homeCopy.features[2],
    ];
    expect(staleTexts('home', { ...homeCopy, features }, homeHindi).map((text) => text.key)).toEqual([
      'home.features.1.title',
    ]);
  });
});

describe('hindiCopy', () => {
  it('gives the Hindi texts in the English shape while they are up to date', () => {
    const { lang, copy } = hindiCopy(homeCopy, homeHindi);
    expect(lang).toBe('hi');
    expect(copy.exploreServices).toBe(homeHindi.exploreServices.text);
    expect(copy.features.map((feature) => feature.title)).toEqual(
      homeHindi.features.map((feature) => feature.title.text),
    );
  });

  it('falls back to the whole English copy when one text is stale', () => {
    const changed = { ...homeCopy, ctaButton: 'See Every Service' };
    expect(hindiCopy(changed, homeHindi)).toEqual({ lang: 'en', copy: changed });
  });
});

describe('sourceHash', () => {
  it('is 8 hex digits that change with any character', () => {
    expect(sourceHash('Learn More')).toMatch(/^[0-9a-f]{8}$/);
    expect(sourceHash('Learn More')).not.toBe(sourceHash('Learn more'));
  });
});
