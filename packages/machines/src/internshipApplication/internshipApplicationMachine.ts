// One flow in one file, as for every machine here (types, texts, chart): the internship chart is
// the largest because it also runs the payment chart as its child.
import { fillIn } from '@aarambh/content';
import * as v from 'valibot';
import { and, assign, forwardTo, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { paymentMachine, priceOf, type PaymentEvent, type Pricing } from '../payment/paymentMachine.ts';
import { validateFields } from '../schemas/errors.ts';
import { guardianChecks, heldAnswerSchema, type AgeGroup } from '../schemas/guardian.ts';
import {
  freeInternshipApplicationFormSchema,
  internshipApplicationFormObject,
  internshipApplicationFormSchema,
  type InternshipApplicationFacts,
  type InternshipApplicationForm,
} from '../schemas/internship.ts';
import { checkResume, resumeRule, type ResumeMessage } from '../schemas/resume.ts';
import { freshForm, type FormState } from '../shared/form.ts';
import { type Confirmed, answerBody, submissionOutcome } from '../shared/outcome.ts';
import { readConfirmation } from '../schemas/confirmation.ts';
import { bodySuccess, isOkStatus, submitPlaceholder } from '../shared/submission.ts';

/**
 * The internship form's fields as the inputs hold them. The payment (the transaction id, and whether
 * it is done) is the payment chart's, read from it when the application is sent.
 */
export interface InternshipFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  university: string;
  major: string;
  graduationYear: string;
  gpa: string;
  coverLetter: string;
  linkedin: string;
  portfolio: string;
  availability: string;
  duration: string;
  agreedToTerms: boolean;
  /** The consent choices, one per purpose (schemas/notice.ts), unticked at first. */
  consentApplication: boolean;
  consentUpdates: boolean;
  /** The age as a choice (`guardian.ts`); '' until one is chosen. */
  age: AgeGroup | '';
  /** Under 18 only: the parent or guardian who confirms, and the applicant's declaration. */
  guardianName: string;
  guardianEmail: string;
  guardianDeclaration: boolean;
}

/** The form's boxes: the terms, a consent per purpose, and the guardian declaration. */
export type InternshipCheckbox =
  'agreedToTerms' | 'consentApplication' | 'consentUpdates' | 'guardianDeclaration';
export type InternshipTextField = Exclude<keyof InternshipFormValues, InternshipCheckbox>;

export const emptyInternshipForm: InternshipFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  university: '',
  major: '',
  graduationYear: '',
  gpa: '',
  coverLetter: '',
  linkedin: '',
  portfolio: '',
  availability: '',
  duration: '',
  agreedToTerms: false,
  consentApplication: false,
  consentUpdates: false,
  age: '',
  guardianName: '',
  guardianEmail: '',
  guardianDeclaration: false,
};

/**
 * The opportunity applied for, as the catalogue gives it: its id, title, company and owner go with
 * the application (call 1), though the server reads only the id and takes the rest from the
 * catalogue. The title names the form.
 */
export interface InternshipOpportunity {
  id: number;
  title: string;
  company: string;
  ownerEmail: string;
}

/** The internship flow's texts (docs/messages.md). */
export const internshipApplicationTexts = {
  success: {
    title: 'Application Submitted Successfully!',
    description: "Thank you for applying. You'll receive a confirmation email shortly.",
  },
  warning: {
    title: 'Application Submitted with Warnings',
    description: 'Your application was received, but there were e-mail delivery issues.',
  },
  failureTitle: 'Submission Failed',
  /** The server's message when it gives none. */
  failureFallback: 'Failed to submit application',
  /** What to say when the failure carried no message. */
  genericFailure: 'Something went wrong. Please try again or contact support.',
  /** What to say around the failure's message (`internshipFailureDescription`). */
  failureDescription: '{message}. Please try again or contact support',
} as const;

/** The failure toast's description for `message` (`null`: the failure carried no message). */
export function internshipFailureDescription(message: string | null): string {
  return message === null
    ? internshipApplicationTexts.genericFailure
    : fillIn(internshipApplicationTexts.failureDescription, { message });
}

/**
 * What the `submitApplication` actor gets: the typed application with the opportunity's id and
 * facts (its title, company, owner and the fee of the chosen duration), and the resume.
 */
export interface InternshipApplicationSubmission {
  application: InternshipApplicationForm & {
    opportunityId: number;
    /** The payment reference the UPI link and QR code carried (the payment chart's `reference`). */
    paymentReference: string;
  } & InternshipApplicationFacts;
  resume: File | null;
}

export interface InternshipApplicationInput {
  opportunity: InternshipOpportunity;
  /** The opportunity's prices by duration key. */
  pricing: Pricing;
  /** The UPI handle shown and copied in the payment modal. */
  upiId: string;
  /** Values to start from, for example the duration chosen on the opportunity page. @default all empty */
  values?: Partial<InternshipFormValues>;
  /** The payment reference to start with (stories fix it). @default a new one */
  paymentReference?: string;
}

