import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createFakeApi, type FakeReply } from '../../../harness/fakeApi';
import { bindFeedbackMachine, FEEDBACK_SOURCE, feedbackNotice } from './feedbackFlow';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T10:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

function start(reply: FakeReply) {
  const api = createFakeApi({ feedback: reply });
  const actor = createActor(bindFeedbackMachine(api.client), { input: { source: FEEDBACK_SOURCE } }).start();
  actor.send({ type: 'feedback.change', field: 'name', value: 'Asha Verma' });
  actor.send({ type: 'feedback.change', field: 'email', value: 'asha@example.com' });
  actor.send({ type: 'feedback.change', field: 'message', value: 'The Git workshop was excellent.' });
  return { api, actor };
}

describe('feedback flow', () => {
  it('sends call 4 with the default rating of 5, the timestamp and the page as source', async () => {
    const { api, actor } = start({ status: 201, body: { success: true } });
    actor.send({ type: 'feedback.submit' });
    const snapshot = await waitFor(actor, (state) => state.matches({ editing: 'thanked' }));
    expect(api.requests[0]?.json).toEqual({
      name: 'Asha Verma',
      email: 'asha@example.com',
      message: 'The Git workshop was excellent.',
      rating: 5,
      isAnonymous: false,
      timestamp: '2026-11-22T10:00:00.000Z',
      source: 'feedback_page',
    });
    expect(feedbackNotice(snapshot)).toEqual({ tone: 'success', title: 'Thank you for your feedback!' });
  });

  it('sends anonymous feedback without a name or e-mail, with the chosen rating', async () => {
    const { api, actor } = start({ status: 201 });
    actor.send({ type: 'feedback.setRating', rating: 3 });
    actor.send({ type: 'feedback.setAnonymous', anonymous: true });
    actor.send({ type: 'feedback.submit' });
    await waitFor(actor, (state) => state.matches({ editing: 'thanked' }));
    expect(api.requests[0]?.json).toMatchObject({ name: '', email: '', rating: 3, isAnonymous: true });
  });

  it('shows the server’s message under “Failed to submit feedback”', async () => {
    const { actor } = start({ status: 429, body: { success: false, message: 'Too many requests' } });
    actor.send({ type: 'feedback.submit' });
    const snapshot = await waitFor(actor, (state) => state.matches({ editing: 'failed' }));
    expect(feedbackNotice(snapshot)).toEqual({
      tone: 'error',
      title: 'Failed to submit feedback',
      description: 'Too many requests',
    });
    expect(snapshot.context.values.message).toBe('The Git workshop was excellent.');
  });

  it('says only “Failed to submit feedback” when the server gives no message', async () => {
    const { actor } = start({ status: 500 });
    actor.send({ type: 'feedback.submit' });
    const snapshot = await waitFor(actor, (state) => state.matches({ editing: 'failed' }));
    expect(feedbackNotice(snapshot)).toEqual({ tone: 'error', title: 'Failed to submit feedback' });
  });
});
