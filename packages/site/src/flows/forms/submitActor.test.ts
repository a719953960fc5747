import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { NetworkError } from '../../api/client';
import { createFakeApi } from '../../../harness/fakeApi';
import { submitActor } from './submitActor';

const message = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
  phone: '',
  company: '',
  subject: 'Internship question',
  message: 'When does the next batch start?',
  inquiryType: 'internship',
} as const;

describe('submitActor', () => {
  it('resolves to the status and body of the call, without the ok flag', async () => {
    const api = createFakeApi({
      contact: { status: 207, body: { success: false, message: 'mail delayed' } },
    });
    const actor = createActor(
      submitActor((input: typeof message, signal) => api.client.sendContactMessage(input, signal)),
      { input: message },
    ).start();
    await expect(toPromise(actor)).resolves.toEqual({
      status: 207,
      body: { success: false, message: 'mail delayed' },
    });
    expect(api.requests).toEqual([{ route: 'contact', json: message }]);
  });

  it('rejects with the client’s NetworkError when the server cannot be reached', async () => {
    const api = createFakeApi({ contact: 'offline' });
    const actor = createActor(
      submitActor((input: typeof message, signal) => api.client.sendContactMessage(input, signal)),
      { input: message },
    ).start();
    await expect(toPromise(actor)).rejects.toBeInstanceOf(NetworkError);
  });

  it('aborts the request when the actor is stopped mid-send', async () => {
    const api = createFakeApi({ contact: 'pending' });
    let seen: AbortSignal | undefined;
    const actor = createActor(
      submitActor((input: typeof message, signal) => {
        seen = signal;
        return api.client.sendContactMessage(input, signal);
      }),
      { input: message },
    ).start();
    expect(seen?.aborted).toBe(false);
    actor.stop();
    expect(seen?.aborted).toBe(true);
  });
});
