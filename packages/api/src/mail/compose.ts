// Longer than most files on purpose: every mail the API sends, from one submission to its recipients, built in one place so each rule about what may be mailed to whom is written once.
import {
  company as catalogueCompany,
  durationOptions,
  findJob,
  findOpportunity,
  programText,
} from '@aarambh/content';
import {
  type ApplicationConfirmation,
  rupees,
  applicantPaymentText,
  applicantStageName,
  applicantStageText,
  applicantDate,
  documentDay,
  documentKindLabels,
  formatDocumentId,
  type DocumentFields,
  type DocumentState,
  type ApplicationStatusView,
  purposes,
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
import { consentFieldsOf } from '../storage/consents.ts';
import { headerText, parseMailbox } from './mime.ts';
import { applicationConfirmation } from '../status/view.ts';

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
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">',
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

interface Template {
  confirmationSubject: string;
  confirmationTitle: string;
  confirmationText: string[];
  notificationSubject: string;
}

/**
 * The texts of a kind's two mails. A confirmation goes to an address nobody has verified, so it
 * is fixed text plus what the catalogue says (an opportunity's or an opening's title, looked up
 * by its id when the mail is composed): nothing the visitor typed, so the form cannot carry
 * anyone's words to anyone. The notification goes to us and may quote the visitor.
 */
function template(kind: SubmissionKind, data: Record<string, unknown>, company: string): Template {
  const name = `${str(data.firstName)} ${str(data.lastName)}`.trim() || str(data.name) || 'Anonymous';
  switch (kind) {
    case 'application': {
      const opportunity = findOpportunity(Number(data.opportunityId));
      const title = opportunity?.title ?? 'an opportunity';
      return {
        confirmationSubject: opportunity
          ? `We received your application: ${opportunity.title}`
          : 'We received your application',
        confirmationTitle: 'Thank you for applying',
        confirmationText: [
          `We have received your application for ${title}${opportunity ? ` at ${opportunity.company}` : ''}.`,
          'Our team will review it and get back to you by e-mail.',
        ],
        notificationSubject: `New internship application: ${name}, ${title}`,
      };
    }
    case 'career': {
      const job = findJob(Number(data.jobId));
      const title = job?.title ?? 'an opening';
      return {
        confirmationSubject: job
          ? `We received your application: ${job.title}`
          : 'We received your application',
        confirmationTitle: 'Thank you for applying',
        confirmationText: [
          `We have received your application for ${title}${job ? ` (${job.department})` : ''}.`,
          "You'll hear from us within 5-7 business days.",
        ],
        notificationSubject: `New job application: ${name}, ${title}`,
      };
    }
    case 'subscription':
      return {
        confirmationSubject: `Please confirm your subscription to ${company} updates`,
        confirmationTitle: 'Please confirm your subscription',
        confirmationText: [
          `This address was entered on our website to get ${company} updates about the platform launch, new features and opportunities.`,
          'Follow the link below within 7 days to confirm it: until then we send nothing else.',
        ],
        notificationSubject: 'New subscriber (waiting for confirmation)',
      };
    case 'feedback':
      return {
        confirmationSubject: 'Thank you for your feedback!',
        confirmationTitle: 'Thank you for your feedback!',
        confirmationText: ['We read every message, and yours has reached our team.'],
        notificationSubject: `New feedback (${str(data.rating)}/5)`,
      };
    case 'contact':
      return {
        confirmationSubject: 'We received your message',
        confirmationTitle: 'Thank you for contacting us',
        confirmationText: ["We'll get back to you within 24 hours."],
        notificationSubject: `New contact message: ${str(data.subject)}`,
      };
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
): [string, string][] {
  const transaction = application.transactionId?.replace(/[^0-9A-Za-z]/g, '').slice(-4);
  return [
    ['Applied for', `${application.title}, ${application.organisation}`],
    ...program,
    ...(application.fee === null
      ? []
      : ([
          [
            'Fee',
            // No transaction id: the fee was asked for after the application (under 18), and is due.
            transaction
              ? `${rupees(application.fee)}, UPI transaction id ending ${transaction}, waiting for verification`
              : `${rupees(application.fee)}, due: pay it from your status page`,
          ],
        ] as [string, string][])),
    ['You will hear from us by', applicantDate(application.decisionBy)],
  ];
}

/**
 * An internship application's program, in the words its page and card use (the catalogue's
 * `programText`): the duration chosen and when it starts. None for another kind, or for an
 * opportunity or duration the catalogue does not have.
 */
function programRows(kind: SubmissionKind, data: Record<string, unknown>): [string, string][] {
  if (kind !== 'application') return [];
  const opportunity = findOpportunity(Number(data.opportunityId));
  const duration = durationOptions.find((option) => option.value === data.duration);
  return opportunity && duration ? [['Program', programText(opportunity, duration.label)]] : [];
}

/** The last paragraph of every confirmation: the address was typed by whoever sent the form. */
const NOT_YOU = 'If you did not send this, you can ignore this e-mail.';

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
    resume?: StoredFile | null | undefined;
    /** A subscription's token and when its confirmation was written: its links are made from them. */
    subscription?: { token: string; confirmationSentAt: Date } | undefined;
    /** When the submission arrived: an application's confirmation links its status page from then. */
    createdAt: Date;
  },
  settings: MailSettings,
): ComposedMail[] {
  const company = parseMailbox(settings.from).name || 'Aarambh Labs';
  const t = template(kind, data, company);
  const rows = rowsOf(data);
  const senderName = `${str(data.firstName)} ${str(data.lastName)}`.trim() || str(data.name);
  const mails: ComposedMail[] = [];
  if (context.email) {
    const subscription = kind === 'subscription' ? context.subscription : undefined;
    const application = applicationConfirmation(
      { kind, data, createdAt: context.createdAt },
      statusUrl(settings.links, context.id, context.createdAt),
    );
    const links: Link[] = subscription
      ? [
          {
            label: 'Confirm my subscription',
            url: confirmationUrl(settings.links, subscription.token, subscription.confirmationSentAt),
          },
        ]
      : application
        ? [{ label: STATUS_LINK_LABEL, url: application.statusUrl }]
        : [];
    links.push(...submissionWithdrawLinks(settings.links, { id: context.id, kind, data }, context.createdAt));
    const message: MailMessage = {
      from: settings.from,
      // The bare address: a display name would be the visitor's words in the recipient's inbox.
      to: context.email,
      subject: headerText(t.confirmationSubject),
      ...body(
        t.confirmationTitle,
        [...t.confirmationText, NOT_YOU],
        [
          ['Reference', context.reference],
          ...(application ? confirmationRows(application, programRows(kind, data)) : []),
        ],
        company,
        links,
      ),
    };
    mails.push({
      template: 'confirmation',
      message: subscription ? toSubscriber(message, subscription.token, settings.links) : message,
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
      subject: headerText(t.notificationSubject),
      ...body(
        t.notificationSubject,
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
export function toSubscriber(message: MailMessage, token: string, links: LinkSettings): MailMessage {
  const url = unsubscribeUrl(links, token);
  const note = 'To stop getting these e-mails, unsubscribe';
  return {
    ...message,
    text: `${message.text}\n\n${note}: ${url}\n`,
    html: message.html.replace(
      '</body>',
      `<p style="font-size:12px;color:#6b7280">${escapeHtml(note)}: <a href="${escapeHtml(url)}">unsubscribe</a></p></body>`,
    ),
    listUnsubscribe: { url, ...(links.unsubscribeMailto ? { mailto: links.unsubscribeMailto } : {}) },
  };
}

const STATUS_LINK_LABEL = 'See where your application stands';

/**
 * The withdraw links an application's mail carries, one per consent it was given with (DPDP Act
 * s.6(4): as easy to withdraw as to give): each opens the site's page, whose one button withdraws.
 */
export function withdrawLinks(
  links: LinkSettings,
  submissionId: string,
  writtenAt: Date,
  consents: readonly { purpose: ConsentPurpose }[],
): Link[] {
  return consents.map(({ purpose }) => ({
    label: `Withdraw your consent: ${purposes[purpose].title.toLowerCase()}`,
    url: withdrawUrl(links, submissionId, purpose, writtenAt),
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
  submission: Pick<SubmissionRecord, 'id' | 'kind' | 'data'>,
  writtenAt: Date,
): Link[] {
  return withdrawLinks(
    links,
    submission.id,
    writtenAt,
    consentFieldsOf(submission.kind).filter(({ field }) => submission.data[field] === true),
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
): MailMessage {
  const company = parseMailbox(settings.from).name || catalogueCompany.name;
  const stage = applicantStageName(view.stage, view.kind);
  const paragraphs = asked
    ? [
        `Here is the link to the status page of your application for ${view.title}, sent on ${applicantDate(view.appliedAt)}.`,
        `It is now: ${stage}. The link works for 90 days; you can ask for a new one on the status page.`,
      ]
    : [
        `Your application for ${view.title} is now: ${stage}.`,
        applicantStageText(view.stage, view.kind),
        ...(view.payment ? [applicantPaymentText(view.payment, catalogueCompany.emails.general)] : []),
        ...documents.map(documentSentence),
      ];
  return {
    from: settings.from,
    to,
    subject: headerText(
      asked
        ? `The status link of your application: ${view.title}`
        : `Your application for ${view.title}: ${stage}`,
    ),
    ...body(
      asked ? 'Your status link' : `Your application: ${stage}`,
      [...paragraphs, NOT_YOU],
      [['Reference', view.reference]],
      company,
      [
        { label: STATUS_LINK_LABEL, url: statusUrl(settings.links, submissionId, writtenAt) },
        ...withdrawLinks(settings.links, submissionId, writtenAt, [{ purpose: 'application' }]),
      ],
    ),
  };
}

/** A document the status mail tells of: what it is, its id and its state. */
export interface StatusMailDocument {
  id: string;
  fields: DocumentFields;
  state: DocumentState;
}

/** One sentence per document, fixed text and the catalogue's words only. */
function documentSentence({ id, fields, state }: StatusMailDocument): string {
  const what = `${documentKindLabels[fields.kind].toLowerCase()} ${formatDocumentId(id)}`;
  if (state === 'revoked') return `Your ${what} was revoked: it no longer verifies.`;
  if (state === 'superseded') return `Your ${what} was replaced by a new one, on your status page.`;
  if (fields.kind === 'offer' && state === 'valid') {
    return `Your offer letter ${formatDocumentId(id)} for ${fields.role} is ready. Read it on your status page and accept or decline it by ${documentDay(fields.expiresOn)}.`;
  }
  if (state === 'valid') {
    return `Your ${what} for ${fields.kind === 'certificate' ? fields.programme : fields.role} is ready to download from your status page, where you also choose whether your name shows to anyone who checks it.`;
  }
  return `Your ${what} is ${state}.`;
}

/**
 * A reply from staff, to the address the submission gave and no other: staff's subject and text,
 * from the company's address with `Reply-To` the company's inbox (an answer reaches the team, not
 * one person's mailbox), under the submission's reference. Staff wrote every word of it; nothing
 * the visitor typed is added.
 */
export function composeReply(
  submission: SubmissionRecord,
  reply: { subject: string; body: string },
  settings: MailSettings,
  writtenAt: Date,
): MailMessage | undefined {
  if (!submission.email) return undefined;
  const company = parseMailbox(settings.from).name || catalogueCompany.name;
  return {
    from: settings.from,
    to: submission.email,
    replyTo: settings.inbox,
    subject: headerText(reply.subject),
    ...body(
      reply.subject,
      reply.body.split(/\n{2,}/),
      [['Reference', submission.reference]],
      company,
      submissionWithdrawLinks(settings.links, submission, writtenAt),
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
    );
  }
  const subscription = submission.subscription;
  const context = {
    id: submission.id,
    reference: submission.reference,
    email: submission.email,
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
