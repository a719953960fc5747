// The mail that asks a parent or guardian to confirm an application from someone under 18. It
// goes only to the address the applicant gave for the guardian and carries nothing the applicant
// typed but their name; the programme is named by the catalogue's title, not the request's. It is
// in the language of the page the application was made on, its link to that language's page.
import { company as catalogueCompany, locales } from '@aarambh/content';
import { GUARDIAN_HOLD_DAYS } from '@aarambh/machines/schemas';
import type { GuardianConsent } from '../storage/guardians.ts';
import type { MailMessage } from '../storage/types.ts';
import { type MailSettings, body } from './compose.ts';
import { mailCopy } from './copy.ts';
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
  const language = locales.find((locale) => locale === data.language) ?? 'en';
  const copy = mailCopy[language].guardian;
  const expiresAt = new Date(consent.held.expiresAt);
  return {
    from: settings.from,
    to: consent.guardianEmail,
    subject: headerText(copy.subject(company)),
    ...body(
      copy.title,
      copy.text(applicant, programme, GUARDIAN_HOLD_DAYS),
      [],
      company,
      [
        {
          label: copy.confirm,
          url: guardianConfirmationUrl(settings.links, consent.id, expiresAt, language),
        },
      ],
      language,
    ),
  };
}
