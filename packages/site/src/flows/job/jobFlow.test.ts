import type { JobTextField } from '@aarambh/machines';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createFakeApi, type FakeReply } from '../../../harness/fakeApi';
import { bindJobMachine, jobNotice, jobOptions } from './jobFlow';

const job = { id: 3, title: 'UX/UI Designer', department: 'Design' as const };

const fields: Partial<Record<JobTextField, string>> = {
  firstName: 'Ravi',
  lastName: 'Kumar',
  email: 'ravi@example.com',
  phone: '+91 91234 56789',
  location: 'Pune, India',
  experience: 'mid',
  availability: '1month',
  portfolio: 'https://ravi.example/work',
};

const resume = () => new File(['%PDF-1.7 ravi'], 'ravi-kumar.pdf', { type: 'application/pdf' });

function start(reply: FakeReply, language?: 'hi', values = fields) {
  const api = createFakeApi({ career: reply });
  const navigate = vi.fn();
  const actor = createActor(bindJobMachine({ client: api.client, navigate, language }), {
    input: { job },
  }).start();
  for (const [field, value] of Object.entries(values)) {
    actor.send({ type: 'job.change', field: field as JobTextField, value });
  }
  actor.send({ type: 'job.setChecked', field: 'agreeToTerms', checked: true });
  actor.send({ type: 'job.setChecked', field: 'consentApplication', checked: true });
  return { api, actor, navigate };
}

describe('job application flow', () => {
  it('sends call 2 with the opening’s fields and the resume, then goes to /career?applied=true', async () => {
    const { api, actor, navigate } = start({ status: 201, body: { success: true, id: 'j1' } });
    const file = resume();
    actor.send({ type: 'job.attachResume', file });
    actor.send({ type: 'job.submit' });
    const snapshot = await waitFor(actor, (state) => state.status === 'done');
    expect(api.requests).toEqual([
      {
        route: 'career',
        fields: {
          firstName: 'Ravi',
          lastName: 'Kumar',
          email: 'ravi@example.com',
          phone: '+91 91234 56789',
          location: 'Pune, India',
          experience: 'mid',
          availability: '1month',
          salary: '',
          coverLetter: '',
          portfolio: 'https://ravi.example/work',
          linkedin: '',
          github: '',
          agreeToTerms: 'true',
          consentApplication: 'true',
          allowContact: 'false',
          jobId: '3',
          jobTitle: 'UX/UI Designer',
          department: 'Design',
        },
        files: { resume: { name: 'ravi-kumar.pdf', size: file.size, type: 'application/pdf' } },
      },
    ]);
    expect(navigate).toHaveBeenCalledWith('/career?applied=true');
    expect(jobNotice(snapshot)).toEqual({
      tone: 'success',
      title: 'Application submitted successfully!',
      description: "Thank you for applying; you'll hear from us within 5-7 business days.",
    });
  });

  it('sends the language of a Hindi page, and a phone number typed in Devanagari digits in Latin ones; an English page sends none', async () => {
    const { api, actor } = start({ status: 201, body: { success: true, id: 'j1' } }, 'hi', {
      ...fields,
      phone: '+९१ ९१२३४ ५६७८९',
    });
    actor.send({ type: 'job.attachResume', file: resume() });
    actor.send({ type: 'job.submit' });
    await waitFor(actor, (state) => state.status === 'done');
    expect(api.requests[0]?.fields).toMatchObject({ language: 'hi', phone: '+91 91234 56789' });
    const english = start({ status: 201, body: { success: true, id: 'j2' } });
    english.actor.send({ type: 'job.attachResume', file: resume() });
    english.actor.send({ type: 'job.submit' });
    await waitFor(english.actor, (state) => state.status === 'done');
    expect(english.api.requests[0]?.fields).not.toHaveProperty('language');
  });

  it('fails with the documented words, keeps the values and does not navigate', async () => {
    const { actor, navigate } = start('offline');
    actor.send({ type: 'job.attachResume', file: resume() });
    actor.send({ type: 'job.submit' });
    const snapshot = await waitFor(actor, (state) => state.matches({ editing: 'failed' }));
    expect(jobNotice(snapshot)).toEqual({
      tone: 'error',
      title: 'Application failed',
      description: 'There was an error submitting your application. Please try again or contact support.',
    });
    expect(snapshot.context.values.firstName).toBe('Ravi');
    expect(snapshot.context.resume?.name).toBe('ravi-kumar.pdf');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('refuses a resume that is not PDF or Word, or larger than 5 MB, with the job form’s words', () => {
    const { actor } = start({ status: 201 });
    actor.send({ type: 'job.attachResume', file: new File(['x'], 'photo.png', { type: 'image/png' }) });
    expect(actor.getSnapshot().context.resumeError).toEqual({ title: 'Invalid file type' });
    actor.send({
      type: 'job.attachResume',
      file: new File([new Uint8Array(5_242_881)], 'cv.docx', { type: '' }),
    });
    expect(actor.getSnapshot().context.resumeError).toEqual({ title: 'File too large' });
  });
});

describe("the bound machine's submit", () => {
  it('refuses an application whose terms are not agreed, without calling the API', async () => {
    const api = createFakeApi({ career: { status: 201, body: { success: true } } });
    const submit = bindJobMachine({ client: api.client, navigate: vi.fn() }).implementations.actors
      .submitApplication as Parameters<typeof createActor>[0];
    const actor = createActor(submit, {
      input: { application: { ...fields, agreeToTerms: false }, resume: resume() },
    });
    const outcome = new Promise((resolve) =>
      actor.subscribe({ complete: () => resolve('sent'), error: resolve }),
    );
    actor.start();
    expect(await outcome).toEqual(new Error('The terms must be agreed before submitting'));
    expect(api.requests).toEqual([]);
  });
});

describe('jobNotice', () => {
  it("gives the toast in the form's language", async () => {
    const { actor } = start({ status: 201, body: { success: true, id: 'j1' } });
    actor.send({ type: 'job.attachResume', file: resume() });
    actor.send({ type: 'job.submit' });
    const snapshot = await waitFor(actor, (state) => state.status === 'done');
    expect(jobNotice(snapshot, (english) => `[${english}]`)).toMatchObject({
      title: '[Application submitted successfully!]',
    });
  });
});

describe('jobOptions', () => {
  it('offers the documented experience levels and availabilities', () => {
    expect(jobOptions.experience.map((option) => option.value)).toEqual([
      'entry',
      'mid',
      'senior',
      'lead',
      'student',
    ]);
    expect(jobOptions.availability.map((option) => option.value)).toEqual([
      'immediate',
      '2weeks',
      '1month',
      '2months',
      '3months',
    ]);
  });
});
