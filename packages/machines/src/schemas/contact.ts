import * as v from 'valibot';
import { cleanLine } from './text.ts';
import { emailMessages, emailSchema } from './email.ts';
import {
  PHONE_PATTERN,
  languageSchema,
  compactPhone,
  latinDigits,
  optionalText,
  personNameSchema,
  requiredOption,
  requiredText,
} from './fields.ts';
import { inquiryTypes } from './options.ts';

/** The contact form's messages that are not shared with other forms (docs/validation.md). */
export const contactMessages = {
  phoneInvalid: 'Please enter a valid phone number',
  company: 'Company name must be between 2 and 100 characters',
  subjectRequired: 'Subject is required',
  subjectTooShort: 'Subject must be at least 5 characters',
  subjectTooLong: 'Subject must be less than 100 characters',
  messageRequired: 'Message is required',
  messageTooShort: 'Message must be at least 10 characters',
  messageTooLong: 'Message must be less than 1000 characters',
  inquiryType: 'Please select an inquiry type',
} as const;

/** Limits of the contact form (docs/limits.md). */
export const contactLimits = {
  company: { min: 2, max: 100 },
  subject: { min: 5, max: 100 },
  message: { min: 10, max: 1000 },
} as const;

/**
 * An optional phone number: blank gives `''`; otherwise it must match the pattern once the
 * spaces, hyphens and brackets people group digits with are ignored. The value is kept as typed.
 */
export const optionalPhoneSchema = v.optional(
  v.pipe(
    v.string(contactMessages.phoneInvalid),
    cleanLine(),
    latinDigits(),
    v.check((value) => value === '' || PHONE_PATTERN.test(compactPhone(value)), contactMessages.phoneInvalid),
  ),
  '',
);

/** The contact form, and the JSON body of call 5 (POST /api/contact-us). */
export const contactMessageSchema = v.object({
  firstName: personNameSchema('First name'),
  lastName: personNameSchema('Last name'),
  email: emailSchema(emailMessages),
  phone: optionalPhoneSchema,
  company: optionalText(contactLimits.company.min, contactLimits.company.max, contactMessages.company),
  subject: requiredText(contactLimits.subject.min, contactLimits.subject.max, {
    required: contactMessages.subjectRequired,
    tooShort: contactMessages.subjectTooShort,
    tooLong: contactMessages.subjectTooLong,
  }),
  message: requiredText(
    contactLimits.message.min,
    contactLimits.message.max,
    {
      required: contactMessages.messageRequired,
      tooShort: contactMessages.messageTooShort,
      tooLong: contactMessages.messageTooLong,
    },
    'several',
  ),
  inquiryType: requiredOption(inquiryTypes, contactMessages.inquiryType),
  language: languageSchema,
});

export type ContactMessageInput = v.InferInput<typeof contactMessageSchema>;
export type ContactMessage = v.InferOutput<typeof contactMessageSchema>;
