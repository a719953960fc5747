// A fee asked for after the application (an applicant under 18 pays once their guardian has
// confirmed): the applicant sends the payment's UPI transaction id from the status page, once.
// Written once for both engines as SQL steps (`steps.ts`); the guard is the pipeline's
// `canSendPayment` (`SEND_PAYMENT`).
import { randomUUID } from 'node:crypto';
import { SEND_PAYMENT } from './consolePipeline.ts';
import { consoleSql } from './consoleSql.ts';
import type { AuditEntry } from './consoleTypes.ts';
import { type Steps, audited, run } from './steps.ts';

export interface FeePayment {
  submissionId: string;
  /** As the applicant typed it, trimmed (`paymentConfirmationSchema`). */
  transactionId: string;
  at: Date;
}

/** Records the payment and its history event and audit line; false when no fee of it is due. */
export function* sendFeePayment(payment: FeePayment, audit: AuditEntry): Steps<boolean> {
  const { submissionId, transactionId } = payment;
  const at = new Date(payment.at);
  const changed = yield* run(SEND_PAYMENT, [transactionId, transactionId, at, submissionId]);
  if (changed === 0) return false;
  yield* run(consoleSql.paymentSentEvent, [randomUUID(), submissionId, at]);
  yield* audited(audit);
  return true;
}
