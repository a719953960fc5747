// What an applicant may know of their application: the status page's and the status e-mail's one
// source, made from the stored submission, the console's row and the catalogue.
import { company, durationOptions, findJob, findOpportunity } from '@aarambh/content';
import { canWithdraw, paymentSent } from '@aarambh/machines/pipeline';
import {
  applicantPaymentState,
  applicantStage,
  type ApplicationConfirmation,
  type ApplicationStage,
  type ApplicationStatusView,
  type InboxItem,
  type PaymentReceipt,
} from '@aarambh/machines/schemas';
import { IST_OFFSET_MS, indianDay } from '../indianTime.ts';
import type { SubmissionRecord } from '../storage/types.ts';

const DAY_MS = 24 * 3600_000;

/** `days` business days (Monday to Friday) after the day of `from`. */
function addBusinessDays(from: Date, days: number): Date {
  let at = new Date(`${indianDay(from)}T12:00:00+05:30`);
  for (let left = days; left > 0;) {
    at = new Date(at.getTime() + DAY_MS);
    const weekday = new Date(at.getTime() + IST_OFFSET_MS).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return at;
}

/**
 * The day (YYYY-MM-DD, India) by which an application that arrived at `applied` hears the
 * outcome: the catalogue's days for a programme, business days for a job.
 */
export function decisionDay(kind: 'application' | 'career', applied: Date): string {
  return kind === 'application'
    ? indianDay(new Date(applied.getTime() + company.decisionWithin.programmeDays * DAY_MS))
    : indianDay(addBusinessDays(applied, company.decisionWithin.jobBusinessDays));
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * What an application's confirmation says (the answer to the form, the page in its place and the
 * e-mail): the facts stored from the catalogue when it arrived, the fee and the transaction id
 * given with it, and the day of the decision; undefined for the other kinds.
 */
export function applicationConfirmation(
  submission: { kind: SubmissionRecord['kind']; data: Record<string, unknown>; createdAt: Date },
  statusUrl: string,
): ApplicationConfirmation | undefined {
  const { kind, data, createdAt } = submission;
  if (kind === 'application') {
    const fee = typeof data.paymentAmount === 'number' && data.paymentAmount > 0 ? data.paymentAmount : null;
    return {
      title: str(data.opportunityTitle),
      organisation: str(data.opportunityCompany),
      fee,
      transactionId: fee === null ? null : str(data.transactionId) || null,
      decisionBy: decisionDay(kind, createdAt),
      statusUrl,
    };
  }
  if (kind === 'career') {
    return {
      title: str(data.jobTitle),
      organisation: str(data.department),
      fee: null,
      transactionId: null,
      decisionBy: decisionDay(kind, createdAt),
      statusUrl,
    };
  }
  return undefined;
}

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
    reference: submission.reference,
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
              state: applicantPaymentState(item.payment, paymentSent(item.transactionId)),
              amount: fee,
              checkedAt: item.payment === 'unverified' ? null : item.paymentCheckedAt,
              reason: item.payment === 'rejected' ? item.paymentReason : null,
              reference: str(submission.data.paymentReference) || null,
            }
          : null,
      decisionBy: open ? decisionDay('application', applied) : null,
    };
  }
  const job = findJob(Number(submission.data.jobId));
  return {
    ...common,
    kind: 'career',
    title: job?.title ?? item.subject,
    organisation: job?.department ?? company.name,
    payment: null,
    decisionBy: open ? decisionDay('career', applied) : null,
  };
}

/** The receipt of a programme's fee, once staff verified it; undefined before. */
export function receiptOf(
  submission: SubmissionRecord,
  item: InboxItem | undefined,
): PaymentReceipt | undefined {
  if (
    submission.kind !== 'application' ||
    item?.payment !== 'verified' ||
    !item.paymentCheckedAt ||
    !item.receiptNumber
  )
    return undefined;
  const data = submission.data;
  const opportunity = findOpportunity(Number(data.opportunityId));
  const duration = durationOptions.find((option) => option.value === data.duration);
  return {
    number: item.receiptNumber,
    reference: submission.reference,
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
