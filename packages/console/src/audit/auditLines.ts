// How the audit screen words a line: the action's name, what it was about, and its details, from
// the machines' one list of actions and target format.
import { type PaymentState, type Stage, paymentLabels, stageLabels } from '@aarambh/machines/pipeline';
import {
  type AuditAction,
  type AuditRecord,
  auditActionLabels,
  readAuditTarget,
  signInRefusalLabels,
} from '@aarambh/machines/schemas';
import { when } from '../labels';

/** The action in words (a line written by an older version keeps its code). */
export const actionText = (action: string): string =>
  action in auditActionLabels ? auditActionLabels[action as AuditAction] : action;

/** Who made the line: a member of staff, a command on the server, or someone not signed in. */
export function whoText(line: Pick<AuditRecord, 'staffEmail' | 'client' | 'action'>): string {
  if (line.staffEmail) return line.staffEmail;
  if (line.client === 'cli') return 'Command on the server';
  return line.action === 'application.withdraw' ? 'The applicant' : 'Not signed in';
}

/** What a line is about: a submission (linked), an account, an address (never shown), several submissions, or nothing. */
export type AuditSubject =
  { type: 'submission'; id: string; text: string } | { type: 'text'; text: string } | { type: 'none' };

export function subjectOf(line: Pick<AuditRecord, 'target' | 'detail'>): AuditSubject {
  const target = readAuditTarget(line.target);
  if (target?.kind === 'submission') {
    return { type: 'submission', id: target.value, text: `Submission ${target.value.slice(0, 8)}` };
  }
  if (target?.kind === 'staff') return { type: 'text', text: target.value };
  // The address itself is never written down, only its SHA-256.
  if (target?.kind === 'email') return { type: 'text', text: 'An address (kept as its hash)' };
  if (target?.kind === 'incident') return { type: 'text', text: `Incident ${target.value.slice(0, 8)}` };
  const { ids } = line.detail;
  if (Array.isArray(ids)) return { type: 'text', text: `${ids.length} submissions` };
  return { type: 'none' };
}

const detailLabels: Record<string, string> = {
  changed: 'Changed',
  stage: 'Stage',
  payment: 'Payment',
  reason: 'Reason',
  override: 'Override',
  ids: 'Submissions',
  role: 'Role',
  call: 'Call',
  kind: 'Kind',
  search: 'Words searched',
  unread: 'Unread only',
  count: 'Rows',
  rows: 'Rows',
  matches: 'Matched',
  sessions: 'Sessions ended',
  sessionsEnded: 'Sessions ended',
  submissions: 'Submissions',
  encrypted: 'Encrypted',
  erasuresReapplied: 'Erasures applied again',
  reappliedAfterRestore: 'Applied again after a restore',
  backupCreatedAt: 'Backup of',
  by: 'By',
  format: 'Format',
  from: 'From',
  to: 'To',
  refused: 'Attempts refused',
  page: 'Page',
  sort: 'Sorted by',
  dir: 'Order',
  people: 'People affected',
  mails: 'Notices queued',
};

/** A time as the API writes it (`2026-11-28T09:15:00.000Z`); a day alone stays as it is. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

function detailValue(key: string, value: unknown): string {
  if (Array.isArray(value)) return String(value.length);
  if (key === 'reason' && typeof value === 'string' && value in signInRefusalLabels)
    return signInRefusalLabels[value as keyof typeof signInRefusalLabels];
  if (typeof value === 'string' && ISO_TIME.test(value)) return when(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (key === 'stage' && typeof value === 'string' && value in stageLabels)
    return stageLabels[value as Stage];
  if (key === 'payment' && typeof value === 'string' && value in paymentLabels) {
    return paymentLabels[value as PaymentState];
  }
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A line's details in words: `Stage: Accepted, Submissions: 2` (what is empty left out). */
export const detailText = (detail: Record<string, unknown>): string =>
  Object.entries(detail)
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([key, value]) => `${detailLabels[key] ?? key}: ${detailValue(key, value)}`)
    .join(', ');
