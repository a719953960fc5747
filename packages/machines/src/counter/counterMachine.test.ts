import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { transitionCoverage } from '../testing/modelPaths.ts';
import { replayPath } from '../testing/replay.ts';
import {
  COUNTER_DEFAULT_DURATION_MS,
  COUNTER_STEPS,
  counterMachine,
  type CounterInput,
} from './counterMachine.ts';

function start(input: CounterInput) {
  return createActor(counterMachine, { input }).start();
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('counterMachine', () => {
  it('shows 0 until it is first seen', () => {
    const actor = start({ target: 5000 });
    vi.advanceTimersByTime(10_000);
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { value: 0 } });
  });

  it('counts to the target over the default 2 s, rising all the way', () => {
    const actor = start({ target: 5000 });
    actor.send({ type: 'counter.visible' });
    const seen: number[] = [];
    for (let step = 0; step < COUNTER_STEPS; step += 1) {
      vi.advanceTimersByTime(COUNTER_DEFAULT_DURATION_MS / COUNTER_STEPS);
      seen.push(actor.getSnapshot().context.value);
    }
    expect(seen.at(-1)).toBe(5000);
    expect(seen.every((value, index) => index === 0 || value >= seen[index - 1]!)).toBe(true);
    expect(seen[0]).toBeGreaterThan(0);
    expect(actor.getSnapshot().value).toBe('done');
  });

  it('takes 2.5 s when told to', () => {
    const actor = start({ target: 95, durationMs: 2500 });
    actor.send({ type: 'counter.visible' });
    vi.advanceTimersByTime(2499);
    expect(actor.getSnapshot().value).toBe('counting');
    expect(actor.getSnapshot().context.step).toBe(COUNTER_STEPS - 1);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot()).toMatchObject({ value: 'done', context: { value: 95 } });
  });

  it('counts once: a later view changes nothing', () => {
    const actor = start({ target: 100 });
    actor.send({ type: 'counter.visible' });
    vi.advanceTimersByTime(COUNTER_DEFAULT_DURATION_MS);
    actor.send({ type: 'counter.visible' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'done', status: 'done', context: { value: 100 } });
  });

  it('shows the target at once under reduced motion', () => {
    const actor = start({ target: 24, reducedMotion: true });
    actor.send({ type: 'counter.visible' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'done', context: { value: 24 } });
  });
});

describe('counterMachine model', () => {
  const events = [{ type: 'counter.visible' }];
  const inputs = [{ target: 100 }, { target: 100, reducedMotion: true }];
  const coverage = transitionCoverage(counterMachine, { events, inputs });

  it('reaches every state and every transition of the chart', () => {
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions).toEqual([]);
  });

  it.each(coverage.paths.map((path) => [path.description, path] as const))(
    'path to %s',
    async (_name, path) => {
      const actor = start(path.input as CounterInput);
      await replayPath(actor, path, (event) => {
        if (event.type.startsWith('xstate.after.'))
          vi.advanceTimersByTime(COUNTER_DEFAULT_DURATION_MS / COUNTER_STEPS);
        else actor.send({ type: 'counter.visible' });
      });
    },
  );
});
