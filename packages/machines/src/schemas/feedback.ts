import * as v from 'valibot';
import { emailMessages, optionalEmailSchema } from './email.ts';
import {
  isoTimestampString,
  languageSchema,
  optionalString,
  requiredString,
  requiredText,
} from './fields.ts';

/** The feedback form's messages. The product rules give the limits; the wording follows the other forms. */
export const feedbackMessages = {
  nameTooLong: 'Name must be less than 100 characters',
  email: emailMessages.invalid,
  emailTooLong: emailMessages.tooLong,
  messageRequired: 'Message is required',
  messageTooShort: 'Message must be at least 10 characters',
  messageTooLong: 'Message must be less than 1000 characters',
  rating: 'Rating must be between 1 and 5',
  required: 'Required',
  invalid: 'Invalid input',
} as const;

/** Limits of the feedback form (docs/validation.md and docs/limits.md). */
export const feedbackLimits = {
  name: { max: 100 },
  message: { min: 10, max: 1000 },
  rating: { min: 1, max: 5, default: 5 },
} as const;

const rating = v.optional(
  v.pipe(
    v.number(feedbackMessages.rating),
    v.integer(feedbackMessages.rating),
    v.minValue(feedbackLimits.rating.min, feedbackMessages.rating),
    v.maxValue(feedbackLimits.rating.max, feedbackMessages.rating),
  ),
  feedbackLimits.rating.default,
);

/** The feedback form's fields (the privacy notice's table reads them too). */
export const feedbackEntries = {
  name: optionalString(feedbackLimits.name.max, feedbackMessages.nameTooLong),
  email: optionalEmailSchema({ invalid: feedbackMessages.email, tooLong: feedbackMessages.emailTooLong }),
  message: requiredText(
    feedbackLimits.message.min,
    feedbackLimits.message.max,
    {
      required: feedbackMessages.messageRequired,
      tooShort: feedbackMessages.messageTooShort,
      tooLong: feedbackMessages.messageTooLong,
    },
    'several',
  ),
  rating,
  isAnonymous: v.optional(v.boolean(feedbackMessages.invalid), false),
};

/** Anonymous feedback carries no name and no e-mail, whatever was typed before the switch. */
function blankWhenAnonymous<T extends { name: string; email: string; isAnonymous: boolean }>(value: T): T {
  return value.isAnonymous ? { ...value, name: '', email: '' } : value;
}

/** The feedback form: optional name and e-mail, message, rating 1 to 5 (default 5), anonymous mode. */
export const feedbackSchema = v.pipe(v.object(feedbackEntries), v.transform(blankWhenAnonymous));

export type FeedbackFormInput = v.InferInput<typeof feedbackSchema>;
export type FeedbackForm = v.InferOutput<typeof feedbackSchema>;

/** Call 4 (POST /api/feedback, JSON): the form plus an ISO 8601 timestamp and the source page. */
export const feedbackPayloadSchema = v.pipe(
  v.object({
    ...feedbackEntries,
    timestamp: isoTimestampString,
    source: requiredString(feedbackMessages.required, 100, feedbackMessages.invalid),
    language: languageSchema,
  }),
  v.transform(blankWhenAnonymous),
);

export type FeedbackPayloadInput = v.InferInput<typeof feedbackPayloadSchema>;
export type FeedbackPayload = v.InferOutput<typeof feedbackPayloadSchema>;
