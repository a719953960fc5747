// `@aarambh/machines/hindi`: the Hindi of the machines' messages (validation messages, toasts,
// labels the schemas own), keyed like their English sets, and the lookup a Hindi form shows them
// through. Only Hindi pages import it, so an English page never loads any Hindi. See docs/i18n.md.
import { locales, type Locale } from '@aarambh/content';
import { hindiCopy, staleTexts, type StaleText, type Translation } from '@aarambh/content/hindi';
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
import { currentNoticeVersion, noticeCopy, type NoticeForm, type NoticeWords } from '../schemas/notice.ts';
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
  networkMessagesHindi,
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
export * from './contact.hi.ts';
export * from './status.hi.ts';
export * from './notice.hi.ts';
export * from './subscribe.hi.ts';
export * from './privacy.hi.ts';
export { currentHindiMessages, messagePairs, type MessageSet } from './lookup.ts';

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

/** A notice as a page shows it: the language its words are in, and the words. */
export interface ShownNotice {
  language: Locale;
  words: NoticeWords;
}

/**
 * The notice a form on a page in `language` shows: on a Hindi page the Hindi notice and consent
 * choices, or, while any of their Hindi is stale, the English ones (as a whole, never a mix).
 * The form shows it and the API records its consents under it, by the same rule.
 */
export function shownNotice(language: Locale): ShownNotice {
  if (language === 'en') return { language: 'en', words: noticeCopy };
  const { lang, copy } = hindiCopy(noticeCopy, noticeCopyHindi);
  return { language: lang, words: copy };
}

/**
 * What a consent given on a form of `form` on a page in `language` is recorded under: the
 * language of the notice shown there and that notice's version (the hash of its text in that
 * language, so a changed Hindi text is a new version).
 */
export async function shownNoticeVersion(
  form: NoticeForm,
  language: Locale,
): Promise<{ language: Locale; noticeVersion: string }> {
  const shown = shownNotice(language);
  return { language: shown.language, noticeVersion: await currentNoticeVersion(form, shown.words) };
}

/**
 * The current version of `form`'s notice in each language, as a page in it shows it: what a
 * withdrawal records, in the language of the consent it withdraws.
 */
export async function noticeVersions(form: NoticeForm): Promise<Record<Locale, string>> {
  const versions = await Promise.all(
    locales.map(async (locale) => [locale, (await shownNoticeVersion(form, locale)).noticeVersion] as const),
  );
  return Object.fromEntries(versions) as Record<Locale, string>;
}
