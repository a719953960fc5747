// The mail that asks a parent or guardian to confirm an application from someone under 18. It
// goes only to the address the applicant gave for the guardian and carries nothing the applicant
// typed but their name; the programme is named by the catalogue's title, not the request's.
import { company as catalogueCompany } from '@aarambh/content';
import { GUARDIAN_HOLD_DAYS } from '@aarambh/machines/schemas';
import type { GuardianConsent } from '../storage/guardians.ts';
import type { MailMessage } from '../storage/types.ts';
import { type MailSettings, body } from './compose.ts';
import { guardianConfirmationUrl } from './links.ts';
import { headerText, parseMailbox } from './mime.ts';

export function composeGuardianRequest(
  consent: Pick<GuardianConsent, 'id' | 'guardianEmail'> & {
    held: { data: Record<string, unknown>; expiresAt: string };
  },
  settings: MailSettings,
): MailMessage {
  const company = parseMailbox(settings.from).name || catalogueCompany.name;
  const { data } = consent.held;
  const applicant = `${String(data.firstName)} ${String(data.lastName)}`;
  const programme = String(data.opportunityTitle);
  return {
    from: settings.from,
    to: consent.guardianEmail,
    subject: headerText(`Please confirm an application to ${company}`),
    ...body(
      'A parent or guardian’s consent',
      [
        `${applicant} has applied to our programme “${programme}” and named you as their parent or guardian. They told us they are under 18, so we keep the application unsent until you confirm it.`,
        `If you agree, confirm with the link below (it works for ${GUARDIAN_HOLD_DAYS} days). The fee is asked for after you confirm.`,
        'If you do not know this application, ignore this e-mail: the application is deleted when the link expires.',
      ],
      [],
      company,
      [
        {
          label: 'Confirm the application',
          url: guardianConfirmationUrl(settings.links, consent.id, new Date(consent.held.expiresAt)),
        },
      ],
    ),
  };
}
