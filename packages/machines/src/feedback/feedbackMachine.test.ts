import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { FeedbackPayload } from '../schemas/feedback.ts';
import { visibleErrors } from '../shared/form.ts';
import type { SubmitResult } from '../shared/submission.ts';
import { controlledActor, flushPromises, settleFromEvent } from '../../harness/controlledActor.ts';
import { transitionCoverage } from '../../harness/modelPaths.ts';
import { replayPath } from '../../harness/replay.ts';
import {
  emptyFeedbackForm,
  feedbackMachine,
  type FeedbackEvent,
  type FeedbackValues,
} from './feedbackMachine.ts';

const filled: FeedbackValues = {
  name: 'Meera',
  email: 'meera@example.com',
  message: 'The workshop was great.',
  rating: 4,
  isAnonymous: false,
};

function start(values: Partial<FeedbackValues> = filled, language?: 'hi') {
  const submitFeedback = controlledActor<SubmitResult, FeedbackPayload>();
  const machine = feedbackMachine.provide({ actors: { submitFeedback: submitFeedback.logic } });
  const actor = createActor(machine, { input: { source: 'feedback_page', values, language } }).start();
  return { actor, submitFeedback };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-03-01T10:30:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('feedbackMachine', () => {
  it('starts with a rating of 5, not anonymous, and no error shown', () => {
    const { actor } = start({});
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(actor.getSnapshot().context.values).toEqual(emptyFeedbackForm);
    expect(emptyFeedbackForm.rating).toBe(5);
    expect(visibleErrors(actor.getSnapshot().context)).toEqual({});
  });

  it('blanks the name and e-mail when the visitor goes anonymous, and keeps them blank after', () => {
    const { actor } = start();
    actor.send({ type: 'feedback.setAnonymous', anonymous: true });
    expect(actor.getSnapshot().context.values).toMatchObject({ name: '', email: '', isAnonymous: true });
    actor.send({ type: 'feedback.setAnonymous', anonymous: false });
    expect(actor.getSnapshot().context.values).toMatchObject({ name: '', email: '', isAnonymous: false });
  });

  it('validates the rating and the message', () => {
    const { actor } = start();
    actor.send({ type: 'feedback.setRating', rating: 0 });
    actor.send({ type: 'feedback.change', field: 'message', value: 'Too short' });
    actor.send({ type: 'feedback.blur', field: 'name' });
    expect(actor.getSnapshot().context.errors).toEqual({
      rating: 'Rating must be between 1 and 5',
      message: 'Message must be at least 10 characters',
    });
    expect(visibleErrors(actor.getSnapshot().context)).toEqual({
      message: 'Message must be at least 10 characters',
    });
    actor.send({ type: 'feedback.submit' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(visibleErrors(actor.getSnapshot().context)).toHaveProperty('rating');
  });

  it('submits the payload with an ISO 8601 timestamp and the source', () => {
    const { actor, submitFeedback } = start();
    actor.send({ type: 'feedback.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(submitFeedback.last().input).toEqual({
      ...filled,
      timestamp: '2025-03-01T10:30:00.000Z',
      source: 'feedback_page',
    });
  });

  it("sends the page's language when it is given, and none otherwise", () => {
    const hindi = start(filled, 'hi');
    hindi.actor.send({ type: 'feedback.submit' });
    expect(hindi.submitFeedback.last().input).toMatchObject({ language: 'hi' });
    const english = start();
    english.actor.send({ type: 'feedback.submit' });
    expect(JSON.parse(JSON.stringify(english.submitFeedback.last().input))).not.toHaveProperty('language');
  });

  it('thanks the visitor and resets the form on success', async () => {
    const { actor, submitFeedback } = start();
    actor.send({ type: 'feedback.submit' });
    submitFeedback.last().resolve({ status: 201, body: { success: true, message: 'Thanks', id: 'f1' } });
    await flushPromises();
    expect(actor.getSnapshot().value).toEqual({ editing: 'thanked' });
    expect(actor.getSnapshot().context.values).toEqual(emptyFeedbackForm);
    expect(actor.getSnapshot().context.confirmation).toBeNull();
  });

  it('keeps the reference the answer gives for the confirmation', async () => {
    const { actor, submitFeedback } = start();
    actor.send({ type: 'feedback.submit' });
    submitFeedback
      .last()
      .resolve({ status: 201, body: { success: true, message: 'Thanks', reference: 'AL-7K3M-Q2PC' } });
    await flushPromises();
    expect(actor.getSnapshot().context.confirmation).toEqual({ reference: 'AL-7K3M-Q2PC' });
  });

  it.each([
    [{ status: 500, body: { success: false, message: 'Database down' } }, 'Database down'],
    [{ status: 429, body: null }, 'Failed to submit feedback'],
  ])('records the failure of %j as %j', async (result, message) => {
    const { actor, submitFeedback } = start();
    actor.send({ type: 'feedback.submit' });
    submitFeedback.last().resolve(result);
    await flushPromises();
    expect(actor.getSnapshot().value).toEqual({ editing: 'failed' });
    expect(actor.getSnapshot().context.failureMessage).toBe(message);
    expect(actor.getSnapshot().context.values).toEqual(filled);
  });

  it.each([
    [new TypeError('Failed to fetch'), 'Failed to fetch'],
    ['nope', 'Failed to submit feedback'],
  ])('records the thrown %j as %j', async (error, message) => {
    const { actor, submitFeedback } = start();
    actor.send({ type: 'feedback.submit' });
    submitFeedback.last().reject(error);
    await flushPromises();
    expect(actor.getSnapshot().context.failureMessage).toBe(message);
  });
});

describe('feedbackMachine model', () => {
  const events = [
    { type: 'feedback.change', field: 'message', value: 'short' },
    { type: 'feedback.change', field: 'message', value: 'Long enough feedback.' },
    { type: 'feedback.blur', field: 'message' },
    { type: 'feedback.setRating', rating: 3 },
    { type: 'feedback.setAnonymous', anonymous: true },
    { type: 'feedback.submit' },
    { type: 'xstate.done.actor.submitFeedback', output: { status: 201, body: { success: true } } },
    { type: 'xstate.done.actor.submitFeedback', output: { status: 500, body: { message: 'Down' } } },
    { type: 'xstate.error.actor.submitFeedback', error: new Error('Failed to fetch') },
  ];
  const input = { source: 'feedback_page', values: filled };
  const coverage = transitionCoverage(feedbackMachine, { events, input });

  it('reaches every state and every transition of the chart', () => {
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions).toEqual([]);
  });

  it.each(coverage.paths.map((path) => [path.description, path] as const))(
    'path to %s',
    async (_name, path) => {
      const { actor, submitFeedback } = start();
      await replayPath(actor, path, async (event) => {
        if (!(await settleFromEvent(event, { submitFeedback }))) actor.send(event as FeedbackEvent);
      });
    },
  );
});
