// The Hindi sets of the copy, apart from the English ones: an English page never loads them.
// See docs/i18n.md.
import { categoryPageCopy, categoryPagesCopy } from './copy/categories.ts';
import { categoryPageHindi, categoryPagesHindi, feeNoteHindi } from './copy/categories.hi.ts';
import { feeNoteCopy } from './copy/feeNote.ts';
import { applicationFormCopy } from './copy/applicationForm.ts';
import { applyPageCopy } from './copy/applyPage.ts';
import { jobApplicationFormCopy, jobApplyPageCopy } from './copy/jobApplication.ts';
import { jobApplicationFormHindi, jobApplyPageHindi } from './copy/jobApplication.hi.ts';
import { applicationFormHindi, applyInEnglishNoteHindi, kitFieldsHindi } from './copy/applicationForm.hi.ts';
import { applyPageHindi } from './copy/applyPage.hi.ts';
import { upiPaymentHindi } from './copy/upiPayment.hi.ts';
import { carouselCopy } from './copy/carousel.ts';
import { noticesCopy } from './copy/notices.ts';
import { noticesHindi } from './copy/notices.hi.ts';
import { chatPanelCopy } from './copy/chatPanel.ts';
import { cookiePreferencesCopy } from './copy/cookiePreferences.ts';
import { cookieBannerCopy, helpChatCopy, promoCopy } from './copy/flows.ts';
import { chatPanelHindi } from './copy/chatPanel.hi.ts';
import { cookiePreferencesHindi } from './copy/cookiePreferences.hi.ts';
import { carouselHindi, cookieBannerHindi, helpChatHindi, promoHindi } from './copy/flows.hi.ts';
import { aboutCopy } from './copy/about.ts';
import { aboutHindi } from './copy/about.hi.ts';
import { contactFormCopy, contactPageCopy } from './copy/contact.ts';
import { contactFormHindi, contactPageHindi } from './copy/contact.hi.ts';
import { feedbackFormCopy, feedbackPageCopy } from './copy/feedback.ts';
import { feedbackFormHindi, feedbackPageHindi } from './copy/feedback.hi.ts';
import { subscribeFormCopy } from './copy/subscribe.ts';
import { subscribeFormHindi } from './copy/subscribe.hi.ts';
import { subscriptionPagesCopy } from './copy/subscriptionPages.ts';
import { subscriptionPagesHindi } from './copy/subscriptionPages.hi.ts';
import { withdrawConsentCopy } from './copy/withdrawConsent.ts';
import { withdrawConsentHindi } from './copy/withdrawConsent.hi.ts';
import { confirmPrivacyRequestCopy, privacyRequestCopy } from './copy/privacyRequest.ts';
import { confirmPrivacyRequestHindi, privacyRequestHindi } from './copy/privacyRequest.hi.ts';
import { verifyCopy } from './copy/verify.ts';
import { confirmGuardianCopy } from './copy/guardian.ts';
import { confirmGuardianHindi } from './copy/guardian.hi.ts';
import { verifyHindi } from './copy/verify.hi.ts';
import { formsCopy } from './copy/forms.ts';
import { formsHindi } from './copy/forms.hi.ts';
import { careersCopy } from './copy/careers.ts';
import { jobsCopy } from './copy/jobs.ts';
import { careersHindi } from './copy/careers.hi.ts';
import { jobsHindi } from './copy/jobs.hi.ts';
import { receiptPageCopy, statusPageCopy } from './copy/applicationStatus.ts';
import { receiptPageHindi, statusPageHindi } from './copy/applicationStatus.hi.ts';
import { homeCopy } from './copy/home.ts';
import { homeHindi } from './copy/home.hi.ts';
import { notFoundCopy } from './copy/notFound.ts';
import { opportunities } from './opportunities.ts';
import { opportunityPageCopy, opportunityTexts } from './copy/opportunity.ts';
import { opportunityPageHindi } from './copy/opportunity.hi.ts';
import { opportunitiesHindi } from './copy/opportunities.hi.ts';
import { notFoundHindi } from './copy/notFound.hi.ts';
import { cookiePolicyCopy } from './copy/cookiePolicy.ts';
import { policyPageCopy } from './copy/policyPage.ts';
import { privacyPolicyCopy } from './copy/privacyPolicy.ts';
import { refundPolicyCopy } from './copy/refundPolicy.ts';
import { termsOfServiceCopy } from './copy/termsOfService.ts';
import {
  cookiePolicyHindi,
  policyPageHindi,
  privacyPolicyHindi,
  refundPolicyHindi,
  termsOfServiceHindi,
} from './copy/policies.hi.ts';
import { servicesCopy, servicesPageCopy } from './copy/services.ts';
import { servicesHindi, servicesPageHindi } from './copy/services.hi.ts';
import { staleTexts, type StaleText } from './translation.ts';
export { scheduleHindi } from './schedule.hi.ts';

