import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { helpChatMachine, type HelpChatEvent } from './helpChatMachine.ts';
import { helpChatNextWithoutInput, helpChatStart, type HelpChatStateWithoutInput } from './withoutInput.ts';

const input = { phoneNumber: '+91 98765-43210' };
const machine = helpChatMachine.provide({ actions: { openLink: () => undefined } });
const shape = ({ value, context }: { value: unknown; context: unknown }) => ({ value, context });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the help chat without input', () => {
  it('passes through the states the chart does, at the same times', () => {
    const actor = createActor(machine, { input }).start();
    let state = helpChatStart(input);
    expect(shape(actor.getSnapshot())).toEqual(state);
    const step = helpChatNextWithoutInput(state)!;
    vi.advanceTimersByTime(step.afterMs - 1);
    expect(shape(actor.getSnapshot())).toEqual(state);
    vi.advanceTimersByTime(1);
    state = step.to;
    expect(shape(actor.getSnapshot())).toEqual(state);
    expect(helpChatNextWithoutInput(state)).toBeNull();
  });
});

describe('the chart started on first use from the state reached without input', () => {
  const waiting = helpChatStart(input);
  const tooltip = helpChatNextWithoutInput(waiting)!.to;
  // What the visitor can do to what shows: press the chat's button (then close the chat again), or
  // dismiss the tip once it shows.
  const open: HelpChatEvent[] = [{ type: 'chat.open' }, { type: 'chat.close' }];
  const cases: [number, string, HelpChatStateWithoutInput, HelpChatEvent[]][] = [
    [0, 'the chat opened and closed', waiting, open],
    [1500, 'the chat opened and closed', waiting, open],
    [2000, 'the chat opened and closed', tooltip, open],
    [2000, 'the tip dismissed', tooltip, [{ type: 'chat.dismissTooltip' }]],
    [
      5000,
      'the tip dismissed, the chat opened and closed',
      tooltip,
      [{ type: 'chat.dismissTooltip' }, ...open],
    ],
  ];

  it.each(cases)('at %i ms, %s, goes on as the chart run from the start', (at, _name, state, events) => {
    const live = createActor(machine, { input }).start();
    vi.advanceTimersByTime(at);
    expect(shape(live.getSnapshot())).toEqual(state);
    const resumed = createActor(machine, { snapshot: machine.resolveState(state), input }).start();
    for (const event of events) {
      live.send(event);
      resumed.send(event);
    }
    for (let tenth = 0; tenth <= 30; tenth += 1) {
      expect(shape(resumed.getSnapshot())).toEqual(shape(live.getSnapshot()));
      vi.advanceTimersByTime(100);
    }
  });
});
