// Which form's notice a submission was sent under, and the consents it asked for. Apart from
// storage/consents.ts: the notice tables read every form's schema and the catalogue, and the SQLite
// worker threads, which import that module at every start, need none of it.
import { consentChoices, type ConsentPurpose, type NoticeForm } from '@aarambh/machines/schemas';
import type { SubmissionKind } from './storage/types.ts';

/** The form whose notice a submission of `kind` was sent under; only these ask for consent. */
export const noticeFormOf: Partial<Record<SubmissionKind, NoticeForm>> = {
  application: 'internship',
  career: 'job',
};

/** The consent purposes a submission of `kind` asks about, each with the field that carries it. */
export function consentFieldsOf(kind: SubmissionKind): { purpose: ConsentPurpose; field: string }[] {
  const form = noticeFormOf[kind];
  return form ? consentChoices(form) : [];
}
