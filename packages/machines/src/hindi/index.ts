// `@aarambh/machines/hindi`: the Hindi of the machines' messages (validation messages, toasts,
// labels the schemas own), keyed like their English sets, and the lookup a Hindi form shows them
// through. Only Hindi pages import it, so an English page never loads any Hindi. See docs/i18n.md.
import { staleTexts, type StaleText, type Translation } from '@aarambh/content/hindi';
import { contactTexts } from '../contactMessage/contactMessageMachine.ts';
import { feedbackTexts } from '../feedback/feedbackMachine.ts';
import { internshipApplicationTexts } from '../internshipApplication/internshipApplicationMachine.ts';
import { paymentTexts } from '../payment/paymentMachine.ts';
import { contactMessages } from '../schemas/contact.ts';
import { emailMessages } from '../schemas/email.ts';
import { feedbackMessages } from '../schemas/feedback.ts';
import { firstNameMessages, genericMessages, lastNameMessages } from '../schemas/fields.ts';
import { ageGroupLabels, guardianDeclaration, guardianMessages } from '../schemas/guardian.ts';
import { internshipMessages } from '../schemas/internship.ts';
import { jobApplicationTexts } from '../jobApplication/jobApplicationMachine.ts';
import { jobMessages } from '../schemas/job.ts';
import { noticeCopy } from '../schemas/notice.ts';
import { paymentToasts } from '../schemas/payment.ts';
import { jobResumeRule, resumeRule } from '../schemas/resume.ts';
import { consentLinks, networkMessages, subscriptionLinks } from '../schemas/calls.ts';
import { applicationStatusMessages } from '../schemas/applicationStatus.ts';
import { documentKindLabels } from '../schemas/documents.ts';
import { interviewDetailLabels, interviewModeLabels } from '../schemas/interviews.ts';
import { subscribeMessages, subscribeTexts } from '../schemas/subscription.ts';
import { privacyMessages, privacyRequestTypeLabels } from '../schemas/privacy.ts';
import {
  contactMessagesHindi,
  contactTextsHindi,
  feedbackMessagesHindi,
  feedbackTextsHindi,
} from './contact.hi.ts';
import {
  ageGroupLabelsHindi,
  emailMessagesHindi,
  firstNameMessagesHindi,
  genericMessagesHindi,
  guardianDeclarationHindi,
  guardianMessagesHindi,
  internshipApplicationTextsHindi,
  internshipMessagesHindi,
  jobApplicationTextsHindi,
  jobMessagesHindi,
  jobResumeMessagesHindi,
  lastNameMessagesHindi,
  paymentTextsHindi,
  paymentToastsHindi,
  resumeMessagesHindi,
} from './messages.hi.ts';
import {
  applicationStatusMessagesHindi,
  documentKindLabelsHindi,
  interviewDetailLabelsHindi,
  interviewModeLabelsHindi,
} from './status.hi.ts';
import { networkMessagesHindi } from './network.hi.ts';
import { noticeCopyHindi } from './notice.hi.ts';
import { privacyMessagesHindi, privacyRequestTypeLabelsHindi } from './privacy.hi.ts';
import { currentHindiMessages, type MessageSet } from './lookup.ts';
import {
  subscribeMessagesHindi,
  subscribeTextsHindi,
  unsubscribeAnswersHindi,
  withdrawAnswersHindi,
} from './subscribe.hi.ts';

export * from './messages.hi.ts';
export * from './network.hi.ts';
export * from './contact.hi.ts';
export * from './status.hi.ts';
export * from './notice.hi.ts';
export * from './subscribe.hi.ts';
export * from './privacy.hi.ts';
export { currentHindiMessages, messagePairs, type MessageSet } from './lookup.ts';
export { noticeVersions, shownNotice, shownNoticeVersion, type ShownNotice } from './shownNotice.ts';

const messageSet = <T>(english: T, hindi: Translation<T>): MessageSet<unknown> =>
  ({ english, hindi }) as MessageSet<unknown>;

/**
 * Every set of machine messages that has Hindi, by name: what the lookup pairs and the stale check
 * reads. A new set is added here (with its Hindi in `messages.hi.ts`).
 */
