// Longer than most files on purpose: every mail the API sends, from one submission to its recipients, built in one place so each rule about what may be mailed to whom is written once.
import {
  company as catalogueCompany,
  durationOptions,
  findJob,
  findOpportunity,
  languageByScript,
  type Locale,
} from '@aarambh/content';
import {
  type ApplicationConfirmation,
  rupees,
  applicantPaymentText,
  applicantStageName,
  applicantStageText,
  applicantDate,
  documentDay,
  formatDocumentId,
  type DocumentFields,
  type DocumentState,
  type ApplicationStatusView,
  type ConsentPurpose,
} from '@aarambh/machines/schemas';
import type {
  MailMessage,
  MailTemplate,
  StoredFile,
  SubmissionKind,
  SubmissionRecord,
} from '../storage/types.ts';
import type { ResumeStore } from '../resumes.ts';
import { type LinkSettings, confirmationUrl, statusUrl, unsubscribeUrl, withdrawUrl } from './links.ts';
import { consentFieldsOf } from '../consentForms.ts';
import { headerText, parseMailbox } from './mime.ts';
import { applicationConfirmation } from '../status/view.ts';
import { type ConfirmationCopy, type MailCopy, mailCopy } from './copy.ts';

export interface MailSettings {
  /** Sender of every message, `Name <address>`; the name is also the company's name in the text. */
  from: string;
  /** The company inbox. */
  inbox: string;
  /** Where the stored resumes are read from when a notification that attaches one is sent. */
  resumes: Pick<ResumeStore, 'read'>;
  /** Confirmations one address may get in a clock hour; 0 is no cap. */
  confirmationsPerAddressPerHour: number;
  /** Confirmations the requests of one client (`rateLimitSubject`) may cause in a clock hour; 0 is no cap. */
  confirmationsPerClientPerHour: number;
  /** Confirmations of the forms (all but subscriptions) to all addresses together in a clock hour; 0 is no cap. */
  confirmationsPerHour: number;
  /** Subscription confirmations to all addresses together in a clock hour, a budget of their own; 0 is no cap. */
  subscriptionConfirmationsPerHour: number;
  /** The site's URL and the key of the signed links in subscribers' mail. */
  links: LinkSettings;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return /[&<>"']/.test(value) ? value.replace(/[&<>"']/g, (char) => ESCAPES[char]!) : value;
}

const labels = new Map<string, string>();

/** `opportunityTitle` -> `Opportunity title` (field names are few: each is worked out once); the access summary names fields so too. */
export function label(key: string): string {
  let text = labels.get(key);
  if (text === undefined) {
    const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
    text = words.charAt(0).toUpperCase() + words.slice(1);
    if (labels.size < 200) labels.set(key, text);
  }
  return text;
}

export function display(value: unknown): string {
  if (value === true) return 'Yes';
  if (value === false) return 'No';
  if (Array.isArray(value)) return value.map(display).join(', ');
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function rowsOf(data: Record<string, unknown>): [string, string][] {
  return Object.entries(data)
    .map(([key, value]): [string, string] => [label(key), display(value)])
    .filter(([, value]) => value.trim() !== '');
}

/** A link in a message: its label, and the URL (written out in the plain text). */
export interface Link {
  label: string;
  url: string;
}

/** A message body in plain text and HTML; every value from a visitor is escaped in the HTML. */
export function body(
  title: string,
  paragraphs: string[],
  rows: [string, string][],
  company: string,
  links: Link[] = [],
  language: Locale = 'en',
) {
  const text = [
    title,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...links.flatMap((link) => [`${link.label}: ${link.url}`, '']),
    ...rows.map(([key, value]) => `${key}: ${value}`),
    '',
    `${company}`,
  ].join('\n');
  const cell = 'padding:4px 12px 4px 0;vertical-align:top;text-align:left';
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">`,
    `<h1 style="font-size:20px;color:#312e81">${escapeHtml(title)}</h1>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...links.map((link) => `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`),
    rows.length
      ? `<table role="presentation">${rows
          .map(
            ([key, value]) =>
              `<tr><th style="${cell}">${escapeHtml(key)}</th><td style="${cell};white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
          )
          .join('')}</table>`
      : '',
    `<p>${escapeHtml(company)}</p>`,
    '</body></html>',
  ].join('');
  return { text, html };
}

/** A file size for people: '84 KB', '1.2 MB'. */
function kilobytes(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const str = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

/** A mailbox with a display name; the name is reduced to one line of text. */
function mailbox(name: string, address: string): string {
  const clean = headerText(name, 100).replace(/["<>\\]/g, '');
  return clean ? `"${clean}" <${address}>` : address;
}

/**
 * A kind's confirmation, in the submission's language (`copy.ts`). It goes to an address nobody
 * has verified, so it is fixed text plus what the catalogue says (an opportunity's or an opening's
 * title, looked up by its id when the mail is composed): nothing the visitor typed, so the form
 * cannot carry anyone's words to anyone.
 */
function confirmationCopy(
  kind: SubmissionKind,
  data: Record<string, unknown>,
  company: string,
  copy: MailCopy,
): ConfirmationCopy {
  switch (kind) {
    case 'application': {
      const opportunity = findOpportunity(Number(data.opportunityId));
      return copy.confirmation.application(
        opportunity && { title: opportunity.title, organisation: opportunity.company },
      );
    }
    case 'career': {
      const job = findJob(Number(data.jobId));
      return copy.confirmation.career(job && { title: job.title, organisation: job.department });
    }
    case 'subscription':
      return copy.confirmation.subscription(company);
    case 'feedback':
      return copy.confirmation.feedback;
    case 'contact':
      return copy.confirmation.contact;
  }
}

/** The subject of a kind's notification to the company, which may quote the visitor (staff read English). */
function notificationSubject(kind: SubmissionKind, data: Record<string, unknown>): string {
  const name = `${str(data.firstName)} ${str(data.lastName)}`.trim() || str(data.name) || 'Anonymous';
  switch (kind) {
    case 'application':
      return `New internship application: ${name}, ${findOpportunity(Number(data.opportunityId))?.title ?? 'an opportunity'}`;
    case 'career':
      return `New job application: ${name}, ${findJob(Number(data.jobId))?.title ?? 'an opening'}`;
    case 'subscription':
      return 'New subscriber (waiting for confirmation)';
    case 'feedback':
      return `New feedback (${str(data.rating)}/5)`;
    case 'contact':
      return `New contact message: ${str(data.subject)}`;
  }
}

/**
 * What an application's confirmation e-mail lists under its reference. The address it goes to is
 * not verified, so the transaction id the applicant typed is shown by its last four characters
 * only: enough to recognise, too short to carry anyone's words.
 */
function confirmationRows(
  application: ApplicationConfirmation,
  program: [string, string][],
  copy: MailCopy,
  language: Locale,
): [string, string][] {
  const transaction = application.transactionId?.replace(/[^0-9A-Za-z]/g, '').slice(-4);
  return [
    [copy.rows.appliedFor, `${application.title}, ${application.organisation}`],
    ...program,
    ...(application.fee === null
      ? []
      : ([
          [
            copy.rows.fee,
            // No transaction id: the fee was asked for after the application (under 18), and is due.
            transaction
              ? copy.fee.waiting(rupees(application.fee), transaction)
              : copy.fee.due(rupees(application.fee)),
          ],
        ] as [string, string][])),
    [copy.rows.hearBy, applicantDate(application.decisionBy, language)],
  ];
}

/**
 * An internship application's program in the submission's language (`copy.ts`; in English the
 * catalogue's `programText`, the words its page and card use): the duration chosen and when it starts. None for another kind, or for an
 * opportunity or duration the catalogue does not have.
 */
function programRows(
  kind: SubmissionKind,
  data: Record<string, unknown>,
  copy: MailCopy,
): [string, string][] {
  if (kind !== 'application') return [];
  const opportunity = findOpportunity(Number(data.opportunityId));
  const duration = durationOptions.find((option) => option.value === data.duration);
  return opportunity && duration ? [[copy.rows.program, copy.program(opportunity, duration)]] : [];
}

/**
 * The address a notification goes to: for an internship application the owner the catalogue
 * names for its opportunity, else the inbox. Only the catalogue and the configuration name
 * recipients: nothing in the request does.
 */
export function notificationRecipient(
  kind: SubmissionKind,
  data: Record<string, unknown>,
  settings: MailSettings,
): string {
  const owner = kind === 'application' ? findOpportunity(Number(data.opportunityId))?.ownerEmail : undefined;
  return owner ?? parseMailbox(settings.inbox).address;
}

export interface ComposedMail {
  template: MailTemplate;
  message: MailMessage;
}

/**
 * The confirmation to the sender (when there is an address to send it to) and the notification
 * to the company, for a submission whose data the schemas have validated. The same data always
 * gives the same mail, so a retry composes again what the first attempt sent.
 */
export function composeMails(
  kind: SubmissionKind,
  data: Record<string, unknown>,
  context: {
    id: string;
    /** What the mails name it by; the id is only signed into the status link. */
    reference: string;
    email: string | null;
    /** The language of the page it was sent from: the confirmation is written in it. */
    language: Locale;
    resume?: StoredFile | null | undefined;
    /** A subscription's token and when its confirmation was written: its links are made from them. */
    subscription?: { token: string; confirmationSentAt: Date } | undefined;
    /** When the submission arrived: an application's confirmation links its status page from then. */
    createdAt: Date;
  },
  settings: MailSettings,
): ComposedMail[] {
  const company = parseMailbox(settings.from).name || 'Aarambh Labs';
  const copy = mailCopy[context.language];
  const confirmation = confirmationCopy(kind, data, company, copy);
  const rows = rowsOf(data);
  const senderName = `${str(data.firstName)} ${str(data.lastName)}`.trim() || str(data.name);
  const mails: ComposedMail[] = [];
  if (context.email) {
    const subscription = kind === 'subscription' ? context.subscription : undefined;
    const application = applicationConfirmation(
      { kind, data, createdAt: context.createdAt },
      statusUrl(settings.links, context.id, context.createdAt, true, context.language),
    );
    const links: Link[] = subscription
      ? [
          {
            label: copy.confirmSubscription,
            url: confirmationUrl(
              settings.links,
              subscription.token,
              subscription.confirmationSentAt,
              context.language,
            ),
          },
        ]
      : application
        ? [{ label: copy.statusLinkLabel, url: application.statusUrl }]
        : [];
    links.push(
      ...submissionWithdrawLinks(
        settings.links,
        { id: context.id, kind, data, language: context.language },
        context.createdAt,
      ),
    );
    const message: MailMessage = {
      from: settings.from,
      // The bare address: a display name would be the visitor's words in the recipient's inbox.
      to: context.email,
      subject: headerText(confirmation.subject),
      ...body(
        confirmation.title,
        [...confirmation.text, copy.notYou],
        [
          [copy.rows.reference, context.reference],
          ...(application
            ? confirmationRows(application, programRows(kind, data, copy), copy, context.language)
            : []),
        ],
        company,
        links,
        context.language,
      ),
    };
    mails.push({
      template: 'confirmation',
      message: subscription
        ? toSubscriber(message, subscription.token, settings.links, context.language)
        : message,
    });
  }
  const notificationRows: [string, string][] = [
    ['Reference', context.reference],
    ...(context.resume
      ? ([['Resume', `attached: ${context.resume.originalName} (${kilobytes(context.resume.size)})`]] as [
          string,
          string,
        ][])
      : []),
    ...rows,
  ];
  mails.push({
    template: 'notification',
    message: {
      from: settings.from,
      to: notificationRecipient(kind, data, settings),
      ...(context.email ? { replyTo: mailbox(senderName, context.email) } : {}),
      subject: headerText(notificationSubject(kind, data)),
      ...body(
        notificationSubject(kind, data),
        [`A new ${kind} submission arrived on the website.`],
        notificationRows,
        company,
      ),
      ...(context.resume
        ? {
            attachments: [
              {
                filename: context.resume.originalName,
                storedName: context.resume.storedName,
                contentType: context.resume.mediaType,
              },
            ],
          }
        : {}),
    },
  });
  return mails;
}

/**
 * A mail to a subscriber, as every one must be (the confirmation now, any later mail too): an
 * unsubscribe link at the end of its text, and `List-Unsubscribe` with `List-Unsubscribe-Post`
 * (RFC 8058), so that mail apps offer one-click unsubscribe. The URL unsubscribes on a POST only.
 */
export function toSubscriber(
  message: MailMessage,
  token: string,
  links: LinkSettings,
  language: Locale = 'en',
): MailMessage {
  const url = unsubscribeUrl(links, token, language);
  const { note, link } = mailCopy[language].unsubscribe;
  return {
    ...message,
    text: `${message.text}\n\n${note}: ${url}\n`,
    html: message.html.replace(
      '</body>',
      `<p style="font-size:12px;color:#6b7280">${escapeHtml(note)}: <a href="${escapeHtml(url)}">${escapeHtml(link)}</a></p></body>`,
    ),
    listUnsubscribe: { url, ...(links.unsubscribeMailto ? { mailto: links.unsubscribeMailto } : {}) },
  };
}

/**
 * The withdraw links an application's mail carries, one per consent it was given with (DPDP Act
 * s.6(4): as easy to withdraw as to give): each opens the site's page, whose one button withdraws.
 */
export function withdrawLinks(
  links: LinkSettings,
  submissionId: string,
  writtenAt: Date,
  consents: readonly { purpose: ConsentPurpose }[],
  language: Locale = 'en',
): Link[] {
  return consents.map(({ purpose }) => ({
    label: mailCopy[language].withdraw[purpose],
    url: withdrawUrl(links, submissionId, purpose, writtenAt, language),
  }));
}

/**
 * The withdraw links of any mail to the person who sent a submission: one per consent its form
 * was given with (none for a form that asks for none, such as the contact form, whose basis is
 * not consent). The one home of that rule for every template: confirmation, reply, interview
 * mails and breach notices alike.
 */
export function submissionWithdrawLinks(
  links: LinkSettings,
  submission: Pick<SubmissionRecord, 'id' | 'kind' | 'data' | 'language'>,
  writtenAt: Date,
): Link[] {
  return withdrawLinks(
    links,
    submission.id,
    writtenAt,
    consentFieldsOf(submission.kind).filter(({ field }) => submission.data[field] === true),
    submission.language,
  );
}

/**
 * An application's status mail, to the address it gave: fixed text for its stage and payment as
 * they are when it is sent (so the changes of a few minutes make one mail), the catalogue's title
 * and the status link; nothing anyone typed but a payment's refusal reason, which is one of the
 * console's fixed list. `asked` is the mail of a link asked for again.
 */
export function composeStatus(
  view: ApplicationStatusView,
  submissionId: string,
  to: string,
  settings: MailSettings,
  writtenAt: Date,
  asked: boolean,
  documents: readonly StatusMailDocument[] = [],
  language: Locale = 'en',
): MailMessage {
  const company = parseMailbox(settings.from).name || catalogueCompany.name;
  const copy = mailCopy[language];
  const stage = applicantStageName(view.stage, view.kind, language);
  const paragraphs = asked
    ? copy.status.link(view.title, applicantDate(view.appliedAt, language), stage)
    : [
        copy.status.now(view.title, stage),
        applicantStageText(view.stage, view.kind, language),
        ...(view.payment
          ? [applicantPaymentText(view.payment, catalogueCompany.emails.general, language)]
          : []),
        ...documents.map(({ id, fields, state }) =>
          copy.status.document({
            id: formatDocumentId(id),
            fields,
            state,
            expiresOn:
              fields.kind === 'offer'
                ? language === 'en'
                  ? documentDay(fields.expiresOn)
                  : applicantDate(fields.expiresOn, language)
                : '',
          }),
        ),
      ];
  return {
    from: settings.from,
    to,
    subject: headerText(asked ? copy.status.linkSubject(view.title) : copy.status.subject(view.title, stage)),
    ...body(
      asked ? copy.status.linkTitle : copy.status.title(stage),
      [...paragraphs, copy.notYou],
      [[copy.rows.reference, view.reference]],
      company,
      [
        {
          label: copy.statusLinkLabel,
          url: statusUrl(settings.links, submissionId, writtenAt, true, language),
        },
        ...withdrawLinks(settings.links, submissionId, writtenAt, [{ purpose: 'application' }], language),
      ],
      language,
    ),
  };
}

/** A document the status mail tells of: what it is, its id and its state. */
export interface StatusMailDocument {
  id: string;
  fields: DocumentFields;
  state: DocumentState;
}

/**
 * The language staff wrote a mail's words in (a reply, a breach notice), by its script
 * (`languageByScript`: a reply may start from a template in either language and be edited). What
 * the mail adds around their words is written in it.
 */
export function writtenLanguage(words: { subject: string; body: string }): Locale {
  return languageByScript(`${words.subject} ${words.body}`);
}

/**
 * A reply from staff, to the address the submission gave and no other: staff's subject and text,
 * from the company's address with `Reply-To` the company's inbox (an answer reaches the team, not
 * one person's mailbox), under the submission's reference. Staff wrote every word of it; nothing
 * the visitor typed is added. Its frame (the reference's label, the withdraw links and the page
 * they open, the language the mail declares) is in the language staff wrote in (`writtenLanguage`).
 */
export function composeReply(
  submission: SubmissionRecord,
  reply: { subject: string; body: string },
  settings: MailSettings,
  writtenAt: Date,
): MailMessage | undefined {
  if (!submission.email) return undefined;
  const company = parseMailbox(settings.from).name || catalogueCompany.name;
  const language = writtenLanguage(reply);
  return {
    from: settings.from,
    to: submission.email,
    replyTo: settings.inbox,
    subject: headerText(reply.subject),
    ...body(
      reply.subject,
      reply.body.split(/\n{2,}/),
      [[mailCopy[language].rows.reference, submission.reference]],
      company,
      submissionWithdrawLinks(settings.links, { ...submission, language }, writtenAt),
      language,
    ),
  };
}

/**
 * The mail of a stored submission for one template, as the outbox worker composes it for a retry;
 * a status mail needs the application's status, and a reply what staff wrote, which the worker
 * reads with it.
 */
export function composeStored(
  submission: SubmissionRecord,
  template: MailTemplate,
  settings: MailSettings,
  status?: {
    view: ApplicationStatusView | undefined;
    writtenAt: Date;
    documents?: readonly StatusMailDocument[];
  },
  reply?: { subject: string; body: string; writtenAt: Date },
): MailMessage | undefined {
  if (template === 'reply') return reply && composeReply(submission, reply, settings, reply.writtenAt);
  if (template === 'status' || template === 'status-link') {
    if (!status?.view || !submission.email) return undefined;
    return composeStatus(
      status.view,
      submission.id,
      submission.email,
      settings,
      status.writtenAt,
      template === 'status-link',
      status.documents,
      submission.language,
    );
  }
  const subscription = submission.subscription;
  const context = {
    id: submission.id,
    reference: submission.reference,
    email: submission.email,
    language: submission.language,
    createdAt: new Date(submission.createdAt),
    resume: submission.file,
    subscription: subscription
      ? {
          token: subscription.token,
          confirmationSentAt: new Date(subscription.confirmationSentAt ?? subscription.requestedAt),
        }
      : undefined,
  };
  return composeMails(submission.kind, submission.data, context, settings).find(
    (mail) => mail.template === template,
  )?.message;
}
