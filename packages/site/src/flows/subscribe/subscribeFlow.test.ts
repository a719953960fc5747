import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createFakeApi, type FakeReply } from '../../../harness/fakeApi';
import { bindSubscribeMachine, subscribeNotice, subscribeSources } from './subscribeFlow';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T10:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

async function subscribe(reply: FakeReply, source: string = subscribeSources.page) {
  const api = createFakeApi({ subscribe: reply });
  const actor = createActor(bindSubscribeMachine(api.client), { input: { source } }).start();
  actor.send({ type: 'subscribe.change', email: '  asha@example.com ' });
  actor.send({ type: 'subscribe.submit' });
  const snapshot = await waitFor(actor, (state) => !state.matches('loading'));
  return { api, snapshot };
}

describe('subscribe flow', () => {
  it('sends call 3 as the documented JSON: type, source, timestamp and the three interests', async () => {
    const { api, snapshot } = await subscribe({ status: 201, body: { success: true } });
    expect(api.requests).toEqual([
      {
        route: 'subscribe',
        json: {
          email: 'asha@example.com',
          subscriptionType: 'platform_updates',
          source: 'coming_soon_page',
          timestamp: '2026-11-22T10:00:00.000Z',
          interests: ['platform_launch', 'new_features', 'opportunities'],
        },
      },
    ]);
    expect(snapshot.matches('subscribed')).toBe(true);
    expect(subscribeNotice(snapshot)).toEqual({ tone: 'success', title: 'Successfully Subscribed!' });
  });

  it('names the footer as the source of the compact form', async () => {
    const { api } = await subscribe({ status: 201 }, subscribeSources.compact);
    expect(api.requests[0]?.json).toMatchObject({ source: 'footer' });
  });

  it('says “Subscription Failed” with the server’s message', async () => {
    const { snapshot } = await subscribe({ status: 400, body: { success: false, message: 'Invalid Email' } });
    expect(subscribeNotice(snapshot)).toEqual({
      tone: 'error',
      title: 'Subscription Failed',
      description: 'Invalid Email',
    });
  });

  it('says “Subscription Failed” alone when the server gives no message', async () => {
    const { snapshot } = await subscribe({ status: 500 });
    expect(subscribeNotice(snapshot)).toEqual({ tone: 'error', title: 'Subscription Failed' });
  });

  it('refuses a blank or malformed address without calling the API', () => {
    const api = createFakeApi();
    const actor = createActor(bindSubscribeMachine(api.client), { input: { source: 'footer' } }).start();
    actor.send({ type: 'subscribe.submit' });
    expect(actor.getSnapshot().context.error).toBe('Email Required');
    actor.send({ type: 'subscribe.change', email: 'asha@' });
    actor.send({ type: 'subscribe.submit' });
    expect(actor.getSnapshot().context.error).toBe('Invalid Email');
    expect(api.requests).toEqual([]);
    expect(subscribeNotice(actor.getSnapshot())).toBeNull();
  });
});
