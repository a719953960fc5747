import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { SubscriptionPayload } from '../schemas/subscription.ts';
import type { SubmitResult } from '../shared/submission.ts';
import { controlledActor, flushPromises, settleFromEvent } from '../../harness/controlledActor.ts';
import { transitionCoverage } from '../../harness/modelPaths.ts';
import { replayPath } from '../../harness/replay.ts';
import { subscribeTexts } from '../schemas/subscription.ts';
import { subscribeMachine, type SubscribeEvent } from './subscribeMachine.ts';

function start(language?: 'hi') {
  const subscribe = controlledActor<SubmitResult, SubscriptionPayload>();
  const machine = subscribeMachine.provide({ actors: { subscribe: subscribe.logic } });
  const actor = createActor(machine, { input: { source: 'coming_soon_page', language } }).start();
  return { actor, subscribe };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-03-01T10:30:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('subscribeMachine', () => {
  it.each([
    ['', 'Email Required'],
    ['   ', 'Email Required'],
    ['asha@', 'Invalid Email'],
  ])('refuses %j with %j and stays idle', (email, error) => {
    const { actor, subscribe } = start();
    actor.send({ type: 'subscribe.change', email });
    actor.send({ type: 'subscribe.submit' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBe(error);
    expect(subscribe.calls).toHaveLength(0);
  });

  it('clears the error as the visitor types', () => {
    const { actor } = start();
    actor.send({ type: 'subscribe.submit' });
    actor.send({ type: 'subscribe.change', email: 'a' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('sends the call 3 payload while loading', () => {
    const { actor, subscribe } = start();
    actor.send({ type: 'subscribe.change', email: ' asha@example.com ' });
    actor.send({ type: 'subscribe.submit' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(subscribe.last().input).toEqual({
      email: 'asha@example.com',
      subscriptionType: 'platform_updates',
      source: 'coming_soon_page',
      timestamp: '2025-03-01T10:30:00.000Z',
      interests: ['platform_launch', 'new_features', 'opportunities'],
    });
  });

  it("sends the page's language when it is given (its mails are written in it), and none otherwise", () => {
    const hindi = start('hi');
    hindi.actor.send({ type: 'subscribe.change', email: 'asha@example.com' });
    hindi.actor.send({ type: 'subscribe.submit' });
    expect(hindi.subscribe.last().input).toMatchObject({ email: 'asha@example.com', language: 'hi' });
    const english = start();
    english.actor.send({ type: 'subscribe.change', email: 'asha@example.com' });
    english.actor.send({ type: 'subscribe.submit' });
    expect(english.subscribe.last().input).not.toHaveProperty('language');
  });

  it("ends subscribed (You're All Set!) on success", async () => {
    const { actor, subscribe } = start();
    actor.send({ type: 'subscribe.change', email: 'asha@example.com' });
    actor.send({ type: 'subscribe.submit' });
    subscribe.last().resolve({ status: 201, body: { success: true, message: 'Subscribed', id: 's1' } });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('subscribed');
    expect(actor.getSnapshot().status).toBe('done');
    expect(subscribeTexts.subscribed).toBe("You're All Set!");
  });

  it.each([
    [{ status: 409, body: { success: false, message: 'Already subscribed' } }, 'Already subscribed'],
    [{ status: 500, body: null }, null],
  ])('fails on %j with the message %j, and can try again', async (result, message) => {
    const { actor, subscribe } = start();
    actor.send({ type: 'subscribe.change', email: 'asha@example.com' });
    actor.send({ type: 'subscribe.submit' });
    subscribe.last().resolve(result);
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failureMessage).toBe(message);
    actor.send({ type: 'subscribe.submit' });
    expect(actor.getSnapshot().value).toBe('loading');
  });

  it('fails on a network error with its message', async () => {
    const { actor, subscribe } = start();
    actor.send({ type: 'subscribe.change', email: 'asha@example.com' });
    actor.send({ type: 'subscribe.submit' });
    subscribe.last().reject(new TypeError('Failed to fetch'));
    await flushPromises();
    expect(actor.getSnapshot().context.failureMessage).toBe('Failed to fetch');
  });

  it('uses the interests it is given', () => {
    const subscribe = controlledActor<SubmitResult, SubscriptionPayload>();
    const actor = createActor(subscribeMachine.provide({ actors: { subscribe: subscribe.logic } }), {
      input: { source: 'footer', interests: ['opportunities'] },
    }).start();
    actor.send({ type: 'subscribe.change', email: 'asha@example.com' });
    actor.send({ type: 'subscribe.submit' });
    expect(subscribe.last().input).toMatchObject({ source: 'footer', interests: ['opportunities'] });
  });
});

describe('subscribeMachine model', () => {
  const events = [
    { type: 'subscribe.change', email: 'asha@example.com' },
    { type: 'subscribe.change', email: 'asha@' },
    { type: 'subscribe.submit' },
    { type: 'xstate.done.actor.subscribe', output: { status: 201, body: { success: true } } },
    { type: 'xstate.done.actor.subscribe', output: { status: 500, body: { message: 'Down' } } },
    { type: 'xstate.error.actor.subscribe', error: new Error('Failed to fetch') },
  ];
  const input = { source: 'coming_soon_page' };
  const coverage = transitionCoverage(subscribeMachine, { events, input });

  it('reaches every state and every transition of the chart', () => {
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions).toEqual([]);
  });

  it.each(coverage.paths.map((path) => [path.description, path] as const))(
    'path to %s',
    async (_name, path) => {
      const { actor, subscribe } = start();
      await replayPath(actor, path, async (event) => {
        if (!(await settleFromEvent(event, { subscribe }))) actor.send(event as SubscribeEvent);
      });
    },
  );
});
