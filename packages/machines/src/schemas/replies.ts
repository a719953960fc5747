// Staff's replies to a submission, from the console: the saved templates (per situation, kept by
// admins), what a reply says, and how a template's placeholders are filled.
import { locales } from '@aarambh/content/locales';
import * as v from 'valibot';
import { languageMessage } from './fields.ts';
import { cleanLine, cleanText } from './text.ts';

export const replyLimits = { subjectMax: 150, bodyMax: 5000, titleMax: 80 } as const;

/** Which submissions a template is for: an application (internship or job), a message, feedback. */
export const replySituations = ['application', 'message', 'feedback'] as const;
export type ReplySituation = (typeof replySituations)[number];

export const replySituationLabels: Record<ReplySituation, string> = {
  application: 'Applications',
  message: 'Contact messages',
  feedback: 'Feedback',
};

/** The situation of a submission's kind; a subscription gets no reply. */
export function replySituation(kind: string): ReplySituation | undefined {
  if (kind === 'application' || kind === 'career') return 'application';
  if (kind === 'contact') return 'message';
  return kind === 'feedback' ? 'feedback' : undefined;
}

export const replyMessages = {
  subject: 'Write a subject',
  subjectLong: `Keep the subject under ${replyLimits.subjectMax} characters`,
  body: 'Write the reply',
  bodyLong: `Keep the reply under ${replyLimits.bodyMax} characters`,
  title: 'Name the template',
  titleLong: `Keep the name under ${replyLimits.titleMax} characters`,
  noAddress: 'This submission gave no e-mail address to reply to',
} as const;

const subject = v.pipe(
  v.string(replyMessages.subject),
  cleanLine(),
  v.minLength(1, replyMessages.subject),
  v.maxLength(replyLimits.subjectMax, replyMessages.subjectLong),
);
const body = v.pipe(
  v.string(replyMessages.body),
  cleanText(),
  v.minLength(1, replyMessages.body),
  v.maxLength(replyLimits.bodyMax, replyMessages.bodyLong),
);

/**
 * A saved reply: `{name}` and `{reference}` in its subject and body are filled in when chosen. Its
 * `language` is the one it is written in: a submission made on a Hindi page is offered the Hindi
 * ones first.
 */
export const replyTemplateSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  situation: v.picklist(replySituations),
  language: v.picklist(locales, languageMessage),
  title: v.pipe(
    v.string(replyMessages.title),
    cleanLine(),
    v.minLength(1, replyMessages.title),
    v.maxLength(replyLimits.titleMax, replyMessages.titleLong),
  ),
  subject,
  body,
});
export type ReplyTemplate = v.InferOutput<typeof replyTemplateSchema>;

/** A reply to send: to the address the submission gave, never another. */
export const replySchema = v.object({
  submissionId: v.pipe(v.string(), v.uuid()),
  templateId: v.nullable(v.pipe(v.string(), v.uuid())),
  subject,
  body,
});
export type ReplyRequest = v.InferOutput<typeof replySchema>;

/** A reply as the submission's history shows it. */
export const replyViewSchema = v.object({
  id: v.string(),
  at: v.string(),
  staffEmail: v.nullable(v.string()),
  subject: v.string(),
  body: v.string(),
  /** The outbox's state of its e-mail: pending, sent or failed. */
  mailStatus: v.string(),
});
export type ReplyView = v.InferOutput<typeof replyViewSchema>;

/** A template's text with the submission's name and reference in place of `{name}` and `{reference}`. */
export function fillReplyTemplate(text: string, values: { name: string; reference: string }): string {
  return text.replaceAll('{name}', values.name).replaceAll('{reference}', values.reference);
}
