// Statecharts for the site's interactive flows; the schemas are also exported on their own as
// `@aarambh/machines/schemas`, so the API can import the rules without XState.
export * from './schemas/index.ts';

export {
  contactFailureDescription,
  contactMessageMachine,
  contactTexts,
  emptyContactForm,
  type ContactField,
  type ContactFormValues,
  type ContactMessageContext,
  type ContactMessageEvent,
  type ContactMessageMachine,
  type ContactMessageMachineInput,
} from './contactMessage/contactMessageMachine.ts';
export {
  emptyFeedbackForm,
  feedbackMachine,
  feedbackTexts,
  type FeedbackContext,
  type FeedbackEvent,
  type FeedbackInput,
  type FeedbackMachine,
  type FeedbackTextField,
  type FeedbackValues,
} from './feedback/feedbackMachine.ts';
export { HELP_TOOLTIP_DELAY_MS, helpChatTexts, whatsAppLink } from './helpChat/constants.ts';
export {
  helpChatDelays,
  helpChatNextWithoutInput,
  helpChatStart,
  type HelpChatDelays,
  type HelpChatStateWithoutInput,
} from './helpChat/withoutInput.ts';
export {
  helpChatMachine,
  type HelpChatContext,
  type HelpChatEvent,
  type HelpChatInput,
  type HelpChatMachine,
} from './helpChat/helpChatMachine.ts';
export {
  emptyInternshipForm,
  internshipApplicationMachine,
  internshipApplicationTexts,
  internshipFailureDescription,
  type InternshipApplicationContext,
  type InternshipApplicationEvent,
  type InternshipApplicationInput,
  type InternshipApplicationMachine,
  type InternshipApplicationSubmission,
  type InternshipFormValues,
  type InternshipOpportunity,
  type InternshipCheckbox,
  type InternshipTextField,
} from './internshipApplication/internshipApplicationMachine.ts';
export {
  JOB_APPLIED_PATH,
  emptyJobForm,
  jobApplicationMachine,
  jobApplicationTexts,
  type JobApplicationContext,
  type JobApplicationEvent,
  type JobApplicationInput,
  type JobApplicationMachine,
  type JobApplicationSubmission,
  type JobCheckbox,
  type JobFormValues,
  type JobOpening,
  type JobTextField,
} from './jobApplication/jobApplicationMachine.ts';
export {
  PAYMENT_PROCESSING_MS,
  paymentTexts,
  paymentMachine,
  type PaymentContext,
  type PaymentEvent,
  type PaymentInput,
  type PaymentMachine,
  type Pricing,
} from './payment/paymentMachine.ts';
export {
  POPUP_DELAY_MS,
  PROMO_POPUP_STORAGE_KEY,
  SLIDE_INTERVAL_MS,
  SWIPE_THRESHOLD_PX,
} from './promoPopup/constants.ts';
export {
  promoPopupAfterCheck,
  promoPopupDelays,
  promoPopupNextWithoutInput,
  stepSlide,
  type PromoPopupDelays,
  type PromoPopupStateWithoutInput,
} from './promoPopup/withoutInput.ts';
export {
  promoPopupMachine,
  type PromoPopupContext,
  type PromoPopupEvent,
  type PromoPopupInput,
  type PromoPopupMachine,
} from './promoPopup/promoPopupMachine.ts';
export { freshForm, visibleErrors, type FormState } from './shared/form.ts';
export type { ChartState, DelayedStep } from './shared/withoutInput.ts';
export {
  bodyMessage,
  bodySuccess,
  errorMessage,
  isOkStatus,
  type SubmitResult,
} from './shared/submission.ts';
export { subscribeTexts } from './schemas/subscription.ts';
export {
  subscribeMachine,
  type SubscribeContext,
  type SubscribeEvent,
  type SubscribeInput,
  type SubscribeMachine,
} from './subscribe/subscribeMachine.ts';
