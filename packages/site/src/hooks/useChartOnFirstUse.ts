import type { ChartState, DelayedStep } from '@aarambh/machines';
import { afterNextPaint } from '../boot';
import {
  startTransition,
  useCallback,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type {
  Actor,
  AnyMachineSnapshot,
  AnyStateMachine,
  ContextFrom,
  EventFrom,
  SnapshotFrom,
} from 'xstate';

/** What a chart does while the visitor does nothing, as its package describes it without XState. */
export interface ChartWithoutInput<TState, TAction extends string> {
  /** The state the chart starts in. */
  start: () => TState;
  /** The chart's next delayed transition from `state`, or `null` when it has none. */
  next: (state: TState) => DelayedStep<TState, TAction> | null;
  /** The effects of the actions those transitions run: the ones the chart itself is given. */
  actions: { readonly [K in TAction]: () => void };
}

/** A flow's statechart, whether it runs yet or not. */
export interface ChartOnFirstUse<TMachine extends AnyStateMachine> {
  /** The chart's state value and context: what it shows now. */
  value: SnapshotFrom<TMachine>['value'];
  context: ContextFrom<TMachine>;
  /** Whether the chart takes `event` now; `false` until it runs. */
  can: (event: EventFrom<TMachine>) => boolean;
  /** Sends `event` to the chart: the first starts it (see `useChartOnFirstUse`). */
  send: (event: EventFrom<TMachine>) => void;
  /**
   * Fetches the chart's code ahead of a use that is about to come (a mouse over the flow), once the
   * next frame has painted.
   */
  prepare: () => void;
}

type StateOf<TMachine extends AnyStateMachine> = ChartState<
  SnapshotFrom<TMachine>['value'],
  ContextFrom<TMachine>
>;

const loadResumeChart = () => import('./resumeChart');

/**
 * A flow's statechart that runs, with XState, from the visitor's first use of the flow, and until
 * then shows what the chart would show with no input (`withoutInput`, from the chart's package:
 * its delayed transitions, the same delays and actions the chart has).
 *
 * The first `send` is the first use: the states without input stop where they are, `load` fetches
 * the chart (bound to the flow's effects) and XState, the chart starts in that state, and every
 * event sent meanwhile is given to it in order; from then on the chart alone decides. Should its
 * code not arrive, the events wait and the next `send` tries again.
 *
 * A chart started in a state does not run that state's entry again, so a delay pending there is not
 * scheduled (XState schedules delays on entry): the events a flow sends from the states it shows
 * without input must each leave or re-enter them, as the charts' unit tests check
 * (`withoutInput.test.ts` in `@aarambh/machines`).
 */
export function useChartOnFirstUse<
  TMachine extends AnyStateMachine,
  TState extends StateOf<TMachine>,
  TAction extends string,
>(
  load: () => Promise<TMachine>,
  withoutInput: ChartWithoutInput<TState, TAction>,
): ChartOnFirstUse<TMachine> {
  const [shown, setShown] = useState<TState>(withoutInput.start);
  const [actor, setActor] = useState<Actor<TMachine> | null>(null);

  // What the handlers below read: the latest props and the state reached, outside React's render.
  const latest = useRef({ load, shown, actor, mounted: true });
  const pending = useRef<EventFrom<TMachine>[]>([]);
  const loading = useRef(false);
  useEffect(() => {
    latest.current.load = load;
  }, [load]);
  useEffect(() => {
    const current = latest.current;
    current.mounted = true;
    return () => {
      current.mounted = false;
      current.actor?.stop();
    };
  }, []);

  const nextStep = useEffectEvent((state: TState) => withoutInput.next(state));
  const runAction = useEffectEvent((action: TAction) => withoutInput.actions[action]());
  useEffect(() => {
    if (actor) return;
    const step = nextStep(shown);
    if (!step) return;
    const timer = window.setTimeout(() => {
      // Once used, the states without input stop: the chart goes on from the one shown.
      if (pending.current.length > 0) return;
      for (const action of step.actions) runAction(action);
      latest.current.shown = step.to;
      // A step nobody asked for (the popup's next slide, the help tip) answers no input: React
      // renders it in slices that yield to the browser, not in one task a slow phone feels.
      startTransition(() => setShown(step.to));
    }, step.afterMs);
    return () => window.clearTimeout(timer);
  }, [actor, shown]);

  // The chart's code, fetched once (by `prepare` or the first use); asked again after a failure.
  // Asked for once the frame of the input that wants it has painted: Vite's preload helper adds a
  // `modulepreload` link per chunk the code needs, each a few milliseconds on a slow phone (about
  // 50 ms at 4x CPU for the help chat's), which in the input's handler would delay its frame
  // (docs/site.md, INP).
  const code = useRef<Promise<[TMachine, Awaited<ReturnType<typeof loadResumeChart>>]> | null>(null);
  const fetchCode = useCallback(() => {
    code.current ??= afterNextPaint()
      .then(() => Promise.all([latest.current.load(), loadResumeChart()]))
      .catch((error: unknown) => {
        code.current = null;
        throw error;
      });
    return code.current;
  }, []);

  const start = useCallback(async () => {
    if (loading.current) return;
    loading.current = true;
    try {
      const [machine, { resumeChart }] = await fetchCode();
      if (!latest.current.mounted) return;
      const resumed = resumeChart(machine, latest.current.shown);
      resumed.start();
      for (const event of pending.current.splice(0)) resumed.send(event);
      latest.current.actor = resumed;
      setActor(resumed);
    } catch {
      // The chart's code did not arrive (a lost connection): the events wait for the next use.
    } finally {
      loading.current = false;
    }
  }, [fetchCode]);

  const send = useCallback(
    (event: EventFrom<TMachine>) => {
      const running = latest.current.actor;
      if (running) {
        running.send(event);
        return;
      }
      pending.current.push(event);
      void start();
    },
    [start],
  );

  const prepare = useCallback(() => {
    // A failure here only means the first use asks again.
    fetchCode().catch(() => {});
  }, [fetchCode]);

  const subscribe = useCallback(
    (changed: () => void) => {
      if (!actor) return () => {};
      const subscription = actor.subscribe(changed);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const snapshot = useSyncExternalStore<AnyMachineSnapshot | null>(
    subscribe,
    () => actor?.getSnapshot() ?? null,
    () => null,
  );
  const state: StateOf<TMachine> = snapshot ?? shown;
  const can = useCallback((event: EventFrom<TMachine>) => snapshot?.can(event) ?? false, [snapshot]);
  return { value: state.value, context: state.context, can, send, prepare };
}
