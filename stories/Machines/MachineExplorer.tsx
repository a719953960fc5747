import { Button, vars } from '@aarambh/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useMemo, useReducer, useState, type CSSProperties, type ReactNode } from 'react';
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject } from 'xstate';

/** An event with its data, e.g. `{ type: 'payment.selectDuration', duration: '4-weeks' }`. */
export type ExplorerEventObject = EventObject & Record<string, unknown>;

/** One button of the explorer: an event the chart understands, or something its effects report. */
export interface ExplorerEvent {
  /** What the button says, e.g. 'Submit' or 'Server answers 207'. */
  label: string;
  event: ExplorerEventObject;
  /** Where the event goes. @default the machine itself */
  to?: (actor: AnyActorRef) => AnyActorRef | undefined;
}

export interface MachineExplorerProps {
  /** The chart's name, shown as the heading. */
  title: string;
  /**
   * Builds the machine with every effect supplied: `log` records what an effect was asked to do
   * (a call, a link, storage), so the page shows it instead of doing it.
   */
  machine: (log: (effect: string) => void) => AnyStateMachine;
  input?: unknown;
  /** The events offered as buttons; each is enabled only where the chart takes it. */
  events: ExplorerEvent[];
  /** Extra read-outs computed from the snapshot (for example the errors a form shows). */
  details?: (snapshot: AnyMachineSnapshot) => ReactNode;
}

/** A delay long enough never to fire while someone reads the page: timers are buttons instead. */
const NEVER_MS = 2 ** 31 - 1;

/** The machine with every named delay made to wait "forever", so the page stays as it is drawn. */
export function withManualDelays<T extends AnyStateMachine>(machine: T): T {
  const delays = Object.fromEntries(
    Object.keys(machine.implementations.delays).map((name) => [name, NEVER_MS]),
  );
  return machine.provide({ delays } as never) as T;
}

function stateLabel(value: unknown): string {
  if (typeof value === 'string') return value;
  return Object.entries(value as Record<string, unknown>)
    .map(([key, child]) => `${key}.${stateLabel(child)}`)
    .join(', ');
}

function stringify(value: unknown): string {
  return JSON.stringify(
    value,
    (_key, item: unknown) => {
      if (typeof File !== 'undefined' && item instanceof File) return `File(${item.name})`;
      // A child actor kept in the context (its own state shows in its own explorer).
      if (typeof item === 'object' && item !== null && 'xstate$$type' in item && 'id' in item)
        return `child actor ${String(item.id)}`;
      return item;
    },
    2,
  );
}

/** The delayed transitions the current state is waiting on, as buttons. */
function delayedEvents(snapshot: AnyMachineSnapshot): ExplorerEvent[] {
  return snapshot._nodes
    .flatMap((node) => node.ownEvents as string[])
    .filter((type) => type.startsWith('xstate.after.'))
    .map((type) => ({ label: `Time passes: ${type.split('.')[2]}`, event: { type } }));
}

const section: CSSProperties = { display: 'grid', gap: vars.space.sm };
const columns: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
  gap: vars.space.xl,
  alignItems: 'start',
};
const column: CSSProperties = { display: 'grid', gap: vars.space.lg, minWidth: 0 };
const heading: CSSProperties = { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.lg, margin: 0 };
const code: CSSProperties = {
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
};

