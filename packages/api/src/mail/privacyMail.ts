// The mail that confirms a privacy request: sent to the address the request names, known to us or
// not, with the same words either way, so neither the answer nor the mail tells whether we hold
// anything; the request's own words (its details) are never repeated in it. And the breach notice
// an admin confirms for a console incident.
import { company as catalogueCompany } from '@aarambh/content';
import { privacyRequestTypeLabels } from '@aarambh/machines/schemas';
import type { MailMessage } from '../storage/types.ts';
import type { PrivacyRequestRecord } from '../storage/privacy.ts';
import { type Link, type MailSettings, body } from './compose.ts';
import { PRIVACY_LINK_VALID_MS, privacyConfirmationUrl } from './links.ts';
import { headerText, parseMailbox } from './mime.ts';

export function composePrivacyConfirmation(
  request: Pick<PrivacyRequestRecord, 'id' | 'type' | 'reference'>,
  to: string,
  settings: MailSettings,
  writtenAt: Date,
): MailMessage {
  const company = parseMailbox(settings.from).name || catalogueCompany.name;
  const what = privacyRequestTypeLabels[request.type].label;
  const days = PRIVACY_LINK_VALID_MS / 86_400_000;
  return {
    from: settings.from,
    to,
    subject: headerText(`Confirm your privacy request: ${what}`),
    ...body(
      'Confirm your privacy request',
      [
        `Someone asked us, on our privacy request page, for this about the data held on this e-mail address: ${what}.`,
        `If it was you, confirm it with the link below (it works for ${days} days). We do nothing about the request until it is confirmed, and we answer a confirmed request within 30 days.`,
        'If it was not you, ignore this e-mail: nothing will happen.',
      ],
      request.reference ? [['Reference', request.reference]] : [],
      company,
      [{ label: 'Confirm the request', url: privacyConfirmationUrl(settings.links, request.id, writtenAt) }],
    ),
  };
}

/**
 * A breach notice (Rule 7(1), `console/incidents.ts`): the subject and text an admin confirmed,
 * each line a paragraph, answered to the grievance contact the notice names, with the withdraw
 * links of the consents the person gave with the submission it was sent for.
 */
export function composeBreachNotice(
  notice: { subject: string; body: string },
  to: string,
  settings: MailSettings,
  withdraw: readonly Link[],
): MailMessage {
  const company = parseMailbox(settings.from).name || catalogueCompany.name;
  const paragraphs = notice.body
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return {
    from: settings.from,
    to,
    replyTo: catalogueCompany.grievanceContact.email,
    subject: headerText(notice.subject),
    ...body(notice.subject, paragraphs, [], company, [...withdraw]),
  };
}
