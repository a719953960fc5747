import { fillIn, type Locale } from '@aarambh/content';
import * as v from 'valibot';
import { assign, setup } from 'xstate';
import { contactMessageSchema, type ContactMessage } from '../schemas/contact.ts';
import { validateFields } from '../schemas/errors.ts';
import { freshForm, type FormState } from '../shared/form.ts';
import { type Confirmed, answerBody, submissionOutcome } from '../shared/outcome.ts';
import { readConfirmation } from '../schemas/confirmation.ts';
import { bodySuccess, isOkStatus, submitPlaceholder } from '../shared/submission.ts';
import { calls } from '../schemas/calls.ts';

/** The contact form's fields as the inputs hold them. */
export interface ContactFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  subject: string;
  message: string;
  inquiryType: string;
}

export type ContactField = keyof ContactFormValues;

export const emptyContactForm: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  subject: '',
  message: '',
  inquiryType: '',
};

/** The contact flow's texts (docs/behaviour.md and docs/messages.md). */
export const contactTexts = {
  sendingLabel: 'Sending Message...',
  success: {
    title: 'Message Sent Successfully!',
    /** The API's answer to call 5. */
    description: calls.contact.success,
  },
  warning: {
    title: 'Message Sent with Warnings',
    description:
      "Your message was submitted but there were issues with email delivery. We'll still get back to you soon!",
  },
  failureTitle: 'Failed to Send Message',
  /** The server's message when it gives none. */
  failureFallback: 'Failed to send message',
  /** What to say when the failure is not an error with a message. */
  nonStandardFailure: 'Please try again or contact us directly via email.',
  /** What to say around the failure's message (`contactFailureDescription`). */
  failureDescription: 'Error: {message}. Please try again or contact us directly via email.',
} as const;

/**
 * The failure toast's description for `message` (`null`: the failure carried no message), from
 * `texts`: these texts, or the same in another language.
 */
export function contactFailureDescription(
  message: string | null,
  texts: { nonStandardFailure: string; failureDescription: string } = contactTexts,
): string {
  return message === null ? texts.nonStandardFailure : fillIn(texts.failureDescription, { message });
}

export interface ContactMessageMachineInput {
  /** Values to start from (a prefilled form). @default all empty */
  values?: Partial<ContactFormValues>;
  /** The language of the page it is sent from, sent as `language`. @default not sent (English) */
  language?: Locale;
}

export interface ContactMessageContext extends FormState<ContactFormValues>, Confirmed {
  language: Locale | undefined;
  /** Why the last send failed; `null` when the failure carried no message. */
  failureMessage: string | null;
}

export type ContactMessageEvent =
  | { type: 'contact.change'; field: ContactField; value: string }
  | { type: 'contact.blur'; field: ContactField }
  | { type: 'contact.submit' };

const validate = (values: ContactFormValues) => validateFields(contactMessageSchema, values);

/**
 * The contact form: editing -> sending (the button reads 'Sending Message...') -> sent (the form
 * resets) | sent with warnings (HTTP 207 whose body says success false; the message is stored, so
 * the form resets too) | failed (the server's message or 'Failed to send message').
 *
 * Effects to provide: the `sendMessage` actor (call 5), which gets the validated message.
 */
export const contactMessageMachine = setup({
  types: {
    context: {} as ContactMessageContext,
    events: {} as ContactMessageEvent,
    input: {} as ContactMessageMachineInput,
  },
  actors: {
    /** POST /api/contact-us with the message; resolves to the status and JSON body. */
    sendMessage: submitPlaceholder<ContactMessage>('sendMessage'),
  },
  actions: {
    change: assign(({ context }, { field, value }: { field: ContactField; value: string }) => {
      const values = { ...context.values, [field]: value };
      return { values, errors: validate(values), touched: { ...context.touched, [field]: true } };
    }),
    blur: assign(({ context }, { field }: { field: ContactField }) => ({
      touched: { ...context.touched, [field]: true },
    })),
    revealErrors: assign({ showAllErrors: true }),
    resetForm: assign(() => ({ ...freshForm(emptyContactForm, validate), failureMessage: null })),
    keepConfirmation: assign((_, { body }: { body: unknown }) => ({ confirmation: readConfirmation(body) })),
    recordFailure: assign((_, params: { message: string | null }) => ({ failureMessage: params.message })),
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(context.errors).length === 0,
  },
}).createMachine({
  id: 'contactMessage',
  context: ({ input }) => ({
    ...freshForm({ ...emptyContactForm, ...input.values }, validate),
    language: input.language,
    failureMessage: null,
    confirmation: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      on: {
        'contact.change': { target: '.idle', actions: { type: 'change', params: ({ event }) => event } },
        'contact.blur': { actions: { type: 'blur', params: ({ event }) => event } },
        'contact.submit': [{ guard: 'isFormValid', target: 'sending' }, { actions: 'revealErrors' }],
      },
      states: {
        idle: {},
        sent: {},
        sentWithWarnings: {},
        failed: {},
      },
    },
    sending: {
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        input: ({ context }) =>
          v.parse(contactMessageSchema, { ...context.values, language: context.language }),
        ...submissionOutcome({
          // An e-mail that could not go yet: the message is stored, so the form resets too.
          warning: {
            when: (result) => result.status === 207 && bodySuccess(result.body) !== true,
            target: 'editing.sentWithWarnings',
            actions: ['resetForm', { type: 'keepConfirmation', params: answerBody }],
          },
          success: {
            when: (result) => isOkStatus(result.status) && bodySuccess(result.body) === true,
            target: 'editing.sent',
            actions: ['resetForm', { type: 'keepConfirmation', params: answerBody }],
          },
          failure: {
            target: 'editing.failed',
            message: { refused: contactTexts.failureFallback, thrown: null },
          },
        }),
      },
    },
  },
});

export type ContactMessageMachine = typeof contactMessageMachine;
