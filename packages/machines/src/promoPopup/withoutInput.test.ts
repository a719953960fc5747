import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushPromises } from '../../harness/controlledActor.ts';
import { promoPopupMachine, type PromoPopupEvent } from './promoPopupMachine.ts';
import {
  promoPopupAfterCheck,
  promoPopupNextWithoutInput,
  type PromoPopupStateWithoutInput,
} from './withoutInput.ts';

const input = { slideCount: 3 };

function bound(shown: boolean) {
  const rememberShown = vi.fn();
  const machine = promoPopupMachine.provide({
    actors: { readShownFlag: fromPromise(async () => shown) },
    actions: { rememberShown },
  });
  return { machine, rememberShown };
}

/** The chart run from its start, past the flag's check. */
async function liveChart(shown = false) {
  const { machine, rememberShown } = bound(shown);
  const actor = createActor(machine, { input }).start();
  await flushPromises();
  return { actor, rememberShown };
}

/** The chart started from `state` (with a fresh `rememberShown`), as a page does on first use. */
function resumedChart(state: PromoPopupStateWithoutInput) {
  const { machine, rememberShown } = bound(false);
  const actor = createActor(machine, { snapshot: machine.resolveState(state), input }).start();
  return { actor, rememberShown };
}

const shape = ({ value, context }: { value: unknown; context: unknown }) => ({ value, context });

/** The states the chart passes through without input, each with the time it is reached at. */
function pathWithoutInput(steps: number) {
  const path: { at: number; state: PromoPopupStateWithoutInput }[] = [];
  let state = promoPopupAfterCheck(input, false);
  let at = 0;
  for (let n = 0; n < steps; n += 1) {
    path.push({ at, state });
    const step = promoPopupNextWithoutInput(state);
    if (!step) break;
    at += step.afterMs;
    state = step.to;
  }
  return path;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the promo popup without input', () => {
  it('passes through the states the chart does, at the same times, with the same actions', async () => {
    const { actor, rememberShown } = await liveChart();
    let state = promoPopupAfterCheck(input, false);
    let remembered = 0;
    for (let n = 0; n < 8; n += 1) {
      expect(shape(actor.getSnapshot())).toEqual(state);
      expect(rememberShown).toHaveBeenCalledTimes(remembered);
      const step = promoPopupNextWithoutInput(state)!;
      vi.advanceTimersByTime(step.afterMs - 1);
      expect(shape(actor.getSnapshot())).toEqual(state);
      vi.advanceTimersByTime(1);
      state = step.to;
      remembered += step.actions.filter((action) => action === 'rememberShown').length;
    }
    expect(state.context.index).toBe((8 - 1) % input.slideCount);
  });

  it('stays closed, as the chart does, once the flag says the popup was shown', async () => {
    const { actor } = await liveChart(true);
    const state = promoPopupAfterCheck(input, true);
    expect(shape(actor.getSnapshot())).toEqual(state);
    expect(promoPopupNextWithoutInput(state)).toBeNull();
  });
});

describe('the chart started on first use from the state reached without input', () => {
  // What the site sends while the popup is open: the carousel reports its buttons, dots, arrow
  // keys and swipes as the slide to show (popup.goTo).
  const events: PromoPopupEvent[] = [
    { type: 'popup.goTo', index: 2 },
    { type: 'popup.next' },
    { type: 'popup.previous' },
    { type: 'popup.focusIn' },
    { type: 'popup.pointerEnter' },
    { type: 'popup.pointerLeave' },
    { type: 'popup.pause' },
    { type: 'popup.play' },
    { type: 'popup.close' },
  ];
  const openStates = pathWithoutInput(6).filter(({ state }) => state.value !== 'waiting');
  const cases = openStates.flatMap(({ at, state }) =>
    [0, 2500].flatMap((into) => events.map((event) => [at + into, event.type, state, event] as const)),
  );

  it.each(cases)(
    'at %i ms, given %s, goes on as the chart run from the start',
    async (at, _type, state, event) => {
      const live = await liveChart();
      vi.advanceTimersByTime(at);
      expect(shape(live.actor.getSnapshot())).toEqual(state);
      const resumed = resumedChart(state);
      live.actor.send(event);
      resumed.actor.send(event);
      for (let second = 0; second <= 12; second += 1) {
        expect(shape(resumed.actor.getSnapshot())).toEqual(shape(live.actor.getSnapshot()));
        vi.advanceTimersByTime(1000);
      }
      // The flag was set when the popup opened, before the hand-off.
      expect(resumed.rememberShown).not.toHaveBeenCalled();
    },
  );
});
