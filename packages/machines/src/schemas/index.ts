// The valibot schemas shared by the site and the API: the one place each form rule lives.
// Imported without React or XState as `@aarambh/machines/schemas`.
export {
  contactLimits,
  contactMessageSchema,
  contactMessages,
  optionalPhoneSchema,
  type ContactMessage,
  type ContactMessageInput,
} from './contact.ts';
export {
  EMAIL_MAX_LENGTH,
  emailMessages,
  emailSchema,
  optionalEmailSchema,
  type EmailMessages,
} from './email.ts';
export { calls, subscriptionLinks, type Call, type CallName } from './calls.ts';
export { fieldErrors, validateFields, type FieldErrors } from './errors.ts';
export {
  feedbackLimits,
  feedbackMessages,
  feedbackPayloadSchema,
  feedbackSchema,
  type FeedbackForm,
  type FeedbackFormInput,
  type FeedbackPayload,
  type FeedbackPayloadInput,
} from './feedback.ts';
export {
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  NAME_PATTERN,
  PHONE_PATTERN,
  compactPhone,
  genericMessages,
} from './fields.ts';
export {
  LINKEDIN_PATTERN,
  freeInternshipApplicationFormSchema,
  internshipApplicationFactFields,
  internshipApplicationFormSchema,
  internshipApplicationPayloadSchema,
  internshipLimits,
  internshipMessages,
  isHttpUrl,
  type InternshipApplicationFacts,
  type InternshipApplicationForm,
  type InternshipApplicationFormInput,
  type InternshipApplicationPayload,
  type InternshipApplicationPayloadInput,
} from './internship.ts';
export {
  jobApplicationFactFields,
  jobApplicationFormSchema,
  jobApplicationPayloadSchema,
  jobLimits,
  jobMessages,
  type JobApplicationFacts,
  type JobApplicationForm,
  type JobApplicationFormInput,
  type JobApplicationPayload,
  type JobApplicationPayloadInput,
} from './job.ts';
export {
  categories,
  departments,
  durationOptions,
  graduationYears,
  inquiryTypes,
  internshipAvailabilities,
  internshipDurations,
  jobAvailabilities,
  jobExperienceLevels,
  subscriptionInterests,
  type Category,
  type Department,
  type DurationOption,
  type GraduationYear,
  type InquiryType,
  type InternshipAvailability,
  type InternshipDuration,
  type JobAvailability,
  type JobExperienceLevel,
  type SubscriptionInterest,
} from './options.ts';
export {
  paymentConfirmationSchema,
  paymentLimits,
  paymentToastFor,
  paymentToasts,
  type PaymentConfirmation,
  type PaymentConfirmationInput,
  type Toast,
} from './payment.ts';
export {
  RESUME_MAX_BYTES,
  checkResume,
  jobResumeRule,
  resumeRule,
  type FileDescription,
  type ResumeCheck,
  type ResumeMessage,
  type ResumeRule,
} from './resume.ts';
export {
  subscribeFormSchema,
  subscribeMessages,
  subscriptionPayloadSchema,
  type SubscribeForm,
  type SubscribeFormInput,
  type SubscriptionPayload,
  type SubscriptionPayloadInput,
} from './subscription.ts';