export interface InternshipApplicationContext extends FormState<InternshipFormValues>, Confirmed {
  /** The payment chart, running as the child `payment`: whether the fee is paid is its state. */
  payment: ActorRefFrom<typeof paymentMachine>;
  opportunity: InternshipOpportunity;
  pricing: Pricing;
  upiId: string;
  /** The price of the chosen duration; `null` while none is chosen; 0 means no payment is needed. */
  price: number | null;
  resume: File | null;
  /** Why the last resume was refused ('Invalid File Type' or 'File Too Large'). */
  resumeError: ResumeMessage | null;
  /** Why the last submission failed; `null` when it carried no message. */
  failureMessage: string | null;
  /** What the server said of an application held for the guardian (`waitingForGuardian`). */
  heldMessage: string | null;
}

export type InternshipApplicationEvent =
  | { type: 'application.change'; field: InternshipTextField; value: string }
  | { type: 'application.setChecked'; field: InternshipCheckbox; checked: boolean }
  | { type: 'application.blur'; field: keyof InternshipFormValues }
  | { type: 'application.attachResume'; file: File }
  | { type: 'application.removeResume' }
  | { type: 'application.submit' }
  | PaymentEvent;

/**
 * Whether the fee is asked for with the application: not when the price is 0, nor from an
 * applicant under 18, whose guardian confirms before any fee is asked for.
 */
function feeAskedNow(context: Pick<InternshipApplicationContext, 'price' | 'values'>): boolean {
  return context.price !== 0 && context.values.age !== 'minor';
}

/** Without the fee now, the transaction id and payment confirmation are not asked for. */
function schemaFor(context: Pick<InternshipApplicationContext, 'price' | 'values'>) {
  return feeAskedNow(context) ? internshipApplicationFormSchema : freeInternshipApplicationFormSchema;
}

/** Whether an answer says the application is held for the guardian's confirmation (202). */
function isHeld(result: { status: number; body: unknown }): boolean {
  return result.status === 202 && v.is(heldAnswerSchema, result.body);
}

/** The form's own fields: the payment ones are checked by the payment chart. */
const formFieldsObject = v.omit(internshipApplicationFormObject, ['transactionId', 'paymentDone']);
const formFieldsSchema = v.pipe(
  formFieldsObject,
  ...guardianChecks<v.InferOutput<typeof formFieldsObject>>(),
);
const validate = (values: InternshipFormValues) => validateFields(formFieldsSchema, values);

function withValues(context: InternshipApplicationContext, values: InternshipFormValues) {
  return { values, price: priceOf(context.pricing, values.duration), errors: validate(values) };
}

/** The payment fields of call 1, as the payment chart's state says them (none when the fee comes later). */
function paymentFields(payment: SnapshotFrom<typeof paymentMachine>, feeNow: boolean) {
  const paid = feeNow && payment.matches('paid');
  return { paymentDone: paid, transactionId: paid ? payment.context.transactionId : '' };
}

/**
 * The internship application: editing (values, touched fields, errors per field; the payment
 * chart runs inside as the child `payment`, kept in `context.payment`, and every `payment.*` event
 * is forwarded to it; whether the fee is paid is that chart's state, never copied here) ->
 * submitting -> succeeded (the form resets) | succeeded with warnings (HTTP 207) | waiting for the
 * guardian (HTTP 202: under 18, held until a parent or guardian confirms; the fee comes after) | failed (the
 * server's message or 'Failed to submit application'). Submitting is possible only when not
 * already submitting and, where a fee applies, once the payment is done. Changing the duration
 * re-prices the application and the payment.
 *
 * Effects to provide: the `submitApplication` actor (call 1); the payment chart's delay can be
 * changed through `actors: { payment: paymentMachine.provide(...) }`.
 */
