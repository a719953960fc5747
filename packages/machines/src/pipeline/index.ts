// The staff's rules for moving submissions along: the stages of each kind, the moves between them,
// their conditions, why a move is refused, and how the console names stages and payment states.
// The single home of these rules, read by the API's routes, by both storage engines (their SQL is
// generated from `pipelineRules` and checked against `canMove` by the storage contract) and by the
// console's screens. Imported as `@aarambh/machines/pipeline`; like `stages.ts` it loads nothing
// else at run time, so the API's SQLite threads can read it.
import {
  type ApplicationStage,
  type PaymentState,
  type Stage,
  applicationStages,
  messageStages,
} from '../schemas/stages.ts';
import type { StaffRole, SubmissionKindName } from '../schemas/staff.ts';

/** The stages each kind of submission moves through, in order; a subscription has none. */
export const stagesByKind = {
  application: applicationStages,
  career: applicationStages,
  contact: messageStages,
  feedback: messageStages,
  subscription: [],
} as const satisfies Record<SubmissionKindName, readonly Stage[]>;

/**
 * The conditions on moves, as data: `canMove`, `canSetPayment` and `canWithdraw` read them, and the
 * storage builds its SQL from them. Any stage of a kind may follow any other of that kind, except:
 */
export const pipelineRules = {
  /** Reached only with the fee verified (or with no fee to pay). */
  needVerifiedPayment: ['accepted'],
  /** Left only by an admin who gives the reason (the note of the move). */
  final: ['withdrawn'],
  /** Where the payment's state is frozen: staff verify or refuse it before, never after. */
  paymentFrozen: ['accepted'],
  /** Where the applicant can no longer withdraw (from the status page). */
  noWithdrawal: ['withdrawn', 'rejected'],
  /** Where an applicant whose fee is due can no longer send its payment (from the status page). */
  noPaymentSent: ['withdrawn', 'rejected'],
} as const satisfies Record<string, readonly ApplicationStage[]>;

/** Why a change was refused for a submission: the code the API answers, and what the console says. */
export const refusalMessages = {
  notFound: 'This submission does not exist (it may have been erased).',
  notItsStage: 'This stage is not one of this submission’s stages.',
  unchanged: 'Nothing to change: it is so already.',
  acceptedNeedsPayment: 'Verify the payment before accepting this application.',
  finalStage:
    'A withdrawn application stays withdrawn: only an admin can reopen it, giving the reason in the note.',
  noPayment: 'This submission has no payment to check.',
  notPaidYet:
    'The applicant has not sent this fee’s UPI transaction id yet: check the payment once they have.',
  paymentFrozen: 'The payment of an accepted application can no longer change.',
  upiVerifiedElsewhere:
    'This UPI transaction id is verified on another application already: only an admin can verify it again, giving the reason.',
} as const;
export type Refusal = keyof typeof refusalMessages;

/** A change allowed, or refused with its reason and message. */
export type Verdict = { ok: true } | { ok: false; reason: Refusal; message: string };

const allowed: Verdict = { ok: true };
const refuse = (reason: Refusal): Verdict => ({ ok: false, reason, message: refusalMessages[reason] });
const among = (stages: readonly Stage[], stage: Stage | null) => stage !== null && stages.includes(stage);

/** Whether the one acting may do what only an admin with a reason may: an admin, with words to say why. */
export function overrides(role: StaffRole, reason: string | null | undefined): boolean {
  return role === 'admin' && typeof reason === 'string' && reason.trim() !== '';
}

/** What a move depends on besides the stages: the submission's payment, and who asks, with what reason. */
export interface MoveContext {
  payment: PaymentState | null;
  role: StaffRole;
  /** The note given with the move: the reason an admin reopens a final stage with. */
  reason?: string | null;
}

/** Whether a submission of `kind` at stage `from` may move to `to`, or why not. */
export function canMove(
  kind: SubmissionKindName,
  from: Stage | null,
  to: Stage,
  { payment, role, reason }: MoveContext,
): Verdict {
  if (!among(stagesByKind[kind], to)) return refuse('notItsStage');
  if (from === to) return refuse('unchanged');
  if (among(pipelineRules.final, from) && !overrides(role, reason)) return refuse('finalStage');
  if (among(pipelineRules.needVerifiedPayment, to) && payment !== null && payment !== 'verified')
    return refuse('acceptedNeedsPayment');
  return allowed;
}

/** The stages a submission may move to now, in the pipeline's order (what the console offers). */
export function movesFrom(kind: SubmissionKindName, from: Stage | null, context: MoveContext): Stage[] {
  return stagesByKind[kind].filter((to) => canMove(kind, from, to, context).ok);
}

/** What a payment decision depends on. */
export interface PaymentContext {
  stage: Stage | null;
  payment: PaymentState | null;
  role: StaffRole;
  /**
   * The applicant has sent the payment's UPI transaction id: with the application, or later from
   * the status page when the fee was asked for after it (an applicant under 18).
   */
  paid: boolean;
  /** Another application's payment with the same (normalised) UPI transaction id is verified. */
  upiVerifiedElsewhere: boolean;
  /** Why an admin verifies a UPI transaction id verified elsewhere already. */
  reason?: string | null;
}

/**
 * Whether staff may mark a submission's payment `to`, or why not: one verified payment per UPI
 * transaction id, unless an admin says why.
 */
export function canSetPayment(
  to: 'verified' | 'rejected',
  { stage, payment, paid, role, upiVerifiedElsewhere, reason }: PaymentContext,
): Verdict {
  if (payment === null) return refuse('noPayment');
  if (!paid) return refuse('notPaidYet');
  if (among(pipelineRules.paymentFrozen, stage)) return refuse('paymentFrozen');
  if (to === 'verified' && upiVerifiedElsewhere && !overrides(role, reason))
    return refuse('upiVerifiedElsewhere');
  return allowed;
}

/**
 * Whether the applicant has sent the payment's UPI transaction id (`PaymentContext.paid`): one
 * not blank, as the inbox's `transaction_ref` is set for it.
 */
export function paymentSent(transactionId: string | null | undefined): boolean {
  return Boolean(transactionId?.trim());
}

/**
 * Whether the applicant may send the payment of a fee that is due: one not yet paid (no UPI
 * transaction id given) nor checked, on an application still open.
 */
export function canSendPayment({
  stage,
  payment,
  paid,
}: Pick<PaymentContext, 'stage' | 'payment' | 'paid'>): boolean {
  return payment === 'unverified' && !paid && !among(pipelineRules.noPaymentSent, stage);
}

/** Whether the applicant may still withdraw an application at this stage. */
export function canWithdraw(kind: SubmissionKindName, stage: Stage | null): boolean {
  return among(stagesByKind[kind], 'withdrawn') && !among(pipelineRules.noWithdrawal, stage);
}

/** How staff and the console name each stage. */
export const stageLabels: Record<Stage, string> = {
  new: 'New',
  in_review: 'In review',
  shortlisted: 'Shortlisted',
  accepted: 'Accepted',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
};

/** How staff and the console name each state of a payment. */
export const paymentLabels: Record<PaymentState, string> = {
  unverified: 'Payment to verify',
  verified: 'Payment verified',
  rejected: 'Payment not verified',
};

/** Every stage once, applications' first: the inbox's stage filter. */
export const allStages: readonly Stage[] = [...new Set(Object.values(stagesByKind).flat())];

export {
  applicationStages,
  messageStages,
  paymentStates,
  type ApplicationStage,
  type MessageStage,
  type PaymentState,
  type Stage,
} from '../schemas/stages.ts';
