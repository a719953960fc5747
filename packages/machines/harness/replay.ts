// Replays a model path on a real actor (not part of the package's API).
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate';
import { expect } from 'vitest';
import type { ModelPath } from './modelPaths.ts';

/**
 * Runs the steps of `path` (after the initial one) on `actor`: `perform` makes each event happen
 * for real (sends it, resolves a pending call, or advances the fake clock past a delay), then the
 * actor's snapshot must match the model's, as seen through `project`.
 */
export async function replayPath(
  actor: AnyActorRef,
  path: ModelPath,
  perform: (event: EventObject) => void | Promise<void>,
  project: (snapshot: AnyMachineSnapshot) => unknown = (snapshot) => ({
    value: snapshot.value,
    context: snapshot.context,
  }),
): Promise<void> {
  const [initial, ...steps] = path.steps;
  expect(project(actor.getSnapshot() as AnyMachineSnapshot)).toEqual(project(initial!.state));
  for (const step of steps) {
    await perform(step.event);
    expect(project(actor.getSnapshot() as AnyMachineSnapshot), `after ${step.event.type}`).toEqual(
      project(step.state),
    );
  }
}