function StateTree({ node, snapshot }: { node: AnyStateNode; snapshot: AnyMachineSnapshot }) {
  const children = Object.values(node.states) as AnyStateNode[];
  if (children.length === 0) return null;
  return (
    <ul style={{ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xxs }}>
      {children.map((child) => {
        const active = snapshot._nodes.includes(child);
        return (
          <li key={child.id} aria-current={active ? 'true' : undefined}>
            <span
              style={{
                fontFamily: vars.font.mono,
                fontWeight: active ? vars.fontWeight.bold : vars.fontWeight.regular,
                color: active ? vars.color.onBrandSoft : vars.color.text,
                background: active ? vars.color.brandSoft : 'transparent',
                borderRadius: vars.radius.sm,
                padding: `0 ${vars.space.xxs}`,
              }}
            >
              {child.key}
              {child.type === 'final' ? ' (final)' : ''}
              {active ? ' (current)' : ''}
            </span>
            <StateTree node={child} snapshot={snapshot} />
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Draws again whenever a child actor of `snapshot` changes: a parent's guards may ask a child (the
 * internship chart asks its payment child whether the fee is paid), so which buttons are enabled
 * can change without the parent's own snapshot changing.
 */
function useChildUpdates(snapshot: AnyMachineSnapshot): void {
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    const children = Object.values(snapshot.children as Record<string, AnyActorRef | undefined>);
    const subscriptions = children.flatMap((child) => (child ? [child.subscribe(redraw)] : []));
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [snapshot.children]);
}

/**
 * An interactive page for one statechart: the states (the current ones marked), the events as
 * buttons (enabled only where the chart takes them; timers are buttons too), the effects the
 * chart asked for, and its context. For designers: press the buttons to walk through the flow.
 */
export function MachineExplorer({ title, machine, input, events, details }: MachineExplorerProps) {
  const [effects, setEffects] = useState<string[]>([]);
  const logic = useMemo(
    () => withManualDelays(machine((effect) => setEffects((list) => [...list, effect]))),
    [machine],
  );
  const actor = useActorRef(logic, { input });
  const snapshot = useSelector(actor, (current) => current as AnyMachineSnapshot);
  useChildUpdates(snapshot);
  const id = useId();
  const offered = [...events, ...delayedEvents(snapshot)];

  return (
    <article
      aria-labelledby={`${id}-title`}
      style={{ display: 'grid', gap: vars.space.lg, color: vars.color.text }}
    >
      <h2
        id={`${id}-title`}
        style={{ ...heading, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.xxl }}
      >
        {title}
      </h2>
      <div style={columns}>
        <div style={column}>
          <section aria-labelledby={`${id}-now`} style={section}>
            <h3 id={`${id}-now`} style={heading}>
              Current state
            </h3>
            <p role="status" style={{ ...code, fontWeight: vars.fontWeight.semibold }}>
              {stateLabel(snapshot.value)}
              {snapshot.status === 'done' ? ' (finished)' : ''}
            </p>
          </section>
          <section aria-labelledby={`${id}-states`} style={section}>
            <h3 id={`${id}-states`} style={heading}>
              States
            </h3>
            <StateTree node={logic.root} snapshot={snapshot} />
          </section>
          <section aria-labelledby={`${id}-events`} style={section}>
            <h3 id={`${id}-events`} style={heading}>
              Events
            </h3>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs }}>
              {offered.map(({ label, event, to }) => {
                const target = to ? to(actor) : actor;
                const enabled =
                  target !== undefined &&
                  (to ? (target.getSnapshot() as AnyMachineSnapshot).can(event) : snapshot.can(event));
                return (
                  <Button
                    key={`${label}:${event.type}`}
                    variant="secondary"
                    size="small"
                    isDisabled={!enabled}
                    onPress={() => target?.send(event)}
                  >
                    {label}
                  </Button>
                );
              })}
            </div>
          </section>
          {details ? details(snapshot) : null}
        </div>
        <div style={column}>
          <section aria-labelledby={`${id}-effects`} style={section}>
            <h3 id={`${id}-effects`} style={heading}>
              Effects asked for
            </h3>
            {effects.length === 0 ? (
              <p style={{ margin: 0, color: vars.color.textMuted }}>None yet.</p>
            ) : (
              <ol style={{ margin: 0, paddingInlineStart: vars.space.lg }}>
                {effects.map((effect, index) => (
                  <li key={index} style={{ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm }}>
                    {effect}
                  </li>
                ))}
              </ol>
            )}
          </section>
          <section aria-labelledby={`${id}-context`} style={section}>
            <h3 id={`${id}-context`} style={heading}>
              Context
            </h3>
            <pre style={code}>{stringify(snapshot.context)}</pre>
          </section>
        </div>
      </div>
    </article>
  );
}
