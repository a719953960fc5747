// What a chart does while the visitor does nothing: its delayed transitions, as plain data. A page
// can show that much without XState and start the chart, from the state reached, on first use.

/** A chart's state as `machine.resolveState` takes it: its state value and its context. */
export interface ChartState<TValue, TContext> {
  value: TValue;
  context: TContext;
}

/** One delayed transition: how long after entering the state it fires, where to, and its actions. */
export interface DelayedStep<TState, TAction extends string = never> {
  afterMs: number;
  to: TState;
  actions: readonly TAction[];
}
