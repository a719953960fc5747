import * as v from 'valibot';
import { and, assign, setup } from 'xstate';
import { validateFields } from '../schemas/errors.ts';
import {
  jobApplicationFormSchema,
  type JobApplicationFacts,
  type JobApplicationForm,
} from '../schemas/job.ts';
import type { Department } from '../schemas/options.ts';
import { checkResume, jobResumeRule, type ResumeMessage } from '../schemas/resume.ts';
import { freshForm, type FormState } from '../shared/form.ts';
import { type Confirmed, answerBody, submissionOutcome } from '../shared/outcome.ts';
import { readConfirmation } from '../schemas/confirmation.ts';
import { actionPlaceholder, submitPlaceholder } from '../shared/submission.ts';

/** The job form's fields as the inputs hold them. */
export interface JobFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  location: string;
  experience: string;
  availability: string;
  salary: string;
  coverLetter: string;
  portfolio: string;
  linkedin: string;
  github: string;
  agreeToTerms: boolean;
  /** The consent choices, one per purpose (schemas/notice.ts), unticked at first. */
  consentApplication: boolean;
  allowContact: boolean;
}

export type JobCheckbox = 'agreeToTerms' | 'consentApplication' | 'allowContact';
export type JobTextField = Exclude<keyof JobFormValues, JobCheckbox>;

export const emptyJobForm: JobFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  location: '',
  experience: '',
  availability: '',
  salary: '',
  coverLetter: '',
  portfolio: '',
  linkedin: '',
  github: '',
  agreeToTerms: false,
  consentApplication: false,
  allowContact: false,
};

/**
 * The opening applied for, as the catalogue gives it: its id, title and department go with the form
 * (call 2), though the server reads only the id and takes the rest from the catalogue.
 */
export interface JobOpening {
  id: number;
  title: string;
  department: Department;
}

/** Where the visitor lands after applying (docs/screens.md). */
export const JOB_APPLIED_PATH = '/career?applied=true';

/** The job flow's texts (docs/messages.md). */
export const jobApplicationTexts = {
  success: {
    title: 'Application submitted successfully!',
    description: "Thank you for applying; you'll hear from us within 5-7 business days.",
  },
  failure: {
    title: 'Application failed',
    description: 'There was an error submitting your application. Please try again or contact support.',
  },
} as const;

/** What the `submitApplication` actor gets: the typed form with the opening's id and facts, and the resume. */
export interface JobApplicationSubmission {
  application: JobApplicationForm & { jobId: number } & JobApplicationFacts;
  resume: File;
}

export interface JobApplicationInput {
  job: JobOpening;
  /** Values to start from. @default all empty, boxes unticked */
  values?: Partial<JobFormValues>;
}

export interface JobApplicationContext extends FormState<JobFormValues>, Confirmed {
  job: JobOpening;
  resume: File | null;
  /** Why the last resume was refused, or that one is required. */
  resumeError: ResumeMessage | null;
}

export type JobApplicationEvent =
  | { type: 'job.change'; field: JobTextField; value: string }
  | { type: 'job.setChecked'; field: JobCheckbox; checked: boolean }
  | { type: 'job.blur'; field: keyof JobFormValues }
  | { type: 'job.attachResume'; file: File }
  | { type: 'job.removeResume' }
  | { type: 'job.submit' };

const validate = (values: JobFormValues) => validateFields(jobApplicationFormSchema, values);

function touch(context: JobApplicationContext, field: keyof JobFormValues) {
  return { touched: { ...context.touched, [field]: true } };
}

/**
 * The job application: editing (validated on change; a PDF or Word resume of at most 5 MB is
 * required) -> submitting -> submitted, where the visitor is sent to /career?applied=true |
 * failed ('Application failed').
 *
 * Effects to provide: the `submitApplication` actor (call 2) and the `navigate` action.
 */
export const jobApplicationMachine = setup({
  types: {
    context: {} as JobApplicationContext,
    events: {} as JobApplicationEvent,
    input: {} as JobApplicationInput,
  },
  actors: {
    /** POST /api/career, multipart, with the resume; resolves to the status and JSON body. */
    submitApplication: submitPlaceholder<JobApplicationSubmission>('submitApplication'),
  },
  actions: {
    /** Goes to another page of the site. */
    navigate: actionPlaceholder('navigate') as (_: unknown, params: { to: string }) => void,
    change: assign(
      ({ context }, { field, value }: { field: keyof JobFormValues; value: string | boolean }) => {
        const values = { ...context.values, [field]: value };
        return { values, errors: validate(values), ...touch(context, field) };
      },
    ),
    blur: assign(({ context }, { field }: { field: keyof JobFormValues }) => touch(context, field)),
    attachResume: assign((_, { file }: { file: File }) => {
      const check = checkResume(file, jobResumeRule);
      return check.ok
        ? { resume: file, resumeError: null }
        : { resume: null, resumeError: jobResumeRule.messages[check.reason] };
    }),
    removeResume: assign({ resume: null, resumeError: null }),
    reportResumeRequired: assign({ resumeError: jobResumeRule.messages.required }),
    revealErrors: assign({ showAllErrors: true }),
    keepConfirmation: assign((_, { body }: { body: unknown }) => ({ confirmation: readConfirmation(body) })),
  },
  guards: {
    hasResume: ({ context }) => context.resume !== null,
    isFormValid: ({ context }) => Object.keys(context.errors).length === 0,
  },
}).createMachine({
  id: 'jobApplication',
  context: ({ input }) => ({
    ...freshForm({ ...emptyJobForm, ...input.values }, validate),
    job: input.job,
    resume: null,
    resumeError: null,
    confirmation: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      on: {
        'job.change': { target: '.idle', actions: { type: 'change', params: ({ event }) => event } },
        'job.setChecked': {
          target: '.idle',
          actions: { type: 'change', params: ({ event }) => ({ field: event.field, value: event.checked }) },
        },
        'job.blur': { actions: { type: 'blur', params: ({ event }) => event } },
        'job.attachResume': {
          target: '.idle',
          actions: { type: 'attachResume', params: ({ event }) => event },
        },
        'job.removeResume': { target: '.idle', actions: 'removeResume' },
        'job.submit': [
          { guard: and(['hasResume', 'isFormValid']), target: 'submitting' },
          { guard: 'hasResume', actions: 'revealErrors' },
          { actions: ['reportResumeRequired', 'revealErrors'] },
        ],
      },
      states: {
        idle: {},
        failed: {},
      },
    },
    submitting: {
      invoke: {
        id: 'submitApplication',
        src: 'submitApplication',
        input: ({ context }) => ({
          application: {
            ...v.parse(jobApplicationFormSchema, context.values),
            jobId: context.job.id,
            jobTitle: context.job.title,
            department: context.job.department,
          },
          // The guard let us in only with a resume.
          resume: context.resume as File,
        }),
        ...submissionOutcome({
          success: { target: 'submitted', actions: { type: 'keepConfirmation', params: answerBody } },
          failure: { target: 'editing.failed' },
        }),
      },
    },
    submitted: {
      type: 'final',
      entry: { type: 'navigate', params: { to: JOB_APPLIED_PATH } },
    },
  },
});

export type JobApplicationMachine = typeof jobApplicationMachine;
