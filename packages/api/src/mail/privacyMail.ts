// The mail that confirms a privacy request: sent to the address the request names, known to us or
// not, with the same words either way, so neither the answer nor the mail tells whether we hold
// anything; the request's own words (its details) are never repeated in it. And the breach notice
// an admin confirms for a console incident.
import { company as catalogueCompany } from '@aarambh/content';
import { privacyRequestTypeLabels } from '@aarambh/machines/schemas';
import type { MailMessage, SubmissionRecord } from '../storage/types.ts';
import type { PrivacyRequestRecord } from '../storage/privacy.ts';
import { type MailSettings, body, submissionWithdrawLinks, writtenLanguage } from './compose.ts';
import { machineLabelIn, mailCopy } from './copy.ts';
import { PRIVACY_LINK_VALID_MS, privacyConfirmationUrl } from './links.ts';
import { headerText, parseMailbox } from './mime.ts';

/** In the language of the page the request was made on, its link to that language's page. */
export function composePrivacyConfirmation(
  request: Pick<PrivacyRequestRecord, 'id' | 'type' | 'reference' | 'language'>,
  to: string,
  settings: MailSettings,
  writtenAt: Date,
): MailMessage {
  const company = parseMailbox(settings.from).name || catalogueCompany.name;
  const { language } = request;
  const copy = mailCopy[language];
  const label = privacyRequestTypeLabels[request.type].label;
  const what = machineLabelIn(language, label);
  const days = PRIVACY_LINK_VALID_MS / 86_400_000;
  const url = privacyConfirmationUrl(settings.links, request.id, writtenAt, language);
  return {
    from: settings.from,
    to,
    subject: headerText(copy.privacyRequest.subject(what)),
    ...body(
      copy.privacyRequest.title,
      copy.privacyRequest.text(what, days),
      request.reference ? [[copy.rows.reference, request.reference]] : [],
      company,
      [{ label: copy.privacyRequest.confirm, url }],
      language,
    ),
  };
}

/**
 * A breach notice (Rule 7(1), `console/incidents.ts`): the subject and text an admin confirmed,
 * each line a paragraph, answered to the grievance contact the notice names, with the withdraw
 * links of the consents the person gave with the submission it was sent for, if any. Its frame
 * (the withdraw links and the page they open, the language it declares) is in the language the
 * admin wrote in (`writtenLanguage`), as a staff reply's is.
 */
export function composeBreachNotice(
  notice: { subject: string; body: string },
  to: string,
  settings: MailSettings,
  submission: SubmissionRecord | undefined,
  writtenAt: Date,
): MailMessage {
  const company = parseMailbox(settings.from).name || catalogueCompany.name;
  const language = writtenLanguage(notice);
  const withdraw = submission
    ? submissionWithdrawLinks(settings.links, { ...submission, language }, writtenAt)
    : [];
  const paragraphs = notice.body
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return {
    from: settings.from,
    to,
    replyTo: catalogueCompany.grievanceContact.email,
    subject: headerText(notice.subject),
    ...body(notice.subject, paragraphs, [], company, withdraw, language),
  };
}
