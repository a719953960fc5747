import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { visibleErrors } from '../shared/form.ts';
import type { SubmitResult } from '../shared/submission.ts';
import { controlledActor, flushPromises, settleFromEvent } from '../../harness/controlledActor.ts';
import { transitionCoverage } from '../../harness/modelPaths.ts';
import { replayPath } from '../../harness/replay.ts';
import {
  jobApplicationMachine,
  type JobApplicationEvent,
  type JobApplicationSubmission,
  type JobFormValues,
} from './jobApplicationMachine.ts';

const job = { id: 3, title: 'UX/UI Designer', department: 'Design' } as const;
const filled: JobFormValues = {
  firstName: 'Ravi',
  lastName: 'Menon',
  email: 'ravi@example.com',
  phone: '+91 91234 56789',
  location: 'Kochi, India',
  experience: 'mid',
  availability: '1month',
  salary: '',
  coverLetter: '',
  portfolio: 'https://ravi.example',
  linkedin: '',
  github: '',
  agreeToTerms: true,
  consentApplication: true,
  allowContact: false,
};
const resume = new File(['%PDF-1.7'], 'ravi.pdf', { type: 'application/pdf' });
const image = new File(['png'], 'ravi.png', { type: 'image/png' });
const huge = new File([new Uint8Array(5242881)], 'huge.pdf', { type: 'application/pdf' });

function start(values: Partial<JobFormValues> = filled) {
  const submitApplication = controlledActor<SubmitResult, JobApplicationSubmission>();
  const navigate = vi.fn();
  const machine = jobApplicationMachine.provide({
    actors: { submitApplication: submitApplication.logic },
    actions: { navigate: (_, params) => navigate(params.to) },
  });
  const actor = createActor(machine, { input: { job, values } }).start();
  return { actor, submitApplication, navigate };
}

describe('jobApplicationMachine', () => {
  it('validates on change with the job form messages', () => {
    const { actor } = start({});
    actor.send({ type: 'job.change', field: 'email', value: 'ravi@' });
    actor.send({ type: 'job.setChecked', field: 'agreeToTerms', checked: false });
    expect(visibleErrors(actor.getSnapshot().context)).toEqual({
      email: 'Please enter a valid email address',
      agreeToTerms: 'You must agree to the terms',
    });
    actor.send({ type: 'job.blur', field: 'location' });
    expect(visibleErrors(actor.getSnapshot().context)).toHaveProperty('location', 'Location is required');
  });

  it('requires a resume: Resume required, Please upload your resume to continue', () => {
    const { actor, submitApplication } = start();
    actor.send({ type: 'job.submit' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(actor.getSnapshot().context.resumeError).toEqual({
      title: 'Resume required',
      description: 'Please upload your resume to continue',
    });
    expect(submitApplication.calls).toHaveLength(0);
  });

  it.each([
    [image, { title: 'Invalid file type' }],
    [huge, { title: 'File too large' }],
  ])('refuses the resume %s with %j', (file, error) => {
    const { actor } = start();
    actor.send({ type: 'job.attachResume', file: resume });
    actor.send({ type: 'job.attachResume', file });
    expect(actor.getSnapshot().context).toMatchObject({ resume: null, resumeError: error });
  });

  it('accepts a PDF resume and can remove it again', () => {
    const { actor } = start();
    actor.send({ type: 'job.attachResume', file: resume });
    expect(actor.getSnapshot().context).toMatchObject({ resume, resumeError: null });
    actor.send({ type: 'job.removeResume' });
    expect(actor.getSnapshot().context.resume).toBeNull();
  });

  it('with a resume but an invalid form, shows every error and stays', () => {
    const { actor } = start({ ...filled, phone: '' });
    actor.send({ type: 'job.attachResume', file: resume });
    actor.send({ type: 'job.submit' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(visibleErrors(actor.getSnapshot().context)).toEqual({ phone: 'Phone number is required' });
  });

  it("submits the typed form with the opening's id, title and department, and the resume", () => {
    const { actor, submitApplication } = start();
    actor.send({ type: 'job.attachResume', file: resume });
    actor.send({ type: 'job.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(submitApplication.last().input).toEqual({
      application: { ...filled, jobId: 3, jobTitle: 'UX/UI Designer', department: 'Design' },
      resume,
    });
  });

  it.each([200, 201, 207])('on HTTP %i ends submitted and goes to /career?applied=true', async (status) => {
    const { actor, submitApplication, navigate } = start();
    actor.send({ type: 'job.attachResume', file: resume });
    actor.send({ type: 'job.submit' });
    submitApplication.last().resolve({ status, body: null });
    await flushPromises();
    expect(actor.getSnapshot().status).toBe('done');
    expect(navigate).toHaveBeenCalledWith('/career?applied=true');
  });

  it('keeps the confirmation the answer gives before it navigates', async () => {
    const { actor, submitApplication } = start();
    actor.send({ type: 'job.attachResume', file: resume });
    actor.send({ type: 'job.submit' });
    submitApplication.last().resolve({ status: 201, body: { success: true, reference: 'AL-7K3M-Q2PC' } });
    await flushPromises();
    expect(actor.getSnapshot().context.confirmation).toEqual({ reference: 'AL-7K3M-Q2PC' });
  });

  it.each([
    ['HTTP 400', (call: { resolve(r: SubmitResult): void }) => call.resolve({ status: 400, body: {} })],
    [
      'a network error',
      (call: { reject(e: unknown): void }) => call.reject(new TypeError('Failed to fetch')),
    ],
  ])('on %s fails and keeps the form', async (_name, settle) => {
    const { actor, submitApplication, navigate } = start();
    actor.send({ type: 'job.attachResume', file: resume });
    actor.send({ type: 'job.submit' });
    settle(submitApplication.last());
    await flushPromises();
    expect(actor.getSnapshot().value).toEqual({ editing: 'failed' });
    expect(actor.getSnapshot().context.values).toEqual(filled);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('jobApplicationMachine model', () => {
  const events = [
    { type: 'job.change', field: 'phone', value: '' },
    { type: 'job.change', field: 'phone', value: '9123456789' },
    { type: 'job.setChecked', field: 'allowContact', checked: true },
    { type: 'job.blur', field: 'phone' },
    { type: 'job.attachResume', file: resume },
    { type: 'job.attachResume', file: image },
    { type: 'job.removeResume' },
    { type: 'job.submit' },
    { type: 'xstate.done.actor.submitApplication', output: { status: 201, body: { success: true } } },
    { type: 'xstate.done.actor.submitApplication', output: { status: 500, body: null } },
    { type: 'xstate.error.actor.submitApplication', error: new Error('Failed to fetch') },
  ];
  const machine = jobApplicationMachine.provide({ actions: { navigate: () => undefined } });
  const coverage = transitionCoverage(machine, {
    events,
    input: { job, values: filled },
  });

  it('reaches every state and every transition of the chart', () => {
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions).toEqual([]);
  });

  it.each(coverage.paths.map((path) => [path.description, path] as const))(
    'path to %s',
    async (_name, path) => {
      const { actor, submitApplication } = start();
      await replayPath(actor, path, async (event) => {
        if (!(await settleFromEvent(event, { submitApplication }))) actor.send(event as JobApplicationEvent);
      });
    },
  );
});
