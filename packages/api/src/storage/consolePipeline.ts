// The pipeline's rules (`@aarambh/machines/pipeline`) as the SQL both engines enforce them with:
// each change is one guarded UPDATE, so that a rule holds under concurrent changes, and the guards
// are built here from the pipeline's own data. When a guard leaves a submission as it was, the
// reason is the pipeline's verdict on the row as the same transaction reads it.
import {
  type PaymentState,
  type Refusal,
  type Stage,
  type Verdict,
  canMove,
  canSetPayment,
  overrides,
  pipelineRules,
  refusalMessages,
  stagesByKind,
} from '@aarambh/machines/pipeline';
import type { ConsoleRow } from './consoleRows.ts';
import { normalisedTransactionId } from './consoleSchema.ts';
import type { InboxChange, RefusedChange, StaffRole } from './consoleTypes.ts';
import type { SubmissionKind } from './types.ts';

/** The pipeline's names are its own constants (letters and underscores), so they are quoted as they are. */
const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/** Another application with the same (normalised) UPI transaction id has its payment verified. */
const UPI_VERIFIED_ELSEWHERE = (row: string) => `EXISTS (SELECT 1 FROM inbox d
  WHERE d.transaction_ref = ${row}.transaction_ref AND d.submission_id <> ${row}.submission_id
    AND d.payment = 'verified')`;

/** The kinds whose pipeline has `stage`. */
function kindsWith(stage: Stage): string[] {
  return Object.entries(stagesByKind)
    .filter(([, stages]) => (stages as readonly Stage[]).includes(stage))
    .map(([kind]) => kind);
}

/**
 * The WHERE conditions, on a row of `inbox`, under which a stage or payment change may be made by
 * a member of staff with this role (`canMove` and `canSetPayment` in SQL).
 */
export function changeCondition(
  change: Extract<InboxChange, { type: 'stage' | 'payment' }>,
  role: StaffRole,
): string {
  if (change.type === 'stage') {
    const kinds = kindsWith(change.stage);
    const conditions = [
      kinds.length > 0 ? `kind IN (${list(kinds)})` : 'FALSE',
      `stage <> '${change.stage}'`,
    ];
    if (!overrides(role, change.note)) conditions.push(`stage NOT IN (${list(pipelineRules.final)})`);
    if ((pipelineRules.needVerifiedPayment as readonly Stage[]).includes(change.stage))
      conditions.push("(payment IS NULL OR payment = 'verified')");
    return conditions.join(' AND ');
  }
  const conditions = [
    'payment IS NOT NULL',
    // Paid: the applicant has sent the UPI transaction id (the trigger's transaction_ref).
    'transaction_ref IS NOT NULL',
    `coalesce(stage, '') NOT IN (${list(pipelineRules.paymentFrozen)})`,
  ];
  if (change.payment === 'verified' && !overrides(role, change.override))
    conditions.push(`NOT ${UPI_VERIFIED_ELSEWHERE('inbox')}`);
  return conditions.join(' AND ');
}

/**
 * The guarded UPDATE of one change (`?` placeholders), and its values for a submission and a time
 * as the engine stores it.
 */
export function changeUpdate<Time>(
  change: InboxChange,
  role: StaffRole,
): { sql: string; values: (id: string, at: Time) => (string | null | Time)[] } {
  switch (change.type) {
    case 'stage':
      return {
        sql: `UPDATE inbox SET stage = ?, updated_at = ? WHERE submission_id = ? AND ${changeCondition(change, role)}`,
        values: (id, at) => [change.stage, at, id],
      };
    case 'payment':
      return {
        sql: `UPDATE inbox SET payment = ?, payment_reason = ?, payment_checked_at = ?, updated_at = ?
          WHERE submission_id = ? AND ${changeCondition(change, role)}`,
        values: (id, at) => [change.payment, change.reason, at, at, id],
      };
    case 'note':
      return { sql: 'UPDATE inbox SET updated_at = ? WHERE submission_id = ?', values: (id, at) => [at, id] };
    case 'read':
      return {
        sql: 'UPDATE inbox SET read_at = ? WHERE submission_id = ? AND read_at IS NULL',
        values: (id, at) => [at, id],
      };
  }
}

/** The SQL of an applicant's withdrawal (`canWithdraw`): until it is withdrawn or turned down. */
export const WITHDRAW = `UPDATE inbox SET stage = 'withdrawn', read_at = NULL, updated_at = ?
   WHERE submission_id = ? AND kind IN (${list(kindsWith('withdrawn'))})
     AND stage NOT IN (${list(pipelineRules.noWithdrawal)})`;

/**
 * The SQL of an applicant sending a due fee's payment (`canSendPayment`): the UPI transaction id
 * as typed and as the inbox compares it, once, while the fee is unchecked and the application
 * open; unread again, so staff see a payment to check. Values: the id (twice), the time, the id.
 */
export const SEND_PAYMENT = `UPDATE inbox SET transaction_id = ?,
     transaction_ref = ${normalisedTransactionId('trim(CAST(? AS TEXT))')}, read_at = NULL, updated_at = ?
   WHERE submission_id = ? AND kind = 'application' AND payment = 'unverified'
     AND transaction_ref IS NULL AND coalesce(stage, '') NOT IN (${list(pipelineRules.noPaymentSent)})`;

/** What the pipeline needs to know of a submission to say why a change was refused. */
export const REFUSAL_ROW = `SELECT i.kind, i.stage, i.payment, i.read_at IS NOT NULL AS is_read,
     i.transaction_ref IS NOT NULL AS paid,
     ${UPI_VERIFIED_ELSEWHERE('i')} AS upi_verified_elsewhere
   FROM inbox i WHERE i.submission_id = ?`;

const truthy = (value: unknown) => value === true || Number(value) === 1;

/** Why `change` left submission `id` as it was, from its REFUSAL_ROW (undefined: no such submission). */
export function refusal(
  id: string,
  change: InboxChange,
  role: StaffRole,
  row: ConsoleRow | undefined,
): RefusedChange {
  const verdict = judge(change, role, row);
  if (verdict.ok)
    throw new Error(`The storage refused a ${change.type} change of ${id} that the pipeline allows`);
  return { id, reason: verdict.reason, message: verdict.message };
}

function judge(change: InboxChange, role: StaffRole, row: ConsoleRow | undefined): Verdict {
  const refused = (reason: Refusal): Verdict => ({ ok: false, reason, message: refusalMessages[reason] });
  if (!row) return refused('notFound');
  const stage = (row.stage ?? null) as Stage | null;
  const payment = (row.payment ?? null) as PaymentState | null;
  switch (change.type) {
    case 'stage':
      return canMove(row.kind as SubmissionKind, stage, change.stage, { payment, role, reason: change.note });
    case 'payment':
      return canSetPayment(change.payment, {
        stage,
        payment,
        paid: truthy(row.paid),
        role,
        upiVerifiedElsewhere: truthy(row.upi_verified_elsewhere),
        reason: change.override,
      });
    case 'read':
      return truthy(row.is_read) ? refused('unchanged') : { ok: true };
    case 'note':
      return { ok: true };
  }
}
