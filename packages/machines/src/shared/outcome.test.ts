import { describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { controlledActor, flushPromises } from '../../harness/controlledActor.ts';
import { submissionOutcome } from './outcome.ts';
import { submitPlaceholder, type SubmitResult } from './submission.ts';

/** A flow with every result a submission can have, as the form machines use them. */
function flow(options: { warning: boolean; messages: boolean; when?: (result: SubmitResult) => boolean }) {
  const call = controlledActor<SubmitResult, void>();
  const machine = setup({
    types: { context: {} as { failureMessage: string | null; resets: number } },
    actors: { send: submitPlaceholder<void>('send') },
    actions: {
      reset: assign(({ context }) => ({ resets: context.resets + 1 })),
      recordFailure: assign((_, params: { message: string | null }) => ({ failureMessage: params.message })),
    },
  })
    .createMachine({
      context: { failureMessage: 'untouched', resets: 0 },
      initial: 'sending',
      states: {
        sending: {
          invoke: {
            src: 'send',
            ...submissionOutcome({
              warning: options.warning
                ? { when: (result) => result.status === 207, target: 'warned', actions: 'reset' }
                : undefined,
              success: { when: options.when, target: 'sent', actions: 'reset' },
              failure: {
                target: 'failed',
                message: options.messages ? { refused: 'Refused', thrown: 'Thrown' } : undefined,
              },
            }),
          },
        },
        warned: {},
        sent: {},
        failed: {},
      },
    })
    .provide({ actors: { send: call.logic } });
  return { actor: createActor(machine).start(), call };
}

async function answer(
  options: Parameters<typeof flow>[0],
  settle: (call: ReturnType<typeof flow>['call']) => void,
) {
  const { actor, call } = flow(options);
  settle(call);
  await flushPromises();
  const { value, context } = actor.getSnapshot();
  return { value, ...context };
}

describe('submissionOutcome', () => {
  it.each([
    [200, 'sent'],
    [201, 'sent'],
    [207, 'warned'],
    [299, 'sent'],
    [400, 'failed'],
    [500, 'failed'],
  ])('with a warning state, status %i goes to %s', async (status, state) => {
    const result = await answer({ warning: true, messages: true }, (call) =>
      call.last().resolve({ status, body: null }),
    );
    expect(result.value).toBe(state);
  });

  it('without a warning state, a 207 is a success', async () => {
    const result = await answer({ warning: false, messages: true }, (call) =>
      call.last().resolve({ status: 207, body: null }),
    );
    expect(result).toMatchObject({ value: 'sent', resets: 1 });
  });

  it("reads success the flow's own way when it says how", async () => {
    const flagged = (result: SubmitResult) => (result.body as { ok?: boolean } | null)?.ok === true;
    const without = await answer({ warning: false, messages: true, when: flagged }, (call) =>
      call.last().resolve({ status: 200, body: {} }),
    );
    const with_ = await answer({ warning: false, messages: true, when: flagged }, (call) =>
      call.last().resolve({ status: 200, body: { ok: true } }),
    );
    expect([without.value, with_.value]).toEqual(['failed', 'sent']);
  });

  it("records a refusal by its body's message, else the refusal fallback", async () => {
    const said = await answer({ warning: true, messages: true }, (call) =>
      call.last().resolve({ status: 400, body: { message: 'Email is required' } }),
    );
    const silent = await answer({ warning: true, messages: true }, (call) =>
      call.last().resolve({ status: 500, body: null }),
    );
    expect(said).toMatchObject({ value: 'failed', failureMessage: 'Email is required', resets: 0 });
    expect(silent).toMatchObject({ value: 'failed', failureMessage: 'Refused' });
  });

  it('records a thrown error by its message, else the thrown fallback', async () => {
    const said = await answer({ warning: true, messages: true }, (call) =>
      call.last().reject(new TypeError('Failed to fetch')),
    );
    const silent = await answer({ warning: true, messages: true }, (call) => call.last().reject('boom'));
    expect(said).toMatchObject({ value: 'failed', failureMessage: 'Failed to fetch' });
    expect(silent).toMatchObject({ value: 'failed', failureMessage: 'Thrown' });
  });

  it('records nothing where the flow keeps no failure message', async () => {
    const refused = await answer({ warning: false, messages: false }, (call) =>
      call.last().resolve({ status: 500, body: { message: 'Down' } }),
    );
    const thrown = await answer({ warning: false, messages: false }, (call) =>
      call.last().reject(new Error('Offline')),
    );
    expect(refused).toMatchObject({ value: 'failed', failureMessage: 'untouched' });
    expect(thrown).toMatchObject({ value: 'failed', failureMessage: 'untouched' });
  });
});
