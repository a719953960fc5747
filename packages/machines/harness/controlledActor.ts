// A promise actor whose calls a test settles by hand (not part of the package's API).
import { fromPromise } from 'xstate';

export interface Call<TInput, TOutput> {
  input: TInput;
  resolve: (output: TOutput) => void;
  reject: (error: unknown) => void;
}

/** A `fromPromise` logic that records each call and leaves it pending until the test settles it. */
export function controlledActor<TOutput, TInput>() {
  const calls: Call<TInput, TOutput>[] = [];
  const logic = fromPromise<TOutput, TInput>(
    ({ input }) => new Promise<TOutput>((resolve, reject) => calls.push({ input, resolve, reject })),
  );
  return {
    logic,
    calls,
    /** The latest call; throws when there was none, so a test cannot settle a call that never happened. */
    last(): Call<TInput, TOutput> {
      const call = calls.at(-1);
      if (!call) throw new Error('The actor was never called');
      return call;
    },
  };
}

/** Lets settled promises deliver their results to the actors waiting for them. */
export async function flushPromises(): Promise<void> {
  for (let tick = 0; tick < 10; tick += 1) await Promise.resolve();
}

/**
 * Performs a model event that settles the pending call of a controlled actor:
 * `xstate.done.actor.<id>` resolves it with the event's output, `xstate.error.actor.<id>` rejects
 * it with the event's error. Returns false for any other event.
 */
export async function settleFromEvent(
  event: { type: string; output?: unknown; error?: unknown },
  actors: Record<string, { last(): { resolve(output: never): void; reject(error: unknown): void } }>,
): Promise<boolean> {
  const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (!match) return false;
  const actor = actors[match[2]!];
  if (!actor) throw new Error(`No controlled actor for ${event.type}`);
  if (match[1] === 'done') actor.last().resolve(event.output as never);
  else actor.last().reject(event.error);
  await flushPromises();
  return true;
}
