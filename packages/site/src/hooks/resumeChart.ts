import { createActor, type Actor, type AnyStateMachine } from 'xstate';

/**
 * An actor of `machine` that starts in `state` (a state value and its context) rather than in its
 * initial state; loaded with XState, on a flow's first use (`useChartOnFirstUse`).
 */
export function resumeChart<TMachine extends AnyStateMachine>(
  machine: TMachine,
  state: Parameters<TMachine['resolveState']>[0],
): Actor<TMachine> {
  // A machine with input asks for it; an actor started from a snapshot does not read it.
  return createActor<AnyStateMachine>(machine, { snapshot: machine.resolveState(state) }) as Actor<TMachine>;
}
