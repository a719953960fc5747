// Model-based path generation for the machine tests (not part of the package's API).
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject } from 'xstate';
import { getAdjacencyMap, getShortestPaths, getStateNodes } from 'xstate/graph';

export interface ModelStep {
  event: EventObject;
  state: AnyMachineSnapshot;
}

export interface ModelPath {
  /** The transition this path ends with ("<node> --<event>#<n>--> <targets>") and its source state. */
  description: string;
  /** The input the machine started with. */
  input: unknown;
  /** The events from the initial state, with the snapshot each one leads to. */
  steps: ModelStep[];
}

export interface ModelOptions {
  /** Events to try in every state. Delayed events (`xstate.after.*`) are added automatically. */
  events: ReadonlyArray<{ type: string; [key: string]: unknown }>;
  input?: unknown;
  /** Several starting inputs, explored one after the other (instead of `input`). */
  inputs?: unknown[];
  /**
   * What makes two snapshots the same vertex of the graph. Defaults to the state value and the
   * whole context; machines with free-text context give a smaller projection.
   */
  serialize?: (snapshot: AnyMachineSnapshot) => unknown;
}

export interface TransitionCoverage {
  /** One path per transition of the chart: the shortest way to a state that takes it, then it. */
  paths: ModelPath[];
  /** Transitions (as "<source> --<event>--> <targets>") no explored state takes. */
  missingTransitions: string[];
  /** State node ids never active in any explored state. */
  missingStates: string[];
}

/** JSON that tells files and errors apart (plain JSON writes both as `{}`). */
function stringify(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (item instanceof File) return `File(${item.name}, ${item.type}, ${item.size})`;
    if (item instanceof Error) return `${item.name}(${item.message})`;
    return item;
  });
}

function describeValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function describeTransition(node: AnyStateNode, eventType: string, index: number): string {
  const transition = node.transitions.get(eventType)?.[index];
  const targets = transition?.target?.map((target: AnyStateNode) => target.id).join(',') ?? '(stays)';
  return `${node.id} --${eventType}#${index}--> ${targets}`;
}

/** Delayed transitions are fired by timers; the model takes them as the events the timers send. */
function delayedEvents(snapshot: AnyMachineSnapshot): EventObject[] {
  return snapshot._nodes
    .flatMap((node) => node.ownEvents as string[])
    .filter((type) => type.startsWith('xstate.after.'))
    .map((type) => ({ type }));
}

/**
 * Explores the chart with `xstate/graph` (adjacency map and shortest paths) and returns, for
 * every transition definition of every state node, a path from the initial state that takes it.
 * A transition that no explored state takes is reported in `missingTransitions`, so a test can
 * prove that the paths reach every state and every transition.
 */
export function transitionCoverage(machine: AnyStateMachine, options: ModelOptions): TransitionCoverage {
  const serialize =
    options.serialize ?? ((snapshot) => ({ value: snapshot.value, context: snapshot.context }));
  const nodes: AnyStateNode[] = [machine.root, ...getStateNodes(machine.root)];
  const allTransitions = new Map<unknown, string>();
  for (const node of nodes) {
    for (const [eventType, transitions] of node.transitions) {
      transitions.forEach((transition, index) =>
        allTransitions.set(transition, describeTransition(node, eventType, index)),
      );
    }
    if (node.always?.length) throw new Error(`${node.id}: eventless transitions are not modelled`);
  }

  const paths: ModelPath[] = [];
  const covered = new Set<unknown>();
  const activeNodes = new Set<AnyStateNode>();
  for (const input of options.inputs ?? [options.input]) {
    const traversal = {
      input,
      events: (snapshot: AnyMachineSnapshot) => [...options.events, ...delayedEvents(snapshot)],
      serializeState: (snapshot: AnyMachineSnapshot) => stringify(serialize(snapshot)),
      serializeEvent: (event: EventObject) => stringify(event),
    };
    const adjacency = getAdjacencyMap(machine, traversal) as Record<
      string,
      { state: AnyMachineSnapshot; transitions: Record<string, ModelStep> }
    >;
    const shortest = new Map(
      getShortestPaths(machine, traversal).map((path) => [traversal.serializeState(path.state), path.steps]),
    );
    for (const [key, { state, transitions }] of Object.entries(adjacency)) {
      for (const node of state._nodes) activeNodes.add(node);
      const prefix = shortest.get(key);
      if (!prefix) continue;
      for (const { event, state: next } of Object.values(transitions)) {
        for (const transition of machine.getTransitionData(state, event)) {
          if (covered.has(transition)) continue;
          covered.add(transition);
          paths.push({
            description: `${allTransitions.get(transition)} from ${describeValue(state.value)}`,
            input,
            steps: [...prefix, { event, state: next }],
          });
        }
      }
    }
  }

  return {
    paths,
    missingTransitions: [...allTransitions].filter(([t]) => !covered.has(t)).map(([, name]) => name),
    missingStates: nodes.filter((node) => !activeNodes.has(node)).map((node) => node.id),
  };
}
