// How the console names what it shows: the kinds, stages and payment states, and dates in India's time.
import {
  type PaymentState,
  type Stage,
  type SubmissionKindName,
  applicationStages,
  messageStages,
  stageLabels,
} from '@aarambh/machines/schemas';
import type { BadgeTone } from '@aarambh/ui';

export const kindLabels: Record<SubmissionKindName, string> = {
  application: 'Internship application',
  career: 'Job application',
  contact: 'Contact message',
  feedback: 'Feedback',
  subscription: 'Subscription',
};

export const paymentLabels: Record<PaymentState, string> = {
  unverified: 'Payment to verify',
  verified: 'Payment verified',
  rejected: 'Payment not verified',
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

/** The stages a submission of this kind moves through (none for a subscription). */
export function stagesFor(kind: SubmissionKindName): readonly Stage[] {
  if (kind === 'application' || kind === 'career') return applicationStages;
  if (kind === 'contact' || kind === 'feedback') return messageStages;
  return [];
}

export const stageOptions = (stages: readonly Stage[]) =>
  stages.map((stage) => ({ value: stage, label: stageLabels[stage] }));

const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** A stored time as staff in India read it. */
export const when = (iso: string) => dateTime.format(new Date(iso));

/** A submission's e-mails by template: who each is for, in words. */
export const mailLabels: Record<string, string> = {
  confirmation: 'Confirmation to the sender',
  notification: 'Notification to the team',
  status: 'Status e-mail to the applicant',
  'status-link': 'Status link, sent again to the applicant',
};

/** Where an e-mail stands in the outbox. */
export const mailStateLabels: Record<string, string> = {
  pending: 'Waiting to be sent',
  sent: 'Sent',
  failed: 'Not sent',
};
