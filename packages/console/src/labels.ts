// How the console names what it shows: the kinds, where an e-mail stands, and dates in India's time. Stages, moves and the
// names of stages and payment states are the pipeline's (`@aarambh/machines/pipeline`); e-mails' names are the schemas'.
import { type PaymentState, type Stage, paymentLabels, stageLabels } from '@aarambh/machines/pipeline';
import type { DocumentState, RefusedChange, SubmissionKindName } from '@aarambh/machines/schemas';
import type { Locale } from '@aarambh/content';
import type { BadgeTone } from '@aarambh/ui';

export { paymentLabels, stageLabels };

/** The language a submission was sent in (its page's), which its e-mails are written in. */
export const languageLabels: Record<Locale, string> = { en: 'English', hi: 'Hindi' };

/** What staff are asked of an answer to something made in `language`: the words of its mails' frame are in it. */
export const answerIn = (language: Locale) => `Made in ${languageLabels[language]}: answer in it`;

export const kindLabels: Record<SubmissionKindName, string> = {
  application: 'Internship application',
  career: 'Job application',
  contact: 'Contact message',
  feedback: 'Feedback',
  subscription: 'Subscription',
};

export const paymentTones: Record<PaymentState, BadgeTone> = {
  unverified: 'warning',
  verified: 'success',
  rejected: 'critical',
};

export const stageTones: Record<Stage, BadgeTone> = {
  new: 'info',
  in_review: 'brand',
  shortlisted: 'accent',
  accepted: 'success',
  rejected: 'critical',
  withdrawn: 'neutral',
  open: 'info',
  answered: 'success',
  closed: 'neutral',
};

export const stageOptions = (stages: readonly Stage[]) =>
  stages.map((stage) => ({ value: stage, label: stageLabels[stage] }));

const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** A stored time as staff in India read it. */
export const when = (iso: string) => dateTime.format(new Date(iso));

/** Where an e-mail stands in the outbox. */
export const mailStateLabels: Record<string, string> = {
  pending: 'Waiting to be sent',
  sent: 'Sent',
  failed: 'Not sent',
};

/** Why a change left submissions as they were: each of the pipeline's messages once. */
export const refusalText = (refused: readonly RefusedChange[]) =>
  [...new Set(refused.map((refusal) => refusal.message))].join(' ');

/** A certificate's or an offer letter's state, as staff read it in the submission's proof section. */
export const documentStateLabels: Record<DocumentState, string> = {
  valid: 'Valid',
  revoked: 'Revoked',
  superseded: 'Superseded',
  accepted: 'Offer accepted',
  declined: 'Offer declined',
  expired: 'Offer expired',
};

export const documentStateTones: Record<DocumentState, BadgeTone> = {
  valid: 'success',
  revoked: 'critical',
  superseded: 'neutral',
  accepted: 'success',
  declined: 'neutral',
  expired: 'warning',
};