export { formatDayHindi, postedAgoHindi } from './posted.hi.ts';
export {
  contactFormHindi,
  contactPageHindi,
  feedbackFormHindi,
  feedbackPageHindi,
  formsHindi,
  subscribeFormHindi,
  subscriptionPagesHindi,
  withdrawConsentHindi,
  confirmPrivacyRequestHindi,
  privacyRequestHindi,
  verifyHindi,
  confirmGuardianHindi,
};
export { printedInEnglishHindi } from './copy/verify.hi.ts';
export {
  aboutHindi,
  applicationFormHindi,
  applyInEnglishNoteHindi,
  applyPageHindi,
  upiPaymentHindi,
  careersHindi,
  carouselHindi,
  categoryPageHindi,
  categoryPagesHindi,
  chatPanelHindi,
  cookieBannerHindi,
  cookiePolicyHindi,
  cookiePreferencesHindi,
  feeNoteHindi,
  helpChatHindi,
  homeHindi,
  jobApplicationFormHindi,
  jobApplyPageHindi,
  jobsHindi,
  kitFieldsHindi,
  notFoundHindi,
  opportunitiesHindi,
  opportunityPageHindi,
  policyPageHindi,
  privacyPolicyHindi,
  promoHindi,
  receiptPageHindi,
  refundPolicyHindi,
  servicesHindi,
  servicesPageHindi,
  statusPageHindi,
  termsOfServiceHindi,
  noticesHindi,
};
export { englishListNoteHindi, policyTranslationNoteHindi } from './copy/policies.hi.ts';
export { taglineHindi } from './copy/tagline.hi.ts';
export {
  currentHindi,
  hindiCopy,
  sourceHash,
  staleTexts,
  type Copy,
  type StaleText,
  type Translated,
  type Translation,
} from './translation.ts';

/** Every Hindi text whose English has changed since it was translated, with the hash to record. */
export function staleTranslations(): StaleText[] {
  return [
    ...staleTexts('home', homeCopy, homeHindi),
    ...staleTexts('servicesPage', servicesPageCopy, servicesPageHindi),
    ...staleTexts('services', servicesCopy, servicesHindi),
    ...staleTexts('notFound', notFoundCopy, notFoundHindi),
    ...staleTexts('categoryPages', categoryPagesCopy, categoryPagesHindi),
    ...staleTexts('categoryPage', categoryPageCopy, categoryPageHindi),
    ...staleTexts('feeNote', feeNoteCopy, feeNoteHindi),
    ...staleTexts('about', aboutCopy, aboutHindi),
    ...staleTexts('careers', careersCopy, careersHindi),
    ...staleTexts('jobs', jobsCopy, jobsHindi),
    ...staleTexts('helpChat', helpChatCopy, helpChatHindi),
    ...staleTexts('chatPanel', chatPanelCopy, chatPanelHindi),
    ...staleTexts('promo', promoCopy, promoHindi),
    ...staleTexts('carousel', carouselCopy, carouselHindi),
    ...staleTexts('notices', noticesCopy, noticesHindi),
    ...staleTexts('cookieBanner', cookieBannerCopy, cookieBannerHindi),
    ...staleTexts('cookiePreferences', cookiePreferencesCopy, cookiePreferencesHindi),
    ...staleTexts('policyPage', policyPageCopy, policyPageHindi),
    ...staleTexts('privacyPolicy', privacyPolicyCopy, privacyPolicyHindi),
    ...staleTexts('termsOfService', termsOfServiceCopy, termsOfServiceHindi),
    ...staleTexts('cookiePolicy', cookiePolicyCopy, cookiePolicyHindi),
    ...staleTexts('refundPolicy', refundPolicyCopy, refundPolicyHindi),
    ...staleTexts('opportunityPage', opportunityPageCopy, opportunityPageHindi),
    ...staleTexts('applyPage', applyPageCopy, applyPageHindi),
    ...staleTexts('applicationForm', applicationFormCopy, applicationFormHindi),
    ...Object.entries(opportunitiesHindi).flatMap(([id, hindi]) => {
      const entry = opportunities.find((opportunity) => opportunity.id === Number(id));
      return entry ? staleTexts(`opportunities.${id}`, opportunityTexts(entry), hindi) : [];
    }),
    ...staleTexts('statusPage', statusPageCopy, statusPageHindi),
    ...staleTexts('receiptPage', receiptPageCopy, receiptPageHindi),
    ...staleTexts('contactPage', contactPageCopy, contactPageHindi),
    ...staleTexts('contactForm', contactFormCopy, contactFormHindi),
    ...staleTexts('feedbackPage', feedbackPageCopy, feedbackPageHindi),
    ...staleTexts('feedbackForm', feedbackFormCopy, feedbackFormHindi),
    ...staleTexts('jobApplyPage', jobApplyPageCopy, jobApplyPageHindi),
    ...staleTexts('jobApplicationForm', jobApplicationFormCopy, jobApplicationFormHindi),
    ...staleTexts('forms', formsCopy, formsHindi),
    ...staleTexts('subscribeForm', subscribeFormCopy, subscribeFormHindi),
    ...staleTexts('subscriptionPages', subscriptionPagesCopy, subscriptionPagesHindi),
    ...staleTexts('withdrawConsent', withdrawConsentCopy, withdrawConsentHindi),
    ...staleTexts('privacyRequest', privacyRequestCopy, privacyRequestHindi),
    ...staleTexts('confirmPrivacyRequest', confirmPrivacyRequestCopy, confirmPrivacyRequestHindi),
    ...staleTexts('verify', verifyCopy, verifyHindi),
    ...staleTexts('confirmGuardian', confirmGuardianCopy, confirmGuardianHindi),
  ];
}

/** What a Hindi page says above its English words while its Hindi is out of date. */
export const staleNoteHindi =
  'इस पेज का हिन्दी अनुवाद अभी नया किया जा रहा है, इसलिए फ़िलहाल इसे अंग्रेज़ी में दिखाया जा रहा है।';