export const messageSets: Readonly<Record<string, MessageSet<unknown>>> = {
  emailMessages: messageSet(emailMessages, emailMessagesHindi),
  firstNameMessages: messageSet(firstNameMessages, firstNameMessagesHindi),
  lastNameMessages: messageSet(lastNameMessages, lastNameMessagesHindi),
  genericMessages: messageSet(genericMessages, genericMessagesHindi),
  internshipMessages: messageSet(internshipMessages, internshipMessagesHindi),
  guardianMessages: messageSet(guardianMessages, guardianMessagesHindi),
  ageGroupLabels: messageSet(ageGroupLabels, ageGroupLabelsHindi),
  guardianDeclaration: messageSet(guardianDeclaration, guardianDeclarationHindi),
  resumeMessages: messageSet(resumeRule.messages, resumeMessagesHindi),
  paymentToasts: messageSet(paymentToasts, paymentToastsHindi),
  paymentTexts: messageSet(paymentTexts, paymentTextsHindi),
  internshipApplicationTexts: messageSet(internshipApplicationTexts, internshipApplicationTextsHindi),
  contactMessages: messageSet(contactMessages, contactMessagesHindi),
  feedbackMessages: messageSet(feedbackMessages, feedbackMessagesHindi),
  contactTexts: messageSet(contactTexts, contactTextsHindi),
  feedbackTexts: messageSet(feedbackTexts, feedbackTextsHindi),
  networkMessages: messageSet(networkMessages, networkMessagesHindi),
  jobMessages: messageSet(jobMessages, jobMessagesHindi),
  jobResumeMessages: messageSet(jobResumeRule.messages, jobResumeMessagesHindi),
  jobApplicationTexts: messageSet(jobApplicationTexts, jobApplicationTextsHindi),
  applicationStatusMessages: messageSet(applicationStatusMessages, applicationStatusMessagesHindi),
  interviewModeLabels: messageSet(interviewModeLabels, interviewModeLabelsHindi),
  interviewDetailLabels: messageSet(interviewDetailLabels, interviewDetailLabelsHindi),
  documentKindLabels: messageSet(documentKindLabels, documentKindLabelsHindi),
  subscribeMessages: messageSet(subscribeMessages, subscribeMessagesHindi),
  subscribeTexts: messageSet(subscribeTexts, subscribeTextsHindi),
  unsubscribeAnswers: messageSet(subscriptionLinks.unsubscribe.answers, unsubscribeAnswersHindi),
  withdrawAnswers: messageSet(consentLinks.withdraw.answers, withdrawAnswersHindi),
  privacyMessages: messageSet(privacyMessages, privacyMessagesHindi),
  privacyRequestTypeLabels: messageSet(privacyRequestTypeLabels, privacyRequestTypeLabelsHindi),
};

let hindiByEnglish: ReadonlyMap<string, string> | undefined;

/** The Hindi of every machine message whose translation is up to date (`currentHindiMessages`). */
function hindiMessages(): ReadonlyMap<string, string> {
  hindiByEnglish ??= currentHindiMessages(Object.values(messageSets));
  return hindiByEnglish;
}

/**
 * A machine's message in Hindi: a validation message found in the browser or returned by the
 * server (the API validates with the same schemas and answers with their English words), a toast's
 * title or description, a label the schemas own. A message with no Hindi up to date is returned
 * as it is, in English.
 */
export function messageInHindi(english: string): string {
  return hindiMessages().get(english) ?? english;
}

/** Whether `english` has a Hindi text up to date (`messageInHindi` gives it). */
export function hasHindiMessage(english: string): boolean {
  return hindiMessages().has(english);
}

/** Every Hindi message whose English has changed since it was translated, with the hash to record. */
export function staleMessageTranslations(): StaleText[] {
  return Object.entries(messageSets)
    .flatMap(([name, { english, hindi }]) => staleTexts(`machines.${name}`, english, hindi))
    .concat(staleTexts('machines.noticeCopy', noticeCopy, noticeCopyHindi));
}
