// The catalogue: the company config, the opportunities, the openings, the services and their
// prices, with the valibot schemas that check them. The one truth the site shows and the API
// trusts; it imports no other package of the house.
export { categoryTitles } from './categoryTitles.ts';
export { catalogue, checkCatalogue, checkEntry, unique, type Catalogue } from './checkCatalogue.ts';
export { company, type Company } from './company.ts';
export { feePolicy } from './fees.ts';
export { jobs } from './jobs.ts';
export { feeFor, findJob, findOpportunity, priceOf, type Pricing } from './lookup.ts';
export { postedAgo } from './posted.ts';
export { opportunities, ownerEmails, standardPricing } from './opportunities.ts';
export { opportunityIds } from './opportunityIds.ts';
export {
  CLOSING_NOTICE_DAYS,
  ROLLING_INTAKE,
  closedText,
  closingWarnings,
  dayKey,
  durationText,
  feeAndPayNote,
  firstDay,
  formatDay,
  isOpen,
  offeredDurations,
  openListings,
  payText,
  programText,
  scheduleEnglish,
  startText,
  type ListingDates,
  type ScheduleTexts,
} from './schedule.ts';
export {
  categories,
  departments,
  durationOptions,
  internshipDurations,
  type Category,
  type Department,
  type DurationOption,
  type InternshipDuration,
} from './options.ts';
export {
  categorySchema,
  companySchema,
  contentFields,
  durationKeySchema,
  durationKeys,
  jobSchema,
  opportunitySchema,
  opportunityTypes,
  serviceSchema,
  type Job,
  type Opportunity,
  type OpportunityType,
  type Service,
} from './schemas.ts';
export { services } from './services.ts';
export { categoryPageCopy, categoryPagesCopy } from './copy/categories.ts';
export { feeNoteCopy } from './copy/feeNote.ts';
export { carouselCopy } from './copy/carousel.ts';
export { noticesCopy } from './copy/notices.ts';
export { chatPanelCopy } from './copy/chatPanel.ts';
export { cookiePreferencesCopy } from './copy/cookiePreferences.ts';
export { cookieBannerCopy, helpChatCopy, promoCopy } from './copy/flows.ts';
export { aboutCopy } from './copy/about.ts';
export { contactFormCopy, contactPageCopy } from './copy/contact.ts';
export { feedbackFormCopy, feedbackPageCopy } from './copy/feedback.ts';
export { subscribeFormCopy } from './copy/subscribe.ts';
export {
  subscriptionOutcomeNames,
  subscriptionPagesCopy,
  type SubscriptionOutcome,
} from './copy/subscriptionPages.ts';
export { withdrawConsentCopy } from './copy/withdrawConsent.ts';
export { confirmPrivacyRequestCopy, privacyRequestCopy } from './copy/privacyRequest.ts';
export { verifyCopy } from './copy/verify.ts';
export { confirmGuardianCopy } from './copy/guardian.ts';
export { formsCopy } from './copy/forms.ts';
export { careersCopy } from './copy/careers.ts';
export { jobsCopy, type JobWords } from './copy/jobs.ts';
export { receiptPageCopy, statusPageCopy } from './copy/applicationStatus.ts';
export { homeCopy } from './copy/home.ts';
export { notFoundCopy } from './copy/notFound.ts';
export { cookiePolicyCopy } from './copy/cookiePolicy.ts';
export { policyPageCopy } from './copy/policyPage.ts';
export { privacyPolicyCopy } from './copy/privacyPolicy.ts';
export { refundPolicyCopy } from './copy/refundPolicy.ts';
export { termsOfServiceCopy } from './copy/termsOfService.ts';
export { applicationFormCopy, kitFieldsCopy } from './copy/applicationForm.ts';
export { jobApplicationFormCopy, jobApplyPageCopy } from './copy/jobApplication.ts';
export { applyPageCopy } from './copy/applyPage.ts';
export { upiPaymentCopy } from './copy/upiPayment.ts';
export { opportunityPageCopy, opportunityTexts, type OpportunityTexts } from './copy/opportunity.ts';
export { servicesCopy, servicesPageCopy } from './copy/services.ts';
export { fillIn } from './fillIn.ts';
export { languageByScript, locales, type Locale } from './locales.ts';
export type { Copy } from './translation.ts';
