// What an applicant may know of their application: the status page's and the status e-mail's one
// source, made from the stored submission, the console's row and the catalogue.
import { company, durationOptions, findJob, findOpportunity } from '@aarambh/content';
import { canWithdraw } from '@aarambh/machines/pipeline';
import {
  applicantPaymentState,
  applicantStage,
  type ApplicationStage,
  type ApplicationStatusView,
  type InboxItem,
  type PaymentReceipt,
} from '@aarambh/machines/schemas';
import type { SubmissionRecord } from '../storage/types.ts';

const DAY_MS = 24 * 3600_000;

/** The day in India (YYYY-MM-DD) of an instant. */
function indianDay(at: Date): string {
  return new Date(at.getTime() + 5.5 * 3600_000).toISOString().slice(0, 10);
}

/** `days` business days (Monday to Friday) after the day of `from`. */
function addBusinessDays(from: Date, days: number): Date {
  let at = new Date(`${indianDay(from)}T12:00:00+05:30`);
  for (let left = days; left > 0;) {
    at = new Date(at.getTime() + DAY_MS);
    const weekday = new Date(at.getTime() + 5.5 * 3600_000).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return at;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The status of an application (internship or job) as its applicant sees it; undefined for any
 * other kind, so a status link can never show a contact message or a subscription.
 */
export function statusView(
  submission: SubmissionRecord,
  item: InboxItem | undefined,
): ApplicationStatusView | undefined {
  if ((submission.kind !== 'application' && submission.kind !== 'career') || !item) return undefined;
  const stage = applicantStage((item.stage ?? 'new') as ApplicationStage);
  const applied = new Date(submission.createdAt);
  const open = stage === 'received' || stage === 'in_review' || stage === 'shortlisted';
  // What both kinds show alike; the catalogue's facts, the fee and the decision day differ.
  const common = {
    reference: submission.id,
    appliedAt: submission.createdAt,
    stage,
    canWithdraw: canWithdraw(submission.kind, item.stage ?? 'new'),
  };
  if (submission.kind === 'application') {
    const opportunity = findOpportunity(Number(submission.data.opportunityId));
    const fee = item.payment && item.paymentAmount ? item.paymentAmount : 0;
    return {
      ...common,
      kind: 'application',
      title: opportunity?.title ?? item.subject,
      organisation: opportunity?.company ?? company.name,
      payment:
        fee > 0 && item.payment
          ? {
              state: applicantPaymentState(item.payment),
              amount: fee,
              checkedAt: item.payment === 'unverified' ? null : item.paymentCheckedAt,
              reason: item.payment === 'rejected' ? item.paymentReason : null,
            }
          : null,
      decisionBy: open
        ? indianDay(new Date(applied.getTime() + company.decisionWithin.programmeDays * DAY_MS))
        : null,
    };
  }
  const job = findJob(Number(submission.data.jobId));
  return {
    ...common,
    kind: 'career',
    title: job?.title ?? item.subject,
    organisation: job?.department ?? company.name,
    payment: null,
    decisionBy: open ? indianDay(addBusinessDays(applied, company.decisionWithin.jobBusinessDays)) : null,
  };
}

/** The receipt of a programme's fee, once staff verified it; undefined before. */
export function receiptOf(
  submission: SubmissionRecord,
  item: InboxItem | undefined,
): PaymentReceipt | undefined {
  if (submission.kind !== 'application' || item?.payment !== 'verified' || !item.paymentCheckedAt)
    return undefined;
  const data = submission.data;
  const opportunity = findOpportunity(Number(data.opportunityId));
  const duration = durationOptions.find((option) => option.value === data.duration);
  return {
    reference: submission.id,
    payer: `${str(data.firstName)} ${str(data.lastName)}`.trim(),
    programme: opportunity?.title ?? item.subject,
    organisation: opportunity?.company ?? company.name,
    duration: duration?.label ?? str(data.duration),
    amount: item.paymentAmount ?? 0,
    transactionId: item.transactionId ?? str(data.transactionId),
    paymentReference: str(data.paymentReference) || null,
    verifiedAt: item.paymentCheckedAt,
    appliedAt: submission.createdAt,
  };
}
