import { fromPromise } from 'xstate';
import type { ExplorerEvent } from './MachineExplorer';

/**
 * A call that records what it was given and then waits: the page's buttons answer it in its
 * place ("Server answers 201", "Network fails"), so every outcome can be shown on demand.
 */
export function pendingCall<TOutput, TInput>(name: string, log: (effect: string) => void) {
  return fromPromise<TOutput, TInput>(({ input }) => {
    log(`${name} called with ${summarise(input)}`);
    return new Promise<TOutput>(() => undefined);
  });
}

function summarise(input: unknown): string {
  const text = JSON.stringify(input, (_key, item: unknown) =>
    item instanceof File ? `File(${item.name})` : item,
  );
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}

/** The buttons that answer a pending call `id`: each status with its body, and a network failure. */
export function answers(
  id: string,
  replies: { label: string; status: number; body: unknown }[],
): ExplorerEvent[] {
  return [
    ...replies.map(({ label, status, body }) => ({
      label,
      event: { type: `xstate.done.actor.${id}`, output: { status, body } },
    })),
    {
      label: 'Network fails',
      event: { type: `xstate.error.actor.${id}`, error: new TypeError('Failed to fetch') },
    },
  ];
}