export const internshipApplicationMachine = setup({
  types: {
    context: {} as InternshipApplicationContext,
    events: {} as InternshipApplicationEvent,
    input: {} as InternshipApplicationInput,
    children: {} as { payment: 'payment'; submitApplication: 'submitApplication' },
  },
  actors: {
    payment: paymentMachine,
    /** POST /api/application, multipart, with the resume if any; resolves to the status and JSON body. */
    submitApplication: submitPlaceholder<InternshipApplicationSubmission>('submitApplication'),
  },
  actions: {
    change: assign(
      ({ context }, { field, value }: { field: keyof InternshipFormValues; value: string | boolean }) => ({
        ...withValues(context, { ...context.values, [field]: value }),
        touched: { ...context.touched, [field]: true },
      }),
    ),
    repricePayment: sendTo('payment', ({ context }) => ({
      type: 'payment.selectDuration' as const,
      duration: context.values.duration,
    })),
    forwardToPayment: forwardTo('payment'),
    blur: assign(({ context }, { field }: { field: keyof InternshipFormValues }) => ({
      touched: { ...context.touched, [field]: true },
    })),
    attachResume: assign((_, { file }: { file: File }) => {
      const check = checkResume(file, resumeRule);
      return check.ok
        ? { resume: file, resumeError: null }
        : { resume: null, resumeError: resumeRule.messages[check.reason] };
    }),
    removeResume: assign({ resume: null, resumeError: null }),
    revealErrors: assign({ showAllErrors: true }),
    resetForm: assign(({ context }) => ({
      ...freshForm({ ...emptyInternshipForm, duration: context.values.duration }, validate),
      resume: null,
      resumeError: null,
      failureMessage: null,
    })),
    resetPayment: sendTo('payment', { type: 'payment.reset' }),
    keepConfirmation: assign((_, { body }: { body: unknown }) => ({ confirmation: readConfirmation(body) })),
    recordFailure: assign((_, params: { message: string | null }) => ({ failureMessage: params.message })),
    keepHeldMessage: assign((_, { body }: { body: unknown }) => ({
      heldMessage: v.parse(heldAnswerSchema, body).message,
    })),
  },
  guards: {
    isPaymentSettled: ({ context }) => !feeAskedNow(context) || context.payment.getSnapshot().matches('paid'),
    isFormValid: ({ context }) => Object.keys(context.errors).length === 0,
    isDurationField: (_, { field }: { field: keyof InternshipFormValues }) => field === 'duration',
  },
}).createMachine({
  id: 'internshipApplication',
  context: ({ input, spawn }) => {
    const values = { ...emptyInternshipForm, ...input.values };
    return {
      ...freshForm(values, validate),
      payment: spawn('payment', {
        id: 'payment',
        input: {
          pricing: input.pricing,
          duration: values.duration,
          upiId: input.upiId,
          reference: input.paymentReference,
        },
      }),
      opportunity: input.opportunity,
      pricing: input.pricing,
      upiId: input.upiId,
      price: priceOf(input.pricing, values.duration),
      resume: null,
      resumeError: null,
      failureMessage: null,
      heldMessage: null,
      confirmation: null,
    };
  },
  on: {
    'payment.*': { actions: 'forwardToPayment' },
  },
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      on: {
        'application.change': [
          {
            guard: { type: 'isDurationField', params: ({ event }) => event },
            target: '.idle',
            actions: [{ type: 'change', params: ({ event }) => event }, 'repricePayment'],
          },
          { target: '.idle', actions: { type: 'change', params: ({ event }) => event } },
        ],
        'application.setChecked': {
          target: '.idle',
          actions: {
            type: 'change',
            params: ({ event }) => ({ field: event.field, value: event.checked }),
          },
        },
        'application.blur': { actions: { type: 'blur', params: ({ event }) => event } },
        'application.attachResume': {
          target: '.idle',
          actions: { type: 'attachResume', params: ({ event }) => event },
        },
        'application.removeResume': { target: '.idle', actions: 'removeResume' },
        'application.submit': [
          { guard: and(['isPaymentSettled', 'isFormValid']), target: 'submitting' },
          { guard: 'isPaymentSettled', actions: 'revealErrors' },
        ],
      },
      states: {
        idle: {},
        succeeded: {},
        succeededWithWarnings: {},
        /** Under 18: held by the server until the guardian confirms from their e-mail. */
        waitingForGuardian: {},
        failed: {},
      },
    },
    submitting: {
      invoke: {
        id: 'submitApplication',
        src: 'submitApplication',
        input: ({ context }) => ({
          application: {
            ...v.parse(schemaFor(context), {
              ...context.values,
              ...paymentFields(context.payment.getSnapshot(), feeAskedNow(context)),
            }),
            opportunityId: context.opportunity.id,
            paymentReference: context.payment.getSnapshot().context.reference,
            paymentAmount: context.price ?? 0,
            opportunityTitle: context.opportunity.title,
            opportunityCompany: context.opportunity.company,
            ownerEmail: context.opportunity.ownerEmail,
          },
          resume: context.resume,
        }),
        ...submissionOutcome({
          held: {
            when: isHeld,
            target: 'editing.waitingForGuardian',
            actions: ['resetForm', 'resetPayment', { type: 'keepHeldMessage', params: answerBody }],
          },
          warning: {
            when: (result) => result.status === 207,
            target: 'editing.succeededWithWarnings',
            actions: ['resetForm', 'resetPayment', { type: 'keepConfirmation', params: answerBody }],
          },
          success: {
            when: (result) => isOkStatus(result.status) && bodySuccess(result.body) !== false,
            target: 'editing.succeeded',
            actions: ['resetForm', 'resetPayment', { type: 'keepConfirmation', params: answerBody }],
          },
          failure: {
            target: 'editing.failed',
            message: { refused: internshipApplicationTexts.failureFallback, thrown: null },
          },
        }),
      },
    },
  },
});

export type InternshipApplicationMachine = typeof internshipApplicationMachine;
